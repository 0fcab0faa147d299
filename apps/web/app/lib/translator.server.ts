/**
 * The server side of /microsofttranslate: calls Microsoft Translator Text API v3
 * (https://learn.microsoft.com/azure/ai-services/translator/reference/v3-0-reference) with the key from
 * the runtime settings, so the key never reaches the browser. Requests are capped in size and limited
 * per client; answers are JSON with a stable `code` on every error, which the page maps to a message.
 */

import { createRedis, parseRedisUrl, type Redis } from './redis.server.ts';

export const DEFAULT_ENDPOINT = 'https://api.cognitive.microsofttranslator.com';
/** Characters per request. Microsoft accepts 50,000 per request; a page visitor needs far fewer. */
export const MAX_CHARS = 10_000;
/** Request body bytes: JSON escapes can take up to six bytes per character, plus room for the other fields. */
export const MAX_BODY_BYTES = MAX_CHARS * 8 + 1024;
/** Per client and rolling minute. */
export const RATE_LIMIT = { windowMs: 60_000, requests: 20, chars: 30_000 } as const;
/**
 * Language-list lookups that reach Microsoft (`GET ?ui=` values not in the cache), per client and
 * rolling minute. Answers from the cache do not count: they cost nothing upstream.
 */
export const LOOKUP_LIMIT = { windowMs: 60_000, lookups: 10 } as const;
/** Language lists kept (least recently used dropped first); each is about 18 KB. */
export const LANGUAGE_CACHE_SIZE = 32;
/** One deadline for the whole upstream exchange: connect, headers and the full body. */
export const UPSTREAM_TIMEOUT_MS = 15_000;
/** The largest upstream answer read; a longer one is cut off and counts as TRANSLATOR_FAILED. */
export const UPSTREAM_MAX_BYTES = 1024 * 1024;
const LANGUAGES_TTL_MS = 24 * 60 * 60 * 1000;
/** After Redis fails to answer, the limits are counted in this process for this long before it is tried again. */
const REDIS_RETRY_MS = 5_000;
/** Clients tracked by a rate limit at most; past it the oldest windows are dropped first. */
const MAX_TRACKED_CLIENTS = 50_000;

export type TranslateErrorCode =
  | 'TRANSLATOR_NOT_CONFIGURED'
  | 'BAD_REQUEST'
  | 'TEXT_TOO_LONG'
  | 'RATE_LIMITED'
  | 'TRANSLATOR_REJECTED_KEY'
  | 'TRANSLATOR_BUSY'
  | 'TRANSLATOR_FAILED'
  | 'TRANSLATOR_TIMEOUT';

export interface TranslatorSettings {
  key: string;
  region?: string;
  endpoint: string;
}

/** Reads TRANSLATOR_KEY, TRANSLATOR_REGION, TRANSLATOR_ENDPOINT; null when no key is set. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): TranslatorSettings | null {
  const key = env.TRANSLATOR_KEY?.trim();
  if (!key) return null;
  const region = env.TRANSLATOR_REGION?.trim();
  const endpoint = (env.TRANSLATOR_ENDPOINT?.trim() || DEFAULT_ENDPOINT).replace(/\/+$/, '');
  return { key, endpoint, ...(region ? { region } : {}) };
}

export interface Language {
  code: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export interface TranslateResult {
  translation: string;
  to: string;
  detectedLanguage?: { language: string; score: number };
}

/** The language list for one `ui` value, or why there is none. */
export type LanguagesResult =
  | { ok: true; languages: Language[] }
  | { ok: false; code: TranslateErrorCode; retryAfter?: number };

