/**
 * @tinkerbox/engine/evm beside viem called directly in the same process: what the engine adds on top of
 * the library (input checks, candidate search over the bundled signatures, recursive decoding, display
 * values, fee arithmetic). Ops/s are the best of interleaved rounds; ratio = ours / reference (1.0 = no
 * overhead, below 1 = slower). About 15 s on 2 cores.
 *
 * Run: pnpm exec tsx bench/evm.bench.ts
 */
import {
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerialized,
} from 'viem';
import { abiFunctions, decodeCalldata, decodeEvmTransaction, encodeCall, parseAbiText } from '../src/evm/index.ts';
import txs from '../test/vectors/evm/transactions.json' with { type: 'json' };

async function best(fn: () => unknown, budget = 700): Promise<number> {
  const t0 = performance.now();
  await fn();
  const once = Math.max(performance.now() - t0, 0.0005);
  const inner = Math.max(1, Math.floor(5 / once));
  const rounds = Math.max(5, Math.min(300, Math.floor(budget / (once * inner))));
  let b = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let i = 0; i < inner; i++) await fn();
    b = Math.min(b, (performance.now() - t) / inner);
  }
  return 1000 / b;
}

const word = (h: string) => h.padStart(64, '0');
const swap = txs.vectors[0]?.raw as Hex;
const transferAbi = parseAbi(['function transfer(address to, uint256 amount)']);
const transfer = `0xa9059cbb${word('22'.repeat(20))}${word('de0b6b3a7640000')}` as Hex;
const inner = transfer.slice(2);
const padded = inner.padEnd(192, '0');
const n = 20;
const offsets = Array.from({ length: n }, (_, i) => word((n * 32 + i * (32 + 96)).toString(16))).join('');
const multicall =
  `0xac9650d8${word('20')}${word(n.toString(16))}${offsets}${`${word((inner.length / 2).toString(16))}${padded}`.repeat(n)}` as Hex;
const multicallAbi = parseAbi(['function multicall(bytes[] data)']);
const fn = abiFunctions(parseAbiText('function transfer(address to, uint256 amount)'))[0];
if (!fn) throw new Error('no fn');

const cases: [string, () => unknown, string, () => unknown][] = [
  [
    `raw tx: decode + sender + calldata (legacy swap, ${(swap.length - 2) / 2} B)`,
    () => decodeEvmTransaction(swap),
    'viem parseTransaction + recoverTransactionAddress',
    async () => {
      parseTransaction(swap as TransactionSerialized);
      return recoverTransactionAddress({ serializedTransaction: swap as TransactionSerialized });
    },
  ],
  [
    'calldata: ERC-20 transfer, no ABI (bundled signatures)',
    () => decodeCalldata(transfer),
    'viem decodeFunctionData with the right ABI item',
    () => decodeFunctionData({ abi: transferAbi, data: transfer }),
  ],
  [
    `calldata: multicall of ${n} transfers, unfolded`,
    () => decodeCalldata(multicall),
    'viem decodeFunctionData of the outer call only',
    () => decodeFunctionData({ abi: multicallAbi, data: multicall }),
  ],
  [
    'encode: transfer from typed text (EIP-55 check, 1e18)',
    () => encodeCall(fn, [`0x${'22'.repeat(20)}`, '1e18']),
    'viem encodeFunctionData with typed values',
    () =>
      encodeFunctionData({ abi: transferAbi, functionName: 'transfer', args: [`0x${'22'.repeat(20)}`, 10n ** 18n] }),
  ],
];

console.log('| operation | ours (ops/s) | reference | reference (ops/s) | ratio |');
console.log('|:---|---:|:---|---:|---:|');
for (const [name, ours, refName, ref] of cases) {
  let o = 0;
  let r = 0;
  for (let k = 0; k < 3; k++) {
    o = Math.max(o, await best(ours));
    r = Math.max(r, await best(ref));
  }
  console.log(`| ${name} | ${o.toFixed(0)} | ${refName} | ${r.toFixed(0)} | ${(o / r).toFixed(2)} |`);
}
