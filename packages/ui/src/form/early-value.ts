import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

// Input typed before hydration (issue 35, decision 0149). A server-rendered page can be typed into long
// before its scripts arrive (a slow phone or link), but the page's state starts from what the server
// drew: React 19 and Preact keep an input's typed value at hydration and overwrite it at the next render,
// and Preact overwrites a textarea's at hydration itself, so the text vanished and the result was
// computed without it. Each control of the kit therefore reads, when it hydrates, what the visitor
// changed in the server's control, shows that from its first render (so neither framework overwrites
// it) and hands it to the page through its own onChange, as if it had just been typed.
//
// A control is told from a server-drawn one by its element: each control claims its element once
// mounted, so an element found by id and not claimed is the server's, not yet hydrated. (A page-wide
// "hydrated" flag would not do: React hydrates Suspense boundaries after the root has committed, and
// Preact can render a new page's control while the old page's element with the same useId is still there.)

/** How a control holds its value: text (input, textarea), a select, a checkbox, or a group of radios. */
export type EarlyControl = 'text' | 'select' | 'checkbox' | 'radios';

/** The elements that a mounted control owns; any other control element in the page is the server's. */
const claimed = new WeakSet<Element>();

/** The server-drawn element with this id that no control has claimed yet, if there is one. */
function serverElement(id: string | undefined): Element | null {
  if (id === undefined || typeof document === 'undefined') return null;
  const el = document.getElementById(id);
  return el && !claimed.has(el) ? el : null;
}

/** The value the control `el` holds now; for `radios`, `el` is the group and the value the checked radio's. */
function current(el: Element, kind: EarlyControl): string | boolean | undefined {
  if (kind === 'radios') return el.querySelector<HTMLInputElement>('input[type=radio]:checked')?.value;
  if (el instanceof HTMLInputElement) return kind === 'checkbox' ? el.checked : el.value;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return el.value;
  return undefined;
}

/** What the visitor changed the server's control to, or undefined when it is still as the server drew it. */
function changed(el: Element, kind: EarlyControl): string | boolean | undefined {
  if (kind === 'radios') {
    const on = el.querySelector<HTMLInputElement>('input[type=radio]:checked');
    return on && !on.defaultChecked ? on.value : undefined;
  }
  if (el instanceof HTMLSelectElement) {
    // the option the server marked (`selected`, which defaultSelected reflects), else the first
    const drawn = Array.from(el.options).find((o) => o.hasAttribute('selected')) ?? el.options[0];
    return el.value !== (drawn?.value ?? '') ? el.value : undefined;
  }
  if (el instanceof HTMLInputElement && kind === 'checkbox')
    return el.checked !== el.defaultChecked ? el.checked : undefined;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
    return el.value !== el.defaultValue ? el.value : undefined;
  return undefined;
}

/**
 * Whether any form control inside `root` holds something other than what the server drew: typed or
 * chosen before the scripts came, or restored by the browser (Firefox keeps a field's text over a reload,
 * and both keep it going back to a page not kept whole). A part hydrated only when used (app/shell/later.tsx)
 * hydrates at once when this is so, since what the server drew beside it (a served answer) is not the
 * answer to what the fields hold.
 */
export function anyControlChanged(root: Element): boolean {
  for (const el of root.querySelectorAll('input, textarea, select')) {
    // a file input is drawn empty and holds files, not a value; each radio is compared on its own
    if (el instanceof HTMLInputElement && el.type === 'file') {
      if ((el.files?.length ?? 0) > 0) return true;
      continue;
    }
    const kind: EarlyControl =
      el instanceof HTMLSelectElement
        ? 'select'
        : el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? 'checkbox'
          : 'text';
    if (changed(el, kind) !== undefined) return true;
  }
  return false;
}

/**
 * The value a control should show: while the page hydrates, what the visitor typed or chose in the
 * server's control with id `id` (for `radios`, the id of the group's element) before the scripts came,
 * which is then passed to `onChange` once the control has hydrated; otherwise `value`. Every control of
 * the form kit uses it; a page that draws its own `<input>`, `<textarea>` or `<select>` uses it the same way.
 */
export function useEarlyValue<T extends string | boolean>(
  id: string | undefined,
  kind: EarlyControl,
  value: T,
  onChange: (value: T) => void,
): T {
  const [early] = useState(() => {
    const el = serverElement(id);
    return el ? (changed(el, kind) as T | undefined) : undefined;
  });
  const settled = useRef(early === undefined);
  // After every render: the element may have been swapped (an input for a textarea).
  useLayoutEffect(() => {
    const el = id === undefined ? null : document.getElementById(id);
    if (el) claimed.add(el);
  });
  // Once, when the control has hydrated.
  useLayoutEffect(() => {
    if (settled.current) return;
    settled.current = true;
    // The freshest value: the visitor may have typed on while the framework was hydrating.
    const el = id === undefined ? null : document.getElementById(id);
    const now = ((el && current(el, kind)) ?? early) as T | undefined;
    if (now !== undefined && now !== value) onChange(now);
  }, []);
  return settled.current || early === undefined ? value : early;
}

/**
 * Files chosen in the server's file input before hydration, handed to `onFiles` once the control has
 * hydrated onto it, as if just chosen. A label around a file input opens the browser's picker with no
 * script at all, so on a slow phone or link a visitor can pick a file long before the page is live, and
 * its change event then reached no handler: the file was shown as chosen and never used. A control that
 * handled a change empties its input (FileButton does), so files found there when it mounts were never
 * handled. (A file input is not rendered with a value, so neither framework touches what it holds.)
 */
export function useEarlyFiles(ref: RefObject<HTMLInputElement | null>, onFiles: (files: File[]) => void): void {
  // Once, when the control has hydrated (or mounted in a client navigation, with nothing chosen yet).
  useLayoutEffect(() => {
    const el = ref.current;
    const files = Array.from(el?.files ?? []);
    if (!el || files.length === 0) return;
    el.value = '';
    onFiles(files);
  }, []);
}
