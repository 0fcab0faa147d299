// Writes csl.json: transactions, witnesses and governance ids made and checked by the Cardano
// serialization library (@emurgo/cardano-serialization-lib-browser 17.0.0), an implementation
// independent of the engine. Run from packages/engine:
//   node --experimental-wasm-modules test/vectors/ada/generate-csl.mjs
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import * as csl from '@emurgo/cardano-serialization-lib-browser';

const hex = (b) => Buffer.from(b).toString('hex');
const seed = (label) => createHash('sha256').update(label).digest();
const key = (label) => csl.PrivateKey.from_normal_bytes(seed(label));

const alice = key('tinkerbox alice');
const bob = key('tinkerbox bob');
const aliceHash = alice.to_public().hash();
const network = csl.NetworkInfo.mainnet().network_id();
const aliceAddr = csl.EnterpriseAddress.new(network, csl.Credential.from_keyhash(aliceHash)).to_address();
const bobAddr = csl.BaseAddress.new(
  network,
  csl.Credential.from_keyhash(bob.to_public().hash()),
  csl.Credential.from_keyhash(aliceHash),
).to_address();

function body(withAssets) {
  const inputs = csl.TransactionInputs.new();
  inputs.add(csl.TransactionInput.new(csl.TransactionHash.from_bytes(seed('input 0')), 0));
  inputs.add(csl.TransactionInput.new(csl.TransactionHash.from_bytes(seed('input 1')), 3));
  const outputs = csl.TransactionOutputs.new();
  outputs.add(csl.TransactionOutput.new(bobAddr, csl.Value.new(csl.BigNum.from_str('1500000'))));
  const value = csl.Value.new(csl.BigNum.from_str('2345678'));
  if (withAssets) {
    const ma = csl.MultiAsset.new();
    const assets = csl.Assets.new();
    assets.insert(csl.AssetName.new(Buffer.from('TINK')), csl.BigNum.from_str('1000'));
    assets.insert(csl.AssetName.new(Buffer.from('BOX')), csl.BigNum.from_str('7'));
    ma.insert(csl.ScriptHash.from_bytes(seed('policy').subarray(0, 28)), assets);
    value.set_multiasset(ma);
  }
  outputs.add(csl.TransactionOutput.new(aliceAddr, value));
  const b = csl.TransactionBody.new_tx_body(inputs, outputs, csl.BigNum.from_str('170000'));
  b.set_ttl(csl.BigNum.from_str('140000000'));
  b.set_validity_start_interval_bignum(csl.BigNum.from_str('139990000'));
  return b;
}

function signed(b, signers) {
  const id = csl.FixedTransaction.new_from_body_bytes(b.to_bytes()).transaction_hash();
  const set = csl.TransactionWitnessSet.new();
  const w = csl.Vkeywitnesses.new();
  for (const k of signers) w.add(csl.make_vkey_witness(id, k));
  set.set_vkeys(w);
  return { id, tx: csl.Transaction.new(b, set) };
}

function describe(name, b, tx, id) {
  const outs = [];
  for (let i = 0; i < b.outputs().len(); i++) {
    const o = b.outputs().get(i);
    const ma = o.amount().multiasset();
    let assets = 0;
    if (ma) for (let p = 0; p < ma.keys().len(); p++) assets += ma.get(ma.keys().get(p)).len();
    outs.push({ address: o.address().to_bech32(), lovelace: o.amount().coin().to_str(), assets });
  }
  const witnesses = [];
  const vk = tx?.witness_set().vkeys();
  if (vk) {
    for (let i = 0; i < vk.len(); i++) {
      const pub = vk.get(i).vkey().public_key();
      witnesses.push({
        vkey: hex(pub.as_bytes()),
        keyHash: pub.hash().to_hex(),
        valid: pub.verify(id.to_bytes(), vk.get(i).signature()),
      });
    }
  }
  return {
    name,
    cbor: tx ? tx.to_hex() : b.to_hex(),
    txId: id.to_hex(),
    fee: b.fee().to_str(),
    ttl: b.ttl_bignum()?.to_str(),
    validityStart: b.validity_start_interval_bignum()?.to_str(),
    inputs: Array.from({ length: b.inputs().len() }, (_, i) => ({
      txId: b.inputs().get(i).transaction_id().to_hex(),
      index: b.inputs().get(i).index(),
    })),
    outputs: outs,
    witnesses,
  };
}

const transactions = [];
const plain = body(false);
const one = signed(plain, [alice]);
transactions.push(describe('signed by one key', plain, one.tx, one.id));
const rich = body(true);
const two = signed(rich, [alice, bob]);
transactions.push(describe('native tokens, signed by two keys', rich, two.tx, two.id));
// Bob's signature over a different body, attached to this one: CSL must report it invalid.
const other = signed(body(true), [bob]);
const forged = csl.TransactionWitnessSet.new();
const fw = csl.Vkeywitnesses.new();
fw.add(csl.make_vkey_witness(csl.TransactionHash.from_bytes(seed('another body')), bob));
fw.add(csl.make_vkey_witness(one.id, alice));
forged.set_vkeys(fw);
const forgedTx = csl.Transaction.new(plain, forged);
transactions.push(describe('one signature over another transaction', plain, forgedTx, one.id));
transactions.push(describe('bare body', rich, null, other.id));

const ids = [];
for (const label of ['drep key', 'drep script', 'pool', 'cc']) {
  const h = seed(label).subarray(0, 28);
  const kh = csl.Ed25519KeyHash.from_bytes(h);
  const sh = csl.ScriptHash.from_bytes(h);
  if (label === 'drep key') {
    const d = csl.DRep.new_key_hash(kh);
    ids.push({ hash: hex(h), kind: 'drep', credential: 'key', cip129: d.to_bech32(true), cip105: d.to_bech32(false) });
  } else if (label === 'drep script') {
    const d = csl.DRep.new_script_hash(sh);
    ids.push({ hash: hex(h), kind: 'drep', credential: 'script', cip129: d.to_bech32(true), cip105: d.to_bech32(false) });
  } else if (label === 'pool') {
    ids.push({ hash: hex(h), kind: 'pool', credential: 'key', cip105: kh.to_bech32('pool') });
  }
}
const drepVk = key('drep vk').to_public();
ids.push({
  hash: drepVk.hash().to_hex(),
  kind: 'drep',
  credential: 'key',
  vkeyHex: hex(drepVk.as_bytes()),
  cip129: csl.DRep.new_key_hash(drepVk.hash()).to_bech32(true),
  cip105: csl.DRep.new_key_hash(drepVk.hash()).to_bech32(false),
});

writeFileSync(
  new URL('./csl.json', import.meta.url),
  `${JSON.stringify({ source: 'made and checked by @emurgo/cardano-serialization-lib-browser 17.0.0 (generate-csl.mjs)', transactions, ids }, null, 2)}\n`,
);
console.log('wrote csl.json', transactions.length, ids.length);
