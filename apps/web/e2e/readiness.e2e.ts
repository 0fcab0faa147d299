import { expect, type Page } from '@playwright/test';
import { chainMessages } from '../app/tools/chain/chain.messages.ts';
import { allLive, shellLive } from './ready.ts';
import { holdScripts, test, waitForTool } from './support.ts';

// The one readiness marker, html[data-ready] (decision 0197), must not lie: "all" only once every tool
// part of the page is live, "shell" while one is not, and straight to "all" on a page with none. Every
// other spec waits through it (e2e/ready.ts), so one that said "all" early would make them flaky, and one
// that never said it would make them hang.

/** Records every value html[data-ready] takes in the page, in order, from before its first script. */
async function recordReady(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __ready: seen });
    // the document, not <html>: the init script can run before <html> is parsed
    new MutationObserver(() => {
      const value = document.documentElement.dataset.ready;
      if (value !== undefined && seen.at(-1) !== value) seen.push(value);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  return () => page.evaluate(() => (window as unknown as { __ready: string[] }).__ready);
}

test('a lazily loaded tool part holds html[data-ready] at "shell" from its first use until it has hydrated', async ({
  page,
}) => {
  const m = chainMessages.en_US;
  const ready = await recordReady(page);
  // /tontools's view (@ton/core with it) is a chunk of its own (a tool part), loaded with the tool's first
  // use (decision 0206): untouched, the page is complete as served and says "all" at once
  const view = await holdScripts(page, /\/assets\/ton\.view-[\w-]+\.js$/);
  await page.goto('/en/tontools');
  await waitForTool(page);
  expect(await view.asked()).toBe(0);
  // its first use hydrates the tool, whose part holds the marker at "shell" until the view is live
  await page.getByLabel(m.ton.addressLabel).focus();
  await expect.poll(view.asked).toBeGreaterThan(0);
  expect(await page.evaluate(shellLive)).toBe(true);
  await page.waitForTimeout(500);
  expect(await page.evaluate(allLive)).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'shell');

  view.release();
  await waitForTool(page);
  expect(await ready()).toEqual(['all', 'shell', 'all']);
  // "all" means the view is live: it answers what is typed now
  await page.getByLabel(m.ton.addressLabel).fill('0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO');
  await expect(page.getByTestId('ton-address-result')).toContainText(
    '0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3',
  );
});

test('a page with no tool part goes straight to html[data-ready="all"] when its shell is live', async ({ page }) => {
  const ready = await recordReady(page);
  await page.goto('/en/sha256');
  await waitForTool(page);
  expect(await ready()).toEqual(['all']);
});
