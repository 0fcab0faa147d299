import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { languageMessages } from '../app/tools/language/language.messages.ts';
import { localNginxConf } from './nginx-local.ts';
import { gotoHydrated, LANGS, setLang, startServer, test, untilOk, waitForShell, watchProblems } from './support.ts';

/**
 * The production server on the built site: raw-socket requests that no page should meet (TRACE, a
 * malformed Host, oversize headers, a POST to a page without an action) get 4xx and leave no stack in
 * the log; SIGTERM lets a translation in flight finish. These start their own `node server.js` (on
 * E2E_PORT + 2) to read its log and signal it; the browser tests use the site Playwright started.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

/** A translator stand-in that answers after 800 ms, long enough to be in flight during a shutdown. */
let slowTranslator: Server;
let translatorUrl = '';
let site: ChildProcess | null = null;
let log = () => '';

test.beforeAll(async () => {
  slowTranslator = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // the limit test's requests (tagged in the query by the test) need no delay
      const delay = req.url?.includes('from=en') ? 0 : 800;
      setTimeout(() => {
        res.setHeader('Content-Type', 'application/json');
        if (req.url?.startsWith('/languages')) {
          res.end(JSON.stringify({ translation: { fr: { name: 'French', nativeName: 'Français', dir: 'ltr' } } }));
        } else res.end(JSON.stringify([{ translations: [{ text: 'bonjour', to: 'fr' }] }]));
      }, delay);
    });
  });
  await new Promise<void>((r) => slowTranslator.listen(0, '127.0.0.1', r));
  translatorUrl = `http://127.0.0.1:${(slowTranslator.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  if (site && site.exitCode === null) site.kill('SIGKILL');
  slowTranslator.closeAllConnections();
  await new Promise((r) => slowTranslator.close(r));
});

async function startSite(translatorEndpoint = translatorUrl) {
  const started = await startServer(PORT, {
    SITE_BRAND: 'global',
    TRANSLATOR_KEY: 'e2e-key',
    TRANSLATOR_ENDPOINT: translatorEndpoint,
  });
  site = started.proc;
  log = started.log;
  return started.proc;
}

/**
 * Sends `text` on a new connection and returns all the server sent until it closed. A server that answers
 * before reading everything (431) and closes can make the kernel reset the connection and drop the
 * answer at the client: an empty read is tried once more.
 */
async function raw(text: string): Promise<string> {
  return (await rawOnce(text)) || rawOnce(text);
}

function rawOnce(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // written, not ended: a client that half-closes may see its request aborted (Node's server ends
    // the socket on the client's FIN); each request here asks for Connection: close instead
    const socket = connect(PORT, '127.0.0.1', () => socket.write(text));
    socket.setTimeout(10_000, () => socket.destroy());
    let got = '';
    socket.setEncoding('latin1');
    socket.on('data', (c) => {
      got += c;
    });
    socket.on('close', () => resolve(got));
    socket.on('error', (e) => (got ? resolve(got) : reject(e)));
  });
}
const status = (r: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(r)?.[1]);

test.describe
  .serial('the production server', () => {
    test('4xx for what no page meets, and nothing in the log for it', async () => {
      const proc = await startSite();
      const cases: [string, number][] = [
        ['TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
        ['OPTIONS /md5 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
        ['PUT /md5 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 405],
        ['GET / HTTP/1.1\r\nHost: a<b\r\nConnection: close\r\n\r\n', 400],
        [`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`, 431],
        // React Router's own 405: a page without an action
        ['POST /md5 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 405],
        ['POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 405],
        ['GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 200],
      ];
      for (const [request, expected] of cases) {
        expect([request.split('\r\n')[0], status(await raw(request))]).toEqual([request.split('\r\n')[0], expected]);
      }
      // the line it prints on start, then one JSON line per request (the 431 is refused by Node before
      // Express sees it); no stack trace, no error. The log is written in batches (every 100 ms).
      const answered = cases.filter(([, s]) => s !== 431).length;
      await expect.poll(() => log().trim().split('\n').length).toBeGreaterThanOrEqual(1 + answered);
      const lines = log().trim().split('\n');
      expect(lines[0]).toBe(`Tinkerbox (production) on http://localhost:${PORT}`);
      const requests = lines.slice(1).map((l) => JSON.parse(l) as { method: string; path: string; status: number });
      expect(requests.map((r) => [r.method, r.path, r.status])).toEqual(
        cases.filter(([, s]) => s !== 431).map(([r, s]) => [r.split(' ')[0], r.split(' ')[1], s]),
      );
      proc.kill('SIGKILL');
    });

    test('SIGTERM: the translation in flight is answered, then the server exits 0', async () => {
      const proc = await startSite();
      const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
      const answer = fetch(`http://localhost:${PORT}/api/translate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'hello', to: 'fr' }),
      });
      await new Promise((r) => setTimeout(r, 300));
      proc.kill('SIGTERM');
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ translation: 'bonjour', to: 'fr' });
      expect(await exited).toBe(0);
      expect(log()).toContain('SIGTERM, finishing the requests in flight');
    });

    test('/microsofttranslate with Microsoft unreachable: a message on the page, no failed request logged', async ({
      page,
      context,
    }) => {
      const proc = await startSite('http://127.0.0.1:1');
      const base = `http://localhost:${PORT}`;
      for (const lang of LANGS) {
        await setLang(context, base, lang);
        const w = await watchProblems(page);
        await gotoHydrated(page, `${base}/microsofttranslate`);
        await expect(page.getByText(languageMessages[lang].translate.errors.TRANSLATOR_FAILED)).toBeVisible();
        await page.waitForLoadState('networkidle');
        w.check();
      }
      proc.kill('SIGKILL');
    });
  });

