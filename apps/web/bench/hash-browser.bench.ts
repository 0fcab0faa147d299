/**
 * Files hashed by the real site pages in headless Chromium, against a reference measured in the same
 * run: one Web Worker reading `file.stream()` and feeding hash-wasm (its own UMD build, the library the
 * engine wraps), chunk after chunk. The page reads in one worker while others hash (file-pipeline.ts,
 * decision 0018), or, for one algorithm on a file of at most 256 MiB (ALONE_MAX, so at the default size),
 * reads and hashes in its one worker (decision 0145). Per algorithm (SHA-256, MD5, SHA-1, SHA-512, SHA3-256): MB/s of the page and of the
 * reference, their ratio, what reading alone and hashing alone with hash-wasm reach in one worker (so the
 * best an overlap of the reference's own parts can do, min(read, hash), is visible; the page hashes these
 * five with the engine's own WebAssembly, 1.2-1.4x hash-wasm's, decision 0145, so it can pass that line), and the growth of the renderer's memory (resident size
 * of Chromium's renderer processes, where the page and its workers live, sampled every 50 ms). Then the
 * "all algorithms" view (every algorithm without a customization string) with the pipeline limited to 1, 2 and 4 hashing workers (by
 * navigator.hardwareConcurrency, which the page reads: one stage per core), to show what parallel stages give on this
 * machine, on the first eighth of the file (two of the 20 are pure TS and slow). Last, a file of
 * WHOLE_FILE_MAX bytes with SHA-1/SHA-256 alone, which the page reads whole and hands to WebCrypto (decision
 * 0018), against the same reference on the same file. Every digest is checked
 * against node:crypto on the same bytes.
 *
 * Size: 256 MiB by default; BENCH_FULL=1 uses 1 GiB; BENCH_HASH_MIB=n overrides. BENCH_HASH_ALGOS=md5,sha1 limits
 * the single-algorithm table to those ids, and BENCH_HASH_ONLY_SINGLE=1 skips the other two tables. BENCH_ROUNDS (default 2):
 * each measure is repeated and the best kept (the machine is shared; the best is the least disturbed).
 * Site: BENCH_BASE_URL if set, else the built site in apps/web/$BUILD_DIR (default build) is started
 * on port 3199. Run: pnpm exec tsx apps/web/bench/hash-browser.bench.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  createReadStream,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { HASH_ALGORITHMS, hashAlgorithmInfo } from '@tinkerbox/engine/hash';
import { WHOLE_FILE_MAX } from '../app/tools/hash/file-pipeline.ts';
import { CHROMIUM_BROWSER } from '../e2e/chromium.ts';
import { rendererRss } from './chromium-memory.ts';

// The all-algorithms view's algorithms (digest.view.tsx): every one without a customization string.
const EVERY = HASH_ALGORITHMS.filter((a) => !hashAlgorithmInfo(a).params?.customization).length;

const MiB = 1 << 20;
const sizeMiB = Number(process.env.BENCH_HASH_MIB ?? (process.env.BENCH_FULL === '1' ? 1024 : 256));
const web = path.resolve(import.meta.dirname, '..');
const file = path.join(tmpdir(), `tinkerbox-hash-bench-${process.pid}.bin`);
// The all-algorithms runs use the first eighth of the file, copied here.
const allFile = path.join(tmpdir(), `tinkerbox-hash-bench-all-${process.pid}.bin`);
// A file of WHOLE_FILE_MAX bytes, which the page reads whole for SHA-1/SHA-256, copied here.
const smallFile = path.join(tmpdir(), `tinkerbox-hash-bench-small-${process.pid}.bin`);

function writeFile(): void {
  // 16 MiB of seeded xorshift bytes, repeated: incompressible enough, and the same on every run.
  const block = new Uint8Array(16 * MiB);
  let x = 0x9e3779b9;
  for (let i = 0; i < block.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    block[i] = x & 255;
  }
  const fd = openSync(file, 'w');
  for (let done = 0; done < sizeMiB * MiB; done += block.length)
    writeSync(fd, block, 0, Math.min(block.length, sizeMiB * MiB - done));
  closeSync(fd);
}

/** Digests of the file by node:crypto (OpenSSL), one read through every algorithm named. */
async function nodeDigests(names: string[], of = file): Promise<Map<string, string>> {
  const hs = names.map((n) => createHash(n));
  for await (const chunk of createReadStream(of, { highWaterMark: 4 * MiB }))
    for (const h of hs) h.update(chunk as Buffer);
  return new Map(names.map((n, i) => [n, hs[i]!.digest('hex')]));
}

