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
import { type BenchCase, printBenchTable } from './chain-bench-util.ts';

const address = 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB';
const bocBytes = Buffer.from(boc.bocBase64WithCrc, 'base64');
// A long comment: 64 KiB of text snakes through about 530 cells.
const long = encodeTonComment('x'.repeat(64 * 1024)).boc;
const longBuf = Buffer.from(long);

const cases: BenchCase[] = [
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

printBenchTable(cases);
