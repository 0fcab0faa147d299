// The site's HTTP layer as a factory, so that tests can start it on a port with a stand-in page handler:
// request guards (methods, Host), /healthz, security headers with a per-request CSP nonce, cache
// headers on HTML, errors without stack traces for client mistakes, and a graceful shutdown.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { screenRequest } from './request-target.js';

/** Methods the site answers; anything else (TRACE, PUT, OPTIONS, WebDAV ...) gets 405 before any page code runs. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];
/** Where browsers send CSP violation reports (report-uri and the Reporting API's report-to). */
export const CSP_REPORT_PATH = '/csp-report';
/** Violation reports logged per minute at most (per process); the rest are counted, not logged. */
export const CSP_REPORTS_PER_MINUTE = 60;
/** After SIGTERM, requests in flight get this long to finish before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

// RFC 9110 Host: a reg-name or IPv4 (letters, digits, '-', '.', '_', '~' and sub-delims without the
// ones that break URLs), or a bracketed IPv6 literal, then an optional port.
const HOST = /^(?:[A-Za-z0-9._~!$&'()*+,;=-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * A Host header as a URL authority: the RFC 9110 shape above, and one the URL parser takes (`a.1`,
 * `1.2.3.4.5`, `999.1.1.1`, `a:99999` and `[::1]:70000` pass the shape but are no authority, and
 * reached React Router's `new URL()` as a 500: issue 34).
 * @param {string} host
 */
