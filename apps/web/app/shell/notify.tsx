import { toast } from '@tinkerbox/ui';
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useLocale } from '../i18n/t.tsx';
import { productText } from '../lib/messages.ts';

export interface AlertOptions {
  title?: string;
  /** Network name for `#net#` in `networktip`. */
  net?: string;
  confirmLabel?: string;
  /** Shows a cancel button. */
  cancel?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
}

interface Pending extends AlertOptions {
  message: string;
}

const MessageBox = lazy(() => import('@tinkerbox/ui/message-box').then((m) => ({ default: m.MessageBox })));

let current: Pending | null = null;
const listeners = new Set<() => void>();
const set = (p: Pending | null) => {
  current = p;
  for (const l of listeners) l();
};

/**
 * The error helper: `notify(keyOrError)` shows a product message as a toast; with options it shows an
 * alert dialog instead. Unknown keys show `--`; any other error, network failures included, shows `busy`.
 */
export function useNotify() {
  const { locale } = useLocale();
  return useCallback(
    (what: unknown, options?: AlertOptions) => {
      const message = productText(locale, what, options?.net);
      if (options) set({ ...options, message });
      else toast(message, typeof what === 'string' && what !== 'busy' ? 'info' : 'error');
    },
    [locale],
  );
}

/** Mounted once in the root: renders the alert dialog of the error helper. */
export function NotifyHost() {
  const p = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
  const { locale } = useLocale();
  if (!p) return null;
  return (
    <Suspense fallback={null}>
      <MessageBox
        open
        title={p.title ?? ''}
        message={p.message}
        confirmLabel={p.confirmLabel ?? productText(locale, 'confirm')}
        {...(p.cancel ? { cancelLabel: productText(locale, 'cancel') } : {})}
        onConfirm={() => {
          set(null);
          p.onConfirm?.();
        }}
        onCancel={() => {
          set(null);
          p.onCancel?.();
        }}
      />
    </Suspense>
  );
}