async function startServer(): Promise<{ url: string; server?: ChildProcess }> {
  if (process.env.BENCH_BASE_URL) return { url: process.env.BENCH_BASE_URL };
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.join(web, buildDir, 'server')))
    throw new Error(`no built site in apps/web/${buildDir}: run pnpm build`);
  const server = spawn('node', ['server.js'], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production', PORT: '3199', BUILD_DIR: buildDir },
    stdio: 'ignore',
  });
  const url = 'http://localhost:3199';
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/sha256`)).ok) return { url, server };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('the site did not start on port 3199');
}

/** The algorithms compared one by one: the page that hashes it, hash-wasm's constructor, node:crypto's name. */
const SINGLE = [
  { id: 'sha256', label: 'SHA-256', page: '/sha256', make: 'createSHA256()', node: 'sha256' },
  { id: 'md5', label: 'MD5', page: '/md5', make: 'createMD5()', node: 'md5' },
  { id: 'sha1', label: 'SHA-1', page: '/sha1', make: 'createSHA1()', node: 'sha1' },
  { id: 'sha512', label: 'SHA-512', page: '/sha512', make: 'createSHA512()', node: 'sha512' },
  { id: 'sha3-256', label: 'SHA3-256', page: '/sha3', make: 'createSHA3(256)', node: 'sha3-256' },
] as const;
// The all-algorithms view's digests that node:crypto can check (the others are checked in the unit tests).
const NODE_OF_ALL: Record<string, string> = {
  md5: 'md5',
  sha1: 'sha1',
  sha224: 'sha224',
  sha384: 'sha384',
  'sha512-256': 'sha512-256',
  'sha3-512': 'sha3-512',
  ripemd160: 'ripemd160',
  blake2s: 'blake2s256',
};

// The reference: one classic worker holding hash-wasm's UMD builds and a loop over file.stream().
// mode 'both' is the reference; 'read' reads without hashing; 'hash' hashes one 16 MiB buffer from
// memory, repeated up to the file's size, without reading. The same worker also holds the engine's
// createHash (bundled from its sources with esbuild), to show how fast the page's own functions hash
// alone (decision 0145): `make` is `hw.createMD5()` or `engine('md5')`.
const engineDir = path.join(web, '../../packages/engine');
const hashWasmDir = path.dirname(createRequire(path.join(engineDir, 'package.json')).resolve('hash-wasm'));
const esbuild = createRequire(path.join(engineDir, 'package.json'))('esbuild') as {
  build(options: object): Promise<{ outputFiles: { text: string }[] }>;
};
const engineHash = (
  await esbuild.build({
    stdin: {
      contents: `import { createHash } from './src/hash/index.ts';
self.engine = async (a) => {
  const h = await createHash(a);
  const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return { init() {}, update: (d) => h.update(d), digest: () => hex(h.digest()) };
};`,
      resolveDir: engineDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
  })
).outputFiles[0]!.text;
const referenceWorker = `${['md5', 'sha1', 'sha256', 'sha512', 'sha3']
  .map((n) => readFileSync(path.join(hashWasmDir, `${n}.umd.min.js`), 'utf8'))
  .join('\n;\n')}
;${engineHash}
self.onmessage = async (e) => {
  const { file, make, mode } = e.data;
  const h = await new Function('hw', 'engine', 'return ' + make)(self.hashwasm, self.engine);
  h.init();
  const t = performance.now();
  if (mode === 'hash') {
    const block = new Uint8Array(16 << 20).fill(7);
    for (let done = 0; done < file.size; done += block.length) h.update(block.subarray(0, Math.min(block.length, file.size - done)));
  } else {
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (mode === 'both') h.update(value);
    }
  }
  self.postMessage({ hex: h.digest('hex'), ms: performance.now() - t });
};`;

writeFile();
const { url, server } = await startServer();
const browser = await chromium.launch(CHROMIUM_BROWSER);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const bytes = sizeMiB * MiB;
const mbs = (ms: number) => bytes / 1e6 / (ms / 1000);
const mb = (n: number) => `${(n / MiB).toFixed(0)} MiB`;
// Playwright starts Chromium as a child of this process: its renderers are our descendants.
const rootPid = process.pid;

/** Runs `work` while sampling the renderers' memory: their growth over the level before (times are taken in the page). */
async function memoryGrowth(work: () => Promise<void>): Promise<number> {
  await new Promise((r) => setTimeout(r, 300));
  const before = rendererRss(rootPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rendererRss(rootPid));
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return peak - before;
}

/** The reference worker on its own page (no CSP in the way): time and digest for one mode. */
async function reference(make: string, mode: 'both' | 'read' | 'hash', input = file) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${url}/__bench/**`, (r) =>
    r.request().url().endsWith('.js')
      ? r.fulfill({ contentType: 'text/javascript', body: referenceWorker })
      : r.fulfill({ contentType: 'text/html', body: '<!doctype html><input type="file" aria-label="file">' }),
  );
  await page.goto(`${url}/__bench/ref.html`);
  await page.getByLabel('file').setInputFiles(input);
  let hex = '';
  let inPage = 0;
  const growth = await memoryGrowth(async () => {
    [hex, inPage] = await page.evaluate(
      ({ make, mode }) =>
        new Promise<[string, number]>((resolve, reject) => {
          const t0 = performance.now();
          const w = new Worker('/__bench/ref.worker.js');
          w.onerror = (e) => reject(new Error(e.message));
          w.onmessage = (e) => {
            w.terminate();
            resolve([e.data.hex, performance.now() - t0]);
          };
          w.postMessage({ file: (document.querySelector('input') as HTMLInputElement).files![0], make, mode });
        }),
      { make, mode },
    );
  });
  await context.close();
  return { ms: inPage, growth, hex };
}

