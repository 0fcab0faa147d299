/**
 * Load on the production server (issue 19): the same build started twice on loopback, once rendering
 * every request (PAGE_CACHE=0, the reference) and once serving pages rendered once from memory (the
 * default), each driven by autocannon with 200 connections on a tool page and the home page. Reports
 * requests/s, p50/p99 latency, errors and the server's resident memory before and after, and the ratio
 * of the cached server to the per-request render measured in the same run.
 *
 * With Debian's nginx installed, a third row set: the pages of `pnpm export` served by nginx with
 * deploy/nginx.static.conf (what deploy/compose.static.yaml runs). With wrk and taskset installed (apt),
 * the cached server and nginx again with the load generator on a core of its own (wrk on CPU 1, the
 * server on CPU 0): autocannon shares the cores with the server and tops out near 2,400 requests/s, so
 * the p99 it reports is its own queue as much as the server's.
 *
 * BENCH_FULL=1 adds a 10-minute soak of the cached server (memory sampled every 30 s).
 * Run: pnpm exec tsx apps/web/bench/load.bench.ts (uses apps/web/$BUILD_DIR, default build).
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { localNginxConf } from '../e2e/nginx-local.ts';
import { listening } from './servers.ts';

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

/** `command` on CPU 0 only when `pinned` (taskset), so that a load generator can have CPU 1. */
const onCpu0 = (pinned: boolean, command: string, args: string[]): [string, string[]] =>
  pinned ? ['taskset', ['-c', '0', command, ...args]] : [command, args];

