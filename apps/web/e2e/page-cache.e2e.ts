import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { gotoHydrated, setLang, test, waitForShell, waitForTool, watchProblems } from './support.ts';

// Pages are rendered once per path and language and then served from memory (page-cache.js): the
// same bytes for everyone, inline scripts allowed by their hashes, revalidated by ETag.

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The module preloads that the page's loader adds after the first paint (page-cache.js), in its order. */
const loaderPreloads = (html: string) => JSON.parse(/const all=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];

test('a cached tool page hydrates and works under its hash-based policy, with no violation', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'en_US');
  const w = await watchProblems(page);
  await page.goto('/sha256');
  const res = await page.goto('/sha256'); // the second visit is served from the cache
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  // every inline script that runs; a data block (an island page's root data, decision 0162) does not
  const inline = await page.$$eval('script:not([src]):not([type="application/json"])', (els) =>
    els.map((e) => e.textContent ?? ''),
  );
  for (const text of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  await waitForShell(page);
  await page.getByRole('textbox', { name: /to hash/ }).fill('abc');
  // FIPS 180-4's example: SHA-256("abc"), computed here by node:crypto
  await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue(sha256('abc'));
  w.check();
});

test('the page is painted before its modules are asked for, and then hydrates', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'en_US');
  const w = await watchProblems(page);
  // the time of the first frame, from a callback queued before the page's own
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: number }).firstFrame = performance.now();
    });
  });
  for (const path of ['/md5', '/zh-hans/base64', '/']) {
    const res = await page.goto(path);
    const html = (await res?.text()) ?? '';
    expect(html).not.toContain('<link rel="modulepreload"');
    // the modules the page's loader asks for (an island page's 5 or so); all of them are in by hydration
    const atLoad = loaderPreloads(html);
    expect(atLoad.length, path).toBeGreaterThanOrEqual(3);
    await waitForShell(page);
    const t = await page.evaluate(() => ({
      frame: (window as unknown as { firstFrame: number }).firstFrame,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      modules: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(t.paint, path).toBeGreaterThan(0);
    // each asked for, and none before the first frame (a worker's modules may come later, or not yet)
    expect(
      t.modules.map((m) => m.path),
      path,
    ).toEqual(expect.arrayContaining(atLoad));
    expect(Math.min(...t.modules.map((m) => m.start)), path).toBeGreaterThanOrEqual(t.frame);
  }
  // and works: MD5("abc") from RFC 1321's test suite
  await page.goto('/en/md5');
  await page.getByRole('textbox', { name: /to hash/ }).fill('abc');
  await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
  w.check();
});

test('the modules a page runs as it loads carry the compile hint; those it imports later, and libraries, do not', async ({
  page,
  request,
}) => {
  // decision 0144: Chromium compiles every function of a module whose first line is this comment while it
  // streams, off the main thread
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const first = async (url: string) => (await (await request.get(url)).text()).slice(0, HINT.length);
  let atLoad: string[] = [];
  // a router page (the 404 page, decision 0213): the client entry, the framework (Preact, React Router) and the shell (its own page module
  // is under the hint's 6,000 bytes); an
  // island page (decision 0162): the modules most island pages share (Preact, the shell); a page's own
  // chunks carry it when they reach 6,000 bytes (/md5's entry is 1.9 KB since its parts are shared)
  for (const [path, names] of [
    ['/no-such-page', ['entry.client', 'compat', 'root']],
    ['/md5', ['island-shell']],
  ] as const) {
    atLoad = loaderPreloads(await (await request.get(path)).text());
    expect(atLoad.length, path).toBeGreaterThanOrEqual(names.length);
    const hinted = [];
    for (const url of atLoad) if ((await first(url)) === HINT) hinted.push(url);
    for (const name of names)
      expect(
        hinted.some((u) => u.includes(`/${name}-`)),
        `${path} ${name}`,
      ).toBe(true);
  }
  // what the page imports later: the hashing worker and hash-wasm's algorithms, and the service worker's
  // module once the page has settled (freshness.tsx, SETTLE_MS; decision 0187)
  await page.goto('/md5');
  await page.getByRole('textbox', { name: /to hash/ }).fill('abc');
  await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
  const later = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /\/assets\/[^/]+\.js$/.test(n) && !n.includes('/entry.client-')),
    );
  await expect
    .poll(async () => (await later()).some((u) => u.includes('/service-worker-')), { timeout: 15_000 })
    .toBe(true);
  const notAtLoad = (await later()).filter((u) => !atLoad.includes(new URL(u).pathname));
  for (const url of notAtLoad) expect(await first(url), url).not.toBe(HINT);
});

