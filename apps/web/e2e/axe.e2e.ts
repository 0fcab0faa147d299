import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { tools } from '../app/tools/registry.ts';
import { test, waitForShell } from './support.ts';

// Accessibility (issue 16 item 7): axe-core finds nothing serious or critical on any page, in either
// theme, in any language. Every page of the registry, home, /donate and the 404 page is opened at its
// language's URL (/en, /zh-hans, /zh-hant) in the light theme, checked, switched to dark with the
// header's control (no reload) and checked again for the rules a colour decides (COLOUR_RULES). The
// language turns from page to page, so each language meets a third of the pages in both themes: every
// page in all three languages cost about 1.6 minutes a page on the shared machine (46 pages), and the
// language changes words, not colours or roles. AXE_ALL_LANGUAGES=1 checks every page in every language. The JSON page is checked with its
// tree showing.

const GLOBAL_URL = process.env.E2E_BASE_URL ?? `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
const PAGES = ['/', '/donate', ...tools.map((t) => t.path), '/no-such-page'];
const PREFIXES = ['en', 'zh-hans', 'zh-hant'] as const;

/** What a page needs before it is checked, beyond loading: content that only appears after input. */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  '/jsonformat': async (page) => {
    await page.locator('textarea').first().fill('{"name":"Ada","id":1,"ok":true,"none":null,"list":[1.5,"x"]}');
    await expect(page.getByRole('tree')).toBeVisible();
  },
  // three steps with every kind of control (aes-decrypt's), a failure at step 2 and step 1's output shown
  '/recipe': async (page) => {
    await page.evaluate(() => {
      window.location.hash = 'from-base64,gunzip,aes-decrypt&input=YUdWc2JHOD0';
    });
    await expect(page.getByTestId('recipe-step-error')).toBeVisible();
    await page.getByTestId('recipe-step').first().locator('input[type=checkbox]').last().check();
  },
};

/**
 * The rules a theme can change the outcome of. The themes change colours and nothing else (app.css: each
 * palette colour is `light-dark()`, and `dark:` is kept for what is not a colour), so in the second theme
 * only these are run again: the whole set a second time cost as much as the first and could find nothing
 * the first had not.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousFindings(page: Page, only?: string[]) {
  // Legacy mode runs axe in the page itself. The default runs it frame by frame and then finishes in a
  // blank page it opens for each check: twice the time of the whole check on a 2-core machine
  // (/en/aes 9.2 s against 4.7 s, the same findings), and the site's pages have no frames.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (only
    ? builder.withRules(only)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
  ).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('; ')}`);
}

test.describe.configure({ mode: 'parallel' });

const ALL_LANGUAGES = process.env.AXE_ALL_LANGUAGES === '1';

for (const [i, path] of PAGES.entries()) {
  const prefixes = ALL_LANGUAGES ? PREFIXES : [PREFIXES[i % PREFIXES.length] as (typeof PREFIXES)[number]];
  test(`axe finds nothing serious on ${path} in both themes, ${prefixes.join(', ')}`, async ({ page, context }) => {
    test.setTimeout(ALL_LANGUAGES ? 240_000 : 90_000);
    await context.addCookies([{ name: 'theme', value: 'light', url: GLOBAL_URL }]);
    const found: string[] = [];
    for (const prefix of prefixes) {
      const url = `/${prefix}${path === '/' ? '' : path}`;
      await page.goto(url);
      await waitForShell(page);
      await PREPARE[path]?.(page);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.locator('input[type=radio][value=dark]').first().check();
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        }
        // The home page's later lists of cards are drawn when they come near the screen (content-visibility,
        // decision 0183); axe read their colours from before the theme changed (white behind dark-theme text).
        // They are drawn here as a visitor scrolling to them sees them; home.e2e.ts checks that they are.
        if (path === '/')
          await page.addStyleTag({ content: '.home-later-list { content-visibility: visible !important; }' });
        const only = theme === 'dark' ? COLOUR_RULES : undefined;
        for (const f of await seriousFindings(page, only)) found.push(`${url} ${theme}: ${f}`);
      }
      for (const f of await sidewaysScroll(page)) found.push(`${url}: ${f}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

/** The widths a page must fit without scrolling sideways: a phone, a small tablet, each side of the site's
 * breakpoints (767/768 and 1199/1200), a laptop. Until 29 November the body had `min-width: 1200px` from
 * 768 px up, so every page scrolled sideways between 768 and 1199 px. */
const WIDTHS = [390, 767, 768, 1024, 1199, 1280] as const;

async function sidewaysScroll(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const wide = await page.evaluate(() => {
      const root = document.documentElement;
      const over = root.scrollWidth - root.clientWidth;
      if (over <= 0) return null;
      // name the widest element that reaches past the viewport, so the message says where to look
      let culprit = '';
      let right = root.clientWidth;
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > right + 0.5 && r.width > 0) {
          right = r.right;
          culprit = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
        }
      }
      return `${over}px (${culprit})`;
    });
    if (wide) found.push(`scrolls sideways at ${width}px by ${wide}`);
  }
  if (before) await page.setViewportSize(before);
  return found;
}

// States a page reaches only by use, in both themes: the palette open with results (over a tool page) and
// an input error beside its field.
const STATES: Record<string, { url: string; reach: (page: Page) => Promise<void> }> = {
  'the palette with results': {
    url: '/zh-hant/md5',
    reach: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').getByRole('combobox').fill('sha');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
    },
  },
  'an input error': {
    url: '/en/base64',
    reach: async (page) => {
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Decode', exact: true }) })
        .click();
      await page.getByLabel('Base64 to decode').fill('SGV$bG8=');
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
};

for (const [state, { url, reach }] of Object.entries(STATES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious in ${state} (${url}) in ${theme}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: GLOBAL_URL }]);
      await page.goto(url);
      await waitForShell(page);
      await reach(page);
      const found = await seriousFindings(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
