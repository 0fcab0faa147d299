import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, type Request } from '@playwright/test';
import { en } from '../app/i18n/messages/en.ts';
import { zhHans } from '../app/i18n/messages/zh-hans.ts';
import { SETTLE_MS } from '../app/lib/idle.ts';
import { offlineAllMessages } from '../app/shell/offline-all.messages.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { hashMessages } from '../app/tools/hash/hash.messages.ts';
import { CHROMIUM_BROWSER } from './chromium.ts';
import { gotoHydrated, setLang, test, untilOk, waitForShell, waitForTool } from './support.ts';

// The service worker (sw/sw.ts, built into /sw.js by scripts/build-sw.mjs; decision 0095). Localhost is a
// secure context, so Chromium runs it here. Expected digests and encodings come from node:crypto and
// Buffer, never from the page.

// The other specs block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

const digestBox = (page: Page) => page.getByRole('textbox', { name: /digest$/ });
const hashInput = (page: Page) => page.getByRole('textbox', { name: /to hash/ });

/** Waits until the worker controls the page and has kept it, its files, workers and WASM (html[data-offline]). */
async function offlineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.locator('html[data-offline="ready"]').waitFor({ state: 'attached' });
}

/**
 * The footer's "every tool offline" panel, scrolled to as a visitor does: the footer hydrates (and loads
 * the panel) once it nears the viewport (decision 0200).
 */
async function offlinePanel(page: Page) {
  await page.locator('footer').scrollIntoViewIfNeeded();
  return page.getByTestId('offline-all');
}

/** Cuts the network for the pages and the service worker, and proves the (newest) worker's own fetches fail. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  const worker = context.serviceWorkers().at(-1);
  expect(worker, 'a service worker runs').toBeDefined();
  const outcome = await worker!.evaluate(() =>
    fetch(`/healthz?${Math.random()}`).then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  );
  expect(outcome).toBe('failed');
}

async function reloadOffline(page: Page) {
  const res = await page.reload();
  expect(res?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
  await waitForShell(page);
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

test('/sha256, and /md5 reached by a client-side link, compute after an offline reload', async ({ page, context }) => {
  await gotoHydrated(page, '/sha256');
  await offlineReady(page);
  // A client-side navigation: the page's HTML never passed the worker, which fetches it when told.
  await page.getByRole('navigation', { name: en.tool.family }).getByRole('link', { name: 'MD5', exact: true }).click();
  await expect(page).toHaveURL(/\/md5$/);
  await offlineReady(page);

  await goOffline(context);
  await reloadOffline(page);
  await hashInput(page).fill('offline md5');
  await expect(digestBox(page)).toHaveValue(md5('offline md5'));

  await page.goto('/sha256');
  await waitForShell(page);
  await hashInput(page).fill('computed with the network off');
  await expect(digestBox(page)).toHaveValue(sha256('computed with the network off'));
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  // a page never visited gets the offline page, in three languages
  await page.goto('/sha512');
  await expect(page.getByTestId('offline-page')).toContainText('You are offline');
  await expect(page.getByTestId('offline-page')).toContainText('你已离线');
});

test('a first visit computes before the service worker is registered: the worker, the build check and the offline panel wait until the page has settled', async ({
  page,
}) => {
  // decision 0187: on a page no worker served, they took about a third of the main thread's tasks in the
  // first seconds; now they start SETTLE_MS after the first hydration pass (the browser's own fetch of
  // /sw.js is not the page's request)
  const late = /\/build-info\.json|\/assets\/(service-worker|offline-all)-/;
  /** A path with its build hash taken out: /assets/service-worker-AbC12345.js -> /assets/service-worker.js. */
  const unhashed = (p: string) => p.replace(/-[\w-]{8}\.js$/, '.js');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (late.test(r.url())) asked.push(new URL(r.url()).pathname);
  });
  await gotoHydrated(page, '/en/sha256');
  await hashInput(page).fill('abc');
  await expect(digestBox(page)).toHaveValue(sha256('abc'));
  expect(asked, 'asked for before the page settled').toEqual([]);
  await offlineReady(page);
  // each was asked for no sooner than SETTLE_MS into the page's life, the panel's module once a worker served it
  const starts = await page.evaluate(() =>
    Object.fromEntries(
      performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime] as const),
    ),
  );
  const startOf = (name: string) => Object.entries(starts).find(([p]) => unhashed(p) === name)?.[1];
  for (const name of ['/build-info.json', '/assets/service-worker.js'])
    expect(startOf(name), name).toBeGreaterThanOrEqual(SETTLE_MS);
  await expect(await offlinePanel(page)).toBeVisible();
  expect(asked.map(unhashed).sort()).toEqual([
    '/assets/offline-all.js',
    '/assets/service-worker.js',
    '/build-info.json',
  ]);
});

