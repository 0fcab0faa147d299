import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One of deploy/'s nginx files as Debian's nginx runs it on this machine (e2e/server.e2e.ts,
 * e2e/static-nginx.e2e.ts, bench/load.bench.ts): its two upstreams pointed at local instances, with
 * `resolve` taken out (Debian's nginx is 1.22; it came in 1.27.3, as in compose.yaml's image), listening on
 * loopback, its pid file in `dir`, and for nginx.static.conf the static copy at `root`. Written to
 * `dir`/nginx.conf, whose text it returns. A line the file no longer has is an error, not a silent no-op.
 */
export function localNginxConf(
  file: 'nginx.conf' | 'nginx.static.conf',
  o: { dir: string; port: number; upstreams: readonly [number, number]; root?: string; workers?: number },
): string {
  const edits: [string, string][] = [
    ['server app1:3000 resolve', `server 127.0.0.1:${o.upstreams[0]}`],
    ['server app2:3000 resolve', `server 127.0.0.1:${o.upstreams[1]}`],
    ['listen 8080;', `listen 127.0.0.1:${o.port};`],
    ['pid /tmp/nginx.pid;', `pid ${o.dir}/nginx.pid;`],
  ];
  if (o.root !== undefined) edits.push(['root /srv/tinkerbox;', `root ${o.root};`]);
  if (o.workers !== undefined) edits.push(['worker_processes auto;', `worker_processes ${o.workers};`]);
  let conf = readFileSync(new URL(`../../../deploy/${file}`, import.meta.url), 'utf8');
  for (const [from, to] of edits) {
    if (!conf.includes(from)) throw new Error(`deploy/${file} has no "${from}" to point at this machine`);
    conf = conf.replace(from, to);
  }
  writeFileSync(path.join(o.dir, 'nginx.conf'), conf);
  return conf;
}
