// Page-side helpers shared by the Playwright specs (support.ts) and the Firefox/WebKit harness
// (engines/harness.ts). Each runs in the page, serialised, so it must stay self-contained; this module
// imports nothing, so either side can use it.

/**
 * In the page: gives each field its value as typing does (through the element's own value setter, then
 * `input` and `change`), one task apart. Between two fields the page has rendered the first (a microtask)
 * but not run that render's effects, which Preact runs after the next frame: a fast typist or a paste on a
 * busy phone gives a page this gap, and a test's `fill` or `type` never does. Text fields and selects.
 */
export async function setOneTaskApart(fields: readonly (readonly [Element, string])[]): Promise<void> {
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 0));
    const [el, value] = fields[i] as readonly [Element, string];
    const proto =
      el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : el instanceof HTMLSelectElement
          ? HTMLSelectElement.prototype
          : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
