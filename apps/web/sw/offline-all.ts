// "Make all tools available offline" (issue 35 item 6, decision 0151): the service worker's side.
//
// The full set of a build is every file under /assets/ (listed with its size by scripts/build-sw.mjs), and
// every tool's page, the home page and the donation page in the visitor's language, each under its
// language prefix (/zh-hans/md5) and unprefixed (/md5, which the server renders in the cookie's language),
// with their `.data` for client-side navigations. It goes into a cache of its own build
// (`tb-offline-<build id>`), which only this build's worker reads.
//
// Once the visitor asked for it (a setting kept across builds), a new build's worker fetches its own full
// set while it installs: if any of it fails, the install fails, the new cache is deleted and the old
// worker keeps serving with the old set; the old set is deleted only when the new worker activates, its
// set complete. So an interrupted download never leaves pages of one build with files of another.

import { OFFLINE_LANGS, type OfflineLang, type OfflineStatus } from '../app/shell/offline-protocol.ts';

declare const self: ServiceWorkerGlobalScope;
/** The build this worker belongs to (build-info.json's id). */
declare const __BUILD_ID__: string;
/** The full set, from the build's files (scripts/build-sw.mjs). */
declare const __OFFLINE__: {
  /** [URL, bytes] of every file under /assets/. */
  files: [string, number][];
  /** The sum of the files' bytes, shown before the download. */
  bytes: number;
  /** Page paths without a language prefix: '/', '/donate', '/md5', ... */
  pages: string[];
  /** Those whose own loader a client-side navigation runs, so it fetches their `.data`. */
  data: string[];
  /** React Router's manifest file, with every route. */
  manifest: string;
  /** Its version, which React Router's `/__manifest?version=` requests carry. */
  version: string;
};

const OFFLINE_PREFIX = 'tb-offline-';
const OFFLINE = `${OFFLINE_PREFIX}${__BUILD_ID__}`;
/** Never a path of the site: marks the set complete, and says in which languages. */
const COMPLETE = '/__tb-offline/complete';
/** The visitor's choice, kept across builds so that the next build's worker fetches its own set. */
const SETTINGS_CACHE = 'tb-offline-settings';
const SETTINGS = '/__tb-offline/settings';
const PARALLEL = 4;
const isOfflineLang = (x: unknown): x is OfflineLang => OFFLINE_LANGS.includes(x as OfflineLang);

interface Item {
  url: string;
  /** Bytes for a file, 0 for a page or data (rendered per request). */
  bytes: number;
  kind: 'file' | 'page' | 'data';
}

/**
 * The full set in some languages: the files, then each page under each language's prefix and
 * unprefixed (which the server renders in the cookie's language), and the data of those with a loader
 * (React Router's single fetch URL: `/cron` -> `/cron.data`).
 */
function fullSet(langs: readonly OfflineLang[]): Item[] {
  const items: Item[] = __OFFLINE__.files.map(([url, bytes]) => ({ url, bytes, kind: 'file' }));
  for (const page of __OFFLINE__.pages) {
    const urls = [...langs.map((lang) => (page === '/' ? `/${lang}` : `/${lang}${page}`)), page];
    for (const url of urls) {
      items.push({ url, bytes: 0, kind: 'page' });
      if (__OFFLINE__.data.includes(page)) items.push({ url: `${url}.data`, bytes: 0, kind: 'data' });
    }
  }
  return items;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches a page or its data; the server may answer 503 with Retry-After while it renders for others. */
async function fetchPage(url: string, signal: AbortSignal): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { credentials: 'same-origin', signal });
    if (res.status !== 503 || attempt >= 5) return res;
    await wait(1000 * Math.min(5, Number(res.headers.get('Retry-After')) || 1));
  }
}

