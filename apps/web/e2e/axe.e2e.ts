import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { tools } from '../app/tools/registry.ts';
import { test } from './support.ts';

// Accessibility (issue 16 item 7): axe-core finds nothing serious or critical on any page, in either
// theme, in any language. Every page of the registry, home, /donate and the 404 page is opened at its
// language's URL (/en, /zh-hans, /zh-hant) in the light theme, checked, switched to dark with the
// header's control (no reload) and checked again. The language turns from page to page, so each
// language meets a third of the pages in both themes: every page in all three languages cost about 1.6
// minutes a page on the shared machine (46 pages), and the language changes words, not colours or
// roles. AXE_ALL_LANGUAGES=1 checks every page in every language. The JSON page is checked with its
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
};

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
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
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await PREPARE[path]?.(page);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.locator('input[type=radio][value=dark]').first().check();
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        }
        for (const f of await seriousFindings(page)) found.push(`${url} ${theme}: ${f}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
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
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await reach(page);
      const found = await seriousFindings(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
