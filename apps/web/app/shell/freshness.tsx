import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The service worker's page side, loaded after hydration (kept off the first load's JavaScript). */
let sw: typeof import('./service-worker.ts') | undefined;

export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'tb:chunk-reload';

let loadedBuildId: string | null = null;
let outdated = false;

async function checkBuild(): Promise<void> {
  try {
    const res = await fetch('/build-info.json', { cache: 'no-store' });
    if (!res.ok) return;
    const { id } = (await res.json()) as { id?: string };
    if (!id) return;
    if (loadedBuildId === null) loadedBuildId = id;
    else if (id !== loadedBuildId && !outdated) {
      outdated = true;
      // The new build's service worker installs beside the old one, which keeps serving this page.
      sw?.updateServiceWorker();
    }
  } catch {
    // Offline or the server is restarting: try again at the next check.
  }
}

/**
 * Reloads the page after a chunk failed to load (a new build replaced it), but not again within 10 s
 * for the same path; the guard lives in sessionStorage, so it holds for the tab's session.
 */
export function reloadAfterChunkError(path: string): boolean {
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    const last = raw ? (JSON.parse(raw) as { path: string; at: number }) : null;
    if (last && last.path === path && Date.now() - last.at < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused: reload once anyway.
  }
  const reload = () => window.location.reload();
  if (!sw?.loadWithNewWorker(reload)) reload();
  return true;
}

export function isChunkError(reason: unknown): boolean {
  const msg = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch dynamically/i.test(
    msg,
  );
}

/**
 * Watches for a newer build (/build-info.json, hourly and when the tab regains focus). Once outdated,
 * the newer build's service worker is fetched and the next navigation is a full page load, served by
 * it; a failed chunk load reloads the page. Registers the service worker and keeps each page shown.
 */
export function Freshness() {
  const { pathname, search } = useLocation();
  // Each page shown is kept for offline use (a client-side navigation never passes the worker).
  useEffect(() => sw?.keepPage(), [pathname, search]);
  useEffect(() => {
    void import('./service-worker.ts').then((m) => {
      sw = m;
      m.registerServiceWorker();
      m.keepPage();
    });
    void checkBuild();
    const timer = setInterval(checkBuild, BUILD_CHECK_INTERVAL_MS);
    const onFocus = () => void checkBuild();
    const onVisible = () => document.visibilityState === 'visible' && void checkBuild();
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isChunkError(e.reason)) reloadAfterChunkError(window.location.pathname);
    };
    // Once outdated, let the browser follow internal links itself: a full load of the new build.
    const onClick = (e: MouseEvent) => {
      if (!outdated || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.target === '_blank' || a.origin !== window.location.origin) return;
      e.stopPropagation();
      // the newer build's worker, when it waits, takes over before the page loads
      const href = a.href;
      if (sw?.loadWithNewWorker(() => window.location.assign(href))) e.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
