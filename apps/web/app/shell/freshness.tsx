import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenSettled } from '../lib/idle.ts';

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
 * for the same path; the guard lives in sessionStorage, so it holds for the tab's session. Callers
 * decide first that the chunk is really gone (reloadIfChunkGone).
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
 * The same-origin URL of the module whose load failed, when the browser's message names it (Chromium's
 * "Failed to fetch dynamically imported module: URL", Firefox's "error loading dynamically imported
 * module: URL"); null when it does not (Safari's "Importing a module script failed.") or names another
 * origin.
 */
export function failedModuleUrl(reason: unknown, origin: string): string | null {
  const msg = reason instanceof Error ? reason.message : String(reason ?? '');
  const m = /dynamically imported module:?\s+(\S+)/i.exec(msg);
  if (!m) return null;
  try {
    const url = new URL(m[1] ?? '', origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether the visitor is on the way out of this page, tracked on `win`: from `beforeunload`, `pagehide`
 * or a Navigation API `navigate` to another document (where the browser has that API), until the page
 * is shown again (`pageshow`, back from the back/forward cache) or the visitor acts on it again (a
 * pointer or key press: the navigation did not replace it; a download, a cancelled prompt). While a
 * page is left, the browser aborts its pending imports (Firefox, WebKit), and a reload would cancel the
 * navigation the visitor asked for (decision 0150). `navigation.transition` is not needed: it exists
 * only for a same-document navigation that a page intercepts, which leaves the document in place.
 */
export function trackLeaving(win: Window): { leaving: () => boolean; stop: () => void } {
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  const stay = () => {
    leaving = false;
  };
  const onNavigate = (e: Event) => {
    const n = e as Event & { destination?: { sameDocument?: boolean }; downloadRequest?: string | null };
    if (n.destination?.sameDocument === false && !n.downloadRequest) leave();
  };
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  const on: [EventTarget | undefined, string, (e: Event) => void][] = [
    [win, 'beforeunload', leave],
    [win, 'pagehide', leave],
    [navigation, 'navigate', onNavigate],
    [win, 'pageshow', stay],
    [win, 'pointerdown', stay],
    [win, 'keydown', stay],
  ];
  for (const [target, type, fn] of on) target?.addEventListener(type, fn, { capture: true, passive: true });
  return {
    leaving: () => leaving,
    stop: () => {
      for (const [target, type, fn] of on) target?.removeEventListener(type, fn, { capture: true });
    },
  };
}

/** What decides whether a failed chunk load is a stale build. */
export interface ChunkCheck {
  /** The visitor is leaving the page (trackLeaving). */
  leaving: () => boolean;
  fetch: typeof fetch;
  /** This page's origin: only a module of the site is asked for. */
  origin: string;
  /** The build this page was loaded from (/build-info.json's id), once known. */
  loadedBuild: () => string | null;
}

/**
 * Whether a failed import means this page's build is gone, so that a reload (into the newer build) is
 * what helps: not while the visitor is leaving the page (before the check or after it), and only when
 * the failed module now answers 404 or 410, or, when the browser does not say which module failed,
 * when /build-info.json names another build than the page's. An import that the browser aborted, a
 * network that is down, or a module that is still there is not a stale build, and a reload would only
 * cancel the visitor's navigation or lose what they typed (decision 0150).
 */
export async function chunkIsGone(reason: unknown, check: ChunkCheck): Promise<boolean> {
  if (!isChunkError(reason) || check.leaving()) return false;
  const url = failedModuleUrl(reason, check.origin);
  let gone = false;
  try {
    if (url) {
      const res = await check.fetch(url, { method: 'HEAD', cache: 'no-store' });
      gone = res.status === 404 || res.status === 410;
    } else {
      const was = check.loadedBuild();
      const res = await check.fetch(new URL('/build-info.json', check.origin).href, { cache: 'no-store' });
      const now = res.ok ? ((await res.json()) as { id?: string }).id : undefined;
      gone = Boolean(was && now && now !== was);
    }
  } catch {
    // Offline, or the page is going: nothing says the build changed.
    return false;
  }
  return gone && !check.leaving();
}

/** Set in the browser as this module loads, so that it sees a page being left from the start. */
const pageLeaving = typeof window === 'undefined' ? null : trackLeaving(window);

/** Whether the visitor is on the way out of this page (trackLeaving); never on the server. */
export const pageIsLeaving = (): boolean => pageLeaving?.leaving() ?? false;

/**
 * What a rejection that no code handled means here. Every failed import goes to `check`
 * (reloadIfChunkGone, which decides and says so on html[data-chunk-check]). One that fails while the
 * visitor is leaving is the browser stopping the page's loads (Firefox, WebKit): no fault of the page
 * and no stale build (the check asks nothing then), so it is also marked handled and the console stays
 * quiet (`left`); otherwise the browser reports it (`checked`). Anything else is left to the browser's
 * report (`other`).
 */
export function onUnhandledRejection(
  e: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>,
  leaving: () => boolean,
  check: (reason: unknown) => void,
): 'left' | 'checked' | 'other' {
  if (!isChunkError(e.reason)) return 'other';
  const left = leaving();
  if (left) e.preventDefault();
  check(e.reason);
  return left ? 'left' : 'checked';
}

/**
 * Reloads the page (through the reload guard) when a failed import means its build is gone
 * (chunkIsGone); resolves to whether it did, and says on html[data-chunk-check] what it decided:
 * `kept` (not a stale build), `guarded` (gone, but this path was reloaded less than 10 s ago), `reload`.
 */
export async function reloadIfChunkGone(reason: unknown): Promise<boolean> {
  const gone = await chunkIsGone(reason, {
    leaving: pageIsLeaving,
    fetch: (input, init) => fetch(input, init),
    origin: window.location.origin,
    loadedBuild: () => loadedBuildId,
  });
  const reloading = gone && reloadAfterChunkError(window.location.pathname);
  // what was decided, for the browser tests and for anyone looking into a page that did not reload
  document.documentElement.dataset.chunkCheck = reloading ? 'reload' : gone ? 'guarded' : 'kept';
  return reloading;
}

/** Whether a service worker controls this page (it served the page, a visit after the first). */
const servedByWorker = (): boolean => typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

/**
 * Watches for a newer build (/build-info.json, hourly and when the tab regains focus). Once outdated,
 * the newer build's service worker is fetched and the next navigation is a full page load, served by
 * it; a failed chunk load reloads the page when the chunk is really gone (reloadIfChunkGone). Registers
 * the service worker and keeps each page shown: at once on a page the worker served, once the page has
 * settled (whenSettled) on one it did not.
 */
export function Freshness() {
  const { pathname, search } = useLocation();
  // Each page shown is kept for offline use (a client-side navigation never passes the worker).
  useEffect(() => sw?.keepPage(), [pathname, search]);
  useEffect(() => {
    const start = () => {
      void checkBuild();
      void import('./service-worker.ts').then((m) => {
        sw = m;
        m.registerServiceWorker();
        m.keepPage();
      });
    };
    let cancelStart: () => void = () => undefined;
    if (servedByWorker()) start();
    else cancelStart = whenSettled(start);
    const timer = setInterval(checkBuild, BUILD_CHECK_INTERVAL_MS);
    const onFocus = () => void checkBuild();
    const onVisible = () => document.visibilityState === 'visible' && void checkBuild();
    const onRejection = (e: PromiseRejectionEvent) => {
      onUnhandledRejection(e, pageIsLeaving, (reason) => void reloadIfChunkGone(reason));
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
      cancelStart();
      clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
