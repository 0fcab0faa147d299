/**
 * Base64 and hex encode/decode throughput of @tinkerbox/engine/encoding beside node's Buffer (C++), in the
 * same process. Node 20 has no `Uint8Array.prototype.toBase64/toHex`, so this measures the portable
 * table-driven path that browsers without the native methods run. Times are the best of interleaved
 * rounds (ratio = ours / Buffer throughput; higher is better, 1.0 = as fast as Buffer). Also shown:
 * @scure/base (the audited library the engine could have wrapped) and, for small sizes, crypto-js.
 * Sizes 1 KiB, 64 KiB and 4 MiB (about 15 s on 2 cores); BENCH_FULL=1 adds 32 MiB.
 *
 * Run: pnpm exec tsx bench/encoding.bench.ts
 */
import { base64 as scureBase64, hex as scureHex } from '@scure/base';
import CryptoJS from 'crypto-js';
import { fromBase64, fromHex, toBase64, toHex } from '../src/encoding/index.ts';

const FULL = process.env.BENCH_FULL === '1';
const KiB = 1024;
const sizes = [KiB, 64 * KiB, 4 * KiB * KiB, ...(FULL ? [32 * KiB * KiB] : [])];

function data(n: number): Uint8Array {
  const b = new Uint8Array(n);
  let x = 0x9e3779b9;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    b[i] = x & 255;
  }
  return b;
}

/** Best time in ms of `fn` over rounds sized so that each case gets about `budget` ms. */
function best(fn: () => unknown, budget: number): number {
  const t0 = performance.now();
  fn();
  const once = Math.max(performance.now() - t0, 0.001);
  const inner = Math.max(1, Math.floor(2 / once));
  const rounds = Math.max(3, Math.min(200, Math.floor(budget / (once * inner))));
  let b = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let i = 0; i < inner; i++) fn();
    b = Math.min(b, (performance.now() - t) / inner);
  }
  return b;
}

const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

interface Row {
  op: string;
  size: string;
  buffer: number;
  ours: number;
  scure: number;
  cryptojs?: number;
}
const rows: Row[] = [];
const label = (n: number) => (n >= KiB * KiB ? `${n / KiB / KiB} MiB` : `${n / KiB} KiB`);

for (const n of sizes) {
  const bytes = data(n);
  const buf = Buffer.from(bytes);
  const b64 = buf.toString('base64');
  const hx = buf.toString('hex');
  if (toBase64(bytes) !== b64 || toHex(bytes) !== hx) throw new Error('mismatch with Buffer');
  const budget = n >= 4 * KiB * KiB ? 1500 : 600;
  const small = n <= 64 * KiB;
  const wa = small ? CryptoJS.lib.WordArray.create(bytes as unknown as number[]) : undefined;
  rows.push({
    op: 'base64 encode',
    size: label(n),
    buffer: mbps(
      n,
      best(() => buf.toString('base64'), budget),
    ),
    ours: mbps(
      n,
      best(() => toBase64(bytes), budget),
    ),
    scure: mbps(
      n,
      best(() => scureBase64.encode(bytes), budget),
    ),
    ...(wa
      ? {
          cryptojs: mbps(
            n,
            best(() => CryptoJS.enc.Base64.stringify(wa), budget),
          ),
        }
      : {}),
  });
  rows.push({
    op: 'base64 decode',
    size: label(n),
    buffer: mbps(
      n,
      best(() => Buffer.from(b64, 'base64'), budget),
    ),
    ours: mbps(
      n,
      best(() => fromBase64(b64), budget),
    ),
    scure: mbps(
      n,
      best(() => scureBase64.decode(b64), budget),
    ),
    ...(small
      ? {
          cryptojs: mbps(
            n,
            best(() => CryptoJS.enc.Base64.parse(b64), budget),
          ),
        }
      : {}),
  });
  rows.push({
    op: 'hex encode',
    size: label(n),
    buffer: mbps(
      n,
      best(() => buf.toString('hex'), budget),
    ),
    ours: mbps(
      n,
      best(() => toHex(bytes), budget),
    ),
    scure: mbps(
      n,
      best(() => scureHex.encode(bytes), budget),
    ),
    ...(wa
      ? {
          cryptojs: mbps(
            n,
            best(() => CryptoJS.enc.Hex.stringify(wa), budget),
          ),
        }
      : {}),
  });
  rows.push({
    op: 'hex decode',
    size: label(n),
    buffer: mbps(
      n,
      best(() => Buffer.from(hx, 'hex'), budget),
    ),
    ours: mbps(
      n,
      best(() => fromHex(hx), budget),
    ),
    scure: mbps(
      n,
      best(() => scureHex.decode(hx), budget),
    ),
    ...(small
      ? {
          cryptojs: mbps(
            n,
            best(() => CryptoJS.enc.Hex.parse(hx), budget),
          ),
        }
      : {}),
  });
}

console.log(`## encoding (Node ${process.versions.node}; MB/s of binary data; ratio = engine / Buffer)\n`);
console.log('| operation | size | Buffer MB/s | engine MB/s | engine ratio | @scure/base ratio | crypto-js ratio |');
console.log('|:--|--:|--:|--:|--:|--:|--:|');
for (const r of rows) {
  const cj = r.cryptojs === undefined ? '–' : `${(r.cryptojs / r.buffer).toFixed(2)}×`;
  console.log(
    `| ${r.op} | ${r.size} | ${fmt(r.buffer)} | ${fmt(r.ours)} | ${(r.ours / r.buffer).toFixed(2)}× | ${(r.scure / r.buffer).toFixed(2)}× | ${cj} |`,
  );
}
