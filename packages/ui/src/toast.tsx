import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useUiStrings } from './locale.tsx';

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

export type ToastKind = 'info' | 'success' | 'error';
interface ToastItem {
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

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const EMPTY: ToastItem[] = [];

const KIND_CLASS: Record<ToastKind, string> = {
  info: 'bg-slate-900 text-white',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
};

/** Mount once near the root: renders toasts at the top, 16 px from the edge. */
export function Toaster() {
  const s = useUiStrings();
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="up">
      {list.map((t) => (
        <T.Root
          key={t.id}
          type={t.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={`flex items-center gap-3 rounded-md px-4 py-3 text-sm shadow-lg ${KIND_CLASS[t.kind]}`}
        >
          <T.Description>{t.message}</T.Description>
          <T.Close aria-label={s.close} className="ml-auto opacity-80 hover:opacity-100">
            ×
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport
        style={{ top: TOAST_OFFSET_PX }}
        className="fixed left-1/2 z-[60] flex w-[min(420px,calc(100vw-32px))] -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </T.Provider>
  );
}
