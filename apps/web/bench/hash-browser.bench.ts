/**
 * A generated file hashed with SHA-256 by the real /sha256 page in headless Chromium (the page's Web
 * Worker streaming file.stream() through hash-wasm), against node:crypto on the same file in this
 * process. Reports MB/s, the ratio, and the tab's memory: the resident size of Chromium's renderer
 * processes (the page and its worker live there), sampled every 50 ms, before and at the peak.
 *
 * Size: 256 MiB by default (well under a minute); BENCH_FULL=1 uses 1 GiB; BENCH_HASH_MIB=n overrides.
 * Site: BENCH_BASE_URL if set, else the built site in apps/web/$BUILD_DIR (default build) is started
 * on port 3199. Run: pnpm exec tsx apps/web/bench/hash-browser.bench.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const MiB = 1 << 20;
const sizeMiB = Number(process.env.BENCH_HASH_MIB ?? (process.env.BENCH_FULL === '1' ? 1024 : 256));
const web = path.resolve(import.meta.dirname, '..');
const file = path.join(tmpdir(), `tinkerbox-hash-bench-${process.pid}.bin`);

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

async function nodeSha256(): Promise<{ hex: string; ms: number }> {
  const t = performance.now();
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 4 * MiB })) h.update(chunk as Buffer);
  return { hex: h.digest('hex'), ms: performance.now() - t };
}

/** Resident bytes of every Chromium renderer process descending from `root`. */
function rendererRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {}
  }
  let total = 0;
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      try {
        if (readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('--type=renderer')) {
          const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${c}/status`, 'utf8'));
          total += Number(rss?.[1] ?? 0) * 1024;
        }
      } catch {}
      walk(c);
    }
  };
  walk(root);
  return total;
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

writeFile();
const { url, server } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const reference = await nodeSha256();
  const page = await browser.newPage();
  await page.goto(`${url}/sha256#in=file`);
  await page.getByTestId('drop-zone').waitFor();
  // Playwright starts Chromium as a child of this process: its renderers are our descendants.
  const rootPid = process.pid;
  await page.waitForTimeout(500);
  const before = rendererRss(rootPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rendererRss(rootPid));
  }, 50);
  const t = performance.now();
  await page.getByLabel(/Choose files to hash/).setInputFiles(file);
  await page.getByTestId('files-done').waitFor({ timeout: 600_000 });
  const ms = performance.now() - t;
  clearInterval(sampler);
  const got = (await page.locator('[data-testid="file-result"] [data-algorithm="sha256"]').textContent())?.trim();
  if (got !== reference.hex) throw new Error(`digest mismatch: page ${got}, node:crypto ${reference.hex}`);
  const bytes = sizeMiB * MiB;
  const pageMBs = bytes / 1e6 / (ms / 1000);
  const nodeMBs = bytes / 1e6 / (reference.ms / 1000);
  const own = (await page.getByTestId('files-done').textContent())?.trim();
  const mb = (n: number) => `${(n / MiB).toFixed(0)} MiB`;
  console.log(
    `SHA-256 of a ${sizeMiB} MiB generated file in headless Chromium (${await browser.version()}), worker + file.stream() + hash-wasm`,
  );
  console.log('');
  console.log('| measure | value |');
  console.log('|:--|--:|');
  console.log(`| page, drop to digest shown (MB/s) | ${pageMBs.toFixed(0)} |`);
  console.log(`| node:crypto streaming the same file (MB/s) | ${nodeMBs.toFixed(0)} |`);
  console.log(`| ratio page / node:crypto | ${(pageMBs / nodeMBs).toFixed(2)} |`);
  console.log(`| renderer memory before | ${mb(before)} |`);
  console.log(`| renderer memory peak | ${mb(peak)} |`);
  console.log(`| growth while hashing | ${mb(peak - before)} |`);
  console.log('');
  console.log(`The page's own report: "${own}". Digest matches node:crypto.`);
} finally {
  await browser.close();
  server?.kill();
  rmSync(file, { force: true });
}
