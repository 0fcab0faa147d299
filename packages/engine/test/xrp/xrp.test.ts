import { createHash, ECDH } from 'node:crypto';
import fc from 'fast-check';
import { encodeAccountID } from 'ripple-address-codec';
import { describe, expect, it } from 'vitest';
import {
  decodeXrpAddress,
  decodeXrpTransaction,
  dropsToXrp,
  encodeXrpTransaction,
  toXAddress,
  xrpAddressFromPublicKey,
  xrpToDrops,
} from '../../src/xrp/index.ts';
import { codeOf } from '../ton/support.ts';
import keypairs from '../vectors/xrp/keypairs.json' with { type: 'json' };
import txs from '../vectors/xrp/transactions.json' with { type: 'json' };
import xaddr from '../vectors/xrp/x-addresses.json' with { type: 'json' };

describe('X-addresses (ripple-address-codec test vectors)', () => {
  for (const c of xaddr.cases) {
    for (const test of [false, true]) {
      const x = test ? c.test : c.main;
      it(`${c.classic} tag ${c.tag} ${test ? 'test' : 'main'} ⇄ ${x}`, () => {
        expect(toXAddress(c.classic, c.tag, test)).toBe(x);
        const info = decodeXrpAddress(x);
        expect(info).toMatchObject({
          kind: 'x',
          classicAddress: c.classic,
          tag: c.tag,
          test,
        });
      });
    }
  }

  it('reads a classic address', () => {
    const info = decodeXrpAddress('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf');
    expect(info).toMatchObject({ kind: 'classic', tag: null, test: null });
    expect(info.accountIdHex).toHaveLength(40);
  });

  it('names what is wrong', () => {
    expect(codeOf(() => decodeXrpAddress(xaddr.invalid.badChecksum))).toBe('BAD_CHECKSUM');
    // Longer than any address (xrpl.org: classic 25-35 characters; XLS-5 X-addresses 47), even when every
    // character is in the alphabet: refused as an address, not left to the base58 decoder's plain Error.
    expect(codeOf(() => decodeXrpAddress('ab'.repeat(100_000)))).toBe('INVALID_ADDRESS');
    expect(codeOf(() => decodeXrpAddress('r'.repeat(65)))).toBe('INVALID_ADDRESS');
    expect(codeOf(() => decodeXrpAddress(xaddr.invalid.badPrefix))).toBe('UNKNOWN_PREFIX');
    expect(codeOf(() => decodeXrpAddress(xaddr.invalid.tag64))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => decodeXrpAddress('r'))).toBe('WRONG_LENGTH');
    expect(codeOf(() => decodeXrpAddress(''))).toBe('INVALID_ADDRESS');
    // 0, O, I and l are not in the XRP alphabet.
    expect(codeOf(() => decodeXrpAddress('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYp0'))).toBe('INVALID_BASE58');
    expect(codeOf(() => decodeXrpAddress('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpg'))).toBe('BAD_CHECKSUM');
    expect(codeOf(() => toXAddress('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf', 4294967296, false))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => toXAddress(xaddr.cases[0]?.main ?? '', 1, false))).toBe('INVALID_ADDRESS');
  });

  it('round-trips any account id and tag (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.option(fc.integer({ min: 0, max: 0xffffffff }), { nil: null }),
        fc.boolean(),
        (id, tag, test) => {
          const classic = encodeAccountID(id);
          const info = decodeXrpAddress(toXAddress(classic, tag, test));
          expect(info).toMatchObject({ classicAddress: classic, tag, test });
          expect(info.accountIdHex).toBe(Buffer.from(id).toString('hex').toUpperCase());
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('xrpAddressFromPublicKey (ripple-keypairs fixtures)', () => {
  it.each(keypairs.keys)('$algorithm $publicKey → $address', (k) => {
    const out = xrpAddressFromPublicKey(k.publicKey);
    expect(out.address).toBe(k.address);
    expect(out.algorithm).toBe(k.algorithm);
  });

  it('compresses an uncompressed secp256k1 key first', () => {
    // The uncompressed form of the fixture's key, from node:crypto's own EC point conversion.
    const compressed = Buffer.from(keypairs.keys[0]?.publicKey ?? '', 'hex');
    const uncompressed = ECDH.convertKey(compressed, 'secp256k1', undefined, 'hex', 'uncompressed') as string;
    expect(xrpAddressFromPublicKey(uncompressed).address).toBe(keypairs.keys[0]?.address);
  });

  it('names what is wrong', () => {
    expect(codeOf(() => xrpAddressFromPublicKey('zz'))).toBe('INVALID_HEX');
    expect(codeOf(() => xrpAddressFromPublicKey('02abcd'))).toBe('WRONG_LENGTH');
    expect(codeOf(() => xrpAddressFromPublicKey(`05${'00'.repeat(32)}`))).toBe('UNKNOWN_PREFIX');
    expect(codeOf(() => xrpAddressFromPublicKey(`02${'00'.repeat(32)}`))).toBe('INVALID_ADDRESS');
  });
});

describe('transactions (mainnet, rippled hash)', () => {
  for (const t of txs.transactions) {
    it(`decodes ${t.name}`, () => {
      const info = decodeXrpTransaction(t.blob);
      expect(info.hash).toBe(t.hash);
      expect(info.canonical).toBe(true);
      expect(info.signing).toBe('single');
      expect(info.signatures).toHaveLength(1);
      expect(info.signatures[0]).toMatchObject({
        valid: true,
        keyIsAccountMasterKey: true,
        algorithm: 'secp256k1',
      });
      const { date, hash, inLedger, ledger_index, validated, ...fields } = t.tx;
      // rippled annotates path steps with `type`/`type_hex`, which are not serialised.
      const paths = fields.Paths.map((p) => p.map(({ type, type_hex, ...step }) => step));
      expect(info.json).toEqual({ ...fields, Paths: paths });
    });

    it(`encodes ${t.name} from rippled's tx output, leaving out non-fields`, () => {
      const info = encodeXrpTransaction(JSON.stringify(t.tx, null, 2));
      expect(info.blobHex).toBe(t.blob);
      expect(info.hash).toBe(t.hash);
      expect([...info.ignoredFields].sort()).toEqual(['date', 'hash', 'inLedger', 'ledger_index', 'validated']);
      // Also accepted wrapped as a `tx` response of API v2.
      expect(encodeXrpTransaction(JSON.stringify({ tx_json: t.tx })).blobHex).toBe(t.blob);
    });

    it(`hashes as SHA-512Half of TXN\\0 and the blob (node:crypto) for ${t.name}`, () => {
      const h = createHash('sha512')
        .update(Buffer.concat([Buffer.from('54584E00', 'hex'), Buffer.from(t.blob, 'hex')]))
        .digest('hex')
        .slice(0, 64)
        .toUpperCase();
      expect(h).toBe(t.hash);
      expect(decodeXrpTransaction(t.blob.toLowerCase()).hash).toBe(h);
    });

    it(`flags a tampered signature in ${t.name}`, () => {
      // Change the last byte of the signature's s value (…5C48 → …5C49) inside the blob.
      const tampered = t.blob.replace('4A495F4C29EC5C48', '4A495F4C29EC5C49');
      expect(tampered).not.toBe(t.blob);
      const info = decodeXrpTransaction(tampered);
      expect(info.signatures[0]?.valid).toBe(false);
      expect(info.hash).not.toBe(t.hash);
    });
  }

  it('verifies a multi-signature made by ripple-lib', () => {
    const info = encodeXrpTransaction(JSON.stringify(txs.multiSigned.json));
    expect(info.signing).toBe('multi');
    expect(info.signatures).toHaveLength(1);
    expect(info.signatures[0]).toMatchObject({ account: 'rfZnBdkgrf2MYaz9ZyntRyoz8LySLrKckz', valid: true });
    expect(decodeXrpTransaction(info.blobHex).signatures[0]?.valid).toBe(true);
    // The fee raised by one drop: the same signature no longer verifies.
    const changed = { ...txs.multiSigned.json, Fee: '13' };
    expect(encodeXrpTransaction(JSON.stringify(changed)).signatures[0]?.valid).toBe(false);
  });

  it('reports an unsigned transaction', () => {
    const info = encodeXrpTransaction(
      '{"TransactionType":"AccountSet","Account":"rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1","Fee":"10","Sequence":1}',
    );
    expect(info.signing).toBe('none');
    expect(info.signatures).toEqual([]);
    expect(decodeXrpTransaction(info.blobHex).json).toEqual(info.json);
  });

  it('names what is wrong', () => {
    expect(codeOf(() => decodeXrpTransaction('12zz'))).toBe('INVALID_HEX');
    expect(codeOf(() => decodeXrpTransaction('120'))).toBe('ODD_HEX_LENGTH');
    expect(codeOf(() => decodeXrpTransaction(''))).toBe('INVALID_TRANSACTION');
    expect(codeOf(() => decodeXrpTransaction('FFFFFFFF'))).toBe('INVALID_TRANSACTION');
    expect(codeOf(() => encodeXrpTransaction('{"a":}'))).toBe('INVALID_JSON');
    expect(codeOf(() => encodeXrpTransaction('[1]'))).toBe('NOT_A_TRANSACTION');
    expect(codeOf(() => encodeXrpTransaction('{"Account":"r"}'))).toBe('NOT_A_TRANSACTION');
    expect(codeOf(() => encodeXrpTransaction('{"TransactionType":"Nope"}'))).toBe('INVALID_TRANSACTION');
  });
});

describe('XRP and drops', () => {
  it('converts exactly where floats do not', () => {
    expect(xrpToDrops('1')).toBe(1_000_000n);
    expect(xrpToDrops('0.000001')).toBe(1n);
    expect(xrpToDrops('99999999999.999999')).toBe(99_999_999_999_999_999n);
    expect(dropsToXrp('99999999999999999')).toBe('99999999999.999999');
    expect(String(Number('99999999999999999') / 1e6)).not.toBe('99999999999.999999'); // a float cannot
    expect(dropsToXrp(100_000_000_000_000_000n)).toBe('100000000000');
  });

  it('names what is wrong', () => {
    expect(codeOf(() => xrpToDrops('0.0000001'))).toBe('TOO_MANY_DECIMALS');
    expect(codeOf(() => xrpToDrops('abc'))).toBe('INVALID_DECIMAL');
    expect(codeOf(() => xrpToDrops('100000000000.000001'))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => xrpToDrops('-1'))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => dropsToXrp('1.5'))).toBe('TOO_MANY_DECIMALS');
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000_000_000_000n }), (drops) => {
        expect(xrpToDrops(dropsToXrp(drops))).toBe(drops);
      }),
    );
  });
});
