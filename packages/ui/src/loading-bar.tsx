import { useEffect, useRef, useState } from 'react';

export const LOADING_BAR = {
  /** Loads shorter than this never show the bar. */
  throttleMs: 200,
  /** Time the bar takes to creep towards the end while waiting. */
  durationMs: 2000,
  /** How long the full bar stays after the load ends. */
  hideMs: 500,
  /** After hiding, when it resets to zero for the next load. */
  resetMs: 400,
  height: 3,
} as const;

type Phase = 'idle' | 'loading' | 'done' | 'hidden';

/** A thin progress bar at the top of the page for navigations; red when the load failed. */
export function LoadingBar({ active, error = false }: { active: boolean; error?: boolean }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
    if (active) {
      timers.current.push(setTimeout(() => setPhase('loading'), LOADING_BAR.throttleMs));
    } else {
      setPhase((p) => (p === 'loading' ? 'done' : p));
      timers.current.push(setTimeout(() => setPhase((p) => (p === 'done' ? 'hidden' : p)), LOADING_BAR.hideMs));
      timers.current.push(setTimeout(() => setPhase('idle'), LOADING_BAR.hideMs + LOADING_BAR.resetMs));
    }
    return () => {
      for (const t of timers.current) clearTimeout(t);
    };
  }, [active]);
  const width = phase === 'loading' ? '90%' : phase === 'done' || phase === 'hidden' ? '100%' : '0%';
  return (
    <div
      role="progressbar"
      aria-hidden={phase === 'idle'}
      aria-busy={phase === 'loading'}
      style={{
        height: LOADING_BAR.height,
        width,
        opacity: phase === 'hidden' || phase === 'idle' ? 0 : 1,
        transition:
          phase === 'loading'
            ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
            : phase === 'idle'
              ? 'none'
              : 'width 150ms ease-out, opacity 300ms',
      }}
      className={`fixed top-0 left-0 z-[70] ${error ? 'bg-red-600' : 'bg-sky-500'}`}
    />
  );
}
