import { type BrowserContext, expect, type Page } from '@playwright/test';

export type Lang = 'en_US' | 'zh_Hans_CN' | 'zh_Hant_HK';
export const LANGS: Lang[] = ['en_US', 'zh_Hans_CN', 'zh_Hant_HK'];

/**
 * Marks a test as part of the smoke subset (`--grep @smoke`) that CI also runs against a build on real
 * React (`pnpm --filter @tinkerbox/web test:e2e:react`, decision 0006): one or two per page family.
 */
export const SMOKE = { tag: '@smoke' };

/** Sets the language cookie for the site under test. */
export async function setLang(context: BrowserContext, baseURL: string | undefined, lang: Lang) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://localhost:3100' }]);
}

/**
 * Records console errors, uncaught exceptions and CSP violations on a page; `check()` asserts none
 * happened. Attach before navigating.
 */
export async function watchProblems(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return {
    problems,
    check: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** Navigates and waits until React has hydrated the page (the root sets html[data-hydrated]). */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return res;
}
