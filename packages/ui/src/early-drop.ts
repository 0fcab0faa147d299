// Files dropped before hydration (the companion of early-click.ts and form/early-value.ts). A browser
// opens a file dropped where no script takes it, in place of the page: before a tool page's scripts have
// run (a slow link), a file dropped on the tool left the site, and what the visitor had typed with it.
// The page's first inline script (`guardEarlyDrops`, run before the body is parsed) refuses such a drop
// everywhere, and keeps one made on a tool's drop area (`data-early-drop`, not yet `data-early-live`)
// for the area to take once it is live (`takeEarlyDrop`).

/** The window property where the inline guard keeps the files dropped on a drop area before it was live. */
const DROPPED = '__tinkerboxEarlyDrop';

/**
 * Refuses a file dragged or dropped where nothing takes it, and keeps the files dropped on a drop area
 * that is not live yet. Its source is inlined into the page's head script, so it must stay
 * self-contained (no outer names, no helpers); once the page is live its own handlers come first (they
 * run before a window listener) and this one leaves any event they took alone.
 */
export function guardEarlyDrops(): void {
  const withFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  const onArea = (e: DragEvent) =>
    e.target instanceof Element && e.target.closest('[data-early-drop]:not([data-early-live])') !== null;
  window.addEventListener('dragover', (e) => {
    if (!withFiles(e) || e.defaultPrevented) return;
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = onArea(e) ? 'copy' : 'none';
  });
  window.addEventListener('drop', (e) => {
    if (!withFiles(e) || e.defaultPrevented) return;
    e.preventDefault();
    if (onArea(e))
      (window as unknown as Record<string, unknown>).__tinkerboxEarlyDrop = Array.from(e.dataTransfer?.files ?? []);
  });
}

/**
 * Keeps `files` as if dropped on a drop area before it was live: a file pasted on a tool page whose tool
 * is not live yet (PageDrop), for the tool to take once it is.
 */
export function keepEarlyDrop(files: File[]): void {
  (window as unknown as Record<string, File[]>)[DROPPED] = files;
}

/** Whether files dropped (or pasted) before the drop area was live wait for it. */
export function hasEarlyDrop(): boolean {
  return DROPPED in window;
}

/** The files dropped on a drop area before it was live, once (then none). */
export function takeEarlyDrop(): File[] {
  const w = window as unknown as Record<string, File[] | undefined>;
  const files = w[DROPPED] ?? [];
  delete w[DROPPED];
  return files;
}
