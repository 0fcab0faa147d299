/**
 * Runs `run` in a task of its own when the main thread is next idle (at most `timeout` ms later), or in
 * the next task where the browser has no `requestIdleCallback` (WebKit). Returns a cancel.
 */
export function whenIdle(run: () => void, timeout = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * How long what can wait for the page to settle waits, after the page's first hydration pass (issue 37,
 * decision 0187): the service worker's registration and the first build check (shell/freshness.tsx),
 * whose first install fetched its precache and claimed the page, about 100 of the page's 450 main-thread
 * tasks in its first seconds on this machine; and a tool that must come alive by itself but not in the
 * page's first seconds (`untilUsed: 'settled'`, decision 0212), unless it is used sooner.
 */
export const SETTLE_MS = 5_000;

/**
 * Runs `run` once the page has settled: `SETTLE_MS` after now, then when the main thread is next idle
 * (at most 5 s later; in the next task where the browser has no `requestIdleCallback`, WebKit). Returns a cancel.
 */
export function whenSettled(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(run, 5_000);
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}
