import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { tools } from '../app/tools/registry.ts';
import { test, waitForShell, waitForTool, watchProblems } from './support.ts';

// Search engines (issue 16 item 4): each language at its own URL, SITE_ORIGIN the one source of
// absolute URLs (the global test site runs with it, the cn site without), and `pnpm export` (issue 19).
// Expected digests and encodings come from node:crypto and Node's Buffer, never from the site.

const ORIGIN = 'https://tinkerbox.example'; // playwright.config.ts gives the global site this SITE_ORIGIN
const CN_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const PAGES = ['/', '/donate', ...tools.map((t) => t.path)];
const PREFIXES = { en: 'en', 'zh-Hans': 'zh-hans', 'zh-Hant': 'zh-hant' } as const;
const inLang = (prefix: string, p: string) => (prefix ? `/${prefix}${p === '/' ? '' : p}` : p);

/** The <link> tags of a page's head, as attribute maps. */
function links(html: string) {
  return [...html.matchAll(/<link\s([^>]*)\/?>/g)].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

test('robots.txt allows the pages, not the API, and names the sitemap under SITE_ORIGIN', async ({ request }) => {
  const res = await request.get('/robots.txt', { headers: { host: 'evil.example' } });
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/api\/$/m);
  expect(body).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  expect(body).not.toContain('evil');
  // without SITE_ORIGIN (the cn site): no Sitemap line, and nothing taken from Host
  const cn = await (await request.get(`${CN_URL}/robots.txt`, { headers: { host: 'evil.example' } })).text();
  expect(cn).not.toMatch(/^Sitemap:/m);
  expect(cn).not.toContain('evil');
});

test('the sitemap lists every page in every language with alternates, never from the Host header', async ({
  request,
}) => {
  const res = await request.get('/sitemap.xml', {
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).not.toContain('evil');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = PAGES.flatMap((p) => ['', ...Object.values(PREFIXES)].map((x) => `${ORIGIN}${inLang(x, p)}`));
  expect(locs.sort()).toEqual(expected.sort());
  const entry =
    /<url>\s*<loc>https:\/\/tinkerbox\.example\/zh-hant\/sha256<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
  expect(entry).toContain(`hreflang="en" href="${ORIGIN}/en/sha256"`);
  expect(entry).toContain(`hreflang="zh-Hans" href="${ORIGIN}/zh-hans/sha256"`);
  expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/sha256"`);
  // without SITE_ORIGIN there is no sitemap at all rather than one with a guessed origin
  const cn = await request.get(`${CN_URL}/sitemap.xml`, { headers: { host: 'evil.example' } });
  expect(cn.status()).toBe(404);
  expect(await cn.text()).not.toContain('evil');
});

test('every page in every language has its canonical URL, og:url and the hreflang alternates', async ({ request }) => {
  test.setTimeout(300_000); // the first render of every page in four forms, on a shared machine
  const urls = PAGES.flatMap((p) => ['', ...Object.values(PREFIXES)].map((x) => ({ p, url: inLang(x, p) })));
  for (let i = 0; i < urls.length; i += 6) {
    await Promise.all(
      urls.slice(i, i + 6).map(async ({ p, url }) => {
        const res = await request.get(url, { headers: { host: 'evil.example' } });
        expect(res.status(), url).toBe(200);
        const html = await res.text();
        expect(html, url).not.toContain('evil');
        const all = links(html);
        expect(all.filter((l) => l.rel === 'canonical').map((l) => l.href)).toEqual([`${ORIGIN}${url}`]);
        expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${url}"/>`);
        const alternates = Object.fromEntries(
          all.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
        );
        expect(alternates, url).toEqual({
          en: `${ORIGIN}${inLang('en', p)}`,
          'zh-Hans': `${ORIGIN}${inLang('zh-hans', p)}`,
          'zh-Hant': `${ORIGIN}${inLang('zh-hant', p)}`,
          'x-default': `${ORIGIN}${p}`,
        });
        expect(html).toMatch(/<meta name="description" content="[^"]+"/);
        expect(html).toMatch(/<meta property="og:site_name" content="[^"]+"/);
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      }),
    );
  }
  // the cn site has no SITE_ORIGIN: no canonical or og:url, alternates root-relative
  const cn = await (await request.get(`${CN_URL}/zh-hant/md5`, { headers: { host: 'evil.example' } })).text();
  expect(cn).not.toContain('evil');
  expect(links(cn).some((l) => l.rel === 'canonical')).toBe(false);
  expect(cn).not.toContain('og:url');
  expect(links(cn).find((l) => l.hreflang === 'zh-Hans')?.href).toBe('/zh-hans/md5');
});

test('Vary: a prefixed page depends on neither cookie nor Accept-Language, an unprefixed one on both', async ({
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    // the second round comes from the page cache
    const prefixed = await request.get('/zh-hant/md5', { headers: { cookie: 'lang=en_US' } });
    expect(await prefixed.text()).toContain('<html lang="zh-Hant-HK"');
    expect(prefixed.headers().vary ?? '').not.toMatch(/cookie|accept-language/i);
    const plain = await request.get('/md5', { headers: { cookie: 'lang=zh_Hant_HK' } });
    expect(await plain.text()).toContain('<html lang="zh-Hant-HK"');
    expect(plain.headers().vary).toMatch(/Cookie/);
    expect(plain.headers().vary).toMatch(/Accept-Language/);
  }
  // a page with a wider connect-src has it in every language
  const abi = await request.get('/zh-hant/abidecoder');
  expect(abi.headers()['content-security-policy']).toMatch(/connect-src 'self' https:\/\/api\.openchain\.xyz/);
  const data = await request.get('/md5.data');
  expect(data.headers().vary).toMatch(/Cookie/);
  expect((await request.get('/zh-hant/md5.data')).headers().vary ?? '').not.toMatch(/cookie/i);
});

test('a prefixed URL renders its language and remembers it for the unprefixed pages', async ({ page, context }) => {
  const w = await watchProblems(page);
  await page.goto('/zh-hans/sha256');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
  await waitForShell(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh_Hans_CN');
  await page.goto('/md5');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
  w.check();
});

test('the language switch goes to the same page in the other language, and links keep it', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/en/md5?x=1');
  await waitForShell(page);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/md5\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  const nav = page.getByRole('navigation', { name: '主導覽' });
  await expect(nav.getByRole('link', { name: '捐贈' })).toHaveAttribute('href', '/zh-hant/donate');
  await nav.getByRole('link', { name: '捐贈' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/donate$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  w.check();
});

/** Serves a folder as a plain file server does: a folder's index.html, 404.html for anything missing. */
function staticServer(root: string) {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.wasm': 'application/wasm',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
    '.txt': 'text/plain',
    '.xml': 'application/xml',
  };
  return http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) file = root;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const found = fs.existsSync(file) && fs.statSync(file).isFile();
    const send = found ? file : path.join(root, '404.html');
    res.writeHead(found ? 200 : 404, { 'Content-Type': types[path.extname(send)] ?? 'application/octet-stream' });
    fs.createReadStream(send).pipe(res);
  });
}