/** Puts one item into the cache, from another of this site's caches when a hashed file is there already. */
async function keepItem(cache: Cache, item: Item, signal: AbortSignal): Promise<void> {
  if (item.kind === 'file') {
    if (await cache.match(item.url)) return;
    // A hashed name is its content: the copy in the precache, the assets cache or an older set is the same.
    const kept = await caches.match(item.url);
    if (kept?.status === 200) return cache.put(item.url, kept);
  }
  const res = item.kind === 'file' ? await fetch(item.url, { signal }) : await fetchPage(item.url, signal);
  const type = res.headers.get('Content-Type') ?? '';
  if (res.status !== 200 || (item.kind === 'page' && !type.startsWith('text/html')))
    throw new Error(`${item.url}: ${res.status}`);
  await cache.put(item.url, res);
}

/**
 * Fetches the full set into this build's cache and marks it complete. Throws if any item fails (the
 * cache keeps what arrived: the same build's files, which a retry reuses).
 */
async function fetchAll(langs: OfflineLang[], signal: AbortSignal, progress: (item: Item) => void): Promise<void> {
  const cache = await caches.open(OFFLINE);
  await cache.delete(COMPLETE);
  const items = fullSet(langs);
  let next = 0;
  let failure = false;
  const worker = async () => {
    while (next < items.length && !failure) {
      signal.throwIfAborted();
      const item = items[next++]!;
      try {
        await keepItem(cache, item, signal);
      } catch (e) {
        failure = true;
        throw e;
      }
      progress(item);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  signal.throwIfAborted();
  await cache.put(COMPLETE, Response.json({ langs, build: __BUILD_ID__ }));
}

async function readJson<T>(cacheName: string, key: string): Promise<T | null> {
  if (!(await caches.has(cacheName))) return null;
  const res = await (await caches.open(cacheName)).match(key);
  return res ? ((await res.json()) as T) : null;
}

type Langs = { langs: OfflineLang[] };
const validLangs = (x: Langs | null) =>
  x && Array.isArray(x.langs) && x.langs.length > 0 && x.langs.every(isOfflineLang) ? x : null;
const readSettings = async () => validLangs(await readJson<Langs>(SETTINGS_CACHE, SETTINGS));
const readComplete = async () => validLangs(await readJson<Langs>(OFFLINE, COMPLETE));

/** A response from this build's full set, if the visitor has it (or part of it). */
export async function matchOffline(request: Request | string, ignoreSearch = false): Promise<Response | undefined> {
  if (!(await caches.has(OFFLINE))) return undefined;
  const res = await (await caches.open(OFFLINE)).match(request, { ignoreVary: true, ignoreSearch });
  return res ?? undefined;
}

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/**
 * React Router's route discovery offline (`/__manifest?paths=...&version=...`): every route of this build,
 * from its manifest file, as the server would answer for the paths asked (the client adds only the routes
 * it does not know). Another build's page is told to load the document, as the server tells it.
 */
export async function manifestOffline(url: URL): Promise<Response | undefined> {
  if (url.searchParams.get('version') !== __OFFLINE__.version)
    return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } });
  const file = (await matchOffline(__OFFLINE__.manifest)) ?? (await caches.match(__OFFLINE__.manifest));
  if (!file) return undefined;
  const text = await file.text();
  const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, '')) as { routes: object };
  return Response.json(manifest.routes);
}

let job: { abort: AbortController; status: OfflineStatus; done: Promise<void> } | null = null;
/** The languages of the last download, if it failed, until the next start or cancel. */
let failed: OfflineLang[] | null = null;

async function offlineStatus(): Promise<OfflineStatus> {
  if (job) return { ...job.status };
  const complete = await readComplete();
  const langs = complete?.langs ?? failed ?? [];
  const items = fullSet(langs).length;
  return {
    type: 'OFFLINE',
    state: complete ? 'complete' : failed ? 'failed' : 'none',
    bytes: __OFFLINE__.bytes,
    bytesDone: complete ? __OFFLINE__.bytes : 0,
    items,
    itemsDone: complete ? items : 0,
    langs,
  };
}