export function validHost(host) {
  if (!HOST.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/** After this long without a slot taken or given back while renders wait, /healthz answers 503. */
export const STUCK_MS = 30_000;
/** A request (its headers and body) must arrive within this long (Node's default is 300 s). */
export const REQUEST_TIMEOUT_MS = 20_000;

export class SettingError extends Error {}

/**
 * A whole number from the environment, or the default when unset or empty; anything else (`abc`, `0`
 * where 1 is the least, `4.5`, `1e3`) throws a SettingError naming the setting.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {{ min: number, max: number }} range
 */
function wholeNumber(env, name, fallback, { min, max }) {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(n >= min && n <= max))
    throw new SettingError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
}

/**
 * The server's own settings from the environment, each checked at start (issue 34: `RENDER_CONCURRENCY=0`
 * started a server that answered /healthz and rendered nothing; `RENDER_QUEUE=abc` made the queue unbounded).
 * - PORT: 1-65535, default 3000; RENDER_CONCURRENCY: 1-256, default 4; RENDER_QUEUE: 0-100000, default 200;
 * - PAGE_CACHE and LOG_REQUESTS: `1` (default) or `0`.
 */
export function readServerSettings(env = process.env) {
  const flag = (name) => {
    const raw = (env[name] ?? '').trim();
    if (!['', '0', '1'].includes(raw)) throw new SettingError(`${name} must be 1 or 0, not "${raw}"`);
    return raw !== '0';
  };
  return {
    port: wholeNumber(env, 'PORT', 3000, { min: 1, max: 65535 }),
    renderConcurrency: wholeNumber(env, 'RENDER_CONCURRENCY', 4, { min: 1, max: 256 }),
    renderQueue: wholeNumber(env, 'RENDER_QUEUE', 200, { min: 0, max: 100_000 }),
    pageCache: flag('PAGE_CACHE'),
    logRequests: flag('LOG_REQUESTS'),
  };
}

/**
 * The HTTP settings from the environment. A bad value throws a SettingError naming the setting.
 * - TRUST_PROXY: unset or empty trusts no proxy (the rate limits count the socket's address); a number n
 *   trusts the n hops nearest the server; otherwise a comma-separated list of addresses, CIDR ranges or
 *   Express's names `loopback`, `linklocal`, `uniquelocal`.
 * - SITE_HSTS: `1` when the site is served over TLS (sends Strict-Transport-Security), `0` or unset not.
 */
export function readHttpSettings(env = process.env) {
  const hstsRaw = (env.SITE_HSTS ?? '').trim();
  if (!['', '0', '1'].includes(hstsRaw)) throw new SettingError(`SITE_HSTS must be 1 or 0, not "${hstsRaw}"`);
  const proxyRaw = (env.TRUST_PROXY ?? '').trim();
  let trustProxy = false;
  if (/^\d+$/.test(proxyRaw)) trustProxy = Number(proxyRaw);
  else if (proxyRaw !== '') {
    trustProxy = proxyRaw.split(',').map((s) => s.trim());
    if (trustProxy.some((s) => s === '' || s === 'true' || s === 'false')) {
      throw new SettingError(
        `TRUST_PROXY must be a number of hops or a list of addresses/ranges, not "${proxyRaw}" (trusting every hop would let anyone choose their address)`,
      );
    }
    try {
      // Express compiles the list with proxy-addr, which throws on an address it cannot read
      express().set('trust proxy', trustProxy);
    } catch (e) {
      throw new SettingError(`TRUST_PROXY: ${e.message}`);
    }
  }
  return { hsts: hstsRaw === '1', trustProxy };
}

/**
 * The Content-Security-Policy for one response: inline scripts allowed by a per-request `nonce`, or, for a
 * page rendered once and served from the cache, by the `hashes` of exactly its inline scripts.
 */
export function contentSecurityPolicy({ nonce, hashes, dev = false, scriptOrigins = [], connectExtra = [] }) {
  const inline = hashes ? hashes : nonce ? [`'nonce-${nonce}'`] : [];
  const scriptSrc = dev
    ? "'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval'"
    : ["'self'", ...inline, "'wasm-unsafe-eval'", ...scriptOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    // 'self' for every page; the few that talk to other hosts add them (connectExtra) and are reached by
    // a full page load, so their policy is the one the browser holds while they run. Vite's HMR uses ws:.
    ['connect-src', "'self'", ...connectExtra, ...(dev ? ['ws:'] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** What an unprefixed page's language depends on; a language's own URL (/zh-hant/...) depends on neither. */
const LANGUAGE_VARY = ['Cookie', 'Accept-Language'];

/**
 * Sets headers on an HTML response just before they are written (its type is known only then): a cache
 * must ask again, and keep apart what differs by the request headers the page depends on (`vary`).
 */
function htmlCacheHeaders(res, vary) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (String(res.getHeader('Content-Type') ?? '').startsWith('text/html')) {
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
      // added to what is there (compression's Accept-Encoding), not in its place
      const has = String(res.getHeader('Vary') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      for (const v of vary) if (!has.includes(v)) has.push(v);
      if (has.length) res.setHeader('Vary', has.join(', '));
    }
    return writeHead.apply(this, args);
  };
}

/**
 * The Express app.
 * @param {object} o
 * @param {boolean} [o.dev] Vite dev server: inline scripts allowed, no nonce.
 * @param {{ hsts: boolean, trustProxy: false | number | string[] }} o.settings from readHttpSettings
 * @param {string[]} [o.scriptOrigins] third-party script origins (ads, analytics)
 * @param {(pathname: string) => readonly string[]} [o.connectSources] extra connect-src sources of a page (lower case, no trailing slash)
 * @param {(pathname: string) => readonly string[]} [o.htmlVary] the request headers a page's HTML depends on (Vary)
 * @param {(app: import('express').Express) => void} o.routes mounts the static files and the page handler
 * @param {{ error: (...a: unknown[]) => void, warn?: (...a: unknown[]) => void }} [o.log]
 * @param {((line: string) => void) | null} [o.requestLog] where each request's JSON line goes (null: nowhere)
 */
export function createApp({
  dev = false,
  settings,
  scriptOrigins = [],
  connectSources,
  htmlVary = () => LANGUAGE_VARY,
  routes,
  log = console,
  requestLog = null,
}) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);
  app.locals.draining = false;
  const logRequest = requestLog ? requestLogger(requestLog) : null;
  if (logRequest) app.use(logRequest);
  // the front door's requests are Node's own (no Express prototype, which cost a kept page a third of
  // its time): the client's address as Express's req.ip finds it, read without it
  const ipGetter = Object.getOwnPropertyDescriptor(express.request, 'ip')?.get;
  const ipOf = (req) =>
    settings.trustProxy === false || !ipGetter
      ? req.socket?.remoteAddress
      : ipGetter.call(
          Object.create(app.request, {
            headers: { value: req.headers },
            socket: { value: req.socket },
            connection: { value: req.socket },
          }),
        );
  const logFront = requestLog ? requestLogger(requestLog, ipOf) : null;

  /** The headers of every answer but the CSP, which depends on how the page was made. */
  const baseHeaders = (req, res) => {
    const base = baseHeaderList(req.path);
    for (const [name, value] of base.list) res.setHeader(name, value);
    htmlCacheHeaders(res, base.vary);
  };
  /**
   * What baseHeaders sets on an HTML page of `pathname`, as [name, value] pairs, made once per Vary: the
   * front door writes a kept page with one writeHead instead of a dozen setHeader calls.
   * @type {Map<string, { key: string, list: [string, string][], vary: readonly string[] }>}
   */
  const baseLists = new Map();
  const baseHeaderList = (pathname) => {
    const vary = htmlVary(pathname);
    const key = vary.join(',');
    let base = baseLists.get(key);
    if (!base) {
      const list = [
        ['Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Frame-Options', 'DENY'],
        ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Cross-Origin-Resource-Policy', 'same-origin'],
        ...(settings.hsts ? [['Strict-Transport-Security', 'max-age=31536000']] : []),
      ];
      base = { key, list, vary };
      baseLists.set(key, base);
    }
    return base;
  };
  // req.path is Express's; the front door's requests are Node's own
  const connectExtraOf = (req) => {
    const pathname = req.path ?? /^[^?#]*/.exec(req.url ?? '/')?.[0] ?? '/';
    return [...(connectSources?.(pathname.toLowerCase().replace(/\/+$/, '')) ?? [])];
  };

  app.use((req, res, next) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce, dev, scriptOrigins, connectExtra: connectExtraOf(req) }),
    );
    baseHeaders(req, res);
    next();
  });

  app.use((req, res, next) => {
    if (app.locals.draining) res.setHeader('Connection', 'close');
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '));
      return plain(res, 405, 'Method Not Allowed');
    }
    const host = req.headers.host;
    if (host !== undefined && !validHost(host)) return plain(res, 400, 'Bad Request: malformed Host');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (app.locals.draining) return plain(res, 503, 'shutting down');
    // the render gate has renders waiting and has made no progress for STUCK_MS (server.js sets it)
    if (app.locals.stuck?.()) return plain(res, 503, 'stuck: no render has finished for a while');
    plain(res, 200, 'ok');
  });

  app.post(CSP_REPORT_PATH, cspReports(log), (_req, res) => {
    res.status(204).end();
  });

  app.use(compression());
  /** Page caches whose finished pages the front door serves (see `front` below). */
  const caches = [];
  routes(app, {
    policy: (req, hashes) => contentSecurityPolicy({ hashes, dev, scriptOrigins, connectExtra: connectExtraOf(req) }),
    frontDoor: (cache) => caches.push(cache),
  });

  /**
   * The front door (serve() calls it before Express): a GET or HEAD for a page already rendered and kept
   * is answered here with the same headers and log line as through Express, without Express's router and
   * middleware (measured: Express 5 alone holds about 5,400 requests/s on these cores with a p99 over
   * 1 s at 200 connections, where Node's own server answers 22,700; decision 0014). Anything else,
   * a shutdown under way, or a malformed Host returns false and goes through Express as before.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  app.locals.front = (req, res) => {
    // what cannot be a page is answered before anything parses it (request-target.js)
    const refused = screenRequest(req);
    if (refused) {
      logFront?.(req, res, () => {});
      res.writeHead(refused.status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      res.end(`${refused.text}\n`);
      return true;
    }
    if (caches.length === 0 || app.locals.draining) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const host = req.headers.host;
    if (host !== undefined && !validHost(host)) return false;
    for (const cache of caches) {
      const page = cache.readyPage(req);
      if (!page) continue;
      logFront?.(req, res, () => {});
      cache.sendKept(req, res, page, baseHeaderList(page.path ?? '/'));
      return true;
    }
    return false;
  };

  // Express's own handler would log every error with its stack, a client's mistake included.
  app.use((err, req, res, _next) => {
    // a client that went away (a download the browser abandoned) is not an error of anyone's here
    if (err?.code === 'ECONNABORTED') return res.destroy();
    const status = Number(err?.status ?? err?.statusCode) || 500;
    if (status >= 500) log.error(`${req.method} ${req.originalUrl}: ${err?.stack ?? err}`);
    if (res.headersSent) return res.destroy();
    plain(res, status >= 400 && status < 600 ? status : 500, status >= 500 ? 'Internal Server Error' : 'Bad Request');
  });
  return app;
}

/**
 * Reads CSP violation reports, in either shape browsers send: `application/csp-report` ({ "csp-report":
 * {...} }, from report-uri) or `application/reports+json` ([{ type, body }], from report-to). Each is
 * logged as one JSON line with the page, the directive and what was blocked; at most
 * CSP_REPORTS_PER_MINUTE a minute, since anyone can post here. A body over 16 KB gets 413 unread.
 */
