// Firefox for the browser checks that Chromium cannot make (decision 0150): Debian's Firefox ESR driven
// by puppeteer-core over WebDriver BiDi (no browser download), against the production server of the
// build under test. Specs import this from a *.firefox.ts file, run by Node's own test runner:
//   E2E_PORT=3320 node --import tsx --test e2e/engines/*.firefox.ts     (from apps/web)
// E2E_BASE_URL runs them against a server already up instead; FIREFOX_PATH another Firefox.
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { appLiveOrNone } from '../ready.ts';
import { firefoxBrowser, type Site, startSite as startServer } from './harness.ts';

/** Starts Firefox headless; close it with `browser.close()`. */
export const launchFirefox = firefoxBrowser;
export type { Site };

/**
 * E2E_BASE_URL when set; otherwise the production server of the build under test on E2E_PORT (default
 * 3100), as the cross-engine suite starts it (harness.ts), resolved once it answers.
 */
export async function startSite(): Promise<Site> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { origin: external.replace(/\/$/, ''), stop: async () => {} };
  return startServer(Number(process.env.E2E_PORT ?? 3100));
}

/** A private context (its own cookies, storage, caches and service workers) and a tab in it. */
export async function freshTab(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  return { context, page: await context.newPage() };
}

/**
 * Waits until the document in the tab is one whose shell is live (html[data-ready]) or carries no app
 * (no #entry-module), going on through navigations that replace it meanwhile (a reload).
 */
export async function settled(page: Page): Promise<void> {
  for (;;) {
    try {
      await page.waitForFunction(() => document.readyState === 'complete', { polling: 50 });
      await page.waitForFunction(appLiveOrNone, { polling: 50 });
      return;
    } catch (e) {
      // the document went away while it was being asked (a navigation): ask the next one
      if (!/context|destroyed|navigat|discarded/i.test(String(e))) throw e;
    }
  }
}

/** Opens `url` as typed in the address bar and waits until the page has hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await settled(page);
}

/**
 * Records, from the start of every document in the tab, each `modulepreload` link that fires `error`
 * (window.modulePreloadErrors) and each that has settled, loaded or not (window.modulePreloadsSettled).
 */
export function watchModulePreloads(page: Page): Promise<unknown> {
  return page.evaluateOnNewDocument(() => {
    const w = window as Window & { modulePreloadErrors?: string[]; modulePreloadsSettled?: Set<Element> };
    w.modulePreloadErrors = [];
    w.modulePreloadsSettled = new Set();
    for (const type of ['load', 'error'])
      document.addEventListener(
        type,
        (e) => {
          const link = e.target;
          if (!(link instanceof HTMLLinkElement) || link.rel !== 'modulepreload') return;
          w.modulePreloadsSettled?.add(link);
          if (type === 'error') w.modulePreloadErrors?.push(link.href);
        },
        true,
      );
  });
}

/**
 * Waits until the page has fetched and linked a module whose file name starts with `prefix` (a lazily
 * imported view, in a fresh context) and every `modulepreload` link in the document has fired `load`
 * or `error`; returns the links
 * that fired `error` since the document loaded (watchModulePreloads).
 */
export async function modulePreloadErrors(page: Page, prefix: string): Promise<string[]> {
  await page.waitForFunction(
    (p: string) => {
      const w = window as Window & { modulePreloadsSettled?: Set<Element> };
      const fetched = performance
        .getEntriesByType('resource')
        .some((e) => new URL(e.name).pathname.startsWith(`/assets/${p}`));
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
      // the view's own link is in too (the preload helper's first batch has run)
      const linked = links.some((l) => new URL(l.href).pathname.startsWith(`/assets/${p}`));
      return fetched && linked && links.every((l) => w.modulePreloadsSettled?.has(l));
    },
    { polling: 50 },
    prefix,
  );
  return page.evaluate(() => (window as Window & { modulePreloadErrors?: string[] }).modulePreloadErrors ?? []);
}
