import { toNano } from '@ton/core';
import fc from 'fast-check';
import { formatUnits as viemFormatUnits, parseUnits as viemParseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { adaToLovelace, MAX_LOVELACE } from '../../src/ada/units.ts';
import { EngineError } from '../../src/errors.ts';
import {
  amountReadAs,
  CHAIN_UNITS,
  MAX_TOKEN_DECIMALS,
  MAX_UINT256,
  parseAmount,
  parseTokenDecimals,
  parseUnits,
  readDecimal,
} from '../../src/format/index.ts';
import { MAX_NANOTON, tonToNano } from '../../src/ton/units.ts';
import { MAX_DROPS, xrpToDrops } from '../../src/xrp/units.ts';

function errorOf(f: () => unknown): EngineError | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  return undefined;
}

// Each typed text and the dot-decimal text a person in its locale means; viem's parseUnits (which knows only
// the dot) gives the expected base units, so no expected value comes from our code.
const MEANT: ReadonlyArray<readonly [typed: string, meant: string]> = [
  ['1,5', '1.5'],
  ['0,5', '0.5'],
  ['0,500', '0.5'],
  [',25', '0.25'],
  ['1,50', '1.5'],
  ['1,5000', '1.5'],
  ['1234,567', '1234.567'],
  ['12,3456', '12.3456'],
  ['1,000,000', '1000000'],
  ['1,000.5', '1000.5'],
  ['1,234,567.891', '1234567.891'],
  ['1.234,5', '1234.5'],
  ['1.234.567,89', '1234567.89'],
  ['1.000.000', '1000000'],
  ['1_000.25', '1000.25'],
  ['1.5', '1.5'],
  ['.5', '0.5'],
  ['7', '7'],
  ['1,5e3', '1500'],
  [' 2,75 ', '2.75'],
];

describe('readDecimal: a comma is a decimal point unless it groups thousands', () => {
  it.each(MEANT)('%s means %s (base units from viem parseUnits)', (typed, meant) => {
    for (const decimals of [6, 9, 18]) {
      expect(parseUnits(typed, decimals)).toBe(viemParseUnits(meant, decimals));
    }
  });

  it('says which mark it read as the point and which as grouping', () => {
    expect(readDecimal('1,5')).toMatchObject({ decimalMark: ',', groupMark: null, exponent: false });
    expect(readDecimal('1.5')).toMatchObject({ decimalMark: '.', groupMark: null });
    expect(readDecimal('1,000,000')).toMatchObject({ decimalMark: null, groupMark: ',' });
    expect(readDecimal('1.234,5')).toMatchObject({ decimalMark: ',', groupMark: '.' });
    expect(readDecimal('1_000')).toMatchObject({ decimalMark: null, groupMark: '_' });
    expect(readDecimal('1e-7')).toMatchObject({ exponent: true });
  });

  it('tells how a comma, grouping or exponent was read, and nothing for plain text', () => {
    for (const [typed, meant] of MEANT) {
      const shown = amountReadAs(typed);
      if (shown === null) expect(typed.trim(), typed).toMatch(/^\d*(\.\d*)?$/);
      else expect(viemParseUnits(shown, 20), typed).toBe(viemParseUnits(meant, 20));
    }
    expect(amountReadAs('1,500')).toBeNull();
    expect(amountReadAs('abc')).toBeNull();
  });

  it('refuses a single comma before exactly three digits as ambiguous, naming both readings', () => {
    for (const [typed, grouped, decimal] of [
      ['1,500', '1500', '1.5'],
      ['12,345', '12345', '12.345'],
      ['-999,000', '-999000', '-999'],
    ] as const) {
      const e = errorOf(() => readDecimal(typed));
      expect(e?.code, typed).toBe('AMBIGUOUS_DECIMAL');
      expect(e?.params).toEqual({ value: typed, grouped, decimal });
      // The two readings are the grouped integer and the decimal viem reads from them.
      expect(viemParseUnits(grouped, 0)).toBe(BigInt(typed.replace(',', '')));
      expect(viemParseUnits(decimal, 3)).toBe(BigInt(typed.replace(',', '')));
    }
  });

  it('refuses marks that fit no rule', () => {
    for (const bad of [
      '1,2,3',
      '1,00,000',
      '1.2.3',
      '1.23.456',
      '1,234.5,6',
      '1.234,567.8',
      '12,34.5',
      '1,,5',
      ',',
      '.',
      '_1',
      '1__0',
      '1 000',
      '1,5,',
    ]) {
      expect(errorOf(() => readDecimal(bad))?.code, bad).toBe('INVALID_DECIMAL');
    }
  });

  it('reads any dot-decimal text as viem does, and the same text with a comma point alike (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (n, decimals) => {
        const text = viemFormatUnits(n, decimals);
        expect(parseUnits(text, decimals)).toBe(n);
        const comma = text.replace('.', ',');
        const frac = text.split('.')[1] ?? '';
        // A comma before exactly 3 digits after 1-3 leading digits is the ambiguous case, refused above.
        if (text.includes('.') && !(frac.length === 3 && /^[1-9]\d{0,2}\./.test(text))) {
          expect(parseUnits(comma, decimals)).toBe(n);
        }
      }),
    );
  });
});

