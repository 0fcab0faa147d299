import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clientKey,
  createTranslator,
  MAX_CHARS,
  RATE_LIMIT,
  settingsFromEnv,
  type TranslatorSettings,
} from '../app/lib/translator.server.ts';

/**
 * A local stand-in for Microsoft Translator Text API v3 (POST /translate, GET /languages), checking
 * what it receives the way the real service documents it: api-version=3.0, `to`/`from` in the query, the
 * key in Ocp-Apim-Subscription-Key, the region in Ocp-Apim-Subscription-Region, a JSON array of
 * { Text } in the body, and v3's error shape { error: { code, message } }.
 */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

const KEY = 'test-key-0123456789';
let server: Server;
let endpoint = '';
let seen: Seen[] = [];

function v3Error(res: import('node:http').ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { code, message } }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      if (url.searchParams.get('api-version') !== '3.0') return v3Error(res, 400, 400021, 'api-version');
      if (url.pathname === '/languages' && req.method === 'GET') {
        const zh = (req.headers['accept-language'] ?? '').startsWith('zh');
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            translation: {
              en: { name: zh ? '英语' : 'English', nativeName: 'English', dir: 'ltr' },
              'zh-Hans': { name: zh ? '简体中文' : 'Chinese Simplified', nativeName: '中文 (简体)', dir: 'ltr' },
              ar: { name: zh ? '阿拉伯语' : 'Arabic', nativeName: 'العربية', dir: 'rtl' },
            },
          }),
        );
        return;
      }
      if (url.pathname !== '/translate' || req.method !== 'POST') return v3Error(res, 404, 404001, 'not found');
      if (req.headers['ocp-apim-subscription-key'] !== KEY) return v3Error(res, 401, 401000, 'bad key');
      if (!String(req.headers['content-type']).startsWith('application/json')) {
        return v3Error(res, 415, 415000, 'content type');
      }
      const to = url.searchParams.get('to');
      if (!to) return v3Error(res, 400, 400036, 'target language missing');
      let items: { Text: string }[];
      try {
        items = JSON.parse(body);
      } catch {
        return v3Error(res, 400, 400074, 'body is not valid JSON');
      }
      const text = items[0]?.Text ?? '';
      if (text === 'busy please') return v3Error(res, 429, 429000, 'too many requests');
      if (text === 'break please') return v3Error(res, 500, 500000, 'internal');
      if (text === 'hang please') return; // never answers
      const from = url.searchParams.get('from');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          items.map((it) => ({
            ...(from ? {} : { detectedLanguage: { language: 'en', score: 1 } }),
            translations: [{ text: `[${to}] ${it.Text}`, to }],
          })),
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  seen = [];
});

function post(body: unknown): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request('http://site/api/translate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: text,
  });
}

function make(
  settings: Partial<TranslatorSettings> | null = {},
  extra: { now?: () => number; timeoutMs?: number } = {},
) {
  return createTranslator({
    settings: () => (settings === null ? null : { key: KEY, region: 'westeurope', endpoint, ...settings }),
    ...extra,
  });
}

