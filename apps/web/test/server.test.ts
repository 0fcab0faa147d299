import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSources, needsFullLoad, WIDER_CONNECT_PATHS } from '../app/shell/connect-policy.ts';
import { tools } from '../app/tools/registry.ts';
import { readHttpSettings, readServerSettings, SettingError, validHost } from '../server-app.js';

/**
 * The HTTP layer of server.js (server-app.js) in its own Node process with stand-in routes for React
 * Router's handler (test/fixtures/http-site.mjs), driven over raw sockets so that what goes on the wire
 * is what a client would send, and its log read from its stdout and stderr.
 */
const SITE = fileURLToPath(new URL('./fixtures/http-site.mjs', import.meta.url));
const POLICY = JSON.stringify(Object.fromEntries(Object.keys(WIDER_CONNECT_PATHS).map((p) => [p, connectSources(p)])));

let child: ChildProcess | null = null;
let logged = '';
let printed = '';

async function start(env: Record<string, string> = {}): Promise<number> {
  stop();
  logged = '';
  printed = '';
  const proc = spawn(process.execPath, [SITE], {
    env: { PATH: process.env.PATH, CONNECT_SOURCES: POLICY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  proc.stderr?.setEncoding('utf8').on('data', (c) => {
    logged += c;
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout?.setEncoding('utf8').on('data', (c) => {
      out += c;
      printed += c;
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve(Number(port));
    });
    proc.once('exit', (code) => reject(new Error(`the site exited (${code}): ${logged}`)));
  });
}

function stop() {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = null;
}

afterEach(stop);

/** Sends `text` as is on a new connection and returns everything the server sends until it closes. */
async function raw(port: number, text: string): Promise<string> {
  // a server that answers before reading everything (431) and closes can make the kernel reset the
  // connection and drop the answer at the client: an empty read is tried once more
  return (await rawOnce(port, text)) || rawOnce(port, text);
}

function rawOnce(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // written, not ended: a client that half-closes may see its request aborted (Node's server ends
    // the socket on the client's FIN); each request here asks for Connection: close instead
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.setTimeout(10_000, () => socket.destroy());
    let got = '';
    socket.setEncoding('latin1');
    socket.on('data', (c) => {
      got += c;
    });
    socket.on('end', () => resolve(got));
    socket.on('close', () => resolve(got));
    socket.on('error', (e) => (got ? resolve(got) : reject(e)));
  });
}

const status = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
const header = (response: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(response.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();
const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

describe('requests a site never serves get 4xx, and no stack in the log', () => {
  it('TRACE, PUT, OPTIONS and WebDAV methods: 405 with Allow', async () => {
    const port = await start();
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const r = await raw(port, `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect([method, status(r)]).toEqual([method, 405]);
      expect(header(r, 'Allow')).toBe('GET, HEAD, POST');
    }
    // a method no HTTP parser knows is refused by Node itself
    expect(status(await raw(port, 'BREW / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'))).toBe(400);
    expect(logged).toBe('');
  });

  it('a Host with < or other characters no host name has: 400', async () => {
    const port = await start();
    for (const host of ['a<b', 'x"y', 'exa mple.com', 'a/b', 'host:port:1', '[::1']) {
      const r = await raw(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect([host, status(r)]).toEqual([host, 400]);
    }
    for (const host of ['localhost', 'localhost:3000', 'tinkerbox.example', '127.0.0.1:80', '[::1]:8080']) {
      const r = await raw(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect([host, status(r)]).toEqual([host, 200]);
    }
    expect(logged).toBe('');
  });

  it('a Host of the right shape that is no URL authority, or two Hosts: 400, never a 500 (issue 34)', async () => {
    // each passes the RFC 9110 shape but not the URL parser React Router's request goes through
    for (const host of ['a.1', '1.2.3.4.5', '999.1.1.1', 'a:99999', '[::1]:70000'])
      expect([host, validHost(host)]).toEqual([host, false]);
    for (const host of ['localhost', 'a_b.example', '[::1]:8080', 'xn--fsq.com'])
      expect([host, validHost(host)]).toEqual([host, true]);
    const port = await start();
    for (const host of ['a.1', '999.1.1.1', '[::1]:70000']) {
      expect([host, status(await raw(port, get('/md5').replace('Host: localhost', `Host: ${host}`)))]).toEqual([
        host,
        400,
      ]);
    }
    expect(status(await raw(port, get('/md5', 'Host: other.example\r\n')))).toBe(400);
    expect(logged).toBe('');
  });

  it('what cannot be a page is answered before any route: too deep, too long, a bad escape', async () => {
    const port = await start();
    expect(status(await raw(port, get(`/${'a/'.repeat(1600)}`)))).toBe(414);
    expect(status(await raw(port, get(`/${'a/'.repeat(40)}`)))).toBe(404);
    expect(status(await raw(port, get(`/${'a/'.repeat(40)}x.data`)))).toBe(404);
    expect(status(await raw(port, get('/%E4%B8%')))).toBe(400);
    // an absolute-form target (RFC 9112 3.2.2) is the page it names
    const absolute = await raw(port, get('http://localhost/md5'));
    expect(status(absolute)).toBe(200);
    expect(absolute).toContain('<title>page</title>');
    expect(logged).toBe('');
  });

  it('headers over Node’s 16 KB limit: 431, and the server goes on serving', async () => {
    const port = await start();
    const r = await raw(port, get('/', `X-Big: ${'a'.repeat(20_000)}\r\n`));
    expect(status(r)).toBe(431);
    expect(status(await raw(port, get('/')))).toBe(200);
    expect(logged).toBe('');
  });

  it('an error marked as the client’s is answered with its status, unlogged; a server bug is logged', async () => {
    const port = await start();
    const refused = await raw(port, get('/refused'));
    expect(status(refused)).toBe(400);
    expect(refused).not.toContain('a client mistake');
    expect(logged).toBe('');
    const bug = await raw(port, get('/boom'));
    expect(status(bug)).toBe(500);
    expect(bug).not.toContain('a bug in the server');
    await expect.poll(() => logged).toContain('GET /boom: Error: a bug in the server');
  });
});

describe('headers', () => {
  it('COOP and CORP on every response, no HSTS unless SITE_HSTS, no-cache and Vary on HTML only', async () => {
    const port = await start();
    const page = await raw(port, get('/md5'));
    const file = await raw(port, get('/file.txt'));
    const health = await raw(port, get('/healthz'));
    for (const r of [page, file, health]) {
      expect(header(r, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(header(r, 'Cross-Origin-Resource-Policy')).toBe('same-origin');
      expect(header(r, 'Strict-Transport-Security')).toBeUndefined();
    }
    expect(header(page, 'Cache-Control')).toBe('no-cache');
    expect(header(page, 'Vary')).toContain('Cookie, Accept-Language');
    const gzipped = await raw(port, get('/md5', 'Accept-Encoding: gzip\r\n'));
    expect(header(gzipped, 'Vary')?.split(', ').sort()).toEqual(['Accept-Encoding', 'Accept-Language', 'Cookie']);
    expect(header(file, 'Cache-Control')).toBeUndefined();
    expect(header(file, 'Vary') ?? '').not.toContain('Cookie');
    const tls = await start({ SITE_HSTS: '1' });
    expect(header(await raw(tls, get('/')), 'Strict-Transport-Security')).toBe('max-age=31536000');
  });

  it("connect-src is 'self' except on the two pages that talk to other hosts", async () => {
    const port = await start();
    const csp = async (path: string) =>
      /connect-src ([^;]*)/.exec(header(await raw(port, get(path)), 'Content-Security-Policy') ?? '')?.[1];
    expect(await csp('/')).toBe("'self'");
    expect(await csp('/md5')).toBe("'self'");
    expect(await csp('/abidecoder')).toBe("'self' https://api.openchain.xyz");
    expect(await csp('/contract_evm')).toBe("'self' https: http://localhost:* http://127.0.0.1:*");
    // React Router matches paths case-insensitively and with a trailing slash
    expect(await csp('/Contract_EVM/')).toBe("'self' https: http://localhost:* http://127.0.0.1:*");
    expect(await csp('/healthz')).toBe("'self'");
  });

  it('a fresh nonce per response', async () => {
    const port = await start();
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(header(await raw(port, get('/')), 'Content-Security-Policy') ?? '')?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
  });
});

describe('CSP violation reports', () => {
  const post = (type: string, body: string) =>
    `POST /csp-report HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

  it('the policy names the endpoint, which logs each report in one line (both report formats)', async () => {
    const port = await start();
    const page = await raw(port, get('/md5'));
    expect(header(page, 'Content-Security-Policy')).toContain('report-uri /csp-report; report-to csp');
    expect(header(page, 'Reporting-Endpoints')).toBe('csp="/csp-report"');
    // as Chromium sends them: report-uri's shape, then the Reporting API's
    const legacy = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://localhost/md5',
        'violated-directive': 'connect-src',
        'effective-directive': 'connect-src',
        'blocked-uri': 'https://evil.example/x',
      },
    });
    expect(status(await raw(port, post('application/csp-report', legacy)))).toBe(204);
    const modern = JSON.stringify([
      {
        type: 'csp-violation',
        url: 'http://localhost/abidecoder',
        body: {
          documentURL: 'http://localhost/abidecoder',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
        },
      },
    ]);
    expect(status(await raw(port, post('application/reports+json', modern)))).toBe(204);
    await expect
      .poll(() => logged.trim().split('\n'))
      .toEqual([
        'csp-violation {"page":"http://localhost/md5","directive":"connect-src","blocked":"https://evil.example/x"}',
        'csp-violation {"page":"http://localhost/abidecoder","directive":"script-src-elem","blocked":"inline"}',
      ]);
  });

  it('refuses a body over 16 KB unread and ignores what is not a report, logging neither', async () => {
    const port = await start();
    const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } });
    expect(status(await raw(port, post('application/csp-report', big)))).toBe(413);
    expect(status(await raw(port, post('application/csp-report', 'not json')))).toBe(204);
    expect(status(await raw(port, post('text/plain', '{"csp-report":{}}')))).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    expect(logged).toBe('');
  });

  it('a field that is not text is left out, never a 500, and such reports keep to the cap (issue 34)', async () => {
    const port = await start();
    const odd = JSON.stringify({ 'csp-report': { documentURL: { toString: 1 }, 'blocked-uri': ['x'] } });
    for (let i = 0; i < 65; i++) expect(status(await raw(port, post('application/csp-report', odd)))).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    const lines = logged.trim().split('\n');
    expect(lines).toHaveLength(60);
    expect(lines[0]).toBe('csp-violation {"page":"","directive":"","blocked":""}');
  });

  it('logs at most 60 reports a minute, however many arrive', async () => {
    const port = await start();
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'blocked-uri': 'eval' } });
    for (let i = 0; i < 70; i++) await raw(port, post('application/csp-report', report));
    await new Promise((r) => setTimeout(r, 200));
    expect(logged.trim().split('\n')).toHaveLength(60);
  });
});

