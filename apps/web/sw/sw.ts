// The site's service worker (issue 16, decision 0095), bundled by scripts/build-sw.mjs after the site's
// build, which also injects the precache list (Workbox injectManifest), the build id and the warm-up map.
//
// - The shell (framework runtime, root route module and CSS, fonts, icons, the offline page) is precached,
//   keyed by revision: a new build installs its own list beside the old one, and the old entries go only
//   when the new worker activates, which happens once no tab of the old build is left (or when the
//   freshness check lets the new worker take over right before a full page load; shell/freshness.tsx).
// - Hashed files under /assets/ (route modules, workers, WASM) are cached when first fetched and then
//   served from the cache (their names change with their content). When a tool's route module is cached,
//   the workers, WASM and lazily loaded parts it can reach are fetched too, so the tool works offline
//   after one visit even if it never started its worker.
// - Pages (navigations), React Router's route-discovery and data requests: network first, the cached copy
//   when the network fails, else the offline page. Their cache belongs to one build and is emptied when
//   the next build's worker activates, so a page can never come back referring to files the new
//   precache dropped.
// - /api/*, /build-info.json, other methods than GET and other origins never reach a cache.
// - Every tool offline, when the visitor asks for it (sw/offline-all.ts): this build's full set, which
//   answers whatever the network and the caches above cannot.

import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  fetchAllOnInstall,
  handleOfflineMessage,
  manifestOffline,
  matchOffline,
  settleOnActivate,
} from './offline-all.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** The build this worker belongs to (build-info.json's id). */
declare const __BUILD_ID__: string;
/** Route module URL -> the assets it can reach that the shell does not precache (workers, WASM, chunks). */
declare const __WARM__: Record<string, string[]>;

const PAGES_PREFIX = 'tb-pages-';
const PAGES = `${PAGES_PREFIX}${__BUILD_ID__}`;
const ASSETS = 'tb-assets';
const STATIC = 'tb-static';
const OFFLINE_PAGE = '/offline.html';

/** Keeps only complete same-origin answers (a 404 or 500 must never be replayed from a cache). */
const okOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null),
};

const neverCached = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/build-info.json';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * How many of the worker's own fetches (the warm-up below, and the files a page asks it to keep) run at
 * once. /recipe's route module reaches 315 files (3.6 MB): fetched all at once they took every connection
 * and the cache's time, and the page's own requests (its worker's script when the visitor picks a file)
 * waited behind them; on a slow network for a minute or more, and Firefox ends a service worker's events
 * 60 s after its last one.
 */
const OWN_FETCHES = 4;
let ownFetches = 0;
const waitingTurn: (() => void)[] = [];

/** Runs `job` when fewer than OWN_FETCHES others run; a finished job hands its turn to the next waiting. */
async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (ownFetches < OWN_FETCHES) ownFetches++;
  else await new Promise<void>((resolve) => waitingTurn.push(resolve));
  try {
    return await job();
  } finally {
    const next = waitingTurn.shift();
    if (next) next();
    else ownFetches--;
  }
}

/** Fetches into the assets cache what a route module can reach and is not there yet, a few at a time. */
async function warm(routeModule: string): Promise<void> {
  const deps = __WARM__[routeModule];
  if (!deps?.length) return;
  const cache = await caches.open(ASSETS);
  await Promise.all(
    deps.map(async (dep) => {
      if (await cache.match(dep)) return;
      await inTurn(async () => {
        const res = await fetch(dep).catch(() => null);
        if (res?.status === 200) await cache.put(dep, res);
      });
    }),
  );
}

const assets = new CacheFirst({
  cacheName: ASSETS,
  plugins: [
    okOnly,
    new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true }),
    {
      cacheDidUpdate: async ({ request, event }) => {
        const job = warm(new URL(request.url).pathname);
        (event as ExtendableEvent | undefined)?.waitUntil(job);
        await job;
      },
    },
  ],
});

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  async (options) => (await matchOffline(options.request)) ?? assets.handle(options),
);

