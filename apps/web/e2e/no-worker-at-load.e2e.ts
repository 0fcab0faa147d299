import { expect } from '@playwright/test';
import { tools } from '../app/tools/registry.ts';
import { gotoHydrated, test, waitForTool } from './support.ts';

// Issue 37, decisions 0194 and 0199: a tool page opened untouched starts no worker. A worker at load is a
// thread, its modules (some with WASM) and a render again in a slow phone's first seconds, for an answer
// that never changes: the server sends it with the page instead. A page listed here starts one for a
// reason the server cannot serve, said beside it; a new page that starts one fails this test.
const STARTS_AT_LOAD: Record<string, string> = {};

// The longest wait a page's job has before it runs (use-pbkdf2's 300 ms debounce), and some margin.
const SETTLE_MS = 800;
const PER_TEST = 10;
const PATHS = tools.map((t) => t.path);

for (let i = 0; i < PATHS.length; i += PER_TEST) {
  const paths = PATHS.slice(i, i + PER_TEST);
  test(`untouched, no tool page starts a worker: ${paths.join(' ')}`, async ({ context }) => {
    test.setTimeout(paths.length * 20_000);
    const started: string[] = [];
    for (const path of paths) {
      const page = await context.newPage();
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(new URL(w.url()).pathname.replace(/^\/assets\//, '')));
      try {
        await gotoHydrated(page, path);
        await waitForTool(page);
        await page.waitForTimeout(SETTLE_MS);
        if (workers.length > 0 && !(path in STARTS_AT_LOAD)) started.push(`${path}: ${workers.join(', ')}`);
      } finally {
        await page.close();
      }
    }
    expect(started, started.join('\n')).toEqual([]);
  });
}