describe('connect policy', () => {
  it('names registry tools by their registry paths, and links to them load the whole page', () => {
    for (const [path, id] of Object.entries(WIDER_CONNECT_PATHS)) {
      expect(tools.find((t) => t.id === id)?.path).toBe(path);
      expect(needsFullLoad(path)).toBe(true);
      expect(needsFullLoad(`${path.toUpperCase()}/?x=1#y`)).toBe(true);
      expect(connectSources(path).length).toBeGreaterThan(0);
    }
    expect(needsFullLoad('/md5')).toBe(false);
    expect(needsFullLoad('/toString')).toBe(false);
    expect(connectSources('/__proto__')).toEqual([]);
  });
});

describe('whose address a request comes from (TRUST_PROXY)', () => {
  it('without a trusted proxy, X-Forwarded-For is ignored', async () => {
    const port = await start();
    const r = await raw(port, get('/ip', 'X-Forwarded-For: 203.0.113.9\r\n'));
    expect(r.split('\r\n\r\n')[1]).toMatch(/127\.0\.0\.1$/);
  });

  it('with one trusted hop, the address that hop saw; spoofed hops before it do not count', async () => {
    const port = await start({ TRUST_PROXY: '1' });
    const r = await raw(port, get('/ip', 'X-Forwarded-For: 198.51.100.7, 203.0.113.9\r\n'));
    expect(r.split('\r\n\r\n')[1]).toBe('203.0.113.9');
  });

  it('with a list, only those addresses are proxies', async () => {
    const port = await start({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    // the socket's 127.0.0.1 is not in the list, so the header is not believed
    const r = await raw(port, get('/ip', 'X-Forwarded-For: 203.0.113.9\r\n'));
    expect(r.split('\r\n\r\n')[1]).toMatch(/127\.0\.0\.1$/);
    const loop = await start({ TRUST_PROXY: 'loopback' });
    const r2 = await raw(loop, get('/ip', 'X-Forwarded-For: 203.0.113.9\r\n'));
    expect(r2.split('\r\n\r\n')[1]).toBe('203.0.113.9');
  });

  it('reads the settings and refuses what it cannot use, naming the setting', () => {
    expect(readHttpSettings({})).toEqual({ hsts: false, trustProxy: false });
    expect(readHttpSettings({ TRUST_PROXY: '2', SITE_HSTS: '1' })).toEqual({ hsts: true, trustProxy: 2 });
    expect(readHttpSettings({ TRUST_PROXY: 'loopback, 10.1.0.0/16' }).trustProxy).toEqual(['loopback', '10.1.0.0/16']);
    for (const env of [{ TRUST_PROXY: 'true' }, { TRUST_PROXY: 'proxy.example' }, { TRUST_PROXY: '10.0.0.0/99' }]) {
      expect(() => readHttpSettings(env)).toThrow(SettingError);
      expect(() => readHttpSettings(env)).toThrow(/TRUST_PROXY/);
    }
    expect(() => readHttpSettings({ SITE_HSTS: 'yes' })).toThrow(/SITE_HSTS/);
  });

  it('reads the server settings strictly: a value it cannot use stops the start, naming it (issue 34)', () => {
    expect(readServerSettings({})).toEqual({
      port: 3000,
      renderConcurrency: 4,
      renderQueue: 200,
      pageCache: true,
      logRequests: true,
    });
    expect(
      readServerSettings({ PORT: '8080', RENDER_CONCURRENCY: '8', RENDER_QUEUE: '0', PAGE_CACHE: '0' }),
    ).toMatchObject({
      port: 8080,
      renderConcurrency: 8,
      renderQueue: 0,
      pageCache: false,
    });
    const bad: [string, string][] = [
      ['RENDER_CONCURRENCY', 'abc'],
      ['RENDER_CONCURRENCY', '0'],
      ['RENDER_CONCURRENCY', '4.5'],
      ['RENDER_QUEUE', 'abc'],
      ['RENDER_QUEUE', '-1'],
      ['RENDER_QUEUE', '1e3'],
      ['PORT', '70000'],
      ['PORT', 'http'],
      ['PAGE_CACHE', 'off'],
      ['LOG_REQUESTS', 'yes'],
    ];
    for (const [name, value] of bad) {
      expect(() => readServerSettings({ [name]: value }), `${name}=${value}`).toThrow(SettingError);
      expect(() => readServerSettings({ [name]: value })).toThrow(name);
    }
  });
});

describe('/healthz and shutdown', () => {
  it('answers ok; on SIGTERM finishes the request in flight, refuses new ones, then exits 0', async () => {
    const port = await start();
    const health = await raw(port, get('/healthz'));
    expect([status(health), health.split('\r\n\r\n')[1]]).toEqual([200, 'ok\n']);
    expect(header(health, 'Cache-Control')).toBe('no-store');

    // a keep-alive request (its socket left open) that takes 600 ms
    const inFlight = new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      let got = '';
      socket.setEncoding('latin1');
      socket.on('data', (c) => {
        got += c;
      });
      socket.on('close', () => resolve(got));
    });
    // and an idle keep-alive connection, which must not hold the shutdown up
    const idle = connect(port, '127.0.0.1');
    idle.on('error', () => {});
    await new Promise((r) => setTimeout(r, 150));
    const proc = child as ChildProcess;
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
    proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 150));
    await expect(raw(port, get('/healthz'))).rejects.toThrow(/ECONNREFUSED/);
    expect(proc.exitCode).toBeNull();
    const answer = await inFlight;
    expect(status(answer)).toBe(200);
    expect(answer).toContain('finished');
    expect(await exited).toBe(0);
    expect(logged).toBe('');
  });
});

