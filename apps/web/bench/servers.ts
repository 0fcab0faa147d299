import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/**
 * Serves the files under `root` on a free loopback port, as a static host would (the benches' reference
 * pages): GET and HEAD only, no directory listing, nothing outside `root`.
 */
export async function staticServer(root: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    let size = -1;
    try {
      if (file.startsWith(root + path.sep)) size = statSync(file).isFile() ? statSync(file).size : -1;
    } catch {
      size = -1;
    }
    if (size < 0 || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': 'max-age=3600',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  const { port, stop } = await onLoopback(server);
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** A plain page of another site than 127.0.0.1's (localhost), to navigate from. */
export async function elsewherePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>elsewhere</title>');
  });
  const { port, stop } = await onLoopback(server);
  return { url: `http://localhost:${port}/`, stop };
}

/** Listens on a free loopback port; `stop` closes the server. */
async function onLoopback(server: Server): Promise<{ port: number; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The production server (`node server.js`) of the build in `buildDir` on `port`, with request logging
 * off, resolved once it listens.
 */
export async function siteServer(
  port: number,
  buildDir: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BUILD_DIR: buildDir, LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await listening(child, port);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once the server `child` says it listens on `port` (its start line); throws with its output after 20 s. */
export async function listening(child: ChildProcess, port: number): Promise<void> {
  let out = '';
  const read = (c: Buffer) => {
    out += c;
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  for (let i = 0; i < 200 && !out.includes(`:${port}`); i++) await new Promise((r) => setTimeout(r, 100));
  child.stdout?.off('data', read);
  child.stderr?.off('data', read);
  if (!out.includes(`:${port}`)) throw new Error(`the server did not start: ${out}`);
}
