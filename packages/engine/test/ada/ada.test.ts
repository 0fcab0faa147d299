import { createHash } from 'node:crypto';
import { blake2b } from '@noble/hashes/blake2.js';
import { bech32 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adaToLovelace,
  type CborItem,
  cardanoTxBytes,
  cardanoTxStructure,
  cborDiagnostic,
  decodeCbor,
  inspectCardanoAddress,
  lovelaceToAda,
} from '../../src/ada/index.ts';
import { isEngineError } from '../../src/errors.ts';
import { codeOf } from '../ton/support.ts';
import byron from '../vectors/ada/byron.json' with { type: 'json' };
import cbor from '../vectors/ada/cbor-appendix-a.json' with { type: 'json' };
import cip19 from '../vectors/ada/cip19.json' with { type: 'json' };
import txs from '../vectors/ada/transactions.json' with { type: 'json' };

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));
const bech32Bytes = (s: string) => bech32.fromWords(bech32.decode(s as `${string}1${string}`, false).words);

// The CIP-19 keys, hashed here with @noble/hashes (the code under test never hashes a key).
const paymentHash = hex(blake2b(bech32Bytes(cip19.paymentKey), { dkLen: 28 }));
const stakeHash = hex(blake2b(bech32Bytes(cip19.stakeKey), { dkLen: 28 }));
const scriptHash = hex(bech32Bytes(cip19.script));

describe('inspectCardanoAddress: CIP-19 test vectors', () => {
  const expected: Record<string, { kind: string; payment?: [string, string]; stake?: [string, string] }> = {
    'type-00': { kind: 'base', payment: ['key', paymentHash], stake: ['key', stakeHash] },
    'type-01': { kind: 'base', payment: ['script', scriptHash], stake: ['key', stakeHash] },
    'type-02': { kind: 'base', payment: ['key', paymentHash], stake: ['script', scriptHash] },
    'type-03': { kind: 'base', payment: ['script', scriptHash], stake: ['script', scriptHash] },
    'type-04': { kind: 'pointer', payment: ['key', paymentHash] },
    'type-05': { kind: 'pointer', payment: ['script', scriptHash] },
    'type-06': { kind: 'enterprise', payment: ['key', paymentHash] },
    'type-07': { kind: 'enterprise', payment: ['script', scriptHash] },
    'type-14': { kind: 'reward', stake: ['key', stakeHash] },
    'type-15': { kind: 'reward', stake: ['script', scriptHash] },
  };
  for (const [net, list] of [
    ['mainnet', cip19.mainnet],
    ['testnet', cip19.testnet],
  ] as const) {
    for (const [name, address] of Object.entries(list)) {
      const want = expected[name];
      it(`${net} ${name} ${address.slice(0, 20)}…`, () => {
        const info = inspectCardanoAddress(address);
        expect(info.kind).toBe(want?.kind);
        expect(info.headerType).toBe(Number(name.slice(5)));
        expect(info.network).toBe(net);
        expect(info.networkId).toBe(net === 'mainnet' ? 1 : 0);
        expect(info.address).toBe(address);
        if (want?.payment) expect([info.payment?.kind, info.payment?.hashHex]).toEqual(want.payment);
        else expect(info.payment).toBeUndefined();
        if (want?.stake) expect([info.stake?.kind, info.stake?.hashHex]).toEqual(want.stake);
        if (info.kind === 'pointer') {
          expect(info.pointer).toEqual({
            slot: BigInt(cip19.pointer[0] ?? 0),
            txIndex: BigInt(cip19.pointer[1] ?? 0),
            certIndex: BigInt(cip19.pointer[2] ?? 0),
          });
        }
        // A base address's stake address is the published reward address for the same credential.
        if (name === 'type-00') expect(info.stakeAddress).toBe(list['type-14']);
        if (name === 'type-02') expect(info.stakeAddress).toBe(list['type-15']);
        // Hex input gives the same reading.
        expect(inspectCardanoAddress(info.hex)).toEqual({ ...info, encoding: 'hex' });
      });
    }
  }

  it('spells a script credential as CIP-5 `script`, matching the vector', () => {
    expect(inspectCardanoAddress(cip19.mainnet['type-07']).payment?.bech32).toBe(cip19.script);
  });
});