test('the service worker fetches what a page can reach a few files at a time, and then the page works offline', async ({
  page,
  context,
}) => {
  // /recipe's route module reaches 315 files: fetched all at once, they held every connection while the
  // page's own requests waited (sw.ts, OWN_FETCHES)
  let inFlight = 0;
  let most = 0;
  let fetched = 0;
  // the worker's own fetches: not the ones it makes for a request of the page or the page's workers
  // (those are reported first, as the page's)
  const pageAsked = new Set<string>();
  const ownFetches = new Set<Request>();
  context.on('request', (r) => {
    if (r.serviceWorker() === null) {
      pageAsked.add(r.url());
      return;
    }
    if (!new URL(r.url()).pathname.startsWith('/assets/') || pageAsked.has(r.url())) return;
    ownFetches.add(r);
    fetched++;
    most = Math.max(most, ++inFlight);
  });
  const done = (r: Request) => {
    if (ownFetches.delete(r)) inFlight--;
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  await gotoHydrated(page, '/en/recipe');
  await offlineReady(page);
  // the warm-up of the route module goes on after the page is kept: wait until it stops asking
  await expect.poll(() => inFlight, { timeout: 30_000 }).toBe(0);
  await page.waitForTimeout(500);
  await expect.poll(() => inFlight, { timeout: 30_000 }).toBe(0);
  expect(fetched, 'the warm-up fetched the recipe worker and the operations').toBeGreaterThan(100);
  expect(most, 'fetches at once').toBeLessThanOrEqual(4);
  await goOffline(context);
  await reloadOffline(page);
  await waitForTool(page);
  await page.evaluate(() => {
    window.location.hash = 'to-hex';
  });
  await page.getByRole('textbox', { name: 'Input', exact: true }).fill('ok');
  await expect(page.getByRole('textbox', { name: 'Output', exact: true })).toHaveValue('6f6b');
});

test('/base64 encodes after an offline reload (its worker cached on the first visit)', async ({ page, context }) => {
  const m = encodingMessages.en_US.base64;
  await gotoHydrated(page, '/base64');
  await offlineReady(page);
  await goOffline(context);
  await reloadOffline(page);
  await waitForTool(page);
  const text = 'Hello offline, 世界';
  await page.getByLabel(m.textLabel).fill(text);
  await expect(page.getByRole('textbox', { name: m.result, exact: true })).toHaveValue(
    Buffer.from(text, 'utf8').toString('base64'),
  );
});

test('the translator says it needs the network while offline, also after an offline reload (zh-Hans)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  await gotoHydrated(page, '/microsofttranslate');
  await offlineReady(page);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveCount(0);
  await goOffline(context);
  await expect(notice).toHaveText(zhHans.tool.offline.server);
  await reloadOffline(page);
  await expect(notice).toHaveText(zhHans.tool.offline.server);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('the RPC console and the ABI decoder say what needs the network while offline', async ({ page, context }) => {
  await gotoHydrated(page, '/contract_evm');
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toHaveText(en.tool.offline.rpc);
  await context.setOffline(false);
  await gotoHydrated(page, '/abidecoder');
  await context.setOffline(true);
  await expect(notice).toHaveText(en.tool.offline.selectorLookup);
});

/** Width and height from a PNG's IHDR chunk (PNG spec, section 11.2.2), after checking the signature. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const CN_ORIGIN = process.env.E2E_CN_BASE_URL ?? `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

for (const [brand, name, theme] of [
  ['global', 'Tinkerbox', '#0369a1'],
  ['cn', '百宝箱', '#b91c1c'],
] as const) {
  test(`the ${brand} site is installable: manifest, PNG icons, touch icon and favicons`, async ({
    request,
    baseURL,
  }) => {
    const origin = brand === 'cn' ? CN_ORIGIN : (baseURL ?? '');
    const res = await request.get(`${origin}/manifest.webmanifest`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name,
      short_name: name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme,
      background_color: '#ffffff',
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const png = await request.get(`${origin}${icon.src}`);
      expect(png.status(), icon.src).toBe(200);
      const [w, h] = pngSize(await png.body());
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
    const html = await (await request.get(`${origin}/sha256`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const links: [RegExp, string][] = [
      [/<link rel="apple-touch-icon" href="([^"]+)"/, '180x180'],
      [/<link rel="icon" href="([^"]+)" type="image\/png" sizes="32x32"/, '32x32'],
      [/<link rel="icon" href="([^"]+)" type="image\/png" sizes="16x16"/, '16x16'],
    ];
    for (const [re, size] of links) {
      const href = re.exec(html)?.[1];
      expect(href, String(re)).toMatch(new RegExp(`^/icons/${brand}/`));
      const [w, h] = pngSize(await (await request.get(`${origin}${href}`)).body());
      expect(`${w}x${h}`).toBe(size);
    }
  });
}

test('the tab icon a page loads is a PNG, in both brandings: an SVG one would be decoded on its main thread', async ({
  baseURL,
}) => {
  // decision 0189: Chromium fetches the favicon from the page's renderer and decodes it on the main thread;
  // an SVG icon built an SVG document there, about 40 ms of /en/sha256's main-thread work on this machine.
  // In the whole browser: the headless shell the other tests run (decision 0204) shows no tab, and asks for
  // no icon.
  const browser = await chromium.launch(CHROMIUM_BROWSER);
  try {
    const page = await (await browser.newContext()).newPage();
    for (const origin of [baseURL ?? '', CN_ORIGIN]) {
      const icons: string[] = [];
      const onRequest = (r: Request) => {
        if (/\.(svg|png|ico)(\?|$)/.test(r.url())) icons.push(new URL(r.url()).pathname);
      };
      page.on('request', onRequest);
      await gotoHydrated(page, `${origin}/en/sha256`);
      await expect.poll(() => icons.length, { message: `${origin}: the tab icon is asked for` }).toBeGreaterThan(0);
      page.off('request', onRequest);
      expect(
        icons.filter((p) => !/^\/icons\/(global|cn)\/favicon-(16|32)\.png$/.test(p)),
        icons.join(', '),
      ).toEqual([]);
    }
  } finally {
    await browser.close();
  }
});

/** A free TCP port on this machine (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The real server on a copy of the build under test, whose sw.js and build-info.json a test may replace
 * (a deploy of a new build) without touching the build other tests use. Everything else is a link.
 */
async function deployableServer() {
  const build = path.resolve(process.env.BUILD_DIR ?? 'build');
  const dir = mkdtempSync(path.join(tmpdir(), 'tb-deploy-'));
  symlinkSync(path.join(build, 'server'), path.join(dir, 'server'));
  mkdirSync(path.join(dir, 'client'));
  for (const f of readdirSync(path.join(build, 'client'))) {
    if (f === 'sw.js' || f === 'build-info.json')
      copyFileSync(path.join(build, 'client', f), path.join(dir, 'client', f));
    else symlinkSync(path.join(build, 'client', f), path.join(dir, 'client', f));
  }
  const port = await freePort();
  const child = spawn('node', ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BUILD_DIR: dir,
      SITE_BRAND: 'global',
      LOG_REQUESTS: '0',
    },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  await untilOk(`${origin}/healthz`);
  return {
    origin,
    /** Rewrites sw.js and build-info.json as a build with id `next` would have them. */
    deploy(current: string, next: string) {
      const sw = path.join(dir, 'client/sw.js');
      writeFileSync(sw, readFileSync(sw, 'utf8').replaceAll(current, next));
      writeFileSync(
        path.join(dir, 'client/build-info.json'),
        JSON.stringify({ id: next, time: new Date().toISOString() }),
      );
    },
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('a new build is picked up through the freshness check, and the old page keeps its files until then', async ({
  page,
}) => {
  const server = await deployableServer();
  try {
    await gotoHydrated(page, `${server.origin}/sha256`);
    await offlineReady(page);
    const current = (await (await page.request.get(`${server.origin}/build-info.json`)).json()).id as string;
    const oldPages = `tb-pages-${current}`;
    expect(await page.evaluate(() => caches.keys())).toContain(oldPages);

    // A deploy: build-info.json names a new build and /sw.js is its worker (here the same one with the
    // new id, so its pages cache has a new name).
    const next = `e2e-next-${Date.now()}`;
    server.deploy(current, next);
    // the freshness check runs when the tab regains focus, sees the new build and fetches its worker
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state))
      .toBe('installed');
    // the new worker waits: the old one still serves this page, with the old build's pages and precache
    expect(await page.evaluate(() => caches.keys())).toContain(oldPages);
    await hashInput(page).fill('still the old build');
    await expect(digestBox(page)).toHaveValue(sha256('still the old build'));

    // following a link is now a full page load, and the new worker takes over first
    await page
      .getByRole('navigation', { name: en.tool.family })
      .getByRole('link', { name: 'MD5', exact: true })
      .click();
    await expect(page).toHaveURL(/\/md5$/);
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          keys: await caches.keys(),
          waiting: Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        })),
      )
      .toEqual({ keys: expect.arrayContaining([`tb-pages-${next}`]), waiting: false });
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(oldPages);
    await waitForShell(page);
    await hashInput(page).fill('the new build');
    await expect(digestBox(page)).toHaveValue(md5('the new build'));
  } finally {
    server.stop();
  }
});

