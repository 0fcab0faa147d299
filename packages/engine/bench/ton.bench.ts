/**
 * @tinkerbox/engine/ton beside the @ton/core calls it wraps, in the same process: what our checks and
 * extra output (every address form, cell hashes, message and comment reading) cost over the bare
 * library. Ops/s are the best of interleaved rounds; ratio = ours / reference throughput (1.0 = free).
 * About 10 s on 2 cores.
 *
 * Run: pnpm exec tsx bench/ton.bench.ts
 */
import { Address, beginCell, Cell } from '@ton/core';
import { decodeTonBoc, encodeTonComment, parseTonAddress } from '../src/ton/index.ts';
import boc from '../test/vectors/ton/boc.json' with { type: 'json' };

function best(fn: () => unknown, budget = 700): number {
  const t0 = performance.now();
  fn();
  const once = Math.max(performance.now() - t0, 0.0005);
  const inner = Math.max(1, Math.floor(5 / once));
  const rounds = Math.max(5, Math.min(300, Math.floor(budget / (once * inner))));
  let b = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let i = 0; i < inner; i++) fn();
    b = Math.min(b, (performance.now() - t) / inner);
  }
  return 1000 / b;
}

const address = 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB';
const bocBytes = Buffer.from(boc.bocBase64WithCrc, 'base64');
// A long comment: 64 KiB of text snakes through about 530 cells.
const long = encodeTonComment('x'.repeat(64 * 1024)).boc;
const longBuf = Buffer.from(long);

const cases: [string, () => unknown, string, () => unknown][] = [
  [
    'address: parse + checksum + 8 forms',
    () => parseTonAddress(address),
    'Address.parse + 8 × toString',
    () => {
      const a = Address.parse(address);
      for (const testOnly of [false, true])
        for (const bounceable of [true, false])
          for (const urlSafe of [true, false]) a.toString({ bounceable, testOnly, urlSafe });
    },
  ],
  [
    'address: parse + checksum + 8 forms',
    () => parseTonAddress(address),
    'Address.parse only',
    () => Address.parse(address),
  ],
  ['BOC: jetton transfer (4 cells)', () => decodeTonBoc(bocBytes), 'Cell.fromBoc', () => Cell.fromBoc(bocBytes)],
  ['BOC: 64 KiB comment (530 cells)', () => decodeTonBoc(long), 'Cell.fromBoc', () => Cell.fromBoc(longBuf)],
  [
    'comment to BOC (100 chars)',
    () => encodeTonComment('a'.repeat(100)),
    'beginCell…toBoc',
    () => beginCell().storeUint(0, 32).storeStringTail('a'.repeat(100)).endCell().toBoc(),
  ],
];

console.log('| operation | ours (ops/s) | reference | reference (ops/s) | ratio |');
console.log('|:---|---:|:---|---:|---:|');
for (const [name, ours, refName, ref] of cases) {
  let o = 0;
  let r = 0;
  for (let k = 0; k < 3; k++) {
    o = Math.max(o, best(ours));
    r = Math.max(r, best(ref));
  }
  console.log(`| ${name} | ${o.toFixed(0)} | ${refName} | ${r.toFixed(0)} | ${(o / r).toFixed(2)} |`);
}