describe('parseAmount: the chain pages rules for any unit', () => {
  it('refuses negatives and amounts beyond the chain bound', () => {
    const trx = CHAIN_UNITS.find((c) => c.chain === 'trx');
    expect(trx?.units).toEqual([
      { symbol: 'TRX', decimals: 6 },
      { symbol: 'sun', decimals: 0 },
    ]);
    // TRON's amounts are protobuf int64: 2^63-1 sun.
    expect(trx?.max).toBe(BigInt('9223372036854775807'));
    expect(parseAmount('9223372036854,775807', 6, { label: 'TRX', max: trx?.max })).toBe(
      viemParseUnits('9223372036854.775807', 6),
    );
    const over = errorOf(() => parseAmount('9223372036854.775808', 6, { label: 'TRX', max: trx?.max }));
    expect(over?.code).toBe('OUT_OF_RANGE');
    expect(over?.params).toEqual({ min: '0', max: '9223372036854.775807 TRX' });
    expect(errorOf(() => parseAmount('-0,5', 6, { label: 'TRX' }))?.code).toBe('OUT_OF_RANGE');
    expect(errorOf(() => parseAmount('0,0000001', 6, { label: 'TRX' }))?.code).toBe('TOO_MANY_DECIMALS');
  });

  it('takes a token up to 77 decimals, bounded by uint256', () => {
    expect(MAX_UINT256).toBe(
      viemParseUnits('115792089237316195423570985008687907853269984665640564039457584007913129639935', 0),
    );
    expect(MAX_TOKEN_DECIMALS).toBe(77);
    // The whole uint256 range read in 77 decimals (viem's formatUnits gives the text).
    const maxText = viemFormatUnits(MAX_UINT256, 77);
    expect(parseAmount(maxText, 77)).toBe(MAX_UINT256);
    expect(parseAmount(maxText.replace('.', ','), 77)).toBe(MAX_UINT256);
    expect(errorOf(() => parseAmount(`${maxText}1`, 78))?.code).toBe('OUT_OF_RANGE');
  });

  it('reads token decimals from 0 to 77 (the most a uint256 can hold one whole token in)', () => {
    expect(parseTokenDecimals('0')).toBe(0);
    expect(parseTokenDecimals(' 77 ')).toBe(77);
    // 10^77 fits a uint256 and 10^78 does not (viem parses both as integers).
    expect(viemParseUnits('1', 77) <= MAX_UINT256).toBe(true);
    expect(viemParseUnits('1', 78) > MAX_UINT256).toBe(true);
    expect(errorOf(() => parseTokenDecimals('78'))?.code).toBe('OUT_OF_RANGE');
    for (const bad of ['', '-1', '1.5', '18e0', 'x'])
      expect(errorOf(() => parseTokenDecimals(bad))?.code, bad).toBe('INVALID_NUMBER');
  });

  it('has a positive bound for every chain', () => {
    for (const c of CHAIN_UNITS) expect(c.max > 0n, c.chain).toBe(true);
  });
});

describe('the chain converters share the reader', () => {
  it('read 1,5 as 1.5 (TON against @ton/core toNano, XRP and ADA against viem parseUnits)', () => {
    expect(tonToNano('1,5')).toBe(toNano('1.5'));
    expect(tonToNano('1.234,567891')).toBe(toNano('1234.567891'));
    expect(xrpToDrops('1,5')).toBe(viemParseUnits('1.5', 6));
    expect(adaToLovelace('0,000001')).toBe(viemParseUnits('0.000001', 6));
    expect(errorOf(() => tonToNano('1,500'))?.code).toBe('AMBIGUOUS_DECIMAL');
  });

  it('carry the same bounds as the chain table /units uses', () => {
    const max = (chain: string) => CHAIN_UNITS.find((c) => c.chain === chain)?.max;
    expect(max('ton')).toBe(MAX_NANOTON);
    expect(max('xrp')).toBe(MAX_DROPS);
    expect(max('ada')).toBe(MAX_LOVELACE);
  });
});