// Every tool offline (sw/offline-all.ts, decision 0151).

/** Every file under the build's assets/ but the precompressed copies, with its size: read here from the build. */
function buildAssets(): { url: string; bytes: number }[] {
  const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client/assets');
  return readdirSync(dir)
    .filter((f) => !f.endsWith('.gz') && !f.endsWith('.br'))
    .map((f) => ({ url: `/assets/${f}`, bytes: statSync(path.join(dir, f)).size }));
}

/** Megabytes with one decimal, as Intl writes them in a language. */
const megabytes = (bytes: number, tag: string) =>
  new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1e6);

/** Each file's size as the worker keeps it in this build's full set (-1 when absent). */
function keptSizes(page: Page, build: string, urls: string[]) {
  return page.evaluate(
    async ({ name, urls }) => {
      if (!(await caches.has(name))) return urls.map(() => -1);
      const cache = await caches.open(name);
      return Promise.all(urls.map(async (u) => (await (await cache.match(u))?.arrayBuffer())?.byteLength ?? -1));
    },
    { name: `tb-offline-${build}`, urls },
  );
}

const buildId = async (page: Page, origin = '') =>
  (await (await page.request.get(`${origin}/build-info.json`)).json()).id as string;

/** Holds the worker's request for `url` until `release()` (the download is then certainly under way). */
async function holdRequest(context: BrowserContext, url: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await context.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release(), done: () => context.unroute(url) };
}