function cspReports(log) {
  const read = express.raw({
    type: ['application/csp-report', 'application/reports+json', 'application/json'],
    limit: '16kb',
  });
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  const note = (line) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      if (dropped) (log.warn ?? log.error)(`csp-violation: ${dropped} more reports in the last minute were not logged`);
      windowStart = now;
      logged = 0;
      dropped = 0;
    }
    if (logged >= CSP_REPORTS_PER_MINUTE) dropped++;
    else {
      logged++;
      (log.warn ?? log.error)(`csp-violation ${line}`);
    }
  };
  return [
    read,
    (req, _res, next) => {
      let body;
      try {
        body = JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
      } catch {
        return next();
      }
      const reports = Array.isArray(body) ? body.map((r) => r?.body) : [body?.['csp-report']];
      for (const r of reports.slice(0, 10)) {
        if (!r || typeof r !== 'object') continue;
        // only strings and numbers are read: any other value (`{"toString":1}`) is no report field
        const field = (...names) =>
          String(
            names
              .map((n) => r[n])
              .find((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) ?? '',
          ).slice(0, 300);
        note(
          JSON.stringify({
            page: field('documentURL', 'document-uri'),
            directive: field('effectiveDirective', 'effective-directive', 'violated-directive'),
            blocked: field('blockedURL', 'blocked-uri'),
          }),
        );
      }
      next();
    },
  ];
}