async function start(port: number, env: Record<string, string>, pinned = false): Promise<ChildProcess> {
  const child = spawn(...onCpu0(pinned, process.execPath, ['server.js']), {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BUILD_DIR: buildDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await listening(child, port);
  // From here on the request log (a JSON line per request) is read and dropped, as a log collector
  // would take it; errors are shown.
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.removeAllListeners('data');
  child.stderr?.on('data', (c) => process.stderr.write(c));
  return child;
}

/** `/proc/<pid>/stat` after the command name: field 4 (ppid) is [1], 14 and 15 (utime, stime) [11], [12]. */
const statFields = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];

/** The process and its children (nginx's master and workers; taskset execs, so it is the process). */
function family(pid: number): number[] {
  const kids = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((p) => {
      try {
        return Number(statFields(p)[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    });
  return [pid, ...kids];
}

/** CPU seconds (user + system) the process and its children have used, in clock ticks of 1/100 s. */
function cpuSeconds(pid: number): number {
  return family(pid).reduce((sum, p) => {
    const f = statFields(p);
    return sum + (Number(f[11]) + Number(f[12])) / 100;
  }, 0);
}

const familyRss = (pid: number) => family(pid).reduce((sum, p) => sum + rssMiB(p), 0);

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

/** A server under load: its process (for CPU and memory) and how to stop it. */
interface Running {
  pid: number;
  stop: () => void;
}
interface Server {
  name: string;
  port: number;
  start: (pinned: boolean) => Promise<Running>;
  /** The Node server with the page cache, whose soak BENCH_FULL=1 runs. */
  soaks?: boolean;
}

const node = (name: string, port: number, env: Record<string, string>, soaks = false): Server => ({
  name,
  port,
  soaks,
  start: async (pinned) => {
    const child = await start(port, env, pinned);
    return { pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
  },
});

/**
 * The pages of `pnpm export` (made once, into a temporary folder) served by Debian's nginx with
 * deploy/nginx.static.conf, its upstream pointed at `appPort` (only /healthz and the translator go there).
 */
function nginxStatic(port: number, appPort: number): Server | null {
  if (!existsSync('/usr/sbin/nginx')) return null;
  let dir = '';
  return {
    name: 'nginx, the pages of pnpm export',
    port,
    start: async (pinned) => {
      if (!dir) {
        dir = mkdtempSync(path.join(tmpdir(), 'tinkerbox-bench-static-'));
        chmodSync(dir, 0o755); // nginx's workers run unprivileged
        await promisify(execFile)('node', ['scripts/export.mjs', '--out', path.join(dir, 'site')], {
          cwd: web,
          env: { ...process.env, SITE_BRAND: 'global', BUILD_DIR: buildDir },
          maxBuffer: 1 << 24,
        });
        process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
      }
      // one worker on one core is the comparison with Node's one thread
      localNginxConf('nginx.static.conf', {
        dir,
        port,
        upstreams: [appPort, appPort],
        root: `${dir}/site`,
        ...(pinned ? { workers: 1 } : {}),
      });
      const child = spawn(
        ...onCpu0(pinned, '/usr/sbin/nginx', ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;']),
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      for (let i = 0; i < 50; i++) {
        const up = await fetch(`http://127.0.0.1:${port}/sha256`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return { pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
    },
  };
}

const servers: Server[] = [
  // today's render per request, as before the page cache: every request rendered, none turned away
  node('render per request (PAGE_CACHE=0)', 3291, { PAGE_CACHE: '0', RENDER_QUEUE: '100000' }),
  node('rendered once, from memory', 3292, { PAGE_CACHE: '1', SITE_ORIGIN: 'http://127.0.0.1:3292' }, true),
];
const staticServer = nginxStatic(3293, 3294);
if (staticServer) servers.push(staticServer);
else console.log('(no /usr/sbin/nginx: the row of pages served by nginx is left out)\n');

for (const s of servers) {
  // nginx's upstream (for /healthz only) is the cached Node server, started beside it
  const upstream = s === staticServer ? await start(3294, { PAGE_CACHE: '1' }) : null;
  const running = await s.start(false);
  try {
    for (const page of ['/sha256', '/']) {
      const url = `http://127.0.0.1:${s.port}${page}`;
      await load(url, 2); // warm-up: JIT, the first render, the cache
      const rssBefore = familyRss(running.pid);
      const cpuBefore = cpuSeconds(running.pid);
      const r = await load(url, seconds);
      const serverCpu = (cpuSeconds(running.pid) - cpuBefore) / seconds;
      rows.push({
        server: s.name,
        page,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        rssBefore,
        rssAfter: familyRss(running.pid),
        serverCpu,
      });
    }
    if (process.env.BENCH_FULL === '1' && s.soaks) {
      const samples: number[] = [];
      const timer = setInterval(() => samples.push(rssMiB(running.pid)), 30_000);
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
    running.stop();
    upstream?.kill('SIGTERM');
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

/** A duration as wrk prints it (`812.00us`, `19.97ms`, `1.10s`) in ms. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
}

/**
 * wrk on CPU 1 against a server on CPU 0: the server's own throughput and tail, without a load generator
 * in its way. wrk keeps its 200 connections open, as autocannon does.
 */
function wrkPinned(url: string, duration: number) {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      'wrk',
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${duration}s`,
      '--latency',
      '-H',
      'Accept-Encoding: br, gzip',
      url,
    ],
    { encoding: 'utf8' },
  );
  const pct = (p: string) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const errors =
    [...out.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0) +
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), p50: pct('50'), p99: pct('99'), errors };
}

const canPin = ['/usr/bin/wrk', '/usr/bin/taskset'].every(existsSync) && (await import('node:os')).cpus().length >= 2;
if (!canPin)
  console.log('\n(no wrk or taskset, or one core: the rows with the load generator on its own core are left out)');
else {
  console.log();
  console.log(
    `The load generator on a core of its own: wrk (Debian) on CPU 1, ${CONNECTIONS} connections, 3 runs of ${seconds} s (medians; p99 of each run in brackets); the server on CPU 0 (nginx with one worker).`,
  );
  console.log();
  console.log('| server | page | requests/s | p50 ms | p99 ms | errors (3 runs) |');
  console.log('|:--|:--|--:|--:|--:|--:|');
  for (const s of servers.slice(1)) {
    const upstream = s === staticServer ? await start(3294, { PAGE_CACHE: '1' }) : null;
    const running = await s.start(true);
    try {
      for (const page of ['/sha256', '/']) {
        const url = `http://127.0.0.1:${s.port}${page}`;
        wrkPinned(url, 2); // warm-up
        // three runs, the median shown and each run's p99 (the machine is shared)
        const runs = [0, 1, 2].map(() => wrkPinned(url, seconds));
        const median = (k: 'rps' | 'p50' | 'p99') => [...runs].sort((a, b) => a[k] - b[k])[1]?.[k] ?? Number.NaN;
        console.log(
          `| ${s.name} | ${page} | ${median('rps').toFixed(0)} | ${median('p50').toFixed(1)} | ${median('p99').toFixed(1)} (${runs.map((r) => r.p99.toFixed(0)).join(', ')}) | ${runs.reduce((n, r) => n + r.errors, 0)} |`,
        );
      }
    } finally {
      running.stop();
      upstream?.kill('SIGTERM');
    }
  }
}