describe('translator endpoint', () => {
  it('answers 503 TRANSLATOR_NOT_CONFIGURED without a key, calling nobody', async () => {
    const t = make(null);
    for (const req of [post({ text: 'hi', to: 'fr' }), new Request('http://site/api/translate')]) {
      const res = await t.handle(req, 'a');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ code: 'TRANSLATOR_NOT_CONFIGURED' });
    }
    expect(seen).toEqual([]);
  });

  it('sends the v3 request: key and region headers, api-version and to in the query, [{ Text }] in the body', async () => {
    const res = await make().handle(post({ text: 'Hello, world', to: 'zh-Hans' }), 'a');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      translation: '[zh-Hans] Hello, world',
      to: 'zh-Hans',
      detectedLanguage: { language: 'en', score: 1 },
    });
    expect(JSON.stringify(body)).not.toContain(KEY);
    expect(seen).toHaveLength(1);
    const s = seen[0] as Seen;
    expect(s.method).toBe('POST');
    expect(s.path).toBe('/translate');
    expect(Object.fromEntries(s.query)).toEqual({ 'api-version': '3.0', to: 'zh-Hans' });
    expect(s.headers['ocp-apim-subscription-key']).toBe(KEY);
    expect(s.headers['ocp-apim-subscription-region']).toBe('westeurope');
    expect(s.headers['content-type']).toMatch(/^application\/json/);
    expect(s.headers['x-clienttraceid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(s.body)).toEqual([{ Text: 'Hello, world' }]);
  });

  it('passes a chosen source language as from=, and no region header for a global resource', async () => {
    const res = await make({ region: undefined }).handle(post({ text: '你好', to: 'en', from: 'zh-Hans' }), 'a');
    expect(await res.json()).toEqual({ translation: '[en] 你好', to: 'en' });
    const s = seen[0] as Seen;
    expect(s.query.get('from')).toBe('zh-Hans');
    expect(s.headers['ocp-apim-subscription-region']).toBeUndefined();
  });

  it(`refuses more than ${MAX_CHARS} characters with 413 TEXT_TOO_LONG before calling out`, async () => {
    const t = make();
    const res = await t.handle(post({ text: '字'.repeat(MAX_CHARS + 1), to: 'en' }), 'a');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'TEXT_TOO_LONG', limit: MAX_CHARS });
    expect(seen).toEqual([]);
    const ok = await t.handle(post({ text: '字'.repeat(MAX_CHARS), to: 'en' }), 'a');
    expect(ok.status).toBe(200);
  });

  it('limits each client per minute with 429, Retry-After and RATE_LIMITED; others are unaffected', async () => {
    let now = 1_000_000;
    const t = make({}, { now: () => now });
    for (let i = 0; i < RATE_LIMIT.requests; i++) {
      expect((await t.handle(post({ text: `n${i}`, to: 'fr' }), 'client-1')).status).toBe(200);
    }
    now += 15_000;
    const res = await t.handle(post({ text: 'one more', to: 'fr' }), 'client-1');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('45');
    expect(await res.json()).toEqual({ code: 'RATE_LIMITED', retryAfter: 45 });
    expect(seen).toHaveLength(RATE_LIMIT.requests);
    expect((await t.handle(post({ text: 'hi', to: 'fr' }), 'client-2')).status).toBe(200);
    now += 45_000;
    expect((await t.handle(post({ text: 'again', to: 'fr' }), 'client-1')).status).toBe(200);
  });

  it('also limits characters per minute', async () => {
    const t = make({}, { now: () => 5 });
    const chunk = 'a'.repeat(MAX_CHARS);
    for (let i = 0; i < RATE_LIMIT.chars / MAX_CHARS; i++) {
      expect((await t.handle(post({ text: chunk, to: 'fr' }), 'c')).status).toBe(200);
    }
    expect((await t.handle(post({ text: 'x', to: 'fr' }), 'c')).status).toBe(429);
  });

  it('maps the service errors to stable codes', async () => {
    const t = make();
    const cases: [unknown, number, string][] = [
      [{ text: 'busy please', to: 'fr' }, 503, 'TRANSLATOR_BUSY'],
      [{ text: 'break please', to: 'fr' }, 502, 'TRANSLATOR_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.handle(post(body), 'a');
      expect([res.status, (await res.json()).code]).toEqual([status, code]);
    }
    const wrongKey = await make({ key: 'nope' }).handle(post({ text: 'x', to: 'fr' }), 'a');
    expect([wrongKey.status, (await wrongKey.json()).code]).toEqual([502, 'TRANSLATOR_REJECTED_KEY']);
    const slow = await make({}, { timeoutMs: 200 }).handle(post({ text: 'hang please', to: 'fr' }), 'a');
    expect([slow.status, (await slow.json()).code]).toEqual([504, 'TRANSLATOR_TIMEOUT']);
    const down = await make({ endpoint: 'http://127.0.0.1:1' }).handle(post({ text: 'x', to: 'fr' }), 'a');
    expect([down.status, (await down.json()).code]).toEqual([502, 'TRANSLATOR_FAILED']);
  });

  it('never follows a redirect: the key stays with the endpoint it was set for (issue 34)', async () => {
    const elsewhere: IncomingMessage['headers'][] = [];
    const other = createServer((req, res) => {
      elsewhere.push(req.headers);
      res.end('[]');
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const redirecting = createServer((req, res) => {
      req.resume();
      res.writeHead(307, { Location: `${otherUrl}/translate` }).end();
    });
    await new Promise<void>((r) => redirecting.listen(0, '127.0.0.1', r));
    try {
      const t = make({ endpoint: `http://localhost:${(redirecting.address() as AddressInfo).port}` });
      const res = await t.handle(post({ text: 'x', to: 'fr' }), 'a');
      expect([res.status, (await res.json()).code]).toEqual([502, 'TRANSLATOR_FAILED']);
      expect(elsewhere).toEqual([]);
    } finally {
      other.close();
      redirecting.close();
    }
  });

  it('answers 400 BAD_REQUEST for bad bodies, without calling out', async () => {
    const t = make();
    for (const body of [
      'not json',
      { to: 'fr' },
      { text: '  ', to: 'fr' },
      { text: 'x' },
      { text: 'x', to: 'f r' },
      { text: 'x', to: 'fr', from: 5 },
    ]) {
      const res = await t.handle(post(body), 'a');
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('BAD_REQUEST');
    }
    expect(seen).toEqual([]);
  });

  it('lists target languages named in the visitor language, and caches the list', async () => {
    const t = make();
    const res = await t.handle(new Request('http://site/api/translate?ui=zh-Hans'), 'a');
    expect(res.status).toBe(200);
    const { languages } = await res.json();
    expect(languages).toContainEqual({ code: 'zh-Hans', name: '简体中文', nativeName: '中文 (简体)', dir: 'ltr' });
    expect(languages).toContainEqual({ code: 'ar', name: '阿拉伯语', nativeName: 'العربية', dir: 'rtl' });
    const s = seen[0] as Seen;
    expect(s.path).toBe('/languages');
    expect(Object.fromEntries(s.query)).toEqual({ 'api-version': '3.0', scope: 'translation' });
    expect(s.headers['accept-language']).toBe('zh-Hans');
    await t.handle(new Request('http://site/api/translate?ui=zh-Hans'), 'a');
    expect(seen).toHaveLength(1);
    const en = await (await t.handle(new Request('http://site/api/translate?ui=en'), 'a')).json();
    expect(en.languages[0].name).toBe('English');
  });
});

describe('settings and client identity', () => {
  it('reads the runtime settings and trims a trailing slash', () => {
    expect(settingsFromEnv({})).toBeNull();
    expect(settingsFromEnv({ TRANSLATOR_KEY: ' ' })).toBeNull();
    expect(settingsFromEnv({ TRANSLATOR_KEY: 'k' })).toEqual({
      key: 'k',
      endpoint: 'https://api.cognitive.microsofttranslator.com',
    });
    expect(
      settingsFromEnv({
        TRANSLATOR_KEY: 'k',
        TRANSLATOR_REGION: 'eastasia',
        TRANSLATOR_ENDPOINT: 'https://x.example/',
      }),
    ).toEqual({ key: 'k', region: 'eastasia', endpoint: 'https://x.example' });
  });

  it('keys clients by the address the server saw, never by a header the client wrote', () => {
    // X-Forwarded-For counts only through Express's trust proxy (TRUST_PROXY), which sets clientIp
    const r = new Request('http://site/', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } });
    expect(clientKey(r, { clientIp: '198.51.100.2' })).toBe('198.51.100.2');
    expect(clientKey(r, {})).toBe('unknown');
    expect(clientKey(new Request('http://site/'), undefined)).toBe('unknown');
  });
});
