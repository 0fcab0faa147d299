import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useUiStrings } from './locale.tsx';
import {
  dismissToast,
  getToasts,
  NO_TOASTS,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_OFFSET_PX,
  type ToastKind,
} from './toast-store.ts';

const subscribe = subscribeToasts;
const dismiss = dismissToast;

const KIND_CLASS: Record<ToastKind, string> = {
  info: 'bg-slate-900 text-white',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
};

/** Mount once near the root: renders toasts at the top, 16 px from the edge. */
export function Toaster() {
  const s = useUiStrings();
  const list = useSyncExternalStore(subscribe, getToasts, () => NO_TOASTS);
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