test.describe('pnpm export', () => {
  test.describe.configure({ timeout: 300_000 });
  let dir = '';
  let server: http.Server | undefined;
  let base = '';
  test.beforeAll(async () => {
    // every page in every language: 15 s on a quiet machine, over a minute on a loaded one
    test.setTimeout(240_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerbox-export-'));
    await promisify(execFile)('node', ['scripts/export.mjs', '--out', dir], {
      env: { ...process.env, SITE_BRAND: 'global', SITE_ORIGIN: ORIGIN, BUILD_DIR: process.env.BUILD_DIR ?? 'build' },
      maxBuffer: 1 << 24,
    });
    server = staticServer(dir);
    await new Promise<void>((ok) => server?.listen(0, '127.0.0.1', ok));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  test.afterAll(async () => {
    await new Promise((ok) => server?.close(ok));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('writes every page in every language, robots, sitemap, 404 and the headers file', async () => {
    for (const p of PAGES)
      for (const x of ['', ...Object.values(PREFIXES)]) {
        const url = inLang(x, p);
        expect(fs.existsSync(path.join(dir, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`)), url).toBe(
          true,
        );
      }
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${ORIGIN}/zh-hant/base64</loc>`);
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toContain("frame-ancestors 'none'");
    const html = fs.readFileSync(path.join(dir, 'zh-hant/base64/index.html'), 'utf8');
    // the Open Graph image it names is in the copy (e2e/og-image.e2e.ts checks the images themselves)
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og/global/base64.png"/>`);
    expect(fs.statSync(path.join(dir, 'og/global/base64.png')).size).toBeGreaterThan(1000);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    // every inline script is allowed by its hash (computed here with node:crypto), and only by that; a data
    // block (an island page's JSON, decision 0162) is not run, so CSP does not apply to it
    const inline = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const s of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(s).digest('base64')}'`);
    expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
  });

  test('a plain file server serves a working site: /sha256 and /zh-hant/base64 compute, links stay in the language', async ({
    page,
  }) => {
    const w = await watchProblems(page);
    await page.goto(`${base}/sha256`);
    await waitForShell(page);
    await page.getByRole('textbox', { name: /to hash/ }).fill('abc');
    await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue(
      createHash('sha256').update('abc').digest('hex'),
    );

    const zh = encodingMessages.zh_Hant_HK.base64;
    await page.goto(`${base}/zh-hant/base64`);
    await waitForTool(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await page.getByLabel(zh.textLabel).fill('Hello, 世界');
    await expect(page.getByRole('textbox', { name: zh.result, exact: true })).toHaveValue(
      Buffer.from('Hello, 世界').toString('base64'),
    );
    // a link within the language
    const family = page.getByRole('navigation', { name: '相關工具' });
    const other = family.locator('a[href^="/zh-hant/"]').first();
    const href = (await other.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/zh-hant\/\w+/);
    await other.click();
    await expect(page).toHaveURL(`${base}${href}`);
    // an island page loads the next page whole: its header's menus work once the page is hydrated (a
    // click before that is not seen, and the rehearsal's menu never opened)
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await expect(page.getByRole('navigation', { name: '主導覽' }).getByRole('link', { name: '捐贈' })).toHaveAttribute(
      'href',
      '/zh-hant/donate',
    );
    // the switch loads the other language's data file and keeps the page
    await page.getByRole('button', { name: '語言: 繁體中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(`${base}${href.replace('/zh-hant/', '/en/')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    w.check();
  });

  test('the translator says it is not set up, and a missing page gets the 404 page', async ({ page }) => {
    await page.goto(`${base}/microsofttranslate`);
    await expect(page.getByText(/not (set up|configured)/i).first()).toBeVisible();
    const res = await page.goto(`${base}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
