import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/t.tsx';
import type { ToolDescriptor } from '../tools/types.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; true while rendering on the server and hydrating. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * On a page that needs the network (the translator, the RPC console, the online selector lookup; the
 * registry's `sendsToServer` and `privacy`), says so while the browser is offline. Every other tool
 * works offline once visited (the service worker, sw/sw.ts), or always once the visitor made every tool
 * available offline (OfflineAllSlot).
 */
export function OfflineNotice({ tool }: { tool: Pick<ToolDescriptor, 'sendsToServer' | 'privacy'> }) {
  const online = useOnline();
  const t = useT();
  const need = tool.privacy ?? (tool.sendsToServer ? 'server' : null);
  if (online || !need) return null;
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {t.tool.offline[need]}
    </p>
  );
}

// Through the service worker's page side (loaded after hydration anyway): the control's own imports
// then stay out of the first load's preload lists (the JavaScript budget, decision 0006).
const OfflineAll = lazy(() => import('./service-worker.ts').then((m) => m.offlineAllView()));

/**
 * "Make all tools available offline" (shell/offline-all.tsx): loaded after hydration, and only where a
 * service worker can serve the site (production builds in a browser that has them).
 */
export function OfflineAllSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(import.meta.env.PROD && 'serviceWorker' in navigator), []);
  return shown ? (
    <Suspense fallback={null}>
      <OfflineAll />
    </Suspense>
  ) : null;
}
