/**
 * @tinkerbox/engine/ada beside the nearest reference in the same process: the transaction id (CBOR walk
 * plus Blake2b-256 of the original body bytes) against hashing the same bytes with node:crypto's
 * Blake2b-512 (the floor any id computation pays), the CBOR reader against JSON.parse of the same data as
 * JSON, and address inspection against a bare bech32 decode. (The Cardano WASM cannot load under Node, so
 * its decode is not measured here.) Ops/s are the best of interleaved rounds; ratio = ours / reference.
 * About 10 s on 2 cores.
 *
 * Run: pnpm exec tsx bench/ada.bench.ts
 */
import { createHash } from 'node:crypto';
import { bech32 } from '@scure/base';
import { cardanoTxStructure, decodeCbor, inspectCardanoAddress } from '../src/ada/index.ts';
import cip19 from '../test/vectors/ada/cip19.json' with { type: 'json' };
import txs from '../test/vectors/ada/transactions.json' with { type: 'json' };
import { type BenchCase, printBenchTable } from './chain-bench-util.ts';

const tx = new Uint8Array(Buffer.from(txs.transactions[1]?.cbor ?? '', 'hex'));
// 1 MiB-ish CBOR: an array of 20,000 small maps, and the same data as JSON text.
const items = Array.from({ length: 20_000 }, (_, i) => ({ a: i, b: 'x'.repeat(i % 40) }));
const json = JSON.stringify(items);
const cborParts: number[] = [0x99, 0x4e, 0x20];
for (const it of items) {
  cborParts.push(0xa2, 0x61, 0x61, 0x1a, (it.a >>> 24) & 255, (it.a >>> 16) & 255, (it.a >>> 8) & 255, it.a & 255);
  cborParts.push(0x61, 0x62, 0x78, it.b.length, ...Buffer.from(it.b));
}
const big = Uint8Array.from(cborParts);
const addr = cip19.mainnet['type-00'];

const cases: BenchCase[] = [
  [
    `tx id: CBOR walk + Blake2b-256 (${tx.length} B)`,
    () => cardanoTxStructure(tx).txIdHex,
    'node:crypto blake2b512 of the same bytes',
    () => createHash('blake2b512').update(tx).digest(),
  ],
  [
    `CBOR decode (${(big.length / 1024).toFixed(0)} KiB)`,
    () => decodeCbor(big),
    `JSON.parse (${(json.length / 1024).toFixed(0)} KiB)`,
    () => JSON.parse(json),
  ],
  [
    'address: inspect base address',
    () => inspectCardanoAddress(addr),
    'bech32.decode only',
    () => bech32.fromWords(bech32.decode(addr as `${string}1${string}`, false).words),
  ],
];

printBenchTable(cases);
