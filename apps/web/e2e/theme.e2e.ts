import { type BrowserContext, expect, type Page } from '@playwright/test';
import { gotoHydrated, holdScripts, SMOKE, test, waitForShell, watchProblems } from './support.ts';

// Themes (issue 16 items 1 and 7, decision 0093): light, dark and the system's, chosen in the header and
// remembered in the `theme` cookie; the first painted frame is already in the chosen theme.
const GLOBAL_PORT = Number(process.env.E2E_PORT ?? 3100);
const SITES = {
  global: process.env.E2E_BASE_URL ?? `http://localhost:${GLOBAL_PORT}`,
  cn: process.env.E2E_CN_BASE_URL ?? `http://localhost:${GLOBAL_PORT + 1}`,
};

/**
 * Records, at the first animation frame (the browser's last step before it paints the first frame), the
 * body's background as the browser paints it (drawn on a canvas and read back as sRGB bytes), the
 * theme on <html> and whether the page had hydrated yet.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const c = document.createElement('canvas');
      c.width = c.height = 1;
      const ctx = c.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      (window as unknown as { __firstFrame: unknown }).__firstFrame = {
        rgb: Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)),
        theme: document.documentElement.getAttribute('data-theme'),
        // the shell is live (html[data-ready], e2e/ready.ts), written out: the init script is sent alone
        hydrated: document.documentElement.dataset.ready !== undefined,
      };
    });
  });
}

interface Frame {
  rgb: number[];
  theme: string | null;
  hydrated: boolean;
}
const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { __firstFrame?: Frame }).__firstFrame)
    .then((h) => h.jsonValue() as Promise<Frame>);

/** The body's background now, as sRGB bytes, converted the same way. */
const bodyRgb = (page: Page) =>
  page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = c.height = 1;
    const ctx = c.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });

/** Dark: every channel below 40 of 255 (slate-950 is about 2, 6, 24); light: every channel above 230. */
const isDark = (rgb: number[]) => rgb.every((v) => v < 40);
const isLight = (rgb: number[]) => rgb.every((v) => v > 230);

const setCookies = (context: BrowserContext, url: string, cookies: Record<string, string>) =>
  context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));

const themeCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'theme')?.value;

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the site is dark from the first frame, "System" is the choice, theme-color is the dark one', async ({
    page,
  }) => {
    const watch = await watchProblems(page);
    await recordFirstFrame(page);
    await gotoHydrated(page, '/sha256');
    const first = await firstFrame(page);
    expect(first.hydrated).toBe(false);
    expect(first.theme).toBeNull();
    expect(isDark(first.rgb), `first frame ${first.rgb}`).toBe(true);
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.locator('meta[name=theme-color][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
      'content',
      '#0f172a',
    );
    watch.check();
  });

  test('without JavaScript the server page alone follows the system', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITES.global}/`);
    expect(isDark(await bodyRgb(page))).toBe(true);
    await context.close();
  });

  test('"Light" in the header overrides the system, over a reload too', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('radio', { name: 'Light' }).check();
    // applied once the header has hydrated, which the click starts (decision 0201)
    await expect.poll(async () => isLight(await bodyRgb(page))).toBe(true);
    await expect.poll(() => themeCookie(context)).toBe('light');
    await recordFirstFrame(page);
    await page.reload();
    const first = await firstFrame(page);
    expect(first.theme).toBe('light');
    expect(isLight(first.rgb), `first frame ${first.rgb}`).toBe(true);
  });
});

test(
  'the switch: dark from the header, kept over a reload with no light frame, then back to the system',
  SMOKE,
  async ({ page, context }) => {
    const watch = await watchProblems(page);
    await gotoHydrated(page, '/');
    expect(isLight(await bodyRgb(page))).toBe(true);
    const group = page.getByRole('group', { name: 'Theme' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    await group.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(async () => isDark(await bodyRgb(page))).toBe(true);
    await expect.poll(() => themeCookie(context)).toBe('dark');
    // the bar colour follows the choice, whichever the system's scheme is
    for (const meta of await page.locator('meta[name=theme-color]').all())
      await expect(meta).toHaveAttribute('content', '#0f172a');

    await recordFirstFrame(page);
    await page.reload();
    const first = await firstFrame(page);
    expect(first.hydrated).toBe(false);
    expect(first.theme).toBe('dark');
    expect(isDark(first.rgb), `first frame ${first.rgb}`).toBe(true);
    await waitForShell(page);
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

    // keyboard: the group is one tab stop and the arrow keys move the choice
    await page.getByRole('radio', { name: 'Dark' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect.poll(async () => isLight(await bodyRgb(page))).toBe(true);
    await expect.poll(() => themeCookie(context)).toBe('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    watch.check();
  },
);

test('the choice of theme is kept on a tool page and its names follow the language', async ({ page, context }) => {
  await setCookies(context, SITES.global, { lang: 'zh_Hant_HK', theme: 'dark' });
  await recordFirstFrame(page);
  await gotoHydrated(page, '/jsonformat');
  expect(isDark((await firstFrame(page)).rgb)).toBe(true);
  await expect(page.getByRole('group', { name: '主題' }).getByRole('radio', { name: '深色' })).toBeChecked();
});

test('the cn branding: dark from the cookie from the first frame, the switch in Chinese', async ({ page, context }) => {
  await setCookies(context, SITES.cn, { lang: 'zh_Hans_CN', theme: 'dark' });
  await recordFirstFrame(page);
  await gotoHydrated(page, `${SITES.cn}/`);
  const first = await firstFrame(page);
  expect(first.hydrated).toBe(false);
  expect(isDark(first.rgb), `first frame ${first.rgb}`).toBe(true);
  const group = page.getByRole('group', { name: '主题' });
  await expect(group.getByRole('radio', { name: '深色' })).toBeChecked();
  await group.getByRole('radio', { name: '浅色' }).check();
  await expect.poll(async () => isLight(await bodyRgb(page))).toBe(true);
});

// axe in both themes: e2e/axe.e2e.ts, on every page.

test('a first visit reads no cookie after it writes one: the switch takes the theme from the page', async ({
  page,
}) => {
  // decision 0193: the language cookie is written as the page hydrates (LocaleUrlSync); Chromium answers a
  // cookie read after a write with a synchronous request to the browser, so the switch reads the theme the
  // head's script applied (<html data-theme>) rather than document.cookie
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { cookieLog: string[] }).cookieLog = log;
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        log.push('get');
        return own?.get?.call(this);
      },
      set(v: string) {
        log.push('set');
        own?.set?.call(this, v);
      },
    });
  });
  await gotoHydrated(page, '/zh-hans/sha256');
  await page.waitForTimeout(1_000);
  const log = await page.evaluate(() => (window as unknown as { cookieLog: string[] }).cookieLog);
  expect(log, 'the language cookie is written on a first visit').toContain('set');
  expect(log.slice(log.indexOf('set')), log.join(' ')).not.toContain('get');
  // and the switch still shows the choice: dark chosen, then the page loaded again
  await page
    .getByTestId('theme-switch')
    .first()
    .getByRole('radio', { name: /深色|dark/i })
    .check();
  // as a visitor sees it taken: the page turns dark (the head's script applies the pick as it is made)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await waitForShell(page);
  await expect(
    page
      .getByTestId('theme-switch')
      .first()
      .getByRole('radio', { name: /深色|dark/i }),
  ).toBeChecked();
});

test('a theme picked before the page’s scripts came is applied at once and kept over a reload', async ({
  page,
  context,
}) => {
  // a slow link: the server's page, none of its scripts; the head's inline script alone applies the pick
  const scripts = await holdScripts(page);
  await page.goto('/en/sha256', { waitUntil: 'domcontentloaded' });
  await expect.poll(scripts.asked).toBeGreaterThan(0);
  const dark = page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' });
  await dark.check();
  await expect.poll(async () => isDark(await bodyRgb(page))).toBe(true);
  expect(await themeCookie(context)).toBe('dark');
  for (const meta of await page.locator('meta[name=theme-color]').all())
    await expect(meta).toHaveAttribute('content', '#0f172a');

  // reloaded with the scripts still held: dark from the first frame, and the switch shows it
  await recordFirstFrame(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const first = await firstFrame(page);
  expect(first.theme).toBe('dark');
  expect(isDark(first.rgb), `first frame ${first.rgb}`).toBe(true);
  await expect(dark).toBeChecked();
  scripts.release();
  await waitForShell(page);
  await expect(dark).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
