import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { setOneTaskApart } from './in-page.ts';
import { ALL_LIVE, appLiveOrNone, SHELL_LIVE } from './ready.ts';

/**
 * Playwright's `test`, whose page waits for the app after a navigation. A page's modules load after its
 * first paint (page-cache.js, modulesAfterFirstPaint), so the `load` event that `goto` waits for can come
 * before the page is hydrated; here goto, reload, goBack and goForward then also wait until a page that
 * carries the app has its shell live (html[data-ready], e2e/ready.ts). Other documents (files, the engine's API reference,
 * pages the server renders per request) pass at once. A call given its own `waitUntil` waits only for that.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});

function waitingForHydration(page: Page): Page {
  const hydrated = () => page.waitForFunction(appLiveOrNone);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
        const response = await navigate(...args);
        if (response && (options?.waitUntil ?? 'load') === 'load') await hydrated();
        return response;
      },
    });
  }
  return page;
}

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

/**
 * Waits until the page's shell is live: every part of it hydrated (html[data-ready], e2e/ready.ts); a
 * tool part (a lazily loaded view) may still be on its way: waitForTool waits for that too.
 */
export async function waitForShell(page: Page, options: { timeout?: number } = {}) {
  await page.locator(SHELL_LIVE).waitFor({ state: 'attached', ...options });
}

/**
 * Waits until everything on the page is live: the shell and every tool part, such as a chain page's or
 * a contract page's lazily loaded view (html[data-ready="all"], e2e/ready.ts).
 */
export async function waitForTool(page: Page) {
  await page.locator(ALL_LIVE).waitFor({ state: 'attached' });
}

/** Navigates and waits until the page's shell is live (waitForShell). */
/**
 * Gives `first` its value, then one task later `second` its value (a text field or a select), as input
 * events: the gap a fast typist or a busy phone gives a page (in-page.ts `setOneTaskApart`).
 */
export async function typeOneTaskApart(page: Page, first: [Locator, string], second: [Locator, string]) {
  const a = await first[0].elementHandle();
  const b = await second[0].elementHandle();
  await page.evaluate(setOneTaskApart, [
    [a, first[1]],
    [b, second[1]],
  ] as const);
}

/**
 * Holds back every request `pattern` matches (by default every script of the page) until `release()`, as a
 * slow link does; `asked()` says how many were asked for. Register it before the navigation it holds.
 */
export async function holdScripts(page: Page, pattern: RegExp = /\/assets\/.*\.js$/) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked++;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await waitForShell(page);
  return res;
}

/**
 * A page React Router hydrates on the Preact build: the 404 screen of an unknown path, whose links load
 * the next page whole. Every other page is an island page (decisions 0162, 0213).
 */
export const ROUTER_PAGE = '/no-such-page';

/**
 * Whether the build under test has island pages: the Preact build does; in the React build
 * (TINKERBOX_RENDERER=react, decision 0006) every page loads React Router.
 */
export const ISLANDS = existsSync(
  path.join(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build', 'client/islands.json'),
);

/**
 * Opens `to` as a page React Router renders, for what only a router page does (the language switched in
 * place, a tool's input kept across client navigation). On the Preact build no page a visitor navigates
 * from is one (decision 0213), so the test is skipped there; the React build's run (`test:e2e:react`,
 * the tests tagged SMOKE) has it on every page.
 */
export async function gotoRouterPage(page: Page, to: string) {
  test.skip(ISLANDS, 'no router page to navigate from on the Preact build (decision 0213)');
  await gotoHydrated(page, to);
  expect(await page.evaluate(() => '__reactRouterDataRouter' in window), 'the router hydrated it').toBe(true);
  await page.locator('#tool-title').waitFor();
}

/** A `node server.js` a test started, and everything it has written so far. */
export interface ServerProcess {
  proc: ChildProcess;
  log: () => string;
}

/**
 * Starts the production server of the build under test on `port` and resolves once it listens. `env` is
 * added to this process's environment (or, with `clean`, to PATH alone); `cwd` is the folder with
 * server.js (apps/web unless given).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { cwd, clean = false }: { cwd?: string; clean?: boolean } = {},
): Promise<ServerProcess> {
  let log = '';
  const base = clean
    ? { PATH: process.env.PATH ?? '' }
    : { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? 'build' };
  const proc = spawn(process.execPath, ['server.js'], {
    cwd,
    env: { ...base, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const s of [proc.stdout, proc.stderr]) {
    s?.setEncoding('utf8').on('data', (c) => {
      log += c;
    });
  }
  await expect.poll(() => log, { timeout: 30_000 }).toContain(`on http://localhost:${port}`);
  return { proc, log: () => log };
}

/** Waits until `url` answers 200 (a server or proxy that has just been started). */
export async function untilOk(url: string, timeout = 30_000) {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout },
    )
    .toBe(200);
}

/** Whether the machine has the command `bin` (qrencode, zbarimg: tools CI installs with apt). */
export const hasCommand = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
