import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { languageMessages } from '../app/tools/language/language.messages.ts';
import { localNginxConf } from './nginx-local.ts';
import { startServer, test, untilOk, waitForShell, waitForTool, watchProblems } from './support.ts';

/**
 * deploy/nginx.static.conf with Debian's nginx: the pages from `pnpm export` (with their .gz copies)
 * served by nginx itself, and only the translator, CSP reports and /healthz sent to an app instance,
 * which here talks to a translator stand-in. Ports: the instance on E2E_PORT + 12, nginx on + 13.
 */
const base = Number(process.env.E2E_PORT ?? 3100);
const [APP, PROXY] = [base + 12, base + 13];
const site = `http://127.0.0.1:${PROXY}`;

let dir = '';
let translator: Server | undefined;
const procs: ChildProcess[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.skip(!existsSync('/usr/sbin/nginx'), 'needs Debian nginx (.ci/run installs it)');
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), 'tinkerbox-static-'));
  // nginx's workers run as an unprivileged user when it is started as root: they must be able to read it
  chmodSync(dir, 0o755);
  const out = path.join(dir, 'site');
  await promisify(execFile)('node', ['scripts/export.mjs', '--out', out], {
    env: { ...process.env, SITE_BRAND: 'global', BUILD_DIR: process.env.BUILD_DIR ?? 'build' },
    maxBuffer: 1 << 24,
  });
  // the translator stand-in answers every translation with "bonjour", as compose.check.yaml's does
  translator = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        req.url?.startsWith('/languages')
          ? JSON.stringify({ translation: { fr: { name: 'French', nativeName: 'Français', dir: 'ltr' } } })
          : JSON.stringify([{ translations: [{ text: 'bonjour', to: 'fr' }] }]),
      );
    });
  });
  await new Promise<void>((r) => translator?.listen(0, '127.0.0.1', r));
  const app = await startServer(APP, {
    SITE_BRAND: 'global',
    TRANSLATOR_KEY: 'e2e-key',
    TRANSLATOR_ENDPOINT: `http://127.0.0.1:${(translator.address() as AddressInfo).port}`,
    TRUST_PROXY: '1',
  });
  procs.push(app.proc);
  // the file as compose runs it, pointed at the copy and the instance (twice: compose has two)
  const conf = localNginxConf('nginx.static.conf', { dir, port: PROXY, upstreams: [APP, APP], root: out });
  expect(conf).not.toMatch(/^\s*server .*\bresolve\b/m);
  procs.push(
    spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' }),
  );
  await untilOk(`${site}/healthz`, 20_000);
});

test.afterAll(async () => {
  // SIGTERM: nginx's master stops its workers (after a SIGKILL they would keep the port)
  for (const p of procs) p.kill('SIGTERM');
  await new Promise((r) => (translator ? translator.close(r) : r(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = { 'Accept-Encoding': 'gzip' }) =>
  fetch(`${site}${p}`, { headers, redirect: 'manual' });

test('nginx sends the exported pages, data and assets precompressed, with the site headers', async () => {
  const page = await get('/zh-hant/sha256');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html');
  // fetch undoes the gzip; the bytes are the .gz the export wrote, which gunzips to the page file
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect(page.headers.get('vary')).toBe('Accept-Encoding');
  const exported = readFileSync(path.join(dir, 'site/zh-hant/sha256/index.html'), 'utf8');
  expect(gunzipSync(readFileSync(path.join(dir, 'site/zh-hant/sha256/index.html.gz'))).toString()).toBe(exported);
  expect(await page.text()).toBe(exported);
  for (const [name, value] of [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['content-security-policy', "frame-ancestors 'none'"],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cache-control', 'no-cache'],
  ])
    expect(page.headers.get(name as string), name).toBe(value);
  // without gzip accepted, the page as it is
  const plain = await get('/zh-hant/sha256', { 'Accept-Encoding': 'identity' });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(exported);

  const data = await get('/sha256.data');
  expect([data.status, data.headers.get('content-type')]).toEqual([200, 'text/x-script']);
  const manifest = await get('/__manifest?paths=%2Fmd5&version=x');
  expect(manifest.headers.get('content-type')).toBe('application/json');
  expect(Object.keys(await manifest.json())).toContain('md5');

  // a router page's entry module (the 404 page; the others are island pages, decisions 0162 and 0213), named
  // in the script that loads the modules after the first paint
  const html = readFileSync(path.join(dir, 'site/404.html'), 'utf8');
  const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(script).not.toBe('');
  const asset = await get(script);
  expect([asset.status, asset.headers.get('content-encoding')]).toEqual([200, 'gzip']);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // byte for byte the build's file
  const built = readFileSync(path.join(dir, 'site', script));
  expect(
    createHash('sha256')
      .update(Buffer.from(await asset.arrayBuffer()))
      .digest('hex'),
  ).toBe(createHash('sha256').update(built).digest('hex'));

  const missing = await get('/no-such-page');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test('only the translator, CSP reports and /healthz reach the app, which translates through its stand-in', async () => {
  const health = await get('/healthz');
  expect([health.status, health.headers.get('x-served-by')]).toEqual([200, 'app']);
  const page = await get('/zh-hans/microsofttranslate');
  expect(page.headers.get('x-served-by')).toBe('app');
  // the app's own policy (hashes for its inline scripts, reports), once, not nginx's as well
  expect(page.headers.get('content-security-policy')).toContain('report-uri /csp-report');
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  const answer = await fetch(`${site}/api/translate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: 'hello', to: 'fr', from: 'en' }),
  });
  expect(answer.status).toBe(200);
  expect(JSON.stringify(await answer.json())).toContain('bonjour');
  // a static page does not go there
  expect((await get('/sha256')).headers.get('x-served-by')).toBeNull();
});

test('in Chromium, an exported page computes, and a translation goes through nginx to the app and back', async ({
  page,
}) => {
  const w = await watchProblems(page);
  const zh = encodingMessages.zh_Hant_HK.base64;
  await page.goto(`${site}/zh-hant/base64`);
  await waitForTool(page);
  await page.getByLabel(zh.textLabel).fill('Hello, 世界');
  await expect(page.getByRole('textbox', { name: zh.result, exact: true })).toHaveValue(
    Buffer.from('Hello, 世界').toString('base64'),
  );
  // the translator page comes from the app, with its key: a translation goes through nginx and back
  const m = languageMessages.en_US.translate;
  await page.goto(`${site}/en/microsofttranslate`);
  await waitForShell(page);
  await page.getByLabel(m.input).fill('hello');
  await page.getByLabel(m.target, { exact: true }).selectOption('fr');
  await page.getByRole('button', { name: m.translate, exact: true }).click();
  await expect(page.getByLabel(m.output)).toHaveValue('bonjour');
  await expect(page.getByText(m.errors.TRANSLATOR_NOT_CONFIGURED)).toHaveCount(0);
  w.check();
});