describe('inspectCardanoAddress: Byron', () => {
  it.each(byron.addresses)('reads $address and its root matches the key', (v) => {
    const info = inspectCardanoAddress(v.address);
    expect(info.kind).toBe('byron');
    expect(info.network).toBe('mainnet');
    expect(info.byron?.rootHex).toBe(v.root);
    expect(info.byron?.addressType).toBe('public-key');
    expect(info.byron?.derivationPathHex).toBeUndefined();
    // root = Blake2b-224(SHA3-256(CBOR [0, [0, xpub], {}])) per CIP-19's Byron CDDL, computed here
    // with node:crypto and @noble/hashes.
    const spending = Buffer.concat([
      Buffer.from('8300820058', 'hex'),
      Buffer.from([64]),
      fromHex(v.xpub),
      Buffer.from('a0', 'hex'),
    ]);
    const sha3 = createHash('sha3-256').update(spending).digest();
    expect(hex(blake2b(sha3, { dkLen: 28 }))).toBe(v.root);
  });

  it('reads the attributes of a legacy-testnet address (CIP-19 example) and a random-wallet one', () => {
    const t = inspectCardanoAddress(cip19.byronExample);
    expect(t.byron?.protocolMagic).toBe(1097911063);
    expect(t.network).toBe('legacy-testnet');
    expect(t.byron?.derivationPathHex).toMatch(/^[0-9a-f]+$/);
    const d = inspectCardanoAddress(byron.withDerivationPath.address);
    expect(d.network).toBe('mainnet');
    expect(d.byron?.derivationPathHex).toMatch(/^[0-9a-f]+$/);
  });

  it('rejects a Byron address with a changed character by its CRC32', () => {
    const good = byron.addresses[0]?.address ?? '';
    const bad = `${good.slice(0, 30)}${good[30] === 'A' ? 'B' : 'A'}${good.slice(31)}`;
    expect(['BAD_CHECKSUM', 'INVALID_CBOR', 'TRUNCATED', 'INVALID_ADDRESS']).toContain(
      codeOf(() => inspectCardanoAddress(bad)),
    );
  });
});

describe('inspectCardanoAddress: bad input', () => {
  it('names what is wrong', () => {
    const a = cip19.mainnet['type-06'];
    expect(codeOf(() => inspectCardanoAddress(''))).toBe('INVALID_ADDRESS');
    expect(codeOf(() => inspectCardanoAddress(`${a.slice(0, -1)}9`))).toBe('BAD_CHECKSUM');
    expect(codeOf(() => inspectCardanoAddress('foo1qqqqqqqqqqqqqq'))).toBe('UNKNOWN_PREFIX');
    expect(codeOf(() => inspectCardanoAddress('Ae2tdPwUPEZ0'))).toBe('INVALID_BASE58');
    // A valid bech32 string whose prefix says mainnet but whose header says testnet.
    const testBytes = bech32Bytes(cip19.testnet['type-06']);
    const mislabeled = bech32.encode('addr', bech32.toWords(testBytes), false);
    expect(codeOf(() => inspectCardanoAddress(mislabeled))).toBe('INVALID_ADDRESS');
    // An enterprise address one byte short.
    expect(codeOf(() => inspectCardanoAddress(hex(testBytes.subarray(0, 28))))).toBe('WRONG_LENGTH');
    // Header type 9 is not defined.
    expect(codeOf(() => inspectCardanoAddress(`91${'00'.repeat(28)}`))).toBe('UNKNOWN_PREFIX');
  });
});

/** Turns a decoded item into plain JS for comparison with the JSON test vectors. */
function plain(item: CborItem): unknown {
  switch (item.kind) {
    case 'uint':
    case 'nint':
      return Number(item.value);
    case 'text':
    case 'float':
      return item.value;
    case 'simple':
      return item.value === 20 ? false : item.value === 21 ? true : item.value === 22 ? null : `simple(${item.value})`;
    case 'array':
      return item.items.map(plain);
    case 'map':
      return Object.fromEntries(item.entries.map(([k, v]) => [String(plain(k)), plain(v)]));
    default:
      return cborDiagnostic(item);
  }
}

