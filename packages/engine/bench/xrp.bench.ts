/**
 * @tinkerbox/engine/xrp beside the XRPL codec calls it wraps, in the same process: what our checks, the
 * transaction hash and the signature verification cost over a bare decode. Ops/s are the best of
 * interleaved rounds; ratio = ours / reference throughput. About 10 s on 2 cores.
 *
 * Run: pnpm exec tsx bench/xrp.bench.ts
 */
import { createHash } from 'node:crypto';
import { sha512 } from '@noble/hashes/sha2.js';
import { decodeXAddress, isValidClassicAddress } from 'ripple-address-codec';
import { decode } from 'ripple-binary-codec';
import { decodeXrpAddress, decodeXrpTransaction, dropsToXrp } from '../src/xrp/index.ts';
import txs from '../test/vectors/xrp/transactions.json' with { type: 'json' };
import { type BenchCase, printBenchTable } from './chain-bench-util.ts';

const blob = txs.transactions[0]?.blob ?? '';
const blobBytes = Buffer.from(`54584E00${blob}`, 'hex');
const classic = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const x = 'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi';

const cases: BenchCase[] = [
  [
    'tx: decode + hash + verify signature',
    () => decodeXrpTransaction(blob),
    'ripple-binary-codec decode',
    () => decode(blob),
  ],
  [
    'tx hash: noble SHA-512Half',
    () => sha512(blobBytes),
    'node:crypto sha512',
    () => createHash('sha512').update(blobBytes).digest(),
  ],
  [
    'classic address: decode with reasons',
    () => decodeXrpAddress(classic),
    'isValidClassicAddress',
    () => isValidClassicAddress(classic),
  ],
  ['X-address: decode with reasons', () => decodeXrpAddress(x), 'decodeXAddress', () => decodeXAddress(x)],
  [
    'drops to XRP (exact)',
    () => dropsToXrp('99999999999999999'),
    'Number(drops) / 1e6 (inexact)',
    () => String(Number('99999999999999999') / 1e6),
  ],
];

printBenchTable(cases);