describe('the front door (pages already rendered, answered before Express)', () => {
  it('answers with the same headers and log line as the first answer through Express', async () => {
    const port = await start({ PAGE_CACHE_SITE: '1', REQUEST_LOG: '1', SITE_HSTS: '1' });
    const ask = () => raw(port, get('/kept/contract_evm', 'Accept-Encoding: gzip\r\n'));
    const first = await ask(); // rendered, through Express and the cache's middleware
    const later = [await ask(), await ask()]; // from memory, through the front door
    const headers = (r: string) =>
      (r.split('\r\n\r\n')[0] ?? '')
        .split('\r\n')
        .slice(1)
        .map((l) => l.toLowerCase())
        .filter((l) => !l.startsWith('date:'))
        .sort();
    expect(status(first)).toBe(200);
    expect(header(first, 'Content-Encoding')).toBe('gzip');
    expect(header(first, 'Strict-Transport-Security')).toBe('max-age=31536000');
    expect(header(first, 'Content-Security-Policy')).toContain("'sha256-");
    for (const r of later) expect(headers(r)).toEqual(headers(first));
    await expect.poll(() => printed.split('\n').filter((l) => l.startsWith('request ')).length).toBe(3);
    expect(printed.match(/^render /gm)).toHaveLength(1);
    const lines = printed
      .split('\n')
      .filter((l) => l.startsWith('request '))
      .map((l) => JSON.parse(l.slice('request '.length)));
    for (const l of lines)
      expect(l).toMatchObject({ method: 'GET', path: '/kept/contract_evm', status: 200, ip: '127.0.0.1' });
    // a conditional request gets its 304 from the front door too; other methods and bad Hosts still meet the guards
    const etag = header(first, 'ETag') ?? '';
    expect(status(await raw(port, get('/kept/contract_evm', `If-None-Match: ${etag}\r\n`)))).toBe(304);
    expect(
      status(await raw(port, 'PUT /kept/contract_evm HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')),
    ).toBe(405);
    expect(status(await raw(port, 'GET /kept/contract_evm HTTP/1.1\r\nHost: a<b\r\nConnection: close\r\n\r\n'))).toBe(
      400,
    );
    expect(logged).toBe('');
  });
});