const hashIn = (page: Page, lang: keyof typeof hashMessages) =>
  page.getByRole('textbox', { name: hashMessages[lang].textLabel, exact: true });
const digestIn = (page: Page, lang: keyof typeof hashMessages, algorithm: string) =>
  page.getByRole('textbox', { name: hashMessages[lang].digestLabel.replace('{algorithm}', algorithm), exact: true });

test('every tool offline: the size shown is the build files, the download shows progress, and tools never visited work offline in two languages', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  const m = offlineAllMessages.en_US;
  const files = buildAssets();
  const bytes = files.reduce((n, f) => n + f.bytes, 0);
  await gotoHydrated(page, '/en/md5');
  await offlineReady(page);
  const build = await buildId(page);
  const panel = await offlinePanel(page);
  await expect(panel).toHaveAttribute('data-state', 'none');
  // the size before the download: the sum of the build's files, computed here from the files themselves
  const size = panel.getByTestId('offline-all-size');
  await expect(size).toHaveAttribute('data-bytes', String(bytes));
  await expect(size).toHaveText(megabytes(bytes, 'en-US'));

  // progress while it downloads (one page held back, so the download is certainly under way)
  const hold = await holdRequest(context, '**/en/urlparser');
  await panel.getByRole('button', { name: m.make }).click();
  await expect(panel).toHaveAttribute('data-state', 'downloading');
  const bar = panel.getByRole('progressbar', { name: m.progressLabel });
  await expect(bar).toBeVisible();
  await expect(panel.getByRole('button', { name: m.cancel })).toBeVisible();
  await expect(panel).toContainText(`of ${megabytes(bytes, 'en-US')}`);
  const max = Number(await bar.getAttribute('max'));
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(max);
  hold.release();
  await expect(panel).toHaveAttribute('data-state', 'complete', { timeout: 400_000 });
  await hold.done();
  await expect(panel).toContainText('pages in English');
  // every file is kept, byte for byte as large as in the build
  expect(
    await keptSizes(
      page,
      build,
      files.map((f) => f.url),
    ),
  ).toEqual(files.map((f) => f.bytes));

  // the same in a second language: the pages in Traditional Chinese too (the files are kept already)
  const zh = offlineAllMessages.zh_Hant_HK;
  await gotoHydrated(page, '/zh-hant/md5');
  await offlinePanel(page);
  const also = panel.getByRole('button', { name: zh.alsoIn.replace('{language}', '繁體中文') });
  await also.click();
  // gone once the download starts, and not back once it is complete
  await expect(also).toHaveCount(0);
  await expect(panel).toHaveAttribute('data-state', 'complete', { timeout: 400_000 });
  await expect(also).toHaveCount(0);
  await expect(panel.getByRole('status')).toContainText('English');
  await expect(panel.getByRole('status')).toContainText('繁體中文');

  await goOffline(context);
  // pages never visited, loaded offline, in English and in Traditional Chinese
  const sha256res = await page.goto('/en/sha256');
  expect(sha256res?.fromServiceWorker()).toBe(true);
  await hashIn(page, 'en_US').fill('every tool offline');
  await expect(digestIn(page, 'en_US', 'SHA-256')).toHaveValue(sha256('every tool offline'));

  await page.goto('/zh-hant/base64');
  await waitForTool(page);
  const b64 = encodingMessages.zh_Hant_HK.base64;
  await page.getByLabel(b64.textLabel).fill('離線 offline');
  await expect(page.getByRole('textbox', { name: b64.result, exact: true })).toHaveValue(
    Buffer.from('離線 offline', 'utf8').toString('base64'),
  );
  // a client-side link to a tool never visited: its route and module come from the full set
  await page.goto('/zh-hant/sha1');
  await page.locator('a[href="/zh-hant/sha512"]').first().click();
  await expect(page).toHaveURL(/\/zh-hant\/sha512$/);
  await hashIn(page, 'zh_Hant_HK').fill('客戶端導航');
  await expect(digestIn(page, 'zh_Hant_HK', 'SHA-512')).toHaveValue(
    createHash('sha512').update('客戶端導航', 'utf8').digest('hex'),
  );
  // the unprefixed page, in the language last chosen here (the cookie)
  const plain = await page.goto('/sha384');
  expect(plain?.fromServiceWorker()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  // the translator's page is there, and says honestly that it needs the network
  await page.goto('/en/microsofttranslate');
  await expect(page.getByTestId('offline-notice')).toHaveText(en.tool.offline.server);
});