/**
 * One JSON line per request once it is answered (or abandoned): time, method, path without the query
 * (tools never send what a visitor types, but a query could still carry something personal), status,
 * duration, bytes sent, the client address as the trusted-proxy setting decides it, and whether the
 * client went away before the answer was complete.
 */
function requestLogger(write, ipOf = (req) => req.ip) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = (req.originalUrl ?? req.url).split('?')[0].slice(0, 300);
    const done = (aborted) => () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          bytes: Number(res.getHeader('Content-Length') ?? 0) || undefined,
          ip: ipOf(req),
          ...(aborted ? { aborted: true } : {}),
        }),
      );
    };
    const finished = done(false);
    const aborted = done(true);
    res.once('finish', finished);
    res.once('close', () => {
      if (!res.writableFinished) aborted();
    });
    next();
  };
}

/**
 * Serves a folder of hashed build assets that scripts/precompress.mjs compressed at build time
 * (decision 0091): a request whose Accept-Encoding takes br (or else gzip) gets `<file>.br` (`.gz`) as it
 * is, with `Content-Encoding`, the original's `Content-Type` and the same long, immutable caching; any
 * other request, or a file without such a sibling, gets the plain file (compressed on the fly by the
 * compression middleware, as before). The folder is read once at start: a build never changes.
 * @param {string} dir the folder (build/client/assets)
 * @param {{ maxAge?: string | number, immutable?: boolean }} [o] caching, as express.static takes it
 */