/** The real page: drop the file, wait for "done", return the time, growth and the digests shown. */
async function sitePage(pagePath: string, options: { all?: boolean; cores?: number; file?: string } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (options.cores)
    await page.addInitScript(
      `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${options.cores} })`,
    );
  await page.goto(`${url}${pagePath}#in=file${options.all ? '&all=1' : ''}`, { waitUntil: 'networkidle' });
  await page.getByTestId('drop-zone').waitFor();
  // A visitor picks a file some time after the page has loaded: let its loading and hydration settle
  // (a file dropped at once on 32 MiB measured 0.7-1.0x of the settled speed).
  await page.waitForTimeout(500);
  // Timed in the page, from the file input's change to the digest shown, so Playwright's own polling
  // (tens of milliseconds, which matter on a small file) stays out of it.
  await page.evaluate(() => {
    const w = window as unknown as { benchPicked?: number; benchShown?: number };
    document.addEventListener('change', () => (w.benchPicked ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (w.benchShown === undefined && document.querySelector('[data-testid="files-done"]'))
        w.benchShown = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const growth = await memoryGrowth(async () => {
    await page.getByLabel(/Choose files to hash/).setInputFiles(options.file ?? file);
    await page.getByTestId('files-done').waitFor({ timeout: 900_000 });
  });
  const ms = await page.evaluate(() => {
    const w = window as unknown as { benchPicked: number; benchShown: number };
    return w.benchShown - w.benchPicked;
  });
  const shown = new Map<string, string>();
  for (const code of await page.locator('[data-testid="file-result"] code[data-algorithm]').all())
    shown.set((await code.getAttribute('data-algorithm'))!, (await code.textContent())!.trim());
  await context.close();
  return { ms, growth, shown };
}

const best = async <T extends { ms: number; growth: number }>(f: () => Promise<T>): Promise<T> => {
  // The fastest round, with the largest growth seen in any round.
  const all: T[] = [];
  for (let i = 0; i < rounds; i++) all.push(await f());
  const fastest = all.reduce((x, y) => (y.ms < x.ms ? y : x));
  return { ...fastest, growth: Math.max(...all.map((r) => r.growth)) };
};

try {
  const expected = await nodeDigests([...SINGLE.map((x) => x.node), ...Object.values(NODE_OF_ALL)]);
  console.log(
    `A ${sizeMiB} MiB generated file in headless Chromium (${await browser.version()}), ${rounds} round(s), best kept; ${
      (await import('node:os')).cpus().length
    } cores. MB/s from picking the file to the digest shown (page) or from starting the worker to its answer (reference), timed in the page.`,
  );
  console.log('');
  console.log(
    '| algorithm | page (MB/s) | reference: 1 worker, file.stream() + hash-wasm | page / reference | read alone | hash alone (hash-wasm) | min(read, hash) | hash alone (engine) | page growth | reference growth |',
  );
  console.log('|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  const only = process.env.BENCH_HASH_ALGOS?.split(',');
  for (const a of SINGLE.filter((x) => !only || only.includes(x.id))) {
    const ref = await best(() => reference(`hw.${a.make}`, 'both'));
    const read = await best(() => reference(`hw.${a.make}`, 'read'));
    const hash = await best(() => reference(`hw.${a.make}`, 'hash'));
    const own = await best(() => reference(`engine('${a.id}')`, 'hash'));
    const site = await best(() => sitePage(a.page));
    const want = expected.get(a.node);
    if (ref.hex !== want) throw new Error(`${a.id}: reference ${ref.hex}, node:crypto ${want}`);
    // the hash-alone runs hash a buffer of sevens, not the file: the engine's must agree with hash-wasm's
    if (own.hex !== hash.hex) throw new Error(`${a.id}: engine ${own.hex}, hash-wasm ${hash.hex} on the same bytes`);
    if (site.shown.get(a.id) !== want) throw new Error(`${a.id}: page ${site.shown.get(a.id)}, node:crypto ${want}`);
    console.log(
      `| ${a.label} | ${mbs(site.ms).toFixed(0)} | ${mbs(ref.ms).toFixed(0)} | ${(ref.ms / site.ms).toFixed(2)} | ${mbs(read.ms).toFixed(0)} | ${mbs(hash.ms).toFixed(0)} | ${Math.min(mbs(read.ms), mbs(hash.ms)).toFixed(0)} | ${mbs(own.ms).toFixed(0)} | ${mb(site.growth)} | ${mb(ref.growth)} |`,
    );
  }
  console.log('');
  if (process.env.BENCH_HASH_ONLY_SINGLE !== '1') {
    const allBytes = bytes / 8;
    copyFileSync(file, allFile);
    truncateSync(allFile, allBytes);
    const expectedAll = await nodeDigests(Object.values(NODE_OF_ALL), allFile);
    console.log(
      `Every algorithm at once (the "all algorithms" view of /sha256, ${EVERY} algorithms) on ${sizeMiB / 8} MiB, by number of hashing workers:`,
    );
    console.log('');
    console.log('| hashing workers | page (MB/s) | vs 1 worker | renderer growth |');
    console.log('|:--|--:|--:|--:|');
    let one = 0;
    // The page uses one hashing worker per core, up to 4.
    for (const stages of [1, 2, 4]) {
      const cores = stages;
      const site = await best(() => sitePage('/sha256', { all: true, cores, file: allFile }));
      for (const [id, node] of Object.entries(NODE_OF_ALL))
        if (site.shown.get(id) !== expectedAll.get(node))
          throw new Error(`all, ${id}: page ${site.shown.get(id)}, node:crypto ${expectedAll.get(node)}`);
      if (stages === 1) one = site.ms;
      const speed = allBytes / 1e6 / (site.ms / 1000);
      console.log(`| ${stages} | ${speed.toFixed(1)} | ${(one / site.ms).toFixed(2)} | ${mb(site.growth)} |`);
    }
    console.log('');
    // A file of WHOLE_FILE_MAX bytes hashed with SHA-1 or SHA-256 alone is read whole and hashed by WebCrypto.
    copyFileSync(file, smallFile);
    truncateSync(smallFile, Math.min(WHOLE_FILE_MAX, bytes));
    const smallBytes = Math.min(WHOLE_FILE_MAX, bytes);
    const expectedSmall = await nodeDigests(['sha256', 'sha1', 'md5', 'sha512'], smallFile);
    console.log(
      `A ${smallBytes / MiB} MiB file (the largest read whole), SHA-1/SHA-256 alone: the page hands it to WebCrypto in one piece (MD5 and SHA-512 are read and hashed by the page's one worker).`,
    );
    console.log('');
    console.log('| algorithm | page (MB/s) | reference (MB/s) | page / reference | page growth | reference growth |');
    console.log('|:--|--:|--:|--:|--:|--:|');
    for (const a of SINGLE.filter((x) => ['sha256', 'sha1', 'md5', 'sha512'].includes(x.id))) {
      const ref = await best(() => reference(`hw.${a.make}`, 'both', smallFile));
      const site = await best(() => sitePage(a.page, { file: smallFile }));
      const want = expectedSmall.get(a.node);
      if (ref.hex !== want || site.shown.get(a.id) !== want)
        throw new Error(
          `${a.id} (small file): page ${site.shown.get(a.id)}, reference ${ref.hex}, node:crypto ${want}`,
        );
      const speed = (ms: number) => (smallBytes / 1e6 / (ms / 1000)).toFixed(0);
      console.log(
        `| ${a.label} | ${speed(site.ms)} | ${speed(ref.ms)} | ${(ref.ms / site.ms).toFixed(2)} | ${mb(site.growth)} | ${mb(ref.growth)} |`,
      );
    }
    console.log('');
  }
  console.log('Every digest shown matches node:crypto on the same file.');
} finally {
  await browser.close();
  server?.kill();
  rmSync(file, { force: true });
  rmSync(allFile, { force: true });
  rmSync(smallFile, { force: true });
}
