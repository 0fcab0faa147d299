import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTranslator,
  LANGUAGE_CACHE_SIZE,
  LOOKUP_LIMIT,
  MAX_BODY_BYTES,
  MAX_CHARS,
  readCapped,
  UPSTREAM_MAX_BYTES,
} from '../app/lib/translator.server.ts';

/**
 * The translator's limits against a hostile upstream: a local HTTP stand-in for Microsoft Translator v3
 * that answers, stalls (headers, then nothing), drips (headers, then a byte at a time) or floods (an
 * endless body), chosen by the text to translate or by the Accept-Language of a language-list request.
 */
let upstream: Server;
let endpoint = '';
/** Per request to the stand-in: what it was and how many body bytes it got out before the socket closed. */
let calls: { path: string; lang: string; sent: number; closed: boolean }[] = [];
const open = new Set<ServerResponse>();

function languageList(lang: string) {
  return JSON.stringify({
    translation: {
      en: { name: `English (${lang})`, nativeName: 'English', dir: 'ltr' },
      fr: { name: `French (${lang})`, nativeName: 'Français', dir: 'ltr' },
    },
  });
}

/** Writes `chunk` for ever, as fast as the socket takes it, counting what went out. */
function flood(res: ServerResponse, call: { sent: number }, chunk: Buffer) {
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) call.sent += chunk.length;
    if (!res.destroyed) {
      call.sent += chunk.length;
      res.once('drain', pump);
    }
  };
  pump();
}

function drip(res: ServerResponse, call: { sent: number }) {
  res.write('[');
  const timer = setInterval(() => {
    if (res.destroyed) return clearInterval(timer);
    res.write(' ');
    call.sent += 1;
  }, 50);
  res.on('close', () => clearInterval(timer));
}

function behave(kind: string, req: IncomingMessage, res: ServerResponse, call: { sent: number }, ok: string) {
  if (kind === 'stall') return; // never answers, not even headers
  res.writeHead(200, { 'Content-Type': 'application/json' });
  if (kind === 'drip') return drip(res, call);
  if (kind === 'flood') return flood(res, call, Buffer.alloc(64 * 1024, 0x20));
  const slow = kind === 'slow' ? 150 : 0;
  setTimeout(() => res.end(ok), slow);
  void req;
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    open.add(res);
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const lang = String(req.headers['accept-language'] ?? '');
      const call = { path: url.pathname, lang, sent: 0, closed: false };
      calls.push(call);
      res.on('close', () => {
        call.closed = true;
        open.delete(res);
      });
      if (url.pathname === '/languages') {
        // ui=st stalls, ui=dr drips, ui=fl floods, ui=sl answers late; any other answers at once
        const kind = ({ st: 'stall', dr: 'drip', fl: 'flood', sl: 'slow' } as Record<string, string>)[lang] ?? '';
        return behave(kind, req, res, call, languageList(lang));
      }
      const text = (JSON.parse(body) as { Text: string }[])[0]?.Text ?? '';
      behave(text, req, res, call, JSON.stringify([{ translations: [{ text: `fr:${text}`, to: 'fr' }] }]));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
});

beforeEach(() => {
  calls = [];
});

function make(extra: { now?: () => number; timeoutMs?: number } = {}) {
  return createTranslator({ settings: () => ({ key: 'k', endpoint }), ...extra });
}

function post(body: unknown, type: string | null = 'application/json'): Request {
  return new Request('http://site/api/translate', {
    method: 'POST',
    headers: type ? { 'Content-Type': type } : {},
    body: JSON.stringify(body),
  });
}

const list = (ui: string) => new Request(`http://site/api/translate?ui=${ui}`);

async function until(cond: () => boolean, ms = 2_000) {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return cond();
}

