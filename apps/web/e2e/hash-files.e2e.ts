import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { gotoHydrated, holdScripts, setLang, test, watchProblems } from './support.ts';

// Files hashed by the page's pipeline of workers (one reads, others hash; decision 0018), or, for a file of
// at most 32 MiB hashed with SHA-1/SHA-256 alone, read whole and handed to WebCrypto, or, for one of at
// most 256 MiB with one algorithm, read and hashed by the page's one worker (decision 0145). Expected
// digests are computed here by node:crypto (OpenSSL) on the same bytes, never taken from the page.

/** A few MiB of a fixed xorshift32 pattern (the same on every run; not a multiple of the 2 MiB chunk). */
function pattern(size: number): Buffer {
  const out = Buffer.alloc(size);
  let x = 0x6d2b79f5;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 255;
  }
  return out;
}

// A service worker would answer the worker scripts before page.route sees them.
test.use({ serviceWorkers: 'block' });

const data = pattern(5 * (1 << 20) + 777);
const node = (alg: string) => createHash(alg).update(data).digest('hex');

async function pick(page: Page, name = 'pattern.bin') {
  await page.getByLabel(/Choose files to hash|选择要计算哈希的文件/).setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: data,
  });
}

/** Counts the dedicated workers the page starts, and how many of them are still alive. */
function watchWorkers(page: Page) {
  const started: string[] = [];
  let alive = 0;
  page.on('worker', (w) => {
    started.push(w.url());
    alive++;
    w.on('close', () => {
      alive--;
    });
  });
  return { started: () => started.filter((u) => /hash\.worker/.test(u)).length, alive: () => alive };
}

test('every algorithm at once: one read, hashing spread over several workers, each digest as node:crypto gives it', async ({
  page,
}) => {
  const w = await watchProblems(page);
  const workers = watchWorkers(page);
  await gotoHydrated(page, '/sha256#in=file&all=1');
  await pick(page);
  // every algorithm over the file: on a loaded 2-core machine more than the default 10 s (rehearsal s34a)
  await expect(page.getByTestId('files-done')).toBeVisible({ timeout: 30_000 });
  const result = page.getByTestId('file-result');
  for (const [alg, name] of [
    ['md5', 'md5'],
    ['sha1', 'sha1'],
    ['sha256', 'sha256'],
    ['sha512', 'sha512'],
    ['sha512-256', 'sha512-256'],
    ['sha3-256', 'sha3-256'],
    ['ripemd160', 'ripemd160'],
    ['blake2b', 'blake2b512'],
  ] as const)
    await expect(result.locator(`[data-algorithm="${alg}"]`)).toHaveText(node(name));
  // The reader and at least one hashing worker besides it (one per core, up to 4).
  expect(workers.started()).toBeGreaterThanOrEqual(2);
  w.check();
});

test('one algorithm: /md5 (read and hashed by the page’s one worker) and /sha1 (read whole, WebCrypto) give node:crypto’s digest of a generated file, then of a second one', async ({
  page,
}) => {
  const workers = watchWorkers(page);
  await gotoHydrated(page, '/md5#in=file');
  await pick(page);
  await expect(page.getByTestId('file-result').locator('[data-algorithm="md5"]')).toHaveText(node('md5'));
  // A file this small with one algorithm: the page's worker reads and hashes it; no hashing worker starts.
  expect(workers.started()).toBe(1);
  const before = workers.started();
  await gotoHydrated(page, '/sha1#in=file');
  await pick(page, 'again.bin');
  await expect(page.getByTestId('file-result').locator('[data-algorithm="sha1"]')).toHaveText(node('sha1'));
  // SHA-1 of a file this small is read whole and hashed in the page's one worker: no hashing worker starts.
  expect(workers.started() - before).toBe(1);
  await expect(page.getByTestId('file-result')).toContainText('again.bin');
});

test('Cancel stops the reader and every hashing worker at once, and shows no digest', async ({ page }) => {
  const workers = watchWorkers(page);
  // The page's first worker (the reader: the empty text's digest came with the page, decision 0194)
  // loads; the hashing workers' scripts are held back, so the job is surely still running when Cancel
  // is pressed.
  let requests = 0;
  await page.route(/hash\.worker.*\.js/, (r) => (++requests === 1 ? r.continue() : undefined));
  await gotoHydrated(page, '/sha256#in=file&all=1');
  // no worker until there is something to hash
  expect(requests).toBe(0);
  await pick(page);
  await expect(page.getByTestId('file-progress')).toBeVisible();
  await expect.poll(() => requests).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();
  await expect(page.getByTestId('file-progress')).toHaveCount(0);
  await expect(page.getByTestId('file-result').locator('code')).toHaveCount(0);
  await expect.poll(() => workers.alive()).toBe(0);
});

test('a hashing worker that cannot load: the page says so (zh_Hans_CN), shows no digest and keeps the file', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  // The page's first worker (the reader) loads; the hashing workers' script answers 404, as after a deploy.
  let requests = 0;
  await page.route(/hash\.worker.*\.js/, (r) => (++requests === 1 ? r.continue() : r.fulfill({ status: 404 })));
  await gotoHydrated(page, '/sha256#in=file&all=1');
  expect(requests).toBe(0);
  await pick(page);
  await expect(page.getByTestId('worker-failed')).toContainText('此工具无法启动后台计算线程');
  await expect(page.getByTestId('file-result')).toHaveCount(0);
  await expect(page.getByTestId('file-progress')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '清除文件' })).toBeVisible();
});

test('a file deleted after it was chosen says so in the visitor’s language (zh_Hant_HK), and the next file is still hashed', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const dir = mkdtempSync(join(tmpdir(), 'tb-files-'));
  const gone = join(dir, 'gone.bin');
  const kept = join(dir, 'kept.bin');
  writeFileSync(gone, data);
  writeFileSync(kept, data);
  // The worker's script waits until the first file is deleted, so no byte of it was read before.
  const worker = await holdScripts(page, /hash\.worker.*\.js/);
  await gotoHydrated(page, '/md5#in=file');
  await page.getByLabel('選擇要計算雜湊的檔案').setInputFiles([gone, kept]);
  await expect(page.getByTestId('file-result')).toHaveCount(2);
  rmSync(gone);
  worker.release();
  const [first, second] = [page.getByTestId('file-result').nth(0), page.getByTestId('file-result').nth(1)];
  // The visitor's language, not the browser's own words (NotFoundError's "A requested file or directory…").
  await expect(first.getByRole('alert')).toHaveText(
    '無法讀取此檔案：它可能是資料夾，或在選取之後已被移動、修改或刪除。請重新選取。',
  );
  await expect(second.locator('[data-algorithm="md5"]')).toHaveText(node('md5'));
  rmSync(dir, { recursive: true });
});
