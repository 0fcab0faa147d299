/**
 * Throughput of @tinkerbox/engine/cipher against node:crypto (OpenSSL 3) in the same process, as a
 * ratio: AES-256-CBC and AES-256-GCM on both AES backends (WebCrypto, @noble/ciphers), crypto-js's AES
 * for comparison, and the crypto-js ciphers (DES, Triple DES, Rabbit, RC4) the page also runs. Data is
 * fed in 1 MiB chunks, as the page's worker does. Prints Markdown. Default 8 MiB for AES and 1 MiB for
 * the crypto-js ciphers (about 30 s on 2 cores); BENCH_FULL=1 uses 64 MiB and 8 MiB.
 *
 * Run: pnpm exec tsx bench/cipher.bench.ts
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { type CipherSpec, createDecryptor, createEncryptor, type SessionOptions } from '../src/cipher/index.ts';

const FULL = process.env.BENCH_FULL === '1';
const MiB = 1 << 20;
const CHUNK = MiB;
const key32 = new Uint8Array(32).fill(7);
const iv16 = new Uint8Array(16).fill(9);
const iv12 = iv16.subarray(0, 12);

function random(n: number): Uint8Array {
  const d = new Uint8Array(n);
  for (let i = 0; i < n; i += 65_536) crypto.getRandomValues(d.subarray(i, Math.min(n, i + 65_536)));
  return d;
}

async function best(run: () => Promise<unknown> | unknown, runs: number): Promise<number> {
  let b = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    b = Math.min(b, performance.now() - t);
  }
  return b;
}

async function ours(
  data: Uint8Array,
  spec: CipherSpec,
  secret: { key: Uint8Array; iv?: Uint8Array },
  opts: SessionOptions,
) {
  const s = createEncryptor(spec, secret, opts);
  for (let o = 0; o < data.length; o += CHUNK) await s.update(data.subarray(o, o + CHUNK));
  await s.final();
}

function node(data: Uint8Array, name: string, key: Uint8Array, iv: Uint8Array | null) {
  const c = createCipheriv(name, key, iv);
  for (let o = 0; o < data.length; o += CHUNK) c.update(data.subarray(o, o + CHUNK));
  c.final();
}

function cryptoJs(
  data: Uint8Array,
  algo: typeof CryptoJS.algo.AES,
  key: Uint8Array,
  iv: Uint8Array | undefined,
  cfg: object = {},
) {
  const wa = (b: Uint8Array) => CryptoJS.enc.Hex.parse(Buffer.from(b).toString('hex'));
  const c = algo.createEncryptor(wa(key), { ...cfg, ...(iv ? { iv: wa(iv) } : {}) });
  for (let o = 0; o < data.length; o += CHUNK) c.process(wa(data.subarray(o, o + CHUNK)));
  c.finalize();
}

const f = (n: number) => n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2);
const out: string[] = [];

const aesSize = (FULL ? 64 : 8) * MiB;
const aesData = random(aesSize);
const mb = aesSize / 1e6;

/** Best times of a reference and a candidate over interleaved rounds, so load swings hit both alike. */
async function pair(
  ref: () => unknown,
  ours: () => Promise<unknown> | unknown,
  runs: number,
): Promise<[number, number]> {
  let a = Number.POSITIVE_INFINITY;
  let b = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    a = Math.min(a, await best(ref, 1));
    b = Math.min(b, await best(ours, 1));
  }
  return [mb / (a / 1000), mb / (b / 1000)];
}

