import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { gunzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The build's precompression step (scripts/precompress.mjs, run as the build runs it) on a client folder
 * of real files, served by the real HTTP layer (server-app.js) as server.js mounts it, in its own Node
 * process (test/fixtures/assets-site.mjs); what comes back
 * is decoded (gzip by fflate, an implementation independent of node:zlib, brotli by node:zlib) and
 * compared with the original file's bytes (decision 0091).
 */
const web = path.resolve(import.meta.dirname, '..');
const build = mkdtempSync(path.join(tmpdir(), 'precompress-'));
const assets = path.join(build, 'client/assets');
const FILES = {
  'entry.client-Ab12Cd34.js': path.join(web, 'node_modules/react-dom/cjs/react-dom-client.production.js'),
  'app-Ef56Gh78.css': path.join(web, 'app/app.css'),
  'zxing_reader-Ij90Kl12.wasm': path.join(web, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'),
  'cn-logo-Mn34Op56.svg': path.join(web, 'public/brand/cn-logo.svg'),
};
let origin = '';
let stop = () => {};

beforeAll(async () => {
  mkdirSync(assets, { recursive: true });
  for (const [name, from] of Object.entries(FILES)) copyFileSync(from, path.join(assets, name));
  writeFileSync(path.join(assets, 'tiny-Qr78St90.js'), 'export const a = 1;\n');
  // bytes that do not compress: the step must not write a .br or .gz larger than the file
  writeFileSync(path.join(assets, 'noise-Uv12Wx34.js'), randomBytes(4096));
  const run = spawnSync(process.execPath, ['scripts/precompress.mjs'], {
    cwd: web,
    env: { ...process.env, BUILD_DIR: build },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const child = spawn(process.execPath, [fileURLToPath(new URL('./fixtures/assets-site.mjs', import.meta.url))], {
    env: { PATH: process.env.PATH, ASSETS: assets },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stop = () => child.kill('SIGKILL');
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (c) => {
      out += c;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the site exited (${code})`)));
  });
  origin = `http://127.0.0.1:${port}`;
}, 180_000);

afterAll(() => {
  stop();
  rmSync(build, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, acceptEncoding: string | undefined, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .request(`${origin}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

const TYPES: Record<string, RegExp> = {
  js: /^text\/javascript/,
  css: /^text\/css/,
  wasm: /^application\/wasm/,
  svg: /^image\/svg\+xml/,
};

describe('assets precompressed at build time', () => {
  it('writes brotli and gzip files next to each compressible asset, never larger than the file', () => {
    for (const name of Object.keys(FILES)) {
      const original = readFileSync(path.join(assets, name));
      const br = readFileSync(path.join(assets, `${name}.br`));
      const gz = readFileSync(path.join(assets, `${name}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(Buffer.from(gunzipSync(gz)).equals(original)).toBe(true);
    }
    // too small to be worth it, and bytes that do not compress
    expect(existsSync(path.join(assets, 'tiny-Qr78St90.js.br'))).toBe(false);
    expect(existsSync(path.join(assets, 'noise-Uv12Wx34.js.br'))).toBe(false);
  });

  for (const [accept, encoding] of [
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ] as const) {
    it(`Accept-Encoding "${accept}" gets ${encoding ?? 'the plain file'} with the original's type and caching`, async () => {
      for (const name of Object.keys(FILES)) {
        const original = readFileSync(path.join(assets, name));
        const r = await get(`/assets/${name}`, accept);
        expect(r.status).toBe(200);
        expect(r.headers['content-encoding']).toBe(encoding);
        expect(r.headers['content-type']).toMatch(TYPES[name.split('.').pop() ?? ''] ?? /^$/);
        expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(r.headers.vary).toMatch(/Accept-Encoding/);
        const body =
          encoding === 'br'
            ? zlib.brotliDecompressSync(r.body)
            : encoding === 'gzip'
              ? Buffer.from(gunzipSync(r.body))
              : r.body;
        expect(body.equals(original), name).toBe(true);
        if (encoding) expect(r.body.length).toBe(Number(r.headers['content-length']));
      }
    });
  }

  it('sends the brotli 11 file itself, not one compressed again on the fly', async () => {
    const name = 'entry.client-Ab12Cd34.js';
    const r = await get(`/assets/${name}`, 'br');
    expect(r.body.equals(readFileSync(path.join(assets, `${name}.br`)))).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const r = await get('/assets/app-Ef56Gh78.css', 'br', 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/css/);
    expect(r.body.length).toBe(0);
  });

  it('serves a file without compressed siblings as before, and 404 for one that does not exist', async () => {
    const tiny = await get('/assets/tiny-Qr78St90.js', 'br, gzip');
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export const a = 1;\n');
    expect((await get('/assets/missing-00000000.js', 'br')).status).toBe(404);
    expect((await get('/assets/..%2f..%2fpackage.json', 'br')).status).toBe(404);
  });
});
