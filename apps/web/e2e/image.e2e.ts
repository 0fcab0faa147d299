import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import digests from '../../../packages/engine/test/vectors/hash/digests.json' with { type: 'json' };
import { gotoHydrated, startServer, test, watchProblems } from './support.ts';

/**
 * The container image's files without Docker (Docker Hub cannot be reached here): deploy/production-tree.sh
 * makes the tree the Dockerfile's last stage copies (the app's "files", its production dependencies, the
 * build, no TypeScript), and a server started from it, with nothing else on its module path, renders
 * every page of the sitemap and runs a tool in Chromium. A package the server imports that is not a
 * production dependency, or a runtime file missing from "files", fails here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 11;
const ORIGIN = 'https://image.example';
const repo = path.resolve(import.meta.dirname, '../../..');

let tree = '';
let server: ChildProcess | undefined;
let log = () => '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // the build under test (BUILD_DIR) stands in for apps/web/build, which the script copies
  const buildDir = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build');
  tree = mkdtempSync(path.join(tmpdir(), 'tinkerbox-image-'));
  const out = path.join(tree, 'app');
  execFileSync('sh', ['deploy/production-tree.sh', out], {
    cwd: repo,
    stdio: 'pipe',
    env: { ...process.env, TINKERBOX_BUILD: buildDir },
  });
  // run from a copy outside the checkout, so nothing resolves through the workspace's node_modules
  const started = await startServer(PORT, { SITE_ORIGIN: ORIGIN }, { cwd: out, clean: true });
  server = started.proc;
  log = started.log;
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  if (tree) rmSync(tree, { recursive: true, force: true });
});

test('the image tree holds the runtime files and production packages only, without TypeScript', () => {
  const out = path.join(tree, 'app');
  expect(readdirSync(out).sort()).toEqual(
    [
      'build',
      'node_modules',
      'package.json',
      'page-cache.js',
      'preact-aliases.json',
      'preact-renderer.mjs',
      'production-resolve.mjs',
      'render-gate.js',
      'request-target.js',
      'scripts',
      'server-app.js',
      'server.js',
    ].sort(),
  );
  const store = readdirSync(path.join(out, 'node_modules/.pnpm'));
  expect(store.filter((d) => /^(typescript@|@types\+|vite@|@playwright\+|vitest@)/.test(d))).toEqual([]);
  expect(existsSync(path.join(out, 'node_modules/react-router'))).toBe(true);
});

test('a server started from the image tree renders every page of the sitemap', async () => {
  test.setTimeout(120_000);
  const base = `http://127.0.0.1:${PORT}`;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  // every tool in three languages, and the home pages
  expect(pages.length).toBeGreaterThan(100);
  const failed: string[] = [];
  // four at a time, as many as the server renders at once (RENDER_CONCURRENCY)
  const queue = [...pages];
  const fetchNext = async (): Promise<void> => {
    const p = queue.shift();
    if (p === undefined) return;
    const res = await fetch(base + p);
    const html = await res.text();
    // the app: React Router's, or an island page's data block (decision 0162)
    const app =
      html.includes('window.__reactRouterContext') ||
      html.includes('<script type="application/json" id="island-data">');
    if (res.status !== 200 || !app) failed.push(`${p} ${res.status}`);
    return fetchNext();
  };
  await Promise.all([fetchNext(), fetchNext(), fetchNext(), fetchNext()]);
  expect(failed).toEqual([]);
  expect(log()).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (module|package)/);
});

test('the image tree serves a working tool to Chromium', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `http://127.0.0.1:${PORT}/md5`);
  await page.getByRole('textbox', { name: /to hash/ }).fill('abc');
  // RFC 1321's MD5("abc"), from the engine's vector file
  const md5 = digests.digests.find((d) => d.algorithm === 'md5' && d.message === 'abc')!.digest;
  await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue(md5);
  w.check();
});
