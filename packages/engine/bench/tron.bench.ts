/**
 * @tinkerbox/engine/tron beside tronweb called directly in the same process: what the engine adds (input
 * forms, envelope split, txID check, signer recovery, T-addresses, call decoding; for the builder:
 * validation against the ABI, argument parsing and the read-back check). Ops/s are the best of
 * interleaved rounds; ratio = ours / reference. About 10 s on 2 cores.
 *
 * Run: pnpm exec tsx bench/tron.bench.ts
 */
import { createHash } from 'node:crypto';
import { TronWeb, utils } from 'tronweb';
import { buildTronCall, decodeTronTransaction, tronAddressFromHex } from '../src/tron/index.ts';
import file from '../test/vectors/tron/transactions.json' with { type: 'json' };

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

const transfer = file.vectors[0];
const trigger = file.vectors[4];
if (!transfer || !trigger) throw new Error('vectors');
const json = JSON.stringify({
  txID: transfer.txID,
  raw_data_hex: transfer.raw_data_hex,
  signature: transfer.signature,
});
const block = {
  ref_block_bytes: trigger.ref_block_bytes,
  ref_block_hash: trigger.ref_block_hash,
  expiration: trigger.expiration,
  timestamp: trigger.timestamp,
};
const tw = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
const param = `${'0'.repeat(24)}4ab38f7ae7eadad03981b2a7d7883760aa63e564${'0'.repeat(58)}f4240`;

const cases: [string, () => unknown, string, () => unknown][] = [
  [
    'decode signed TransferContract JSON (txID check + signer)',
    () => decodeTronTransaction(json),
    'tronweb deserializeTransaction + sha256 + ecRecover',
    () => {
      utils.deserializeTx.deserializeTransaction('TransferContract', transfer.raw_data_hex);
      createHash('sha256').update(Buffer.from(transfer.raw_data_hex, 'hex')).digest('hex');
      return utils.crypto.ecRecover(transfer.txID, transfer.signature[0] as string);
    },
  ],
  [
    'decode TriggerSmartContract hex + calldata',
    () => decodeTronTransaction(trigger.raw_data_hex),
    'tronweb deserializeTransaction',
    () => utils.deserializeTx.deserializeTransaction('TriggerSmartContract', trigger.raw_data_hex),
  ],
  [
    'build USDT approve offline (checked, read back)',
    () =>
      buildTronCall({
        to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        method: 'approve(address,uint256)',
        data: `${tronAddressFromHex('414ab38f7ae7eadad03981b2a7d7883760aa63e564')}, 1000000`,
        abi: 'function approve(address spender, uint256 amount) returns (bool)',
        owner: tronAddressFromHex(trigger.owner_hex),
        feeLimit: '250000000',
        block,
      }),
    'tronweb triggerSmartContract (txLocal, rawParameter)',
    () =>
      tw.transactionBuilder.triggerSmartContract(
        trigger.target_hex as string,
        'approve(address,uint256)',
        { feeLimit: 250000000, txLocal: true, blockHeader: block, rawParameter: param } as never,
        [],
        trigger.owner_hex,
      ),
  ],
  [
    'hex → T… address',
    () => tronAddressFromHex(trigger.owner_hex),
    'tronweb utils.address.fromHex',
    () => utils.address.fromHex(trigger.owner_hex),
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
