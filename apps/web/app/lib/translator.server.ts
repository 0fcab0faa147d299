/**
 * The server side of /microsofttranslate: calls Microsoft Translator Text API v3
 * (https://learn.microsoft.com/azure/ai-services/translator/reference/v3-0-reference) with the key from
 * the runtime settings, so the key never reaches the browser. Requests are capped in size and limited
 * per client; answers are JSON with a stable `code` on every error, which the page maps to a message.
 */

export const DEFAULT_ENDPOINT = 'https://api.cognitive.microsofttranslator.com';
/** Characters per request. Microsoft accepts 50,000 per request; a page visitor needs far fewer. */
export const MAX_CHARS = 10_000;
/** Per client and rolling minute. */
export const RATE_LIMIT = { windowMs: 60_000, requests: 20, chars: 30_000 } as const;
const UPSTREAM_TIMEOUT_MS = 15_000;
const LANGUAGES_TTL_MS = 24 * 60 * 60 * 1000;

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

interface Deps {
  settings: () => TranslatorSettings | null;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
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
 * A translator bound to its settings, fetch and clock (the tests give it a local server and a fake
 * clock). `handle` answers GET (the language list) and POST (a translation) for /api/translate.
 */
export function createTranslator(deps: Partial<Deps> = {}) {
  const d: Deps = {
    settings: deps.settings ?? (() => settingsFromEnv()),
    fetch: deps.fetch ?? ((...a) => fetch(...a)),
    now: deps.now ?? (() => Date.now()),
    timeoutMs: deps.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
  };
  const clients = new Map<string, { start: number; requests: number; chars: number }>();
  const languageCache = new Map<string, { at: number; languages: Language[] }>();

  function allow(client: string, chars: number): { ok: true } | { ok: false; retryAfter: number } {
    const t = d.now();
    if (clients.size > 10_000) {
      for (const [k, v] of clients) if (t - v.start >= RATE_LIMIT.windowMs) clients.delete(k);
    }
    let c = clients.get(client);
    if (!c || t - c.start >= RATE_LIMIT.windowMs) {
      c = { start: t, requests: 0, chars: 0 };
      clients.set(client, c);
    }
    if (c.requests + 1 > RATE_LIMIT.requests || c.chars + chars > RATE_LIMIT.chars) {
      return { ok: false, retryAfter: Math.max(1, Math.ceil((c.start + RATE_LIMIT.windowMs - t) / 1000)) };
    }
    c.requests++;
    c.chars += chars;
    return { ok: true };
  }

  async function upstream(url: string, init: RequestInit): Promise<Response | TranslateErrorCode> {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), d.timeoutMs);
    try {
      const res = await d.fetch(url, { ...init, signal: ctrl.signal });
      if (res.ok) return res;
      if (res.status === 401 || res.status === 403) return 'TRANSLATOR_REJECTED_KEY';
      if (res.status === 429) return 'TRANSLATOR_BUSY';
      return 'TRANSLATOR_FAILED';
    } catch (e) {
      return (e as Error).name === 'AbortError' ? 'TRANSLATOR_TIMEOUT' : 'TRANSLATOR_FAILED';
    } finally {
      clearTimeout(timer);
    }
  }

  const upstreamStatus: Record<string, number> = {
    TRANSLATOR_REJECTED_KEY: 502,
    TRANSLATOR_BUSY: 503,
    TRANSLATOR_FAILED: 502,
    TRANSLATOR_TIMEOUT: 504,
  };

  async function languages(settings: TranslatorSettings, uiLanguage: string): Promise<Response> {
    const cached = languageCache.get(uiLanguage);
    if (cached && d.now() - cached.at < LANGUAGES_TTL_MS) {
      return json({ languages: cached.languages }, 200, { 'Cache-Control': 'public, max-age=3600' });
    }
    const res = await upstream(`${settings.endpoint}/languages?api-version=3.0&scope=translation`, {
      headers: { 'Accept-Language': uiLanguage },
    });
    if (typeof res === 'string') return fail(res, upstreamStatus[res] ?? 502);
    const body = (await res.json().catch(() => null)) as {
      translation?: Record<string, { name?: string; nativeName?: string; dir?: string }>;
    } | null;
    if (!body?.translation) return fail('TRANSLATOR_FAILED', 502);
    const list: Language[] = Object.entries(body.translation).map(([code, v]) => ({
      code,
      name: String(v.name ?? code),
      nativeName: String(v.nativeName ?? v.name ?? code),
      dir: v.dir === 'rtl' ? 'rtl' : 'ltr',
    }));
    languageCache.set(uiLanguage, { at: d.now(), languages: list });
    return json({ languages: list }, 200, { 'Cache-Control': 'public, max-age=3600' });
  }

  async function translate(settings: TranslatorSettings, request: Request, client: string): Promise<Response> {
    const length = Number(request.headers.get('content-length') ?? '0');
    // JSON escapes can make the body up to six bytes per character; refuse obviously oversized bodies unread.
    if (length > MAX_CHARS * 8 + 1024) return fail('TEXT_TOO_LONG', 413, { limit: MAX_CHARS });
    const raw = await request.text();
    if (raw.length > MAX_CHARS * 8 + 1024) return fail('TEXT_TOO_LONG', 413, { limit: MAX_CHARS });
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
    const gate = allow(client, chars);
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
    const body = (await res.json().catch(() => null)) as
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
    async handle(request: Request, client: string): Promise<Response> {
      const settings = d.settings();
      if (!settings) return fail('TRANSLATOR_NOT_CONFIGURED', 503);
      if (request.method === 'GET') {
        const ui = new URL(request.url).searchParams.get('ui') ?? 'en';
        return languages(settings, /^[a-zA-Z-]{2,16}$/.test(ui) ? ui : 'en');
      }
      if (request.method === 'POST') return translate(settings, request, client);
      return json({ code: 'BAD_REQUEST' }, 405, { Allow: 'GET, POST' });
    },
  };
}

/**
 * Who is asking, for the rate limit: the address the server saw (when its load context passes
 * `clientIp`), else the first X-Forwarded-For hop set by a proxy in front, else one shared bucket.
 */
export function clientKey(request: Request, context: unknown): string {
  const ip = (context as { clientIp?: unknown } | null)?.clientIp;
  if (typeof ip === 'string' && ip) return ip;
  const fwd = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return fwd || request.headers.get('x-real-ip') || 'unknown';
}

export const translator = createTranslator();