test('the preloads outlive hydration, and a module imported later does not link them again', async ({
  page,
  request,
}) => {
  // /abidecoder imports its view with import() as it hydrates; Vite's preload helper links the view's
  // dependencies first, except those linked already (decision 0144)
  const html = await (await request.get('/abidecoder')).text();
  const atLoad = loaderPreloads(html);
  await page.goto('/abidecoder');
  await expect(page.getByRole('textbox', { name: /ABI/ }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('link[rel=modulepreload][as=script]').length))
    .toBeGreaterThan(0);
  const links = await page.evaluate(() => ({
    kept: [...document.querySelectorAll('#module-preloads > link')].map(
      (l) => new URL((l as HTMLLinkElement).href).pathname,
    ),
    later: [...document.querySelectorAll('link[rel=modulepreload][as=script]')].map(
      (l) => new URL((l as HTMLLinkElement).href).pathname,
    ),
  }));
  expect(links.kept).toEqual(atLoad);
  expect(links.later.filter((href) => atLoad.includes(href))).toEqual([]);
});

test('a lazily imported view has its modules linked 3 a task, not all in the task that asks for it', async ({
  page,
}) => {
  // /contract_evm imports its console with import() as it hydrates: 27 modules, which Vite's preload
  // helper linked in one task (49 ms here, ~200 ms on a 4x slower phone). Counted: the modulepreload
  // links added to <head> (alone or in a fragment) in one stretch of synchronous code, which a microtask
  // ends.
  await page.addInitScript(() => {
    const runs: number[] = [];
    (window as { preloadRuns?: number[] }).preloadRuns = runs;
    let open = false;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (this === document.head) {
        const nodes = child instanceof DocumentFragment ? [...child.childNodes] : [child];
        const n = nodes.filter((x) => x instanceof HTMLLinkElement && x.rel === 'modulepreload').length;
        if (n > 0) {
          if (!open) {
            open = true;
            runs.push(0);
            queueMicrotask(() => {
              open = false;
            });
          }
          runs[runs.length - 1] = (runs.at(-1) ?? 0) + n;
        }
      }
      return append.call(this, child) as T;
    };
  });
  await page.goto('/contract_evm');
  await waitForTool(page);
  await expect
    .poll(() => page.evaluate(() => (window as { preloadRuns?: number[] }).preloadRuns?.reduce((a, b) => a + b, 0)))
    .toBeGreaterThan(10);
  const runs = await page.evaluate(() => (window as { preloadRuns?: number[] }).preloadRuns ?? []);
  expect(Math.max(...runs)).toBeLessThanOrEqual(3);
});

test('the same bytes and ETag for every visitor of a page and language; 304 when unchanged; one page per language', async ({
  request,
}) => {
  const a = await request.get('/md5', { headers: { cookie: 'lang=en_US' } });
  const b = await request.get('/md5', { headers: { cookie: 'lang=en_US; other=1' } });
  expect(a.status()).toBe(200);
  expect(await a.text()).toBe(await b.text());
  const etag = a.headers().etag ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(b.headers().etag).toBe(etag);
  expect(a.headers().vary).toContain('Accept-Language');
  const again = await request.get('/md5', { headers: { cookie: 'lang=en_US', 'if-none-match': etag } });
  expect(again.status()).toBe(304);

  const zh = await request.get('/timestamp', { headers: { cookie: 'lang=zh_Hant_HK' } });
  const en = await request.get('/timestamp', { headers: { cookie: 'lang=en_US' } });
  expect(await zh.text()).toContain('<html lang="zh-Hant-HK"');
  expect(await en.text()).toContain('<html lang="en-US"');
  expect(zh.headers().etag).not.toBe(en.headers().etag);
});

test('every unknown path shares one kept 404 per language, which says the path once it runs', async ({
  request,
  page,
}) => {
  const a = await request.get('/no-such-tool-a');
  const b = await request.get('/no-such-tool-b/deeper');
  const zh = await request.get('/zh-hant/no-such-tool-c');
  for (const r of [a, b, zh]) expect(r.status()).toBe(404);
  // the same bytes for every unknown path of a language (one render, kept), none of them in the HTML
  expect(a.headers().etag).toBeTruthy();
  expect(b.headers().etag).toBe(a.headers().etag);
  expect(zh.headers().etag).not.toBe(a.headers().etag);
  expect(await a.text()).not.toContain('no-such-tool');
  expect(await zh.text()).toContain('<html lang="zh-Hant');
  await gotoHydrated(page, '/zh-hant/no-such-tool-d');
  await expect(page.getByText('/zh-hant/no-such-tool-d')).toBeVisible();
});

test('other spellings of a page are sent to its one URL (308), the query kept', async ({ request }) => {
  const spellings: [string, string][] = [
    ['/SHA256', '/sha256'],
    ['/sha256/', '/sha256'],
    ['/sha%32%35%36', '/sha256'],
    ['/EN/Sha256?x=1', '/en/sha256?x=1'],
    ['/zh-hans/', '/zh-hans'],
  ];
  for (const [from, to] of spellings) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(res.headers().location, from).toBe(to);
  }
});
