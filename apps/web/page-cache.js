// Pages rendered once, then served from memory (issue 19). Every page is the same for a given path,
// query, language and branding: the runtime settings are fixed when the server starts. So the first
// request for a key renders it (concurrent requests for the same key wait for that one render), the
// inline scripts are hashed for the Content-Security-Policy (no per-request nonce, so the bytes can be
// reused), and the body is kept with its gzip (-9) and brotli (quality 11) forms, chosen per request by
// Accept-Encoding. Anything that is not a plain 200 HTML page (errors, redirects, cookies set, data
// requests) is passed to the per-request handler as before.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { clientGone, RenderGateFull } from './render-gate.js';
import { cleanPath } from './request-target.js';

/** Pages kept at most; the least recently used is dropped first. */
export const PAGE_CACHE_MAX = 600;
/**
 * A query string longer than this is rendered per request, never cached (keys stay small), unless the
 * page's variant names the part of the query it is rendered from; nor is its variant remembered.
 */
const MAX_QUERY = 256;
/** A request target (path and query) longer than this is not remembered by the variant memo. */
const MAX_TARGET = 1024;
/**
 * Answers of `variantOf` remembered for the same URL, cookie and Accept-Language, at most: a hit then
 * costs a Map lookup instead of building a Request (the largest cost of serving a cached page).
 */
const VARIANT_MEMO_MAX = 4096;
/** ... for requests whose cookie and Accept-Language are this short together (the memo stays under 4 MB). */
const VARIANT_MEMO_HEADERS = 512;

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * SHA-256 sources (`'sha256-…'`) of every inline script of an HTML page: what a CSP must list to allow
 * exactly them. Scripts with a `src` are not inline and are left to the policy's origins.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const out = new Set();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    // data blocks (JSON, import maps are scripts) are not run: only classic and module scripts need hashes,
    // and the module that modulesAfterFirstPaint keeps for its loader to run
    if (type && !['module', 'text/javascript', 'application/javascript', 'importmap', DEFERRED_MODULE].includes(type))
      continue;
    out.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...out];
}

/** The type of the page's entry module while it waits for the first paint (a data block until then). */
const DEFERRED_MODULE = 'text/x-module-after-paint';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ENTRY_MODULE = /<script(?=\s)[^>]*\stype="module"[^>]*>([\s\S]*?)<\/script>/;

/**
 * The page's JavaScript starts loading once the page has been painted, not before (issue 17, decision
 * 0143). React Router writes a `modulepreload` link for each of the 40-odd modules of a page and the
 * inline module that imports them: on a slow link they share the bandwidth with the stylesheet, which
 * the first paint waits for, and the page's text shows only once all of them have arrived. Here the links
 * are taken out and the module is kept as a data block; a small inline script adds the same links and
 * runs the same module at the first frame after the paint (at once in a tab that is not shown, which paints
 * nothing). The module is run unchanged, so its imports load and run in the order React Router wrote them,
 * and it stays allowed by its hash (inlineScriptHashes lists the data block's).
 * A page without React Router's entry module (an error page of the server's, a page already changed) is
 * returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function modulesAfterFirstPaint(html) {
  const entry = ENTRY_MODULE.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  // each preload link costs the main thread 0.5-2 ms to add (Chromium's ResourceFetcher starts its
  // fetch; 2-7 ms on Lighthouse's 4x slower phone, where 16 in one task took 30-60 ms), so they are
  // added 3 at a time, each batch in a task of its own, and the module in the task after. They go into the
  // root's #module-preloads, which hydration leaves alone (in <head> they were removed as it hydrated), so
  // that Vite's preload helper, which skips what is linked already, does not add them a second time for a
  // module the page imports later (decision 0144)
  const load = [
    '(()=>{const all=',
    JSON.stringify(preloads),
    ';const go=()=>{if(all.length){const f=document.createDocumentFragment();',
    'for(const href of all.splice(0,3)){const l=document.createElement("link");l.rel="modulepreload";l.href=href;f.appendChild(l)}',
    '(document.getElementById("module-preloads")||document.head).appendChild(f);setTimeout(go);return}',
    'const s=document.createElement("script");s.type="module";',
    's.textContent=document.getElementById("entry-module").textContent;document.body.appendChild(s)};',
    'document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()',
  ].join('');
  const kept = `<script type="${DEFERRED_MODULE}" id="entry-module">${entry[1]}</script><script>${load}</script>`;
  return (html.slice(0, entry.index) + kept + html.slice(entry.index + entry[0].length)).replace(MODULE_PRELOAD, '');
}

/**
 * Picks the best encoding the client accepts among those kept: br, then gzip, else none.
 * @param {string | undefined} header Accept-Encoding
 */