interface Deps {
  settings: () => TranslatorSettings | null;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
  maxAnswerBytes: number;
  /** Where the rate limits are counted, shared by every instance (REDIS_URL); null: in this process. */
  redis: Redis | null;
  warn: (message: string) => void;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function fail(code: TranslateErrorCode, status: number, extra: Record<string, unknown> = {}, headers = {}): Response {
  return json({ code, ...extra }, status, headers);
}

/** Language codes as Microsoft spells them: en, zh-Hans, sr-Cyrl, yue, tlh-Latn ... */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;

/**
 * Reads a body stream to its end, counting bytes as they arrive: past `cap` it stops reading and
 * returns null, so an oversized (or chunked, length-less) body is never held whole. Then the stream is
 * cancelled, or with `onOverflow: 'leave'` only let go: a request body from Node's server must stay open
 * so that the 413 still reaches the client (cancelling it destroys the socket), and unread it is paused,
 * then dropped when the response closes the connection. An abort of `signal` cancels the stream and
 * throws its reason.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
  { signal, onOverflow = 'cancel' }: { signal?: AbortSignal; onOverflow?: 'cancel' | 'leave' } = {},
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      // a cancel on abort ends the read as if the stream were done: that is not a whole body
      signal?.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > cap) {
        if (onOverflow === 'cancel') await reader.cancel().catch(() => {});
        else reader.releaseLock();
        return null;
      }
      parts.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

type Gate = { ok: true } | { ok: false; retryAfter: number };

/** Fixed-window counters per client, in memory, never more than MAX_TRACKED_CLIENTS of them. */
function windowCounter<K extends string>(windowMs: number, limits: Record<K, number>, now: () => number) {
  const clients = new Map<string, { start: number; used: Record<K, number> }>();
  const zero = () => Object.fromEntries(Object.keys(limits).map((k) => [k, 0])) as Record<K, number>;
  return (client: string, cost: Record<K, number>): Gate => {
    const t = now();
    let c = clients.get(client);
    if (!c || t - c.start >= windowMs) {
      clients.delete(client);
      if (clients.size >= MAX_TRACKED_CLIENTS) {
        for (const [k, v] of clients) if (t - v.start >= windowMs) clients.delete(k);
        // still full of live windows: drop the oldest (a Map keeps insertion order)
        for (const k of clients.keys()) {
          if (clients.size < MAX_TRACKED_CLIENTS) break;
          clients.delete(k);
        }
      }
      c = { start: t, used: zero() };
      clients.set(client, c);
    }
    const entry = c;
    const keys = Object.keys(limits) as K[];
    if (keys.some((k) => entry.used[k] + cost[k] > limits[k])) {
      return { ok: false, retryAfter: Math.max(1, Math.ceil((entry.start + windowMs - t) / 1000)) };
    }
    for (const k of keys) entry.used[k] += cost[k];
    return { ok: true };
  };
}

/**
 * The same fixed window in Redis, one hash per client and limit, checked and counted in one script so
 * that instances racing for the last request cannot both get it. Answers -1 when allowed, else the
 * milliseconds left in the window.
 */
const WINDOW_SCRIPT = `
local n = (#ARGV - 1) / 3
for i = 0, n - 1 do
  local used = tonumber(redis.call('HGET', KEYS[1], ARGV[2 + i * 3]) or '0')
  if used + tonumber(ARGV[3 + i * 3]) > tonumber(ARGV[4 + i * 3]) then
    local ttl = redis.call('PTTL', KEYS[1])
    if ttl < 0 then ttl = tonumber(ARGV[1]) end
    return ttl
  end
end
for i = 0, n - 1 do
  redis.call('HINCRBY', KEYS[1], ARGV[2 + i * 3], ARGV[3 + i * 3])
end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return -1`;

/**
 * A rate limit named `name`: in Redis when there is one, shared by every instance; while Redis does not
 * answer, in this process (said once in the log), so the limit still holds per instance.
 */
function rateLimit<K extends string>(
  name: string,
  windowMs: number,
  limits: Record<K, number>,
  d: Pick<Deps, 'now' | 'redis' | 'warn'>,
) {
  const local = windowCounter(windowMs, limits, d.now);
  const keys = Object.keys(limits) as K[];
  let degraded = false;
  // after a failure Redis is left alone for a while, so an outage does not cost every request a timeout
  let retryAt = 0;
  return async (client: string, cost: Record<K, number>): Promise<Gate> => {
    if (!d.redis || Date.now() < retryAt) return local(client, cost);
    try {
      const args = keys.flatMap((k) => [k, cost[k], limits[k]]);
      const left = await d.redis.command(
        'EVAL',
        WINDOW_SCRIPT,
        1,
        `tinkerbox:translator:${name}:${client}`,
        windowMs,
        ...args,
      );
      if (degraded) d.warn('translator: Redis answers again; rate limits are shared again');
      degraded = false;
      if (typeof left !== 'number') throw new Error(`unexpected reply ${JSON.stringify(left)}`);
      return left < 0 ? { ok: true } : { ok: false, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
    } catch (e) {
      if (!degraded) d.warn(`translator: ${(e as Error).message}; rate limits count per instance until Redis answers`);
      degraded = true;
      retryAt = Date.now() + REDIS_RETRY_MS;
      return local(client, cost);
    }
  };
}

/** The Redis that REDIS_URL names, or null; a URL that cannot be read stops the server at start. */
function redisFromEnv(env: NodeJS.ProcessEnv = process.env): Redis | null {
  const url = env.REDIS_URL?.trim();
  return url ? createRedis(parseRedisUrl(url)) : null;
}

const upstreamStatus: Record<string, number> = {
  RATE_LIMITED: 429,
  TRANSLATOR_REJECTED_KEY: 502,
  TRANSLATOR_BUSY: 503,
  TRANSLATOR_FAILED: 502,
  TRANSLATOR_TIMEOUT: 504,
};

/**
 * A translator bound to its settings, fetch and clock (the tests give it a local server and a fake
 * clock). `handle` answers GET (the language list) and POST (a translation) for /api/translate;
 * `languages` gives the list to the page's loader.
 */
export function createTranslator(deps: Partial<Deps> = {}) {
  const d: Deps = {
    settings: deps.settings ?? (() => settingsFromEnv()),
    fetch: deps.fetch ?? ((...a) => fetch(...a)),
    now: deps.now ?? (() => Date.now()),
    timeoutMs: deps.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
    maxAnswerBytes: deps.maxAnswerBytes ?? UPSTREAM_MAX_BYTES,
    redis: deps.redis === undefined ? redisFromEnv() : deps.redis,
    warn: deps.warn ?? ((m) => console.warn(m)),
  };
  const allowTranslation = rateLimit(
    'translate',
    RATE_LIMIT.windowMs,
    { requests: RATE_LIMIT.requests, chars: RATE_LIMIT.chars },
    d,
  );
  const allowLookup = rateLimit('lookup', LOOKUP_LIMIT.windowMs, { lookups: LOOKUP_LIMIT.lookups }, d);
  // least recently used first: a hit moves its entry to the end
  const languageCache = new Map<string, { at: number; languages: Language[] }>();
  const pendingLists = new Map<string, Promise<LanguagesResult>>();

  /**
   * One upstream exchange under one deadline, from connecting to the last byte of the answer, which is
   * read up to d.maxAnswerBytes and parsed as JSON.
   */
  async function upstream(url: string, init: RequestInit): Promise<{ body: unknown } | TranslateErrorCode> {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(new DOMException('upstream deadline', 'TimeoutError')), d.timeoutMs);
    try {
      // never followed: a redirect would carry the key headers to whatever host it names (fetch drops
      // only Authorization on a cross-origin redirect), and Microsoft's API does not redirect
      const res = await d.fetch(url, { ...init, redirect: 'manual', signal: ctrl.signal });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        if (res.status === 401 || res.status === 403) return 'TRANSLATOR_REJECTED_KEY';
        if (res.status === 429) return 'TRANSLATOR_BUSY';
        return 'TRANSLATOR_FAILED';
      }
      const bytes = await readCapped(res.body, d.maxAnswerBytes, { signal: ctrl.signal });
      if (!bytes) return 'TRANSLATOR_FAILED';
      try {
        return { body: JSON.parse(new TextDecoder().decode(bytes)) };
      } catch {
        return 'TRANSLATOR_FAILED';
      }
    } catch {
      return ctrl.signal.aborted ? 'TRANSLATOR_TIMEOUT' : 'TRANSLATOR_FAILED';
    } finally {
      clearTimeout(timer);
      ctrl.abort();
    }
  }

