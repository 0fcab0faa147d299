import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, parseRedisUrl, RedisError } from '../app/lib/redis.server.ts';
import { createTranslator, LOOKUP_LIMIT, RATE_LIMIT } from '../app/lib/translator.server.ts';

/**
 * REDIS_URL: the translator's rate limits shared by every instance, against Debian's redis-server
 * (started here on a free port, nothing saved to disk) and two translators that share nothing else,
 * as two server processes would. A local stand-in answers for Microsoft.
 */
const REDIS_SERVER = '/usr/bin/redis-server';
const PASSWORD = 'test-password-1';
let redis: ChildProcess;
let redisPort = 0;
let upstream: Server;
let endpoint = '';
let upstreamCalls = 0;

async function freePort(): Promise<number> {
  const s = createTcpServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const c = connect(port, '127.0.0.1', () => {
      c.destroy();
      resolve(true);
    });
    c.on('error', () => resolve(false));
  });
}

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (.ci/run does)`);
  redisPort = await freePort();
  redis = spawn(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', PASSWORD],
    { stdio: 'ignore' },
  );
  const end = Date.now() + 10_000;
  while (!(await reachable(redisPort))) {
    if (Date.now() > end) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  upstream = createServer((req, res) => {
    upstreamCalls++;
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.startsWith('/languages')) {
        res.end(JSON.stringify({ translation: { fr: { name: 'French', nativeName: 'Français', dir: 'ltr' } } }));
      } else res.end(JSON.stringify([{ translations: [{ text: 'bonjour', to: 'fr' }] }]));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  redis?.kill('SIGKILL');
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
});

const url = (db: number, password = PASSWORD) => `redis://:${password}@127.0.0.1:${redisPort}/${db}`;

function instance(db: number, warnings: string[] = []) {
  return createTranslator({
    settings: () => ({ key: 'k', endpoint }),
    redis: createRedis(parseRedisUrl(url(db))),
    warn: (m) => warnings.push(m),
  });
}

const post = (text: string) =>
  new Request('http://site/api/translate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, to: 'fr' }),
  });

describe('REDIS_URL', () => {
  it('reads the URL, and refuses one it cannot use naming REDIS_URL', () => {
    expect(parseRedisUrl('redis://:p%40ss@cache.internal:6380/2')).toEqual({
      host: 'cache.internal',
      port: 6380,
      password: 'p@ss',
      db: 2,
    });
    expect(parseRedisUrl('redis://127.0.0.1')).toEqual({ host: '127.0.0.1', port: 6379 });
    for (const bad of ['localhost:6379', 'http://x', 'redis://h/abc']) {
      expect(() => parseRedisUrl(bad)).toThrow(/REDIS_URL/);
    }
  });

  it('the client speaks RESP to the real server: AUTH, SELECT, strings, integers, arrays, errors', async () => {
    const r = createRedis(parseRedisUrl(url(3)));
    expect(await r.command('SET', 'greeting', '你好 world')).toBe('OK');
    expect(await r.command('GET', 'greeting')).toBe('你好 world');
    expect(await r.command('INCRBY', 'n', 41)).toBe(41);
    expect(await r.command('GET', 'missing')).toBeNull();
    expect(await r.command('EVAL', "return {1, 'two', {3}}", 0)).toEqual([1, 'two', [3]]);
    await expect(r.command('NOSUCHCOMMAND')).rejects.toThrow(RedisError);
    // the connection is still good after an error reply
    expect(await r.command('GET', 'greeting')).toBe('你好 world');
    // SELECT took: another database does not see the key
    const other = createRedis(parseRedisUrl(url(4)));
    expect(await other.command('GET', 'greeting')).toBeNull();
    const noAuth = createRedis(parseRedisUrl(url(3, 'wrong')));
    await expect(noAuth.command('GET', 'greeting')).rejects.toThrow(/NOAUTH|WRONGPASS/);
    for (const c of [r, other, noAuth]) c.close();
  });

  it(`two instances share one limit of ${RATE_LIMIT.requests} translations a minute per client`, async () => {
    const [a, b] = [instance(1), instance(1)];
    for (let i = 0; i < RATE_LIMIT.requests; i++) {
      const res = await (i % 2 ? a : b).handle(post(`n${i}`), '198.51.100.1');
      expect(res.status).toBe(200);
    }
    for (const t of [a, b]) {
      const refused = await t.handle(post('one more'), '198.51.100.1');
      expect(refused.status).toBe(429);
      const { code, retryAfter } = await refused.json();
      expect(code).toBe('RATE_LIMITED');
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect((await b.handle(post('hi'), '198.51.100.2')).status).toBe(200);
  });

  it('concurrent requests on both instances never get past the limit together', async () => {
    const [a, b] = [instance(2), instance(2)];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).handle(post(`c${i}`), '203.0.113.5')),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT.requests);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - RATE_LIMIT.requests);
  });

  it('the language-list lookup limit is shared too', async () => {
    const [a, b] = [instance(5), instance(5)];
    for (let i = 0; i < LOOKUP_LIMIT.lookups; i++) {
      expect((await (i % 2 ? a : b).handle(new Request(`http://site/api/translate?ui=ab-${i}aa`), 'x')).status).toBe(
        200,
      );
    }
    expect((await a.handle(new Request('http://site/api/translate?ui=ab-moreaa'), 'x')).status).toBe(429);
    expect((await b.handle(new Request('http://site/api/translate?ui=ab-otheraa'), 'x')).status).toBe(429);
  });

  it('a language list one instance fetched is served to the other from Redis, with no call upstream', async () => {
    const [a, b] = [instance(6), instance(6)];
    const before = upstreamCalls;
    const first = await a.handle(new Request('http://site/api/translate?ui=fr'), 'z1');
    expect(first.status).toBe(200);
    expect(upstreamCalls - before).toBe(1);
    const second = await b.handle(new Request('http://site/api/translate?ui=fr'), 'z2');
    expect(await second.json()).toEqual(await first.json());
    expect(upstreamCalls - before).toBe(1);
    // kept with an expiry, so the lists cannot pile up in Redis
    const r = createRedis(parseRedisUrl(url(6)));
    const ttl = await r.command('PTTL', 'tinkerbox:translator:languages:fr');
    expect(typeof ttl === 'number' && ttl > 0).toBe(true);
    r.close();
  });

  it('without Redis the limit still holds per instance, said once in the log', async () => {
    const warnings: string[] = [];
    const down = createTranslator({
      settings: () => ({ key: 'k', endpoint }),
      redis: createRedis({ host: '127.0.0.1', port: await freePort(), timeoutMs: 300 }),
      warn: (m) => warnings.push(m),
    });
    const before = upstreamCalls;
    for (let i = 0; i < RATE_LIMIT.requests; i++) expect((await down.handle(post(`d${i}`), 'y')).status).toBe(200);
    expect((await down.handle(post('over'), 'y')).status).toBe(429);
    expect(upstreamCalls - before).toBe(RATE_LIMIT.requests);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/per instance until Redis answers/);
  });
});
