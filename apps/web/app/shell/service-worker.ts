// The page's side of the service worker (sw/sw.ts, built into /sw.js by scripts/build-sw.mjs; decision
// 0095): registration, telling it what this page loaded, and handing over to a newer build's worker.
// Production builds only: the dev server has no /sw.js and its modules are not hashed.

import type { OfflineLang, OfflineStatus } from './offline-protocol.ts';

let registration: ServiceWorkerRegistration | undefined;
/** How many resource timing entries were already reported to the worker. */
let reported = 0;

const supported = () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers /sw.js and keeps the current page once the worker controls it (at once, or after installing). */
export function registerServiceWorker(): void {
  if (!supported()) return;
  const sw = navigator.serviceWorker;
  // The worker answers KEEP with KEPT once the page and everything it needs offline are in its caches.
  sw.addEventListener('message', (e: MessageEvent<{ type?: string; page?: string }>) => {
    if (e.data?.type === 'KEPT' && e.data.page === window.location.href)
      document.documentElement.dataset.offline = 'ready';
  });
  if (!sw.controller) sw.addEventListener('controllerchange', () => keepPage(), { once: true });
  // Installed as an app: every tool offline, unless the visitor turned it off here before.
  window.addEventListener('appinstalled', () => offlineWhenInstalled());
  if (window.matchMedia?.('(display-mode: standalone)').matches) void sw.ready.then(() => offlineWhenInstalled());
  sw.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
    (r) => {
      registration = r;
    },
    () => {
      // No service worker (private mode, a browser setting): the site works online as before.
    },
  );
}

/**
 * Asks the worker to keep this page's HTML (a client-side navigation never requested it) and the hashed
 * files loaded since the last call (before the worker controlled the page they did not pass through it).
 */
export function keepPage(): void {
  const controller = supported() ? navigator.serviceWorker.controller : null;
  if (!controller) return;
  delete document.documentElement.dataset.offline;
  const entries = performance.getEntriesByType('resource');
  const files = entries
    .slice(reported)
    .map((e) => e.name)
    .filter((u) => u.startsWith(`${window.location.origin}/assets/`));
  reported = entries.length;
  controller.postMessage({ type: 'KEEP', page: window.location.href, files });
}

/** A newer build is live: let the browser fetch its worker now, so it installs in the background. */
export function updateServiceWorker(): void {
  void registration?.update().catch(() => undefined);
}

/**
 * A full page load into a newer build: its worker (installed and waiting) takes over first, so the new
 * page is served by the worker of its own build; `load` runs once it controls this tab (or after 1 s at
 * most). Until then the old worker keeps the old precache, so an old page never misses its files.
 * Returns false when no new worker waits (`load` was not called).
 */
export function loadWithNewWorker(load: () => void): boolean {
  const waiting = registration?.waiting;
  if (!waiting) return false;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    load();
  };
  navigator.serviceWorker.addEventListener('controllerchange', go, { once: true });
  setTimeout(go, 1000);
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return true;
}

const DECLINED_KEY = 'tb:offline-declined';

/** The worker that serves this page, once there is one. */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (!supported()) return null;
  return navigator.serviceWorker.controller ?? (await navigator.serviceWorker.ready).active;
}

/**
 * Calls `onStatus` with the full set's state now and on every change (in any tab). Returns the
 * unsubscribe function.
 */
export function watchOffline(onStatus: (s: OfflineStatus) => void): () => void {
  if (!supported()) return () => undefined;
  const onMessage = (e: MessageEvent<{ type?: string }>) => {
    if (e.data?.type === 'OFFLINE') onStatus(e.data as OfflineStatus);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  void activeWorker().then((w) => w?.postMessage({ type: 'OFFLINE_STATUS' }));
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

/** Asks the worker to fetch every tool, with its pages in `lang`. */
export function makeAllOffline(lang: OfflineLang): void {
  try {
    localStorage.removeItem(DECLINED_KEY);
  } catch {
    // storage refused: nothing to forget
  }
  void activeWorker().then((w) => w?.postMessage({ type: 'OFFLINE_START', lang }));
}

/** Stops the download, or removes the tools kept; an installed app then no longer fetches them by itself. */
export function removeAllOffline(): void {
  try {
    localStorage.setItem(DECLINED_KEY, '1');
  } catch {
    // storage refused: an installed app may fetch them again
  }
  void activeWorker().then((w) => w?.postMessage({ type: 'OFFLINE_CANCEL' }));
}

/** The page's language as a URL prefix (decision 0096), from `<html lang>`. */
function pageLang(): OfflineLang {
  const tag = document.documentElement.lang.toLowerCase();
  return tag.startsWith('zh-hant') ? 'zh-hant' : tag.startsWith('zh') ? 'zh-hans' : 'en';
}

function offlineWhenInstalled(): void {
  try {
    if (localStorage.getItem(DECLINED_KEY)) return;
  } catch {
    // storage refused: go ahead
  }
  const stop = watchOffline((s) => {
    stop();
    if (s.state === 'none' || s.state === 'failed') makeAllOffline(pageLang());
  });
}
