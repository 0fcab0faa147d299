import { type RefObject, useLayoutEffect, useRef } from 'react';

// Clicks before hydration (the companion of form/early-value.ts, decision 0177). A server-drawn button has
// no handler until its page hydrates, so on a slow phone a tap on the header's menu, search or language
// button did nothing, and nothing later either. The page's first inline script (`recordEarlyClicks`, run
// before the body is parsed) counts clicks on every element marked `data-early-click` that has not yet
// hydrated; the button's hook, once its element has hydrated, marks it live and acts on the count.

/** The window property where the inline recorder keeps its counts, by key. */
const COUNTS = '__tinkerboxEarlyClicks';

/**
 * Counts clicks on `[data-early-click]` elements not yet marked `data-early-live`. Its source is inlined
 * into the page's head script, so it must stay self-contained (no outer names, no helpers).
 */
export function recordEarlyClicks(): void {
  const counts: Record<string, number> = {};
  (window as unknown as Record<string, unknown>).__tinkerboxEarlyClicks = counts;
  document.addEventListener(
    'click',
    (e) => {
      const t = e.target;
      const el = t instanceof Element ? t.closest('[data-early-click]') : null;
      if (!el || el.hasAttribute('data-early-live')) return;
      const key = el.getAttribute('data-early-click') || '';
      counts[key] = (counts[key] || 0) + 1;
    },
    true,
  );
}

/**
 * A button whose clicks before hydration are acted on once it hydrates: give it `ref` and spread the
 * returned attribute on it. `onEarly` gets how many clicks there were (a toggle opens on an odd count),
 * at most once, when the button has hydrated.
 */
export function useEarlyClick(
  key: string,
  ref: RefObject<HTMLElement | null>,
  onEarly: (clicks: number) => void,
): { 'data-early-click': string } {
  const act = useRef(onEarly);
  act.current = onEarly;
  useLayoutEffect(() => {
    ref.current?.setAttribute('data-early-live', '');
    const counts = (window as unknown as Record<string, Record<string, number> | undefined>)[COUNTS];
    const clicks = counts?.[key] ?? 0;
    if (counts) delete counts[key];
    if (clicks > 0) act.current(clicks);
  }, [key, ref]);
  return { 'data-early-click': key };
}

/**
 * A button hydrated late that treats a click made before as one click of its own: a task after it
 * hydrated, with the handler of the render after. What else was done in the part before it hydrated (text
 * typed, an option chosen: each control hands its early value over as it hydrates) has reached the page's
 * state by then, and the click acts on it; the browser still counts the tap as the visitor's (a copy is
 * allowed). Give the button `ref` and spread the returned attribute on it.
 */
export function useEarlyAction(
  key: string,
  ref: RefObject<HTMLElement | null>,
  onClick: () => void,
): { 'data-early-click': string } {
  const latest = useRef(onClick);
  latest.current = onClick;
  return useEarlyClick(key, ref, () => setTimeout(() => latest.current(), 0));
}
