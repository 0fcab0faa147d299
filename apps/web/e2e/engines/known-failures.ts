/**
 * Checks of the cross-engine suite that fail today, by "<engine> <check name>", with the reason and the
 * fix that is on its way. The suite reports them as expected failures; one that passes fails the run
 * until it is taken out of this list, so a fix cannot go unnoticed and the list cannot go stale.
 */
export const KNOWN_FAILURES: Readonly<Record<string, string>> = {};

/**
 * Problems that do not fail a check, each with why; the summary says on which checks each was seen, on
 * every run. `whileLeaving`: only when logged while the page was being left (the suite goes to
 * about:blank after each check; a check's own navigations leave pages too), never while it was in use.
 */
export const TOLERATED: readonly {
  engine: 'firefox' | 'webkit';
  pattern: RegExp;
  whileLeaving: boolean;
  reason: string;
}[] = [
  {
    engine: 'firefox',
    pattern: /console: Failed to fetch manifest patches/,
    whileLeaving: true,
    reason:
      "React Router's route discovery logs its /__manifest request, which Firefox aborts when the page is left (Chromium and WebKit abort it silently)",
  },
  {
    engine: 'firefox',
    pattern:
      /console: A tool crashed|pageerror: .*error loading dynamically imported module|pageerror: Failed to load .*A ServiceWorker intercepted the request and encountered an unexpected error/,
    whileLeaving: true,
    reason:
      'Firefox fails the loads (chunks, workers) still under way when a page is left, through the service worker too, and reports each failed import. Where the page learns first that it is being left (beforeunload, pagehide, a Navigation API navigate), shell/freshness.tsx marks the rejection handled and the tool boundary logs no crash; a navigation from the address bar (or WebDriver) tells the page nothing before Firefox stops its loads. Only in a page being left (after a check, or by a check that navigates); shell/freshness.tsx does not reload there (decision 0150)',
  },
];