  async function fetchLanguages(settings: TranslatorSettings, uiLanguage: string): Promise<LanguagesResult> {
    const res = await upstream(`${settings.endpoint}/languages?api-version=3.0&scope=translation`, {
      headers: { 'Accept-Language': uiLanguage },
    });
    if (typeof res === 'string') return { ok: false, code: res };
    const body = res.body as {
      translation?: Record<string, { name?: string; nativeName?: string; dir?: string }>;
    } | null;
    if (!body?.translation || typeof body.translation !== 'object') return { ok: false, code: 'TRANSLATOR_FAILED' };
    const list: Language[] = Object.entries(body.translation).map(([code, v]) => ({
      code,
      name: String(v?.name ?? code),
      nativeName: String(v?.nativeName ?? v?.name ?? code),
      dir: v?.dir === 'rtl' ? 'rtl' : 'ltr',
    }));
    remember(uiLanguage, list);
    void shareList(uiLanguage, list);
    return { ok: true, languages: list };
  }

  function remember(uiLanguage: string, list: Language[]): void {
    languageCache.delete(uiLanguage);
    languageCache.set(uiLanguage, { at: d.now(), languages: list });
    while (languageCache.size > LANGUAGE_CACHE_SIZE) {
      const oldest = languageCache.keys().next().value;
      if (oldest === undefined) break;
      languageCache.delete(oldest);
    }
  }