test('an installed app makes every tool offline by itself, and the download can be cancelled', async ({
  page,
  context,
}) => {
  const m = offlineAllMessages.en_US;
  await gotoHydrated(page, '/en/md5');
  await offlineReady(page);
  const build = await buildId(page);
  const panel = await offlinePanel(page);
  await expect(panel).toHaveAttribute('data-state', 'none');
  const hold = await holdRequest(context, '**/en/urlparser');
  // the browser says the site was installed as an app: the download starts by itself
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(panel.getByRole('progressbar', { name: m.progressLabel })).toBeVisible();
  await panel.getByRole('button', { name: m.cancel }).click();
  hold.release();
  await expect(panel).toHaveAttribute('data-state', 'none');
  await expect(panel.getByRole('button', { name: m.make })).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).not.toContain(`tb-offline-${build}`);
  await hold.done();
});

test('a new build replaces the full set only once its own is complete; an interrupted download leaves the old one serving', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const server = await deployableServer();
  try {
    const m = offlineAllMessages.en_US;
    await gotoHydrated(page, `${server.origin}/en/md5`);
    await offlineReady(page);
    const current = await buildId(page, server.origin);
    const panel = await offlinePanel(page);
    await panel.getByRole('button', { name: m.make }).click();
    await expect(panel).toHaveAttribute('data-state', 'complete', { timeout: 400_000 });
    const files = buildAssets();
    const urls = files.map((f) => f.url);
    const sizes = files.map((f) => f.bytes);

    // A deploy. The new build's worker fetches its own full set while it installs; one of its pages
    // never arrives (the connection drops).
    const next = `e2e-next-${Date.now()}`;
    server.deploy(current, next);
    let dropped = 0;
    await context.route('**/en/sha384', (route) => {
      dropped++;
      return route.abort('connectionreset');
    });
    const registration = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { installing: Boolean(r?.installing), waiting: Boolean(r?.waiting), keys: await caches.keys() };
      });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => dropped).toBeGreaterThan(0);
    // the install failed: no new worker, no part of the new set, the old set whole
    await expect
      .poll(registration, { timeout: 60_000 })
      .toMatchObject({ installing: false, waiting: false, keys: expect.not.arrayContaining([`tb-offline-${next}`]) });
    expect(await keptSizes(page, current, urls)).toEqual(sizes);
    await context.unroute('**/en/sha384');

    // offline, the old build's set still serves a page never visited
    await goOffline(context);
    const res = await page.goto(`${server.origin}/en/sha224`);
    expect(res?.fromServiceWorker()).toBe(true);
    await hashIn(page, 'en_US').fill('the old set');
    await expect(digestIn(page, 'en_US', 'SHA-224')).toHaveValue(
      createHash('sha224').update('the old set', 'utf8').digest('hex'),
    );
    await context.setOffline(false);

    // the next try completes: the new worker waits with its whole set beside the old one
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(registration, { timeout: 400_000 })
      .toMatchObject({ waiting: true, keys: expect.arrayContaining([`tb-offline-${current}`, `tb-offline-${next}`]) });
    expect(await keptSizes(page, next, urls)).toEqual(sizes);
    // once it takes over, the old set goes
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    );
    await expect
      .poll(() => page.evaluate(() => caches.keys()))
      .toEqual(expect.not.arrayContaining([`tb-offline-${current}`]));
    await goOffline(context);
    await page.goto(`${server.origin}/en/sha384`);
    await hashIn(page, 'en_US').fill('the new set');
    await expect(digestIn(page, 'en_US', 'SHA-384')).toHaveValue(
      createHash('sha384').update('the new set', 'utf8').digest('hex'),
    );
  } finally {
    server.stop();
  }
});
