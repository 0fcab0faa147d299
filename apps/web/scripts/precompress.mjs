// Precompresses the built client's assets (decision 0091): next to every compressible file under
// build/client/assets, a `.br` (brotli quality 11, the largest window) and a `.gz` (gzip level 9), so the
// server sends them as they are instead of compressing each response at brotli 4. A compressed file that
// would not be smaller than the original is not written (the server then sends the original).
// Run after `react-router build`: node scripts/precompress.mjs (uses $BUILD_DIR, default build).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What is worth compressing: text formats and WASM; images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|wasm|json|svg|txt|map|webmanifest|xml)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The brotli 11 and gzip 9 bytes of one file's contents. */
export async function compress(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the .br and .gz files for every compressible file under `dir`; returns the totals. */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const todo = [];
  for await (const file of files(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= 256) todo.push(file);
  }
  // zlib's async calls run on libuv's pool: one file per core at a time
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let file = todo.shift(); file !== undefined; file = todo.shift()) await one(file, totals);
  });
  await Promise.all(workers);
  return totals;
}

async function one(file, totals) {
  const bytes = await readFile(file);
  const { br, gz } = await compress(bytes);
  totals.files++;
  totals.bytes += bytes.length;
  if (br.length < bytes.length) {
    await writeFile(`${file}.br`, br);
    totals.br += br.length;
  }
  if (gz.length < bytes.length) {
    await writeFile(`${file}.gz`, gz);
    totals.gz += gz.length;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = path.resolve(import.meta.dirname, '..');
  const assets = path.resolve(web, process.env.BUILD_DIR ?? 'build', 'client/assets');
  const started = Date.now();
  const t = await precompress(assets);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `precompressed ${t.files} assets in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kib(t.bytes)} -> brotli 11 ${kib(t.br)}, gzip 9 ${kib(t.gz)}`,
  );
}