describe('build files (buildFiles, as server.js serves build/client)', () => {
  it('serves the files listed at start, encoded names too, and passes every other path on to the pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-files-'));
    mkdirSync(path.join(dir, 'icons'));
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(dir, 'icons', 'a b.png'), 'png');
    // a deploy that links a folder of another build (e2e/offline.e2e.ts does): its files are served too
    const other = mkdtempSync(path.join(tmpdir(), 'build-files-other-'));
    writeFileSync(path.join(other, 'app.js'), 'js');
    symlinkSync(other, path.join(dir, 'assets'));
    symlinkSync(path.join(dir, 'robots.txt'), path.join(dir, 'robots-link.txt'));
    const port = await start({ FILES_DIR: dir });
    const body = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);
    const robots = await raw(port, get('/robots.txt'));
    expect(status(robots)).toBe(200);
    expect(body(robots)).toBe('User-agent: *\n');
    expect(body(await raw(port, get('/icons/a%20b.png')))).toBe('png');
    expect(body(await raw(port, get('/assets/app.js')))).toBe('js');
    expect(body(await raw(port, get('/robots-link.txt')))).toBe('User-agent: *\n');
    // pages and folders are not files: the page routes answer
    expect(body(await raw(port, get('/md5')))).toContain('<title>page</title>');
    expect(status(await raw(port, get('/icons')))).toBe(404);
    // a malformed percent-escape in the path is refused before anything reads it (request-target.js)
    expect(status(await raw(port, get('/%E0%A4%A')))).toBe(400);
    // a file added after start is not served: a build does not change under a running server
    writeFileSync(path.join(dir, 'late.txt'), 'late');
    expect(status(await raw(port, get('/late.txt')))).toBe(404);
    expect(logged).toBe('');
  });
});

