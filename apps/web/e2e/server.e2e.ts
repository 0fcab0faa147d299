import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { languageMessages } from '../app/tools/language/language.messages.ts';
import { gotoHydrated, LANGS, setLang, watchProblems } from './support.ts';

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
let log = '';

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
  log = '';
  const proc = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      SITE_BRAND: 'global',
      TRANSLATOR_KEY: 'e2e-key',
      TRANSLATOR_ENDPOINT: translatorEndpoint,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site = proc;
  for (const s of [proc.stdout, proc.stderr]) {
    s?.setEncoding('utf8').on('data', (c) => {
      log += c;
    });
  }
  await expect.poll(() => log, { timeout: 30_000 }).toContain(`on http://localhost:${PORT}`);
  return proc;
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
      // Express sees it); no stack trace, no error
      const lines = log.trim().split('\n');
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
      expect(log).toContain('SIGTERM, finishing the requests in flight');
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
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});

test('REDIS_URL: two server processes share one translation limit', async () => {
  test.skip(!existsSync('/usr/bin/redis-server'), 'needs Debian redis-server (.ci/run installs it)');
  // E2E_PORT + 1 is the cn site, + 2 the single server above; Redis on + 4, the two servers on + 5 and + 6
  const base = Number(process.env.E2E_PORT ?? 3100);
  const redisPort = base + 4;
  const [a, b] = [base + 5, base + 6];
  const redis = spawn('/usr/bin/redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  const sites: ChildProcess[] = [];
  try {
    for (const port of [a, b]) {
      let out = '';
      const proc = spawn(process.execPath, ['server.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          BUILD_DIR: process.env.BUILD_DIR ?? 'build',
          TRANSLATOR_KEY: 'e2e-key',
          TRANSLATOR_ENDPOINT: translatorUrl,
          REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      sites.push(proc);
      for (const s of [proc.stdout, proc.stderr]) {
        s?.setEncoding('utf8').on('data', (c) => {
          out += c;
        });
      }
      await expect.poll(() => out, { timeout: 30_000 }).toContain(`on http://localhost:${port}`);
    }
    const translate = (port: number, i: number) =>
      fetch(`http://localhost:${port}/api/translate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: `hello ${i}`, to: 'fr', from: 'en' }),
      });
    for (let i = 0; i < 20; i++) expect((await translate(i % 2 ? a : b, i)).status).toBe(200);
    for (const port of [a, b]) {
      const refused = await translate(port, 99);
      expect(refused.status).toBe(429);
      expect((await refused.json()).code).toBe('RATE_LIMITED');
    }
  } finally {
    for (const s of sites) s.kill('SIGKILL');
    redis.kill('SIGKILL');
  }
});