export function pickEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {Record<string, string>} headers response headers of the render (no Set-Cookie, no length)
 * @property {string[]} scriptHashes CSP sources for the page's inline scripts
 * @property {{ identity: Buffer, gzip: Buffer, br: Buffer }} bodies
 * @property {string} etag
 * @property {string} [policy] the Content-Security-Policy, made on the first answer
 */

/**
 * The cache as Express middleware.
 * @param {object} o
 * @param {(request: Request) => Promise<Response>} o.render renders a page with no nonce (React Router's handler)
 * @param {(request: Request) => { key: string, headers: Record<string, string>, search?: string } | null} o.variantOf what
 *   the page depends on besides its URL (the language) as a key, the part of the query it is rendered
 *   from (`search`: '' or '?a=b'; when absent, the whole query counts), and the only headers its render gets (so
 *   that nothing else of the first visitor's request can reach a page served to others); null when the
 *   request must not be served from the cache
 * @param {(path: string) => { path: string, found: boolean }} [o.pagePath] the page a cleaned path names: its
 *   canonical spelling (found), or the path the language's not-found page is rendered from (not found), so
 *   that other spellings of a page are redirected to it and every unknown path shares one kept 404 per
 *   language (issue 34); without it every path is a page of its own
 * @param {(path: string) => boolean} [o.servedElsewhere] paths that something before the cache answers (build
 *   files, the API reference): the front door must not answer them with the kept 404
 * @param {string} [o.origin] the origin pages are rendered under (never the Host header)
 * @param {(req: import('express').Request, hashes: string[]) => string} o.policy the CSP for a cached page
 * @param {number} [o.max]
 * @param {{ error: (...a: unknown[]) => void }} [o.log]
 */
