/**
 * The server's CPU per request (issue 34): the production server on the built site, and in the same run a
 * bare Node HTTP server that answers each kept page's path with that page's own bytes and headers (the
 * least any Node server can do to send that answer), each driven over keep-alive connections on loopback. CPU is the server process's
 * user + system time from /proc (the load generator, in this process, is not counted), divided by the
 * requests answered. Reported as ratios to the bare server: a kept page (goal: within 2x), a 404 (the kept
 * not-found page, within 5x), and each page's first render (every page in every language, rendered once).
 * Run: pnpm exec tsx apps/web/bench/server-cpu.bench.ts (uses apps/web/$BUILD_DIR, default build).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sitePaths } from '../app/shell/site-pages.ts';

const web = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(web, process.env.BUILD_DIR ?? 'build');
const PORT = 3290;
const BARE_PORT = 3291;
const CONNECTIONS = 8;
const KEPT_REQUESTS = Number(process.env.BENCH_SERVER_REQUESTS ?? 6000);

if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error(`no build in ${buildDir}: run pnpm build first`);
  process.exit(1);
}

/** CPU seconds (user + system) the process has used: /proc/<pid>/stat fields 14 and 15, in clock ticks. */
function cpuSeconds(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(f[11]) + Number(f[12])) / 100;
}

async function started(child: ChildProcess, port: number): Promise<ChildProcess> {
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (c) => {
    out += c;
  });
  child.stderr?.setEncoding('utf8').on('data', (c) => {
    out += c;
  });
  for (let i = 0; i < 300 && !out.includes(String(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!out.includes(String(port))) throw new Error(`the server on ${port} did not start: ${out}`);
  return child;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(port: number, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip', cookie: 'lang=en_US' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** One request's headers (as sent, less Date and Connection) and body. */
function getWithHeaders(port: number, p: string): Promise<{ headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: p, agent, headers: { 'accept-encoding': 'br, gzip', cookie: 'lang=en_US' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i] as string;
            if (!['date', 'connection', 'keep-alive'].includes(name.toLowerCase()))
              headers.push([name, res.rawHeaders[i + 1] as string]);
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Runs `paths` (in turn, CONNECTIONS at a time) and returns the server's CPU milliseconds per request. */
async function cpuPerRequest(pid: number, port: number, paths: string[], want: number): Promise<number> {
  const before = cpuSeconds(pid);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++] as string;
      const { status } = await get(port, p);
      if (status !== want) throw new Error(`${p}: ${status}, expected ${want}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return ((cpuSeconds(pid) - before) * 1000) / paths.length;
}

const dir = mkdtempSync(path.join(tmpdir(), 'tb-cpu-'));
const site = await started(
  spawn(process.execPath, ['server.js'], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), BUILD_DIR: buildDir, LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }),
  PORT,
);
let bare: ChildProcess | null = null;
try {
  const sitePid = site.pid as number;
  // every page in every language, each rendered once (the first request for it)
  const pages = sitePaths().flatMap((p) => [
    p,
    `/en${p === '/' ? '' : p}`,
    `/zh-hans${p === '/' ? '' : p}`,
    `/zh-hant${p === '/' ? '' : p}`,
  ]);
  const firstRender = await cpuPerRequest(sitePid, PORT, pages, 200);

  // the reference: a bare Node server answering each path with the kept page's own bytes and headers
  const keptPages = ['/sha256', '/md5', '/zh-hant/base64', '/'];
  const answers: Record<string, { headers: [string, string][]; file: string }> = {};
  for (const [i, p] of keptPages.entries()) {
    const { headers, body } = await getWithHeaders(PORT, p);
    const file = path.join(dir, `body-${i}`);
    writeFileSync(file, body);
    answers[p] = { headers, file };
  }
  writeFileSync(
    path.join(dir, 'bare.mjs'),
    `import http from 'node:http'; import fs from 'node:fs';
const answers = ${JSON.stringify(answers)};
for (const a of Object.values(answers)) a.body = fs.readFileSync(a.file);
http.createServer((req, res) => { const a = answers[req.url]; res.writeHead(200, a.headers.flat()); res.end(a.body); })
  .listen(${BARE_PORT}, () => console.log('bare on ${BARE_PORT}'));`,
  );
  bare = await started(
    spawn(process.execPath, [path.join(dir, 'bare.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] }),
    BARE_PORT,
  );
  const barePid = bare.pid as number;

  const keptPaths = Array.from(
    { length: KEPT_REQUESTS },
    (_, i) => ['/sha256', '/md5', '/zh-hant/base64', '/'][i % 4] as string,
  );
  const missing = Array.from({ length: KEPT_REQUESTS / 2 }, (_, i) => `/no-such-page-${i}/x`);
  // warm both (JIT, connections), then measure interleaved rounds so that both meet the same load
  await cpuPerRequest(barePid, BARE_PORT, keptPaths.slice(0, 1000), 200);
  await cpuPerRequest(sitePid, PORT, keptPaths.slice(0, 1000), 200);
  await cpuPerRequest(sitePid, PORT, missing.slice(0, 200), 404);
  const rounds = { bare: [] as number[], kept: [] as number[], notFound: [] as number[] };
  for (let r = 0; r < 3; r++) {
    rounds.bare.push(await cpuPerRequest(barePid, BARE_PORT, keptPaths, 200));
    rounds.kept.push(await cpuPerRequest(sitePid, PORT, keptPaths, 200));
    rounds.notFound.push(await cpuPerRequest(sitePid, PORT, missing, 404));
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] as number;
  const b = median(rounds.bare);
  const row = (name: string, ms: number, goal: string) =>
    console.log(`| ${name} | ${(ms * 1000).toFixed(0)} µs | ${(ms / b).toFixed(2)}x | ${goal} |`);
  console.log(
    `Server CPU per request (user + system, /proc), ${CONNECTIONS} keep-alive connections on loopback, median of 3 interleaved rounds of ${KEPT_REQUESTS}; first renders: ${pages.length} pages once each.`,
  );
  console.log('');
  console.log('| request | CPU per request | ratio to bare Node | goal |');
  console.log('|:--|--:|--:|:--|');
  row('bare Node, same bytes (reference)', b, '');
  row('kept page', median(rounds.kept), 'at most 2x');
  row('404 (unknown path)', median(rounds.notFound), 'at most 5x');
  row('first render of a page', firstRender, '');
} finally {
  site.kill('SIGKILL');
  bare?.kill('SIGKILL');
  agent.destroy();
  rmSync(dir, { recursive: true, force: true });
}