out.push(
  `## AES-256, ${aesSize / MiB} MiB in 1 MiB chunks (MB/s, best of 5 interleaved rounds; Node ${process.versions.node})`,
  '',
);
out.push(
  '| cipher | implementation | MB/s | node:crypto MB/s, same rounds | ratio to node:crypto |',
  '|:--|:--|--:|--:|--:|',
);
for (const [label, mode, nodeName, iv] of [
  ['AES-256-CBC', 'cbc', 'aes-256-cbc', iv16],
  ['AES-256-GCM', 'gcm', 'aes-256-gcm', iv12],
  ['AES-256-CTR', 'ctr', 'aes-256-ctr', iv16],
] as const) {
  const spec = { algorithm: 'aes', mode } as const;
  for (const backend of ['webcrypto', 'noble'] as const) {
    const runs = backend === 'noble' ? 2 : 5;
    const [ref, rate] = await pair(
      () => node(aesData, nodeName, key32, iv),
      () => ours(aesData, spec, { key: key32, iv }, { aesBackend: backend }),
      runs,
    );
    const name =
      backend === 'webcrypto'
        ? 'engine encrypt, WebCrypto backend (the default)'
        : 'engine encrypt, @noble/ciphers backend';
    out.push(`| ${label} | ${name} | ${f(rate)} | ${f(ref)} | ${(rate / ref).toFixed(2)} |`);
  }
}
{
  // CBC decryption costs two WebCrypto calls per chunk (the forged padding block); measure it too.
  const ct = new Uint8Array(Buffer.concat([createCipheriv('aes-256-cbc', key32, iv16).update(aesData)]));
  const nodeDec = () => {
    const d = createDecipheriv('aes-256-cbc', key32, iv16);
    d.setAutoPadding(false);
    for (let o = 0; o < ct.length; o += CHUNK) d.update(ct.subarray(o, o + CHUNK));
    d.final();
  };
  const ourDec = async () => {
    const s = createDecryptor({ algorithm: 'aes', padding: 'none' }, { key: key32, iv: iv16 });
    for (let o = 0; o < ct.length; o += CHUNK) await s.update(ct.subarray(o, o + CHUNK));
    await s.final();
  };
  const [ref, rate] = await pair(nodeDec, ourDec, 5);
  out.push(`| AES-256-CBC | engine decrypt, WebCrypto backend | ${f(rate)} | ${f(ref)} | ${(rate / ref).toFixed(2)} |`);
}
{
  const small = aesData.subarray(0, 2 * MiB);
  const t = await best(() => cryptoJs(small, CryptoJS.algo.AES, key32, iv16, { mode: CryptoJS.mode.CBC }), 1);
  const tr = await best(() => node(small, 'aes-256-cbc', key32, iv16), 3);
  out.push(
    `| AES-256-CBC | crypto-js 4.2 (not used for AES; 2 MiB) | ${f(small.length / 1e6 / (t / 1000))} | ${f(small.length / 1e6 / (tr / 1000))} | ${(tr / t).toFixed(3)} |`,
  );
}

const legacySize = (FULL ? 8 : 1) * MiB;
const legacyData = aesData.subarray(0, legacySize);
const lmb = legacySize / 1e6;
out.push('', `## crypto-js ciphers through the engine, ${legacySize / MiB} MiB (MB/s, best of 2)`, '');
out.push('| cipher | engine MB/s | node:crypto MB/s | ratio to node:crypto |', '|:--|--:|--:|--:|');
for (const [label, spec, nodeName, key, iv] of [
  ['DES-CBC', { algorithm: 'des' }, 'des-cbc', key32.subarray(0, 8), iv16.subarray(0, 8)],
  ['3DES-CBC (three-key)', { algorithm: 'tripledes' }, 'des-ede3-cbc', key32.subarray(0, 24), iv16.subarray(0, 8)],
  ['Rabbit', { algorithm: 'rabbit' }, null, key32.subarray(0, 16), iv16.subarray(0, 8)],
  ['RC4', { algorithm: 'rc4' }, 'rc4', key32.subarray(0, 16), undefined],
  ['RC4Drop (192 words)', { algorithm: 'rc4drop' }, null, key32.subarray(0, 16), undefined],
] as const) {
  const rate = lmb / ((await best(() => ours(legacyData, spec, { key, iv }, {}), 2)) / 1000);
  let ref = Number.NaN;
  if (nodeName) {
    // DES and RC4 live in OpenSSL 3's legacy provider; Node may not load it.
    try {
      ref = lmb / ((await best(() => node(legacyData, nodeName, key, iv ?? null), 2)) / 1000);
    } catch {
      ref = Number.NaN;
    }
  }
  const r = Number.isNaN(ref) ? 'n/a' : (rate / ref).toFixed(3);
  out.push(`| ${label} | ${f(rate)} | ${Number.isNaN(ref) ? 'n/a' : f(ref)} | ${r} |`);
}

console.log(out.join('\n'));