export function pageCache({
  render,
  variantOf,
  pagePath,
  servedElsewhere = () => true,
  policy,
  origin = 'http://localhost',
  max = PAGE_CACHE_MAX,
  log = console,
}) {
  /**
   * @typedef {{ promise: Promise<CachedPage | null>, controller: AbortController, waiters: number, settled: boolean }} Entry
   * @type {Map<string, Entry>} in insertion order = least recently used first
   */
  const pages = new Map();
  /** @type {Map<string, CachedPage>} the pages of `pages` whose render has finished, for serveReady */
  const ready = new Map();
  /** @type {Map<string, { key: string, headers: Record<string, string> } | null>} */
  const variants = new Map();
  /** keyOf's answers by target, cookie and Accept-Language (as `variants`, bounded the same way). */
  const keys = new Map();
  let renders = 0;

  function variantFor(target, cookie, acceptLanguage, remember) {
    const memo =
      remember &&
      target.length <= MAX_TARGET &&
      (cookie?.length ?? 0) + (acceptLanguage?.length ?? 0) <= VARIANT_MEMO_HEADERS
        ? `${target}\n${cookie ?? ''}\n${acceptLanguage ?? ''}`
        : null;
    if (memo !== null && variants.has(memo)) return variants.get(memo) ?? null;
    const headers = {};
    if (typeof cookie === 'string') headers.cookie = cookie;
    if (typeof acceptLanguage === 'string') headers['accept-language'] = acceptLanguage;
    const variant = variantOf(new Request(`${origin}${target}`, { headers }));
    if (memo === null) return variant;
    variants.set(memo, variant);
    if (variants.size > VARIANT_MEMO_MAX) variants.delete(variants.keys().next().value);
    return variant;
  }

  async function build(request, signal, status) {
    renders++;
    const response = await render(request, signal);
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== status || !type.startsWith('text/html') || response.headers.has('set-cookie')) {
      await response.body?.cancel();
      return null;
    }
    const html = modulesAfterFirstPaint(await response.text());
    const identity = Buffer.from(html);
    const headers = {};
    for (const [k, v] of response.headers) {
      if (!['content-length', 'content-encoding', 'set-cookie', 'transfer-encoding'].includes(k)) headers[k] = v;
    }
    const [gzip, br] = await Promise.all([
      new Promise((ok, fail) => zlib.gzip(identity, { level: 9 }, (e, b) => (e ? fail(e) : ok(b)))),
      new Promise((ok, fail) =>
        zlib.brotliCompress(
          identity,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          },
          (e, b) => (e ? fail(e) : ok(b)),
        ),
      ),
    ]);
    return {
      status,
      path: new URL(request.url).pathname,
      headers,
      scriptHashes: inlineScriptHashes(html),
      bodies: { identity, gzip, br },
      etag: `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
  }

  /**
   * The kept page of `key`, rendering it if it is not kept. Requests for the same key share one render,
   * which takes a signal of its own: it is aborted (and leaves the render queue) once every request that
   * waits for it has gone (`gone`), so clients that give up hold no render slot (issue 34).
   * @param {string} key
   * @param {(signal: AbortSignal) => Request} request
   * @param {number} status the status the page is kept with (200, or 404 for the not-found page)
   * @param {AbortSignal} [gone] aborts when this request's client has gone
   */
  function get(key, request, status, gone) {
    let entry = pages.get(key);
    if (entry) {
      pages.delete(key);
      pages.set(key, entry);
    } else {
      const controller = new AbortController();
      /** @type {Entry} */
      const created = { promise: Promise.resolve(null), controller, waiters: 0, settled: false };
      entry = created;
      created.promise = build(request(controller.signal), controller.signal, status).then(
        (p) => {
          created.settled = true;
          // a page that turned out not cacheable is forgotten, so the next request renders it afresh
          if (pages.get(key) === created) {
            if (p === null) pages.delete(key);
            else ready.set(key, p);
          }
          return p;
        },
        (e) => {
          created.settled = true;
          if (pages.get(key) === created) {
            pages.delete(key);
            ready.delete(key);
          }
          throw e;
        },
      );
      pages.set(key, created);
      while (pages.size > max) {
        const oldest = pages.keys().next().value;
        pages.delete(oldest);
        ready.delete(oldest);
      }
    }
    const waited = entry;
    if (!waited.settled && gone) {
      waited.waiters++;
      const leave = () => {
        if (--waited.waiters > 0 || waited.settled) return;
        if (pages.get(key) === waited) pages.delete(key);
        waited.controller.abort(new Error('every client gone'));
      };
      if (gone.aborted) leave();
      else {
        gone.addEventListener('abort', leave, { once: true });
        waited.promise.then(
          () => gone.removeEventListener('abort', leave),
          () => gone.removeEventListener('abort', leave),
        );
      }
    } else if (!waited.settled) waited.waiters = Number.POSITIVE_INFINITY;
    return waited.promise;
  }

  /** The path of a request target, without its query or fragment. */
  const pathOf = (req) => /^[^?#]*/.exec(req.originalUrl ?? req.url)?.[0] ?? '/';

  /**
   * The cache key of a request, or null when the request must not be served from the cache; `redirect` when
   * it spells a page otherwise than its canonical path (`/SHA256`, `/sha256/`, `/sha%32%35%36`,
   * `/x/../sha256`, `/EN/sha256`, a raw `#fragment`), and `notFound` when it names no page.
   * @returns {null | { redirect: string } | { key: string, target: string, variant: { headers: Record<string, string> }, status: number, notFound: boolean }}
   */
  function keyOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    // Express's originalUrl, or a plain Node request's url
    const raw = req.originalUrl ?? req.url;
    const { cookie } = req.headers;
    const acceptLanguage = req.headers['accept-language'];
    // the answer depends on the target, cookie and Accept-Language alone: remembered for the usual ones,
    // so that a kept page costs one Map lookup here
    const memo =
      raw.length <= MAX_TARGET && (cookie?.length ?? 0) + (acceptLanguage?.length ?? 0) <= VARIANT_MEMO_HEADERS
        ? `${raw}\n${cookie ?? ''}\n${acceptLanguage ?? ''}`
        : null;
    if (memo !== null) {
      const known = keys.get(memo);
      if (known !== undefined) return known;
    }
    const key = computeKey(raw, cookie, acceptLanguage);
    if (memo !== null) {
      keys.set(memo, key);
      if (keys.size > VARIANT_MEMO_MAX) keys.delete(keys.keys().next().value);
    }
    return key;
  }

  function computeKey(raw, cookie, acceptLanguage) {
    // a fragment is never part of a request target; a client that sends one anyway is sent without it
    const hash = raw.indexOf('#');
    const target = hash >= 0 ? raw.slice(0, hash) : raw;
    const query = target.indexOf('?');
    const longQuery = query >= 0 && target.length - query > MAX_QUERY;
    const variant = variantFor(target, cookie, acceptLanguage, !longQuery);
    if (variant === null) return null;
    const rawPath = query >= 0 ? target.slice(0, query) : target;
    let path = rawPath;
    let notFound = false;
    if (pagePath) {
      const clean = cleanPath(rawPath);
      if (clean === null) return null;
      const page = pagePath(clean);
      if (page.found && (page.path !== rawPath || hash >= 0))
        return { redirect: page.path + (query >= 0 ? target.slice(query) : '') };
      path = page.path;
      notFound = !page.found;
    }
    // the page is rendered from the part of the query its variant names, if it names one
    let page = target;
    if (notFound) page = path;
    else if (typeof variant.search === 'string') page = path + variant.search;
    else if (longQuery) return null;
    return { key: `${variant.key} ${page}`, target: page, variant, status: notFound ? 404 : 200, notFound };
  }

  /** Answers with a kept page: the body in the best encoding the client takes, or 304. */
  function send(req, res, page) {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = page.bodies[encoding];
    res.statusCode = page.status;
    for (const [k, v] of Object.entries(page.headers)) res.setHeader(k, v);
    const vary = new Set(
      String(res.getHeader('Vary') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    );
    vary.add('Accept-Encoding');
    res.setHeader('Vary', [...vary].join(', '));
    // the policy depends on the page's path only, which the entry's key holds: made once per entry
    page.policy ??= policy(req, page.scriptHashes);
    res.setHeader('Content-Security-Policy', page.policy);
    res.setHeader('ETag', page.etag);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    if (req.headers['if-none-match'] === page.etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') return res.end();
    res.end(body);
  }

  /** pickEncoding's answer per Accept-Encoding header (browsers send a handful of distinct ones). */
  const encodings = new Map();
  const encodingOf = (header) => {
    const key = header ?? '';
    let encoding = encodings.get(key);
    if (encoding === undefined) {
      encoding = pickEncoding(header);
      if (encodings.size < 256 && key.length < 256) encodings.set(key, encoding);
    }
    return encoding;
  };

  /**
   * The front door's answer with a kept page: the same headers as `send` after the server's own (`base`:
   * its security headers and the Vary of the page's language), made into one list once per page,
   * encoding, Vary and 304-or-not, and written with one writeHead (a kept page's cost was mostly its
   * dozen setHeader calls: issue 34).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {CachedPage} page
   * @param {{ key: string, list: [string, string][], vary: readonly string[] }} base
   */
  function sendKept(req, res, page, base) {
    const encoding = encodingOf(req.headers['accept-encoding']);
    const notModified = req.headers['if-none-match'] === page.etag;
    const memo = `${encoding} ${notModified ? 304 : page.status} ${base.key}`;
    page.wire ??= new Map();
    let list = page.wire.get(memo);
    if (!list) {
      page.policy ??= policy(req, page.scriptHashes);
      const headers = new Map(base.list.map(([k, v]) => [k.toLowerCase(), [k, v]]));
      for (const [k, v] of Object.entries(page.headers)) headers.set(k.toLowerCase(), [k, v]);
      if (!headers.has('cache-control')) headers.set('cache-control', ['Cache-Control', 'no-cache']);
      const vary = new Set(
        String(headers.get('vary')?.[1] ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      );
      vary.add('Accept-Encoding');
      for (const v of base.vary) vary.add(v);
      headers.set('vary', ['Vary', [...vary].join(', ')]);
      headers.set('content-security-policy', ['Content-Security-Policy', page.policy]);
      headers.set('etag', ['ETag', page.etag]);
      if (encoding !== 'identity') headers.set('content-encoding', ['Content-Encoding', encoding]);
      if (!notModified) headers.set('content-length', ['Content-Length', String(page.bodies[encoding].length)]);
      list = [...headers.values()].flat();
      page.wire.set(memo, list);
    }
    res.writeHead(notModified ? 304 : page.status, list);
    if (notModified || req.method === 'HEAD') res.end();
    else res.end(page.bodies[encoding]);
  }

  const middleware = async (req, res, next) => {
    const k = keyOf(req);
    if (k === null) return next();
    if ('redirect' in k) {
      res.statusCode = 308;
      res.setHeader('Location', k.redirect);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.end(`Permanent Redirect: ${k.redirect}\n`);
    }
    const gone = clientGone(res);
    let page;
    try {
      page = await get(
        k.key,
        (signal) => new Request(`${origin}${k.target}`, { headers: k.variant.headers, signal }),
        k.status,
        gone,
      );
    } catch (e) {
      if (gone.aborted) return;
      // a full render queue (render-gate.js) is not a failure: the next handler answers 503; nor is a
      // render abandoned because its clients left while this one arrived
      if (!(e instanceof RenderGateFull) && !(e?.name === 'AbortError' || /client(s)? gone/.test(String(e?.message))))
        log.error(`page cache: rendering ${k.target} failed: ${e?.stack ?? e}`);
      return next();
    }
    if (gone.aborted || res.closed) return;
    if (!page) return next();
    send(req, res, page);
  };

  /**
   * The kept page for this request if its render has finished (no await, no render), else null: the
   * server's front door answers with `send` at once, before any middleware; a null goes the usual way.
   * @param {import('node:http').IncomingMessage} req
   * @returns {CachedPage | null}
   */
  middleware.readyPage = (req) => {
    const k = keyOf(req);
    // redirects go through Express; so does the not-found page for a path something else may answer
    if (k === null || 'redirect' in k || (k.notFound && servedElsewhere(pathOf(req)))) return null;
    const page = ready.get(k.key);
    if (!page) return null;
    // the same recency as get(): a page served from here is not the least recently used
    const entry = pages.get(k.key);
    if (entry) {
      pages.delete(k.key);
      pages.set(k.key, entry);
    }
    return page;
  };
  middleware.send = send;
  middleware.sendKept = sendKept;
  middleware.stats = () => ({ pages: pages.size, renders });
  return middleware;
}