describe('one deadline for the whole upstream exchange', () => {
  for (const kind of ['stall', 'drip'] as const) {
    it(`an upstream that ${kind}s ends in 504 TRANSLATOR_TIMEOUT at the deadline, and its connection is closed`, async () => {
      const t = make({ timeoutMs: 300 });
      const start = Date.now();
      const res = await t.handle(post({ text: kind, to: 'fr' }), 'a');
      const took = Date.now() - start;
      expect([res.status, (await res.json()).code]).toEqual([504, 'TRANSLATOR_TIMEOUT']);
      expect(took).toBeGreaterThanOrEqual(280);
      expect(took).toBeLessThan(1_500);
      expect(await until(() => calls[0]?.closed === true)).toBe(true);
      if (kind === 'drip') expect(calls[0]?.sent).toBeGreaterThan(0); // it did send: headers alone would not do
    });
  }

  it('a dripping language list times out the same way (the list is a separate exchange)', async () => {
    const res = await make({ timeoutMs: 300 }).handle(list('dr'), 'a');
    expect([res.status, (await res.json()).code]).toEqual([504, 'TRANSLATOR_TIMEOUT']);
  });
});

describe('a size cap on the upstream answer', () => {
  it(`an endless answer is cut past ${UPSTREAM_MAX_BYTES} bytes: 502 TRANSLATOR_FAILED, the connection closed`, async () => {
    const t = make({ timeoutMs: 10_000 });
    const res = await t.handle(post({ text: 'flood', to: 'fr' }), 'a');
    expect([res.status, (await res.json()).code]).toEqual([502, 'TRANSLATOR_FAILED']);
    expect(await until(() => calls[0]?.closed === true)).toBe(true);
    // what got out of the stand-in before the cut: the cap plus what the sockets buffer, not an endless body
    expect(calls[0]?.sent).toBeGreaterThan(UPSTREAM_MAX_BYTES);
    expect(calls[0]?.sent).toBeLessThan(UPSTREAM_MAX_BYTES + 8 * 1024 * 1024);
  });

  it('readCapped counts while reading and stops at the cap', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled += 1000;
        c.enqueue(new Uint8Array(1000));
      },
    });
    expect(await readCapped(endless, 10_500)).toBeNull();
    expect(pulled).toBeLessThanOrEqual(12_000);
    const exact = await readCapped(new Blob([new Uint8Array(10_500)]).stream(), 10_500);
    expect(exact?.byteLength).toBe(10_500);
  });
});

