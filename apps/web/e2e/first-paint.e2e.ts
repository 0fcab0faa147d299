import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { test } from './support.ts';

// Decision 0191: a page's first paint waits until its content is parsed (`<link rel="expect"
// blocking="render">` naming the element after the footer). Before, Chromium painted what it had parsed
// so far, then styled and laid the whole page out again when parsing ended: a long task after the first
// paint on a slow phone. Here the server's HTML arrives in two parts, the second a second later, as a slow
// network delivers it: the first paint must come after the second part, not with the header alone.

const PAUSE_MS = 1_000;

/** A proxy to `upstream` that sends each HTML page up to its `<main` at once and the rest PAUSE_MS later. */
function slowHtmlProxy(upstream: string) {
  return http.createServer(async (req, res) => {
    const r = await fetch(upstream + (req.url ?? '/'), {
      headers: { 'accept-encoding': 'identity', cookie: req.headers.cookie ?? '' },
    });
    const headers = Object.fromEntries(
      [...r.headers].filter(([k]) => !/^(content-length|content-encoding|transfer-encoding|connection)$/.test(k)),
    );
    const body = Buffer.from(await r.arrayBuffer());
    res.writeHead(r.status, headers);
    const at = (r.headers.get('content-type') ?? '').includes('text/html') ? body.indexOf('<main') : -1;
    if (at <= 0) {
      res.end(body);
      return;
    }
    res.write(body.subarray(0, at));
    setTimeout(() => res.end(body.subarray(at)), PAUSE_MS);
  });
}

test('the first paint waits for the page content, not the header alone, on a slow network', async ({
  page,
  baseURL,
}) => {
  const proxy = slowHtmlProxy(baseURL ?? '');
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    // an island tool page, the home page in Chinese, a page React Router hydrates, and a 404
    for (const path of ['/en/sha256', '/zh-hans/', '/zh-hant/donate', '/en/no-such-tool']) {
      await page.goto(origin + path);
      await page.waitForLoadState('load');
      const t = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const paint =
          performance.getEntriesByName('first-paint')[0] ?? performance.getEntriesByName('first-contentful-paint')[0];
        return {
          responseStart: nav.responseStart,
          responseEnd: nav.responseEnd,
          paint: paint?.startTime ?? Number.NaN,
        };
      });
      expect(t.responseEnd - t.responseStart, `${path}: the HTML came in two parts`).toBeGreaterThan(PAUSE_MS * 0.9);
      // the first part holds the header; it is painted only once the rest (the content) has come
      expect(t.paint, `${path}: ${JSON.stringify(t)}`).toBeGreaterThanOrEqual(t.responseStart + PAUSE_MS * 0.9);
    }
  } finally {
    await new Promise((ok) => proxy.close(ok));
  }
});
