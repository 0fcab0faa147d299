import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n/t.tsx';
import type { Palette as PaletteType } from './palette.tsx';
import { isPaletteShortcut, PAGE_SEARCH_ID } from './palette-keys.ts';

/** The palette and its search code load on first use, so no page pays for them up front. */
const load = () => import('./palette.tsx');

/**
 * The header's search button, and the palette shortcuts on every page (Ctrl/Cmd+K, `/` outside a text
 * field). A page with its own search field (the home page) gets the shortcut's focus instead.
 */
export function PaletteButton({ className = '' }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Palette, setPalette] = useState<ComponentType<Parameters<typeof PaletteType>[0]> | null>(null);
  const show = useCallback(() => {
    void load().then((m) => {
      setPalette(() => m.Palette);
      setOpen(true);
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !isPaletteShortcut(e)) return;
      e.preventDefault();
      const own = document.getElementById(PAGE_SEARCH_ID);
      if (own instanceof HTMLInputElement) {
        own.focus();
        own.select();
      } else show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        className={`flex h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-600 hover:border-sky-500 max-lg:w-10 max-lg:justify-center max-lg:px-0 ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
        <span className="max-lg:sr-only">{t.home.searchLabel}</span>
        <kbd className="rounded border border-slate-300 px-1.5 text-xs max-lg:hidden">{t.home.searchHint}</kbd>
      </button>
      {Palette && <Palette open={open} onOpenChange={setOpen} />}
    </>
  );
}