describe('decodeCbor (RFC 8949 Appendix A)', () => {
  for (const v of cbor.vectors as { hex: string; decoded?: unknown; diagnostic?: string }[]) {
    it(`${v.hex}`, () => {
      const item = decodeCbor(fromHex(v.hex));
      expect(item.start).toBe(0);
      expect(item.end).toBe(v.hex.length / 2);
      if (v.diagnostic !== undefined) expect(cborDiagnostic(item)).toBe(v.diagnostic);
      else expect(plain(item)).toEqual(v.decoded);
    });
  }

  it('names what is wrong', () => {
    expect(codeOf(() => decodeCbor(new Uint8Array()))).toBe('INVALID_CBOR');
    expect(codeOf(() => decodeCbor(fromHex('830102')))).toBe('TRUNCATED');
    expect(codeOf(() => decodeCbor(fromHex('0101')))).toBe('INVALID_CBOR');
    expect(codeOf(() => decodeCbor(fromHex('1c')))).toBe('INVALID_CBOR');
    expect(codeOf(() => decodeCbor(fromHex('f818')))).toBe('INVALID_CBOR'); // RFC 8949 §3.3
    expect(codeOf(() => decodeCbor(fromHex('ff')))).toBe('INVALID_CBOR');
    expect(codeOf(() => decodeCbor(fromHex('5f6161ff')))).toBe('INVALID_CBOR');
    expect(codeOf(() => decodeCbor(fromHex('62c328')))).toBe('INVALID_CBOR');
    expect(codeOf(() => decodeCbor(fromHex('5bffffffffffffffff00')))).toBe('TRUNCATED');
    expect(codeOf(() => decodeCbor(new Uint8Array(100_000).fill(0x81)))).toBe('INVALID_CBOR'); // too deep;
  });

  it('never throws anything but INVALID_CBOR on random bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          decodeCbor(bytes);
        } catch (e) {
          expect(['INVALID_CBOR', 'TRUNCATED']).toContain(isEngineError(e) && e.code);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('cardanoTxStructure (ids published by cardano-js-sdk / cardano-cli)', () => {
  for (const t of txs.transactions) {
    it(`hashes the original body bytes of the ${t.name}`, () => {
      const s = cardanoTxStructure(cardanoTxBytes(t.cbor));
      expect(s.txIdHex).toBe(t.txId);
      expect(s.diagnostic.startsWith('[')).toBe(true);
      // Base64 input gives the same id.
      expect(cardanoTxStructure(cardanoTxBytes(Buffer.from(t.cbor, 'hex').toString('base64'))).txIdHex).toBe(t.txId);
    });
  }

  it('names what is wrong', () => {
    expect(codeOf(() => cardanoTxBytes('  '))).toBe('INVALID_TRANSACTION');
    expect(codeOf(() => cardanoTxBytes('84a4!'))).toBe('INVALID_BASE64');
    // One keystroke into the field: an odd count of hex digits is a hex error, not a base64 reading.
    expect(codeOf(() => cardanoTxBytes('8'))).toBe('ODD_HEX_LENGTH');
    expect(codeOf(() => cardanoTxBytes('0x84a40'))).toBe('ODD_HEX_LENGTH');
    // RFC 4648 §4: a final group of one character, or padding before the end, is not base64.
    expect(codeOf(() => cardanoTxBytes('hA==x'))).toBe('BASE64_PADDING');
    expect(codeOf(() => cardanoTxBytes('hKQAg'))).toBe('BASE64_PADDING');
    expect(codeOf(() => cardanoTxStructure(fromHex('83010203')))).toBe('NOT_A_TRANSACTION');
    expect(codeOf(() => cardanoTxStructure(fromHex('a0')))).toBe('NOT_A_TRANSACTION');
    // A paste that lost its end.
    expect(codeOf(() => cardanoTxStructure(fromHex(txs.transactions[0]?.cbor.slice(0, 100) ?? '')))).toBe('TRUNCATED');
  });
});

describe('ADA and lovelace', () => {
  it('converts exactly', () => {
    expect(adaToLovelace('1')).toBe(1_000_000n);
    expect(adaToLovelace('45000000000')).toBe(45_000_000_000_000_000n);
    expect(lovelaceToAda('1')).toBe('0.000001');
    expect(lovelaceToAda(2n ** 64n - 1n)).toBe('18446744073709.551615');
  });

  it('names what is wrong', () => {
    expect(codeOf(() => adaToLovelace('0.0000001'))).toBe('TOO_MANY_DECIMALS');
    expect(codeOf(() => adaToLovelace('x'))).toBe('INVALID_DECIMAL');
    expect(codeOf(() => adaToLovelace('-1'))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => lovelaceToAda('18446744073709551616'))).toBe('OUT_OF_RANGE');
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (l) => {
        expect(adaToLovelace(lovelaceToAda(l))).toBe(l);
      }),
    );
  });
});

describe('inspectCardanoAddress: text far longer than any address', () => {
  it('is refused as INVALID_ADDRESS, not a plain Error from the base58 decoder', () => {
    // 200,000 base58 letters used to reach @scure/base, which throws a plain "invalid length".
    for (const s of ['x'.repeat(200_000), '1'.repeat(1025), 'ab'.repeat(600)]) {
      expect(codeOf(() => inspectCardanoAddress(s))).toBe('INVALID_ADDRESS');
    }
  });

  it('still reads a real Byron address, which is well under the limit', () => {
    const address = byron.addresses[0]?.address ?? '';
    expect(address.length).toBeLessThan(1024);
    expect(inspectCardanoAddress(address).kind).toBe('byron');
  });
});
