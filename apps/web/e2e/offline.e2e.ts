import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { en } from '../app/i18n/messages/en.ts';
import { zhHans } from '../app/i18n/messages/zh-hans.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { gotoHydrated, setLang, test, untilOk } from './support.ts';

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

/** Cuts the network for the pages and the service worker, and proves the worker's own fetches fail. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  const [worker] = context.serviceWorkers();
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
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
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
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await hashInput(page).fill('computed with the network off');
  await expect(digestBox(page)).toHaveValue(sha256('computed with the network off'));
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  // a page never visited gets the offline page, in three languages
  await page.goto('/sha512');
  await expect(page.getByTestId('offline-page')).toContainText('You are offline');
  await expect(page.getByTestId('offline-page')).toContainText('你已离线');
});

test('/base64 encodes after an offline reload (its worker cached on the first visit)', async ({ page, context }) => {
  const m = encodingMessages.en_US.base64;
  await gotoHydrated(page, '/base64');
  await offlineReady(page);
  await goOffline(context);
  await reloadOffline(page);
  await page.locator('[data-tool-ready="1"]').waitFor();
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
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await hashInput(page).fill('the new build');
    await expect(digestBox(page)).toHaveValue(md5('the new build'));
  } finally {
    server.stop();
  }
});