  // The language lists are also kept in Redis (when there is one) for LANGUAGES_TTL_MS, so a list one
  // instance fetched serves every instance; while Redis does not answer, each instance keeps its own.
  let listsRetryAt = 0;
  const listKey = (uiLanguage: string) => `tinkerbox:translator:languages:${uiLanguage}`;

  async function sharedList(uiLanguage: string): Promise<LanguagesResult | null> {
    if (!d.redis || Date.now() < listsRetryAt) return null;
    try {
      const text = await d.redis.command('GET', listKey(uiLanguage));
      if (typeof text !== 'string') return null;
      const list: unknown = JSON.parse(text);
      if (!Array.isArray(list)) return null;
      remember(uiLanguage, list as Language[]);
      return { ok: true, languages: list as Language[] };
    } catch {
      listsRetryAt = Date.now() + REDIS_RETRY_MS;
      return null;
    }
  }

  async function shareList(uiLanguage: string, list: Language[]): Promise<void> {
    if (!d.redis || Date.now() < listsRetryAt) return;
    try {
      await d.redis.command('SET', listKey(uiLanguage), JSON.stringify(list), 'PX', LANGUAGES_TTL_MS);
    } catch {
      listsRetryAt = Date.now() + REDIS_RETRY_MS;
    }
  }

  /**
   * The target languages named in `ui`: from the cache, else joining a lookup already under way for the
   * same `ui`, else (within the client's lookup limit) one new upstream call.
   */
  function languages(ui: string, client: string): Promise<LanguagesResult> {
    const settings = d.settings();
    if (!settings) return Promise.resolve({ ok: false, code: 'TRANSLATOR_NOT_CONFIGURED' });
    const uiLanguage = LANGUAGE_CODE.test(ui) ? ui : 'en';
    const cached = languageCache.get(uiLanguage);
    if (cached && d.now() - cached.at < LANGUAGES_TTL_MS) {
      languageCache.delete(uiLanguage);
      languageCache.set(uiLanguage, cached);
      return Promise.resolve({ ok: true, languages: cached.languages });
    }
    const shared = pendingLists.get(uiLanguage);
    // joining a lookup that its own client was not allowed to make: this client asks for itself
    if (shared) return shared.then((r) => (r.ok || r.code !== 'RATE_LIMITED' ? r : languages(ui, client)));
    // in the map before the limit is asked (which may wait for Redis), so concurrent misses still join
    // another instance's list (Redis) costs no lookup; only a call upstream is counted
    const lookup = sharedList(uiLanguage)
      .then(async (hit): Promise<LanguagesResult> => {
        if (hit) return hit;
        const gate = await allowLookup(client, { lookups: 1 });
        return gate.ok
          ? fetchLanguages(settings, uiLanguage)
          : { ok: false, code: 'RATE_LIMITED', retryAfter: gate.retryAfter };
      })
      .finally(() => pendingLists.delete(uiLanguage));
    pendingLists.set(uiLanguage, lookup);
    return lookup;
  }

