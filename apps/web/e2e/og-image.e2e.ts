import { inflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import sources from '../app/brand/icons.json' with { type: 'json' };
import { tools } from '../app/tools/registry.ts';
import { test } from './support.ts';

// Open Graph images (issue 16 item 5, decision 0135): every tool page, home and /donate name a
// 1200x630 PNG of their branding in og:image, absolute under SITE_ORIGIN (the global test site) and
// root-relative without it (the cn site); the server answers for each. The PNG is read here by hand
// (signature, IHDR, the first row of pixels inflated with node:zlib), not by the code that wrote it.

const ORIGIN = 'https://tinkerbox.example'; // playwright.config.ts gives the global site this SITE_ORIGIN
const GLOBAL_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
const CN_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const PAGES = [
  { path: '/', image: 'site' },
  { path: '/donate', image: 'site' },
  ...tools.map((t) => ({ path: t.path, image: t.id })),
];
const SITES = [
  { brand: 'global', base: GLOBAL_URL, origin: ORIGIN },
  { brand: 'cn', base: CN_URL, origin: '' },
] as const;

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width, height and the RGB of pixel `x` of the first row, read from a PNG's IHDR and IDAT chunks. */
function readPng(png: Buffer, x: number) {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colour] = [png[24], png[25]];
  expect(depth).toBe(8);
  const channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
  expect(channels, `colour type ${colour}`).toBeGreaterThan(0);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const data = inflateSync(Buffer.concat(idat));
  const filter = data[0];
  const row = data.subarray(1, 1 + width * channels);
  // the first row has no row above: Up is None, and Sub, Average and Paeth predict from the left only
  const out = Buffer.alloc(row.length);
  for (let i = 0; i < row.length; i++) {
    const left = i >= channels ? (out[i - channels] ?? 0) : 0;
    const predicted = filter === 1 || filter === 4 ? left : filter === 3 ? left >> 1 : 0;
    out[i] = ((row[i] ?? 0) + predicted) & 0xff;
  }
  const rgb = [...out.subarray(x * channels, x * channels + 3)];
  return { width, height, rgb };
}

const hexRgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

async function checkPage(request: APIRequestContext, site: (typeof SITES)[number], page: (typeof PAGES)[number]) {
  const res = await request.get(`${site.base}${page.path}`);
  expect(res.status(), page.path).toBe(200);
  const html = await res.text();
  const url = meta(html, 'og:image');
  expect(url, `${site.brand} ${page.path}`).toBe(`${site.origin}/og/${site.brand}/${page.image}.png`);
  expect(meta(html, 'twitter:image')).toBe(url);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'og:image:alt')).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
  const image = await request.get(`${site.base}${(url ?? '').slice(site.origin.length)}`);
  expect(image.status(), url).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = readPng(await image.body(), 600);
  expect([png.width, png.height], url).toEqual([1200, 630]);
  // the band along the top is the branding's colour
  expect(png.rgb, url).toEqual(hexRgb(sources[site.brand].theme));
  return image.body();
}

for (const site of SITES) {
  test(`${site.brand}: every page names its ${site.brand} og:image, a 1200x630 PNG the server answers`, async ({
    request,
  }) => {
    test.setTimeout(240_000);
    for (let i = 0; i < PAGES.length; i += 6)
      await Promise.all(PAGES.slice(i, i + 6).map((p) => checkPage(request, site, p)));
  });
}

test('each tool has its own image, different in the two brandings; the service worker keeps none', async ({
  request,
}) => {
  const body = async (base: string, file: string) => (await request.get(`${base}/og/${file}`)).body();
  const [sha, md5, cnSha] = await Promise.all([
    body(GLOBAL_URL, 'global/sha256.png'),
    body(GLOBAL_URL, 'global/md5.png'),
    body(CN_URL, 'cn/sha256.png'),
  ]);
  expect(sha.equals(md5)).toBe(false);
  expect(sha.equals(cnSha)).toBe(false);
  const sw = await (await request.get(`${GLOBAL_URL}/sw.js`)).text();
  expect(sw).toContain('icons/global/icon-192.png'); // the precache list is in it
  expect(sw).not.toMatch(/\bog\/(global|cn)\//);
});

test("/donate's description and intro name the site's own branding in every language", async ({ request }) => {
  for (const [base, prefix, brand] of [
    [GLOBAL_URL, 'zh-hant', 'Tinkerbox'],
    [GLOBAL_URL, 'zh-hans', 'Tinkerbox'],
    [CN_URL, 'en', 'Baibaoxiang'],
    [CN_URL, 'zh-hans', '百宝箱'],
  ] as const) {
    const html = await (await request.get(`${base}/${prefix}/donate`)).text();
    expect(meta(html, 'description'), `${base} ${prefix}`).toMatch(new RegExp(`^${brand}`));
    for (const other of ['Tinkerbox is free', 'Baibaoxiang is free', '百宝箱免费', '百寶箱免費'])
      if (!other.startsWith(brand)) expect(html, `${base} ${prefix}`).not.toContain(other);
  }
});
