import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  cardanoTxBytes,
  cardanoTxStructure,
  inspectCardanoId,
  readCardanoEnvelope,
  summarizeCardanoTx,
} from '../../src/ada/index.ts';
import { codeOf } from '../ton/support.ts';
import csl from '../vectors/ada/csl.json' with { type: 'json' };
import mainnet from '../vectors/ada/transactions.json' with { type: 'json' };

const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

// Every expected value below was produced by the Cardano serialization library (generate-csl.mjs).
describe('summarizeCardanoTx: against the Cardano serialization library', () => {
  for (const t of csl.transactions) {
    it(t.name, () => {
      const s = summarizeCardanoTx(fromHex(t.cbor));
      expect(s.form).toBe(t.name === 'bare body' ? 'body' : 'transaction');
      expect(cardanoTxStructure(fromHex(t.cbor)).txIdHex).toBe(t.txId);
      expect(s.fee).toBe(BigInt(t.fee));
      expect(s.ttl).toBe(BigInt(t.ttl as string));
      expect(s.validityStart).toBe(BigInt(t.validityStart as string));
      expect(s.inputs.map((i) => ({ txId: i.txIdHex, index: Number(i.index) }))).toEqual(t.inputs);
      expect(s.outputs.map((o) => ({ address: o.address, lovelace: o.lovelace.toString(), assets: o.assets }))).toEqual(
        t.outputs,
      );
      expect(s.totalOutput).toBe(t.outputs.reduce((a, o) => a + BigInt(o.lovelace), 0n));
      expect(s.witnesses.map((w) => ({ vkey: w.vkeyHex, keyHash: w.keyHashHex, valid: w.valid }))).toEqual(t.witnesses);
    });
  }

  it('the mainnet transaction fc863a44…: every witness verifies', () => {
    const tx = mainnet.transactions[0] as { cbor: string };
    const s = summarizeCardanoTx(fromHex(tx.cbor));
    expect(s.witnesses.length).toBeGreaterThan(0);
    expect(s.witnesses.every((w) => w.valid)).toBe(true);
    expect(s.fee).toBe(217553n); // the fee cardanoscan.io shows for fc863a44…
  });

  it('a flipped bit in a signature fails the check', () => {
    const t = csl.transactions[0] as { cbor: string };
    const bytes = fromHex(t.cbor);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 1; // inside the 64-byte signature
    expect(summarizeCardanoTx(bytes).witnesses[0]?.valid).toBe(false);
  });

  it('refuses CBOR that is not a transaction', () => {
    expect(codeOf(() => summarizeCardanoTx(Uint8Array.of(0x83, 1, 2, 3)))).toBe('NOT_A_TRANSACTION');
    expect(codeOf(() => summarizeCardanoTx(Uint8Array.of(0xa1, 0x02, 0x61, 0x61)))).toBe('NOT_A_TRANSACTION');
  });
});

describe('cardano-cli text envelopes', () => {
  const tx = (csl.transactions[0] as { cbor: string }).cbor;
  const envelope = JSON.stringify({ type: 'Tx ConwayEra', description: 'Ledger Cddl Format', cborHex: tx });

  it('reads the envelope and its bytes', () => {
    expect(readCardanoEnvelope(envelope)).toEqual({
      type: 'Tx ConwayEra',
      description: 'Ledger Cddl Format',
      cborHex: tx,
    });
    expect(Buffer.from(cardanoTxBytes(envelope)).toString('hex')).toBe(tx);
    expect(readCardanoEnvelope(tx)).toBeNull();
  });

  it('names what is wrong with a bad envelope', () => {
    expect(codeOf(() => cardanoTxBytes('{"type":"Tx ConwayEra"'))).toBe('INVALID_JSON');
    expect(codeOf(() => cardanoTxBytes('{"type":"Tx ConwayEra"}'))).toBe('INVALID_TRANSACTION');
    expect(codeOf(() => cardanoTxBytes('{"cborHex":"84zz"}'))).toBe('INVALID_HEX');
  });
});

describe('inspectCardanoId: DRep and pool ids against the Cardano serialization library', () => {
  for (const id of csl.ids) {
    it(`${id.kind} ${id.credential} ${id.cip105.slice(0, 12)}…`, () => {
      for (const form of [id.cip105, id.cip129].filter((f): f is string => typeof f === 'string')) {
        const info = inspectCardanoId(form);
        expect(info.hashHex).toBe(id.hash);
        expect(info.kind).toBe(id.kind);
        expect(info.credential).toBe(id.credential);
        expect(info.legacy).toBe(id.cip105);
        expect(info.cip129).toBe(id.cip129);
      }
    });
  }

  it('a drep_vk key gives its hash and both id forms', () => {
    const id = csl.ids.find((i) => 'vkeyHex' in i) as { vkeyHex: string; hash: string; cip129: string };
    const vk = bech32.encode('drep_vk', bech32.toWords(fromHex(id.vkeyHex)), false);
    const info = inspectCardanoId(vk);
    expect(info.format).toBe('verification-key');
    expect(info.hashHex).toBe(id.hash);
    expect(info.cip129).toBe(id.cip129);
  });

  it('names the cause of bad input', () => {
    const good = (csl.ids[0] as { cip129: string }).cip129;
    expect(codeOf(() => inspectCardanoId(`${good.slice(0, -1)}q`))).toBe('BAD_CHECKSUM');
    expect(codeOf(() => inspectCardanoId('hello'))).toBe('INVALID_BECH32');
    expect(codeOf(() => inspectCardanoId(bech32.encode('gov', bech32.toWords(new Uint8Array(28)), false)))).toBe(
      'UNKNOWN_PREFIX',
    );
    expect(codeOf(() => inspectCardanoId(bech32.encode('pool', bech32.toWords(new Uint8Array(20)), false)))).toBe(
      'WRONG_LENGTH',
    );
    // A CIP-129 committee header under the drep prefix.
    const cc = Uint8Array.of(0x02, ...new Uint8Array(28));
    expect(codeOf(() => inspectCardanoId(bech32.encode('drep', bech32.toWords(cc), false)))).toBe('UNKNOWN_PREFIX');
  });
});
