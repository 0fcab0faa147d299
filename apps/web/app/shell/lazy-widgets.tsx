import { getToasts, subscribeToasts } from '@tinkerbox/ui';
import { lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { ScopedSuspense } from './later.tsx';

// Widgets every page may need but few pages show: their code loads on first use, not with the page.
const Toaster = lazy(() => import('@tinkerbox/ui/toast').then((m) => ({ default: m.Toaster })));
export const LazyQrCode = lazy(() => import('@tinkerbox/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** Mounts the toaster once the first toast is queued. */
export function LazyToaster() {
  const count = useSyncExternalStore(
    subscribeToasts,
    () => getToasts().length,
    () => 0,
  );
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (count > 0) setNeeded(true);
  }, [count]);
  return needed ? (
    <ScopedSuspense fallback={null}>
      <Toaster />
    </ScopedSuspense>
  ) : null;
}
