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