test('HTML: no-cache, Vary, COOP, CORP; connect-src only as wide as the page needs', async ({ request }) => {
  const csp = async (path: string) => {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(h['cross-origin-resource-policy'], path).toBe('same-origin');
    expect(h['strict-transport-security'], path).toBeUndefined();
    if (path !== '/healthz') {
      expect(h['cache-control'], path).toBe('no-cache');
      expect(h.vary, path).toContain('Cookie, Accept-Language');
    }
    return /connect-src ([^;]*)/.exec(h['content-security-policy'] ?? '')?.[1];
  };
  expect(await csp('/')).toBe("'self'");
  expect(await csp('/md5')).toBe("'self'");
  expect(await csp('/microsofttranslate')).toBe("'self'");
  expect(await csp('/healthz')).toBe("'self'");
  expect(await csp('/abidecoder')).toBe("'self' https://api.openchain.xyz");
  expect(await csp('/contract_evm')).toBe("'self' https: http://localhost:* http://127.0.0.1:*");
});

test('a link to /contract_evm loads the whole page, so the page runs under its own policy', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'en_US');
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    (window as unknown as { marker?: number }).marker = 1;
  });
  const doc = page.waitForResponse((r) => r.request().resourceType() === 'document');
  await page.locator('a[href="/contract_evm"]').first().click();
  const res = await doc;
  expect(new URL(res.url()).pathname).toBe('/contract_evm');
  expect(res.headers()['content-security-policy']).toContain("connect-src 'self' https:");
  await waitForShell(page);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});

/** Starts `node server.js` on a port with the translator stand-in and Redis; resolves once it listens. */
async function startInstance(port: number, redisPort: number, extra: Record<string, string> = {}) {
  const started = await startServer(port, {
    TRANSLATOR_KEY: 'e2e-key',
    TRANSLATOR_ENDPOINT: translatorUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    ...extra,
  });
  return started.proc;
}

const startRedis = (port: number) =>
  spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], { stdio: 'ignore' });

/** POST /api/translate from a given local address (a visitor), with optional extra headers. */
function translateFrom(port: number, i: number, localAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  const body = JSON.stringify({ text: `hello ${i}`, to: 'fr', from: 'en' });
  return new Promise<{ status: number; code?: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/translate',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = JSON.parse(text).code;
          } catch {}
          resolve({ status: res.statusCode ?? 0, code });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('REDIS_URL: two server processes share one translation limit', async () => {
  test.skip(!existsSync('/usr/bin/redis-server'), 'needs Debian redis-server (.ci/run installs it)');
  // E2E_PORT + 1 is the cn site, + 2 the single server above; Redis on + 4, the two servers on + 5 and + 6
  const base = Number(process.env.E2E_PORT ?? 3100);
  const redisPort = base + 4;
  const [a, b] = [base + 5, base + 6];
  const redis = startRedis(redisPort);
  const sites: ChildProcess[] = [];
  try {
    for (const port of [a, b]) sites.push(await startInstance(port, redisPort));
    for (let i = 0; i < 20; i++) expect((await translateFrom(i % 2 ? a : b, i)).status).toBe(200);
    for (const port of [a, b]) expect(await translateFrom(port, 99)).toEqual({ status: 429, code: 'RATE_LIMITED' });
  } finally {
    for (const s of sites) s.kill('SIGKILL');
    redis.kill('SIGKILL');
  }
});

test("deploy/: the compose file's nginx in front of two instances and Redis keeps one limit per visitor", async () => {
  test.skip(!existsSync('/usr/sbin/nginx'), 'needs Debian nginx (.ci/run installs it)');
  test.setTimeout(120_000);
  // deploy/nginx.conf as compose runs it, with its upstreams pointed at two local instances (TRUST_PROXY=1
  // as in compose.yaml); Redis on E2E_PORT + 7, the instances on + 8 and + 9, nginx on + 10.
  const base = Number(process.env.E2E_PORT ?? 3100);
  const [redisPort, a, b, proxyPort] = [base + 7, base + 8, base + 9, base + 10];
  const dir = mkdtempSync(path.join(tmpdir(), 'tinkerbox-nginx-'));
  const conf = localNginxConf('nginx.conf', { dir, port: proxyPort, upstreams: [a, b] });
  expect(conf).toContain(`server 127.0.0.1:${b}`);
  expect(conf).not.toMatch(/^\s*server .*\bresolve\b/m);
  const redis = startRedis(redisPort);
  const procs: ChildProcess[] = [];
  try {
    for (const port of [a, b]) procs.push(await startInstance(port, redisPort, { TRUST_PROXY: '1' }));
    const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    procs.push(nginx);
    await untilOk(`http://127.0.0.1:${proxyPort}/healthz`, 20_000);
    // visitor 127.0.0.1 uses up its 20 a minute, spread by nginx over both instances; a forged
    // X-Forwarded-For does not make it someone else (nginx sets the header from the socket)
    for (let i = 0; i < 20; i++) expect((await translateFrom(proxyPort, i)).status).toBe(200);
    for (const xff of [{}, { 'X-Forwarded-For': '203.0.113.9' }] as Record<string, string>[]) {
      expect(await translateFrom(proxyPort, 99, '127.0.0.1', xff)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    }
    // another visitor (another loopback address) has its own limit
    expect((await translateFrom(proxyPort, 100, '127.0.0.2')).status).toBe(200);
  } finally {
    // SIGTERM: nginx's master stops its workers (after a SIGKILL they would keep the port)
    for (const p of procs) p.kill('SIGTERM');
    redis.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
