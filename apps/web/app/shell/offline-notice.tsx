import { useSyncExternalStore } from 'react';
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
 * available offline (shell/offline-all.tsx, in the footer).
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