describe('assets (precompressedStatic, as server.js serves build/client/assets)', () => {
  it('a download the client abandons, before or during the answer, is not logged as an error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
    // large enough that the answer is still being written when the client goes
    const big = Buffer.alloc(8 * 1024 * 1024, 'a');
    writeFileSync(path.join(dir, 'big.js'), big);
    writeFileSync(path.join(dir, 'big.js.br'), big);
    writeFileSync(path.join(dir, 'big.js.gz'), big);
    const port = await start({ ASSETS_DIR: dir });
    const request = get('/assets/big.js', 'Accept-Encoding: br, gzip\r\n');
    const abandon = (when: 'at once' | 'on the first bytes') =>
      new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(request);
          if (when === 'at once') socket.destroy();
        });
        socket.once('data', () => socket.destroy());
        socket.on('close', () => resolve());
        socket.on('error', () => {});
      });
    for (let i = 0; i < 10; i++) {
      await abandon('at once');
      await abandon('on the first bytes');
    }
    // the server goes on serving, and a whole download is the file
    const whole = await raw(port, request);
    expect(status(whole)).toBe(200);
    expect(header(whole, 'Content-Encoding')).toBe('br');
    expect(whole.length - whole.indexOf('\r\n\r\n') - 4).toBe(big.length);
    expect(logged).toBe('');
  });
});

describe('request log', () => {
  it('one JSON line per request: method, path without the query, status, duration, client address', async () => {
    const port = await start({ REQUEST_LOG: '1' });
    await raw(port, get('/md5?text=private'));
    await raw(port, get('/missing-page'));
    await expect.poll(() => printed.split('\n').filter((l) => l.startsWith('request ')).length).toBe(2);
    const lines = printed
      .split('\n')
      .filter((l) => l.startsWith('request '))
      .map((l) => JSON.parse(l.slice('request '.length)));
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/md5', status: 200, ip: '127.0.0.1' });
    expect(typeof lines[0].ms).toBe('number');
    expect(Date.parse(lines[0].time)).not.toBeNaN();
    expect(lines[1]).toMatchObject({ path: '/missing-page', status: 404 });
    expect(printed).not.toContain('private');
  });
});
