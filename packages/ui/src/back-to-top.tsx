import { useEffect, useState } from 'react';
import { useUiStrings } from './locale.tsx';

/** Appears once the page has scrolled past one screen; 100 px from the right and the bottom. */
export function BackToTop({ threshold = 400 }: { threshold?: number }) {
  const s = useUiStrings();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={s.backToTop}
      title={s.backToTop}
      onClick={() => window.scrollTo({ top: 0 })}
      style={{ right: 100, bottom: 100 }}
      className="fixed z-40 flex h-11 w-11 items-center justify-center rounded-full bg-sky-700 text-white shadow-lg hover:bg-sky-800 max-md:right-4! max-md:bottom-4!"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