describe('the language list (GET ?ui=)', () => {
  it('concurrent requests for a list not yet cached share one upstream call', async () => {
    const t = make();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => t.handle(list('sl'), `c${i}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(calls.filter((c) => c.path === '/languages')).toHaveLength(1);
  });

  it(`keeps at most ${LANGUAGE_CACHE_SIZE} lists, dropping the least recently used`, async () => {
    const now = 0;
    const t = make({ now: () => now });
    const uis = Array.from({ length: LANGUAGE_CACHE_SIZE }, (_, i) => `x${String.fromCharCode(97 + (i % 26))}-${i}x`);
    // a fresh client per lookup, so the lookup limit is not what this test meets
    for (const [i, ui] of uis.entries()) expect((await t.handle(list(ui), `fill${i}`)).status).toBe(200);
    expect(calls).toHaveLength(LANGUAGE_CACHE_SIZE);
    await t.handle(list(uis[0] as string), 'z'); // a hit: now the most recently used
    expect(calls).toHaveLength(LANGUAGE_CACHE_SIZE);
    await t.handle(list('zz-new'), 'z'); // one more list: the least recently used (uis[1]) goes
    expect(calls).toHaveLength(LANGUAGE_CACHE_SIZE + 1);
    await t.handle(list(uis[0] as string), 'z');
    expect(calls).toHaveLength(LANGUAGE_CACHE_SIZE + 1);
    await t.handle(list(uis[1] as string), 'z2');
    expect(calls).toHaveLength(LANGUAGE_CACHE_SIZE + 2);
    expect(calls.at(-1)?.lang).toBe(uis[1]);
  });

  it(`limits each client to ${LOOKUP_LIMIT.lookups} upstream lookups a minute; cached lists still answer`, async () => {
    let now = 10_000_000;
    const t = make({ now: () => now });
    for (let i = 0; i < LOOKUP_LIMIT.lookups; i++) {
      expect((await t.handle(list(`ab-${i}aa`), 'greedy')).status).toBe(200);
    }
    now += 20_000;
    const refused = await t.handle(list('ab-moreaa'), 'greedy');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({ code: 'RATE_LIMITED', retryAfter: 40 });
    expect(calls).toHaveLength(LOOKUP_LIMIT.lookups);
    expect((await t.handle(list('ab-0aa'), 'greedy')).status).toBe(200); // cached
    expect((await t.handle(list('ab-moreaa'), 'someone-else')).status).toBe(200);
    now += 40_000;
    expect((await t.handle(list('ab-againaa'), 'greedy')).status).toBe(200);
  });

  it('the loader side (languages()) gives the same result without a Response', async () => {
    const t = make();
    const r = await t.languages('zh-Hans', 'a');
    expect(r.ok && r.languages.map((l) => l.code)).toEqual(['en', 'fr']);
    const down = createTranslator({ settings: () => ({ key: 'k', endpoint: 'http://127.0.0.1:1' }) });
    expect(await down.languages('en', 'a')).toEqual({ ok: false, code: 'TRANSLATOR_FAILED' });
  });
});

describe('what a translation request may be', () => {
  it('only application/json is read: anything else gets 415, calling nobody', async () => {
    const t = make();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', null]) {
      const res = await t.handle(post({ text: 'hi', to: 'fr' }, type), 'a');
      expect([type, res.status, (await res.json()).code]).toEqual([type, 415, 'BAD_REQUEST']);
    }
    expect(calls).toEqual([]);
    const ok = await t.handle(post({ text: 'hi', to: 'fr' }, 'Application/JSON; charset=UTF-8'), 'a');
    expect(ok.status).toBe(200);
  });

  it('a body that is not UTF-8 is a bad request', async () => {
    const res = await make().handle(
      new Request('http://site/api/translate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
      'a',
    );
    expect([res.status, (await res.json()).code]).toEqual([400, 'BAD_REQUEST']);
  });
});

/**
 * The request body over real HTTP, the way the production server hands it over: @react-router/express
 * wraps Node's request in createReadableStreamFromReadable. A chunked upload has no Content-Length to
 * check first, so only counting while reading can stop it.
 */
describe('request bodies over HTTP', () => {
  let site: Server;
  let sitePort = 0;
  let readOffSocket = 0;
  beforeAll(async () => {
    const t = make();
    site = createServer(async (req, res) => {
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
      } as RequestInit);
      const answer = await t.handle(request, 'uploader');
      readOffSocket = req.socket.bytesRead;
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    sitePort = (site.address() as AddressInfo).port;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((r) => site.close(r));
  });

  /** Uploads up to `total` bytes of one long JSON string, chunked, until the server answers. */
  function upload(total: number, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest({
        host: '127.0.0.1',
        port: sitePort,
        method: 'POST',
        path: '/api/translate',
        headers: { 'Content-Type': 'application/json', ...headers },
      });
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sent });
        });
      });
      req.on('error', (e) => {
        if (!answered) reject(e);
      });
      const chunk = Buffer.alloc(Math.min(64 * 1024, total), 0x61);
      const pump = () => {
        if (sent === 0) {
          req.write('{"to":"fr","text":"');
          sent += 19;
        }
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end('"}');
      };
      pump();
    });
  }

  it('a chunked 100 MB upload is cut at the cap with 413, having read a sliver of it', async () => {
    const r = await upload(100 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toEqual({ code: 'TEXT_TOO_LONG', limit: MAX_CHARS });
    expect(readOffSocket).toBeGreaterThan(MAX_BODY_BYTES);
    expect(readOffSocket).toBeLessThan(MAX_BODY_BYTES + 2 * 1024 * 1024);
    expect(r.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('a declared Content-Length over the cap is refused before reading', async () => {
    const res = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: sitePort,
        method: 'POST',
        path: '/api/translate',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) },
      });
      req.on('response', (r) => {
        resolve({ status: r.statusCode ?? 0, headers: r.headers });
        r.resume();
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"text":"');
    });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
  });

  it('a body within the cap is read and translated', async () => {
    const r = await upload(MAX_CHARS - 100);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).translation).toMatch(/^fr:a+$/);
  });
});
