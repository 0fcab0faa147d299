/** The toast queue, kept apart from the <Toaster/> so that calling toast() loads no widget code. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

export type ToastKind = 'info' | 'success' | 'error';
export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a short message for 3000 ms. Callable from anywhere once a <Toaster/> is mounted. */
export function toast(message: string, kind: ToastKind = 'info'): void {
  items = [...items, { id: nextId++, message, kind }];
  emit();
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export const getToasts = (): ToastItem[] => items;
export const NO_TOASTS: ToastItem[] = [];