export function precompressedStatic(dir, { maxAge = '1y', immutable = true } = {}) {
  const plainFiles = express.static(dir, { maxAge, immutable, index: false });
  /** URL path below `dir` ('/x-123.js') -> the encodings with a file next to it, best first. */
  const variants = new Map();
  const files = listFiles(dir);
  for (const url of files) {
    const [, original, ext] = /^(.*)\.(br|gz)$/.exec(url) ?? [];
    if (!original || !files.has(original)) continue;
    variants.set(original, [...(variants.get(original) ?? []), ext === 'br' ? 'br' : 'gzip'].sort());
  }
  return (req, res, next) => {
    const has = (req.method === 'GET' || req.method === 'HEAD') && variants.get(req.path);
    if (!has) return plainFiles(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = req.acceptsEncodings([...has, 'identity']);
    if (!encoding || encoding === 'identity') return plainFiles(req, res, next);
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(req.path));
    res.sendFile(`${req.path.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`, { root: dir, maxAge, immutable }, (err) => {
      // a client that went away (or a file deleted under a running build) ends here
      if (!err || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      next(err);
    });
  };
}

/**
 * The files below `dir` as URL paths ('/assets/x-123.js'), read once: a build never changes while the
 * server runs. Symbolic links are followed (a deploy may link a build's folders), to a depth that ends
 * any cycle.
 * @param {string} dir
 * @returns {Set<string>}
 */
function listFiles(dir) {
  const files = new Set();
  const walk = (folder, depth) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      let kind = entry;
      if (entry.isSymbolicLink()) {
        try {
          kind = fs.statSync(full);
        } catch {
          continue;
        }
      }
      if (kind.isDirectory()) {
        if (depth < 32) walk(full, depth + 1);
      } else if (kind.isFile()) files.add(`/${path.relative(dir, full).split(path.sep).join('/')}`);
    }
  };
  walk(dir, 0);
  return files;
}

/**
 * express.static for a folder that never changes while the server runs (a build): the files are listed
 * once at start, so a request for anything else (every page) goes on without a file-system lookup.
 * @param {string} dir
 * @param {Parameters<typeof express.static>[1]} [options]
 */
export function buildFiles(dir, options) {
  const serveFile = express.static(dir, options);
  const files = listFiles(dir);
  const has = (urlPath) => {
    try {
      return files.has(decodeURIComponent(urlPath));
    } catch {
      return false;
    }
  };
  const middleware = (req, res, next) => (has(req.path) ? serveFile(req, res, next) : next());
  /** Whether a URL path (as requested, percent-escaped) is one of the files. */
  middleware.has = has;
  return middleware;
}

/**
 * Lines for a stream (the request log on stdout) written together: one write per `delayMs` or per
 * `maxBytes` instead of one per request (a write to a pipe is synchronous in Node, and it blocks when
 * the pipe is full). `flush()` writes what is waiting at once (at shutdown).
 * @param {(text: string) => void} write
 * @param {{ delayMs?: number, maxBytes?: number }} [o]
 */
export function batchedLines(write, { delayMs = 100, maxBytes = 64 * 1024 } = {}) {
  let waiting = [];
  let bytes = 0;
  let timer = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const text = `${waiting.join('\n')}\n`;
    waiting = [];
    bytes = 0;
    write(text);
  };
  const line = (text) => {
    waiting.push(text);
    bytes += text.length + 1;
    if (bytes >= maxBytes) flush();
    else if (!timer) {
      timer = setTimeout(flush, delayMs);
      timer.unref?.();
    }
  };
  return { line, flush };
}

function plain(res, status, text) {
  res.status(status).type('text/plain; charset=utf-8').send(`${text}\n`);
}

/**
 * Listens on `port`; `shutdown()` stops taking connections, answers /healthz with 503, lets the requests
 * in flight finish (closing each keep-alive connection after its response) and resolves once all are
 * closed, or after SHUTDOWN_GRACE_MS, when the rest are cut.
 */
export function serve(app, { port, host, graceMs = SHUTDOWN_GRACE_MS }) {
  const front = app.locals.front;
  // requestTimeout is enforced by a sweep every connectionsCheckingInterval (30 s by default, which let a
  // slow client keep a connection for up to 50 s)
  const server = http.createServer({ connectionsCheckingInterval: 2_000 }, (req, res) => {
    if (!front?.(req, res)) app(req, res);
  });
  // a client sending its request (headers and body) slower than this is cut (408), not kept for 300 s
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = Math.min(server.headersTimeout, REQUEST_TIMEOUT_MS);
  server.listen(port, host);
  // a keep-alive connection whose request was in flight when the shutdown began closes once answered
  server.on('request', (_req, res) => {
    res.on('finish', () => {
      if (app.locals.draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  let closing;
  const shutdown = () => {
    closing ??= new Promise((resolve) => {
      app.locals.draining = true;
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { server, shutdown };
}