const pages = new NetworkFirst({
  cacheName: PAGES,
  // HTML varies by the language cookie, which a service worker's requests do not show: the copy kept is
  // the one last seen online.
  matchOptions: { ignoreVary: true },
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300 })],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        // A page's query never changes what is rendered but the home page's category (page-variant).
        return (await matchOffline(options.request, true)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    // The engine's API reference (449 pages) would push the tools' pages out of the 300 kept.
    { denylist: [/^\/api\//, /^\/docs\//] },
  ),
);

// Client-side navigations ask React Router for route manifests and loader data: the same rule as pages.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    !neverCached(url) &&
    (url.pathname === '/__manifest' || url.pathname.endsWith('.data')),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (e) {
      // Offline and never fetched: the full set's data (all the page's loaders, which answers a request
      // for some of them), and the routes from the build's manifest.
      const answer =
        options.url.pathname === '/__manifest'
          ? await manifestOffline(options.url)
          : await matchOffline(options.request, true);
      if (answer) return answer;
      throw e;
    }
  },
);

// Icons, logos, the manifest: small, rarely changed, not hashed.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/icons/') ||
      url.pathname.startsWith('/brand/') ||
      url.pathname === '/manifest.webmanifest' ||
      url.pathname === '/favicon.svg'),
  new StaleWhileRevalidate({ cacheName: STATIC, plugins: [okOnly] }),
);

/**
 * Pages kept by an older build may name files its precache had and this one dropped: this worker never
 * reads them, and deletes them when it activates and again with each page kept (an old worker finishing
 * a navigation it had begun may still write one after the activation).
 */
async function dropOtherPages(): Promise<void> {
  for (const name of await caches.keys())
    if (name.startsWith(PAGES_PREFIX) && name !== PAGES) await caches.delete(name);
}

/**
 * What a page loaded before this worker controlled it (its first visit), or reached by a client-side
 * navigation (no page request for it passed here): the page's HTML, when none is kept yet, and its
 * hashed files, as if they had come through the worker.
 */
async function keep(event: ExtendableMessageEvent, page: unknown, files: unknown): Promise<void> {
  const jobs: Promise<unknown>[] = [dropOtherPages()];
  if (typeof page === 'string') {
    const url = new URL(page, self.location.href);
    url.hash = '';
    if (url.origin === self.location.origin && !neverCached(url)) {
      jobs.push(
        (async () => {
          const cache = await caches.open(PAGES);
          if (await cache.match(url.href, { ignoreVary: true })) return;
          const res = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
          if (res?.status === 200 && res.headers.get('Content-Type')?.startsWith('text/html'))
            await cache.put(url.href, res);
        })(),
      );
    }
  }
  if (Array.isArray(files)) {
    for (const f of files.slice(0, 500)) {
      if (typeof f !== 'string') continue;
      const url = new URL(f, self.location.href);
      if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) continue;
      jobs.push(
        // the turn ends with the answer (the cache is written after it), so no turn waits on another
        inTurn(() => assets.handle({ event, request: new Request(url.href) }))
          .then(() => warm(url.pathname))
          .catch(() => null),
      );
    }
  }
  await Promise.all(jobs);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: unknown; files?: unknown; lang?: unknown } | null;
  if (!data || handleOfflineMessage(event, data)) return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data.type === 'KEEP')
    event.waitUntil(
      keep(event, data.page, data.files).then(() =>
        (event.source as Client | null)?.postMessage({ type: 'KEPT', page: data.page }),
      ),
    );
});

// With every tool offline asked for, this build's full set is fetched before the install completes.
self.addEventListener('install', (event) => event.waitUntil(fetchAllOnInstall()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await dropOtherPages();
      await settleOnActivate();
      await self.clients.claim();
    })(),
  );
});
