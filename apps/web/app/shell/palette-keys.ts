/** The id of a page's own search field (the home page's): the palette shortcut focuses it instead. */
export const PAGE_SEARCH_ID = 'tool-search';

/** Whether typing into this element makes text, so that `/` there is a character and not a shortcut. */
export function isTextField(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (!(el instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'].includes(el.type);
}

/** Ctrl+K or Cmd+K anywhere, or `/` outside a text field: the command palette's shortcuts. */
export function isPaletteShortcut(e: KeyboardEvent): boolean {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') return true;
  // no Shift test: on some layouts `/` is Shift+7
  return e.key === '/' && !e.ctrlKey && !e.metaKey && !isTextField(e.target);
}