  async function translate(settings: TranslatorSettings, request: Request, client: string): Promise<Response> {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return fail('BAD_REQUEST', 415, { reason: 'content-type' });
    // A declared length over the cap is refused unread; a chunked body is counted as it arrives. Either
    // way the connection closes after the 413, so the rest of the upload is never read.
    const tooLong = () => fail('TEXT_TOO_LONG', 413, { limit: MAX_CHARS }, { Connection: 'close' });
    if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return tooLong();
    let raw: string;
    try {
      const bytes = await readCapped(request.body, MAX_BODY_BYTES, { onOverflow: 'leave' });
      if (!bytes) return tooLong();
      raw = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return fail('BAD_REQUEST', 400, { reason: 'body' });
    }
    let input: { text?: unknown; to?: unknown; from?: unknown };
    try {
      input = JSON.parse(raw);
    } catch {
      return fail('BAD_REQUEST', 400, { reason: 'body' });
    }
    const { text, to, from } = input ?? {};
    if (typeof text !== 'string' || text.trim() === '') return fail('BAD_REQUEST', 400, { reason: 'text' });
    if (typeof to !== 'string' || !LANGUAGE_CODE.test(to)) return fail('BAD_REQUEST', 400, { reason: 'to' });
    if (from !== undefined && from !== '' && (typeof from !== 'string' || !LANGUAGE_CODE.test(from))) {
      return fail('BAD_REQUEST', 400, { reason: 'from' });
    }
    const chars = [...text].length;
    if (chars > MAX_CHARS) return fail('TEXT_TOO_LONG', 413, { limit: MAX_CHARS });
    const gate = await allowTranslation(client, { requests: 1, chars });
    if (!gate.ok) {
      return fail('RATE_LIMITED', 429, { retryAfter: gate.retryAfter }, { 'Retry-After': String(gate.retryAfter) });
    }
    const query = new URLSearchParams({ 'api-version': '3.0', to });
    if (typeof from === 'string' && from !== '') query.set('from', from);
    const headers: Record<string, string> = {
      'Ocp-Apim-Subscription-Key': settings.key,
      'Content-Type': 'application/json; charset=UTF-8',
      'X-ClientTraceId': crypto.randomUUID(),
    };
    if (settings.region) headers['Ocp-Apim-Subscription-Region'] = settings.region;
    const res = await upstream(`${settings.endpoint}/translate?${query}`, {
      method: 'POST',
      headers,
      body: JSON.stringify([{ Text: text }]),
    });
    if (typeof res === 'string') return fail(res, upstreamStatus[res] ?? 502);
    const body = res.body as
      | { detectedLanguage?: { language: string; score: number }; translations?: { text: string; to: string }[] }[]
      | null;
    const first = Array.isArray(body) ? body[0] : undefined;
    const tr = first?.translations?.[0];
    if (!tr || typeof tr.text !== 'string') return fail('TRANSLATOR_FAILED', 502);
    const result: TranslateResult = {
      translation: tr.text,
      to: tr.to,
      ...(first?.detectedLanguage ? { detectedLanguage: first.detectedLanguage } : {}),
    };
    return json(result);
  }

  return {
    languages,
    async handle(request: Request, client: string): Promise<Response> {
      const settings = d.settings();
      if (!settings) return fail('TRANSLATOR_NOT_CONFIGURED', 503);
      if (request.method === 'GET') {
        const list = await languages(new URL(request.url).searchParams.get('ui') ?? 'en', client);
        if (list.ok) return json({ languages: list.languages }, 200, { 'Cache-Control': 'public, max-age=3600' });
        const retry = list.retryAfter ? { retryAfter: list.retryAfter } : {};
        const headers: Record<string, string> = list.retryAfter ? { 'Retry-After': String(list.retryAfter) } : {};
        return fail(list.code, upstreamStatus[list.code] ?? 502, retry, headers);
      }
      if (request.method === 'POST') return translate(settings, request, client);
      return json({ code: 'BAD_REQUEST' }, 405, { Allow: 'GET, POST' });
    },
  };
}

/**
 * Who is asking, for the rate limits: the address the server saw, which its load context passes as
 * `clientIp` (with TRUST_PROXY set, Express takes it from X-Forwarded-For, counting only trusted
 * hops). Headers are never read here: anyone can write an X-Forwarded-For.
 */
export function clientKey(_request: Request, context: unknown): string {
  const ip = (context as { clientIp?: unknown } | null)?.clientIp;
  return typeof ip === 'string' && ip ? ip : 'unknown';
}

export const translator = createTranslator();
