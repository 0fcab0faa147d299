/**
 * Load on the production server (issue 19): the same build started twice on loopback, once rendering
 * every request (PAGE_CACHE=0, the reference) and once serving pages rendered once from memory (the
 * default), each driven by autocannon with 200 connections on a tool page and the home page. Reports
 * requests/s, p50/p99 latency, errors and the server's resident memory before and after, and the ratio
 * of the cached server to the per-request render measured in the same run.
 *
 * BENCH_FULL=1 adds a 10-minute soak of the cached server (memory sampled every 30 s).
 * Run: pnpm exec tsx apps/web/bench/load.bench.ts (uses apps/web/$BUILD_DIR, default build).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const web = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(web, process.env.BUILD_DIR ?? 'build');
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = 200;

if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error(`no build in ${buildDir}: run pnpm build first`);
  process.exit(1);
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BUILD_DIR: buildDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c) => {
    out += c;
  });
  child.stderr?.on('data', (c) => {
    out += c;
  });
  for (let i = 0; i < 200 && !out.includes(`:${port}`); i++) await new Promise((r) => setTimeout(r, 100));
  if (!out.includes(`:${port}`)) throw new Error(`the server did not start: ${out}`);
  // From here on the request log (a JSON line per request) is read and dropped, as a log collector
  // would take it; errors are shown.
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.removeAllListeners('data');
  child.stderr?.on('data', (c) => process.stderr.write(c));
  return child;
}

/** CPU seconds (user + system) the process has used: /proc/<pid>/stat fields 14 and 15, in clock ticks. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Row {
  server: string;
  page: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssBefore: number;
  rssAfter: number;
  /** Share of one core the server used during the row: under 100% means the load generator was the limit. */
  serverCpu: number;
}

async function load(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'br, gzip', cookie: 'lang=en_US' },
  });
}

/** The paths of every page the server lists in its sitemap (all tools, in each language). */
async function sitemapPaths(port: number): Promise<string[]> {
  const xml = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/', 'http://x').pathname);
}

/**
 * The soak: every request picks a page of the sitemap; one in four carries a query string never seen
 * before (each a new key for the server's per-URL memo, which must stay bounded), and the language
 * cookie and Accept-Language vary, as many visitors' requests would.
 */
function soak(port: number, paths: string[], duration: number): Promise<autocannon.Result> {
  const langs = ['en_US', 'zh_Hans_CN', 'zh_Hant_HK', ''];
  const accept = ['en-GB,en;q=0.9', 'zh-CN,zh;q=0.9', 'zh-TW', 'de-DE,de;q=0.8,en;q=0.5'];
  let n = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          n++;
          const path = paths[n % paths.length] ?? '/';
          const lang = langs[n % langs.length];
          return {
            ...req,
            path: n % 4 === 0 ? `${path}?input=${n.toString(36)}` : path,
            headers: {
              'accept-encoding': 'br, gzip',
              'accept-language': accept[(n >> 2) % accept.length] ?? 'en',
              ...(lang ? { cookie: `lang=${lang}` } : {}),
            },
          };
        },
      },
    ],
  });
}

const rows: Row[] = [];
const servers: { name: string; env: Record<string, string>; port: number }[] = [
  // today's render per request, as before the page cache: every request rendered, none turned away
  { name: 'render per request (PAGE_CACHE=0)', env: { PAGE_CACHE: '0', RENDER_QUEUE: '100000' }, port: 3291 },
  { name: 'rendered once, from memory', env: { PAGE_CACHE: '1', SITE_ORIGIN: 'http://127.0.0.1:3292' }, port: 3292 },
];
for (const s of servers) {
  const child = await start(s.port, s.env);
  try {
    for (const page of ['/sha256', '/']) {
      const url = `http://127.0.0.1:${s.port}${page}`;
      await load(url, 2); // warm-up: JIT, the first render, the cache
      const rssBefore = rssMiB(child.pid ?? 0);
      const cpuBefore = cpuSeconds(child.pid ?? 0);
      const r = await load(url, seconds);
      const serverCpu = (cpuSeconds(child.pid ?? 0) - cpuBefore) / seconds;
      rows.push({
        server: s.name,
        page,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        rssBefore,
        rssAfter: rssMiB(child.pid ?? 0),
        serverCpu,
      });
    }
    if (process.env.BENCH_FULL === '1' && s.env.PAGE_CACHE === '1') {
      const samples: number[] = [];
      const timer = setInterval(() => samples.push(rssMiB(child.pid ?? 0)), 30_000);
      const paths = await sitemapPaths(s.port);
      const r = await soak(s.port, paths, 600);
      clearInterval(timer);
      console.log(
        `Soak, 10 minutes at ${CONNECTIONS} connections over ${paths.length} pages of the sitemap, one request in four with a query string never seen before, languages and cookies varied: ${r.requests.total} requests, ${r.requests.average.toFixed(0)}/s, p99 ${r.latency.p99} ms, ${r.errors + r.timeouts} errors, ${r.non2xx} not 2xx (503: renders queued past RENDER_QUEUE).`,
      );
      console.log(`RSS every 30 s (MiB): ${samples.map((m) => m.toFixed(0)).join(', ')}`);
      console.log();
    }
  } finally {
    child.kill('SIGTERM');
  }
}

console.log(`${CONNECTIONS} connections, ${seconds} s per row, loopback, brotli accepted. Memory: the server's RSS.`);
console.log();
console.log(
  '| server | page | requests/s | p50 ms | p99 ms | errors | server CPU | RSS before → after (MiB) | vs per-request render |',
);
console.log('|:--|:--|--:|--:|--:|--:|--:|--:|--:|');
for (const r of rows) {
  const ref = rows.find((x) => x.page === r.page && x.server === servers[0]?.name);
  const ratio = ref && ref.rps > 0 ? `${(r.rps / ref.rps).toFixed(1)}x` : '';
  console.log(
    `| ${r.server} | ${r.page} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.serverCpu * 100).toFixed(0)}% | ${r.rssBefore.toFixed(0)} → ${r.rssAfter.toFixed(0)} | ${ratio} |`,
  );
}