async function broadcast(status: OfflineStatus): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(status);
}

/** Drops every other build's set (only once this build's is complete, or the visitor wants none). */
async function dropOtherSets(): Promise<void> {
  for (const name of await caches.keys())
    if (name.startsWith(OFFLINE_PREFIX) && name !== OFFLINE && name !== SETTINGS_CACHE) await caches.delete(name);
}

/**
 * The visitor asked for every tool offline, with the pages in `add` (besides those already kept): fetch
 * this build's full set, telling every tab how far it got.
 */
async function startOffline(add: readonly OfflineLang[]): Promise<void> {
  if (job) return job.done;
  const kept = (await readComplete())?.langs ?? [];
  if (job) return (job as { done: Promise<void> }).done;
  failed = null;
  const langs = [...new Set([...kept, ...add])];
  const abort = new AbortController();
  const items = fullSet(langs);
  const status: OfflineStatus = {
    type: 'OFFLINE',
    state: 'downloading',
    bytes: __OFFLINE__.bytes,
    bytesDone: 0,
    items: items.length,
    itemsDone: 0,
    langs,
  };
  let last = 0;
  const done = (async () => {
    const settings = await caches.open(SETTINGS_CACHE);
    await settings.put(SETTINGS, Response.json({ langs }));
    await broadcast({ ...status });
    try {
      await fetchAll(langs, abort.signal, (item) => {
        status.itemsDone++;
        status.bytesDone += item.bytes;
        // at most one message per 1% of the items, and the last one
        if (status.itemsDone - last >= items.length / 100) {
          last = status.itemsDone;
          void broadcast({ ...status });
        }
      });
      await dropOtherSets();
    } catch {
      if (abort.signal.aborted) {
        await caches.delete(OFFLINE);
        await caches.delete(SETTINGS_CACHE);
      } else failed = langs;
    } finally {
      job = null;
      await broadcast(await offlineStatus());
    }
  })();
  job = { abort, status, done };
  return done;
}

/** Stops a download, or removes the set: the visitor no longer wants the tools offline. */
async function cancelOffline(): Promise<void> {
  if (job) {
    job.abort.abort();
    return job.done;
  }
  failed = null;
  await caches.delete(OFFLINE);
  await caches.delete(SETTINGS_CACHE);
  await broadcast(await offlineStatus());
}

/**
 * While a new build's worker installs: when the visitor wants every tool offline, fetch this build's full
 * set first. A failure fails the install (the old worker and its complete set stay) and leaves no part of
 * the new set behind.
 */
export async function fetchAllOnInstall(): Promise<void> {
  const settings = await readSettings();
  if (!settings) return;
  try {
    await fetchAll(settings.langs, new AbortController().signal, () => undefined);
  } catch (e) {
    await caches.delete(OFFLINE);
    throw e;
  }
}

/**
 * On activation: the other builds' sets go once this one's is complete (or nobody wants one). When the
 * visitor asked for it and this build has none yet (asked while this worker waited), fetch it now.
 */
export async function settleOnActivate(): Promise<void> {
  const settings = await readSettings();
  if (!settings || (await readComplete())) await dropOtherSets();
  else void startOffline(settings.langs);
}

/** The page's messages about the full set (shell/service-worker.ts); false for any other message. */
export function handleOfflineMessage(event: ExtendableMessageEvent, data: { type?: string; lang?: unknown }): boolean {
  if (data.type === 'OFFLINE_STATUS') {
    event.waitUntil(offlineStatus().then((s) => (event.source as Client | null)?.postMessage(s)));
  } else if (data.type === 'OFFLINE_START' && isOfflineLang(data.lang)) {
    event.waitUntil(startOffline([data.lang]));
  } else if (data.type === 'OFFLINE_CANCEL') {
    event.waitUntil(cancelOffline());
  } else return false;
  return true;
}
