import fc from 'fast-check';
import { TronWeb } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { checkTronAddress, tronAddressFromHex } from '../../src/tron/index.ts';

// Every expected form comes from tronweb's TronWeb.address.fromHex / toHex.
const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (isEngineError(e)) return e.code;
    throw e;
  }
  return undefined;
}

describe('TRON address hex <-> base58 (against tronweb)', () => {
  it('agrees with TronWeb.address.fromHex and toHex for any 20 bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = `41${hexOf(bytes)}`;
        const base58 = TronWeb.address.fromHex(hex);
        expect(tronAddressFromHex(hex)).toBe(base58);
        const fromBase58 = checkTronAddress(base58);
        expect(fromBase58).toEqual({
          base58,
          hex: TronWeb.address.toHex(base58),
          evmHex: `0x${hexOf(bytes)}`,
          given: 'base58',
        });
        expect(checkTronAddress(hex.toUpperCase())).toMatchObject({ base58, hex, given: 'hex' });
        expect(checkTronAddress(`0x${hex}`)).toMatchObject({ base58, hex });
        expect(checkTronAddress(`0x${hexOf(bytes)}`, { allowEvmHex: true })).toMatchObject({
          base58,
          hex,
          given: 'evm-hex',
        });
      }),
      { numRuns: 200 },
    );
  });

  it('reads USDT-TRC20 as tronweb does', () => {
    const base58 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(checkTronAddress(base58).hex).toBe(TronWeb.address.toHex(base58));
  });

  it('names what is wrong with a hex form', () => {
    const good = TronWeb.address.toHex('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(codeOf(() => checkTronAddress(good.slice(0, -1)))).toBe('WRONG_LENGTH');
    expect(codeOf(() => checkTronAddress(`0x${good}0`))).toBe('WRONG_LENGTH');
    expect(codeOf(() => checkTronAddress(`42${good.slice(2)}`))).toBe('UNKNOWN_PREFIX');
    // Without allowEvmHex, a 20-byte 0x address is not taken for a TRON address (the builder keeps its rule).
    expect(codeOf(() => checkTronAddress(`0x${good.slice(2)}`))).toBe('WRONG_LENGTH');
    expect(codeOf(() => checkTronAddress(`0x${good.slice(4)}`, { allowEvmHex: true }))).toBe('WRONG_LENGTH');
    // A 200,000-letter paste is refused at once (base58 decoding it would take minutes).
    const started = performance.now();
    expect(codeOf(() => checkTronAddress('T'.repeat(200_000)))).toBe('INVALID_ADDRESS');
    expect(performance.now() - started).toBeLessThan(1000);
    // A changed character: tronweb's isAddress refuses it too.
    expect(TronWeb.isAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(codeOf(() => checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'))).toBe('BAD_CHECKSUM');
  });
});
