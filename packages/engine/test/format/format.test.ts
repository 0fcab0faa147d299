import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineError } from '../../src/errors.ts';
import {
  abbreviate,
  CHAIN_UNITS,
  convertUnits,
  decimalToString,
  formatMoney,
  formatTime,
  formatUnits,
  isTimeZone,
  LOCAL_TIME_ZONE,
  parseDateTime,
  parseDecimal,
  parseUnits,
  shorten,
  timestampToMs,
  toIso8601,
  toRfc2822,
  UNIT_DECIMALS,
  type Unit,
} from '../../src/format/index.ts';
import vectors from '../vectors/format/format.json' with { type: 'json' };

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e.code;
    throw e;
  }
  return undefined;
}

describe('formatMoney (vectors from Python decimal, ROUND_HALF_UP)', () => {
  it.each(vectors.money)('$value -> $text', ({ value, text }) => {
    expect(formatMoney(value)).toBe(text);
  });
  it.each(vectors.moneyLessThan)('lessThan $value -> $text', ({ value, text }) => {
    expect(formatMoney(value, { lessThan: true })).toBe(text);
  });
  it('agrees for numbers, bigints and strings', () => {
    expect(formatMoney(29.99994)).toBe('29.9999');
    expect(formatMoney(29.99995)).toBe('30');
    expect(formatMoney(2n ** 64n)).toBe('18446744073709551616');
    expect(formatMoney(-(2n ** 70n))).toBe('-1180591620717411303424');
    expect(formatMoney(1.5e-7)).toBe('0.00000015');
    expect(formatMoney(0.1 + 0.2)).toBe('0.3');
  });
  it('groups thousands on request', () => {
    expect(formatMoney('1234567.891', { group: true })).toBe('1,234,567.89');
    expect(formatMoney('-999.5', { group: true })).toBe('-999.5');
  });
  it('rejects what is not a number', () => {
    expect(codeOf(() => formatMoney('1.2.3'))).toBe('INVALID_DECIMAL');
    expect(codeOf(() => formatMoney(''))).toBe('INVALID_DECIMAL');
    expect(codeOf(() => formatMoney('1e99999'))).toBe('OUT_OF_RANGE');
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('abbreviate (vectors from Python decimal)', () => {
  it.each(vectors.abbreviate)('$value -> $text', ({ value, text }) => {
    expect(abbreviate(value)).toBe(text);
  });
  it('takes numbers and bigints', () => {
    expect(abbreviate(1_234_567)).toBe('1.23M');
    expect(abbreviate(10n ** 12n + 1n)).toBe('1T');
    expect(abbreviate(10n ** 12n)).toBe('1000B');
    expect(abbreviate(1_234_567, { decimals: 4 })).toBe('1.2346M');
  });
});

describe('shorten', () => {
  it('keeps 6 and 4 characters', () => {
    expect(shorten('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe('0xd8dA...6045');
    expect(shorten('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe('TLa2f6...YjU7');
    expect(shorten('1234567890123')).toBe('1234567890123');
    expect(shorten('12345678901234')).toBe('123456...1234');
    expect(shorten('')).toBe('');
  });
});

describe('parseUnits / formatUnits (vectors from Python decimal)', () => {
  it.each(vectors.parseUnits)('$value $unit', (v) => {
    if ('error' in v) expect(codeOf(() => parseUnits(v.value, v.unit as Unit))).toBe(v.error);
    else expect(parseUnits(v.value, v.unit as Unit)).toBe(BigInt(v.base as string));
  });
  it.each(vectors.formatUnits)('$base $unit', ({ base, unit, value }) => {
    expect(formatUnits(BigInt(base), unit as Unit)).toBe(value);
  });
  it('round-trips any base amount, beyond 2^53 (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }),
        fc.constantFrom(...(Object.keys(UNIT_DECIMALS) as Unit[])),
        (n, unit) => {
          expect(parseUnits(formatUnits(n, unit as Unit), unit as Unit)).toBe(n);
        },
      ),
    );
  });
  it('converts between a chain’s units exactly', () => {
    expect(convertUnits('1', 18, 9)).toBe('1000000000');
    expect(convertUnits('123456789.123456789', 9, 18)).toBe('0.123456789123456789');
    expect(convertUnits('0.000000000000000001', 18, 0)).toBe('1');
    expect(codeOf(() => convertUnits('0.5', 0, 18, 'wei'))).toBe('TOO_MANY_DECIMALS');
    expect(CHAIN_UNITS.every((c) => c.units.at(-1)?.decimals === 0)).toBe(true);
  });
  it('names the unit in TOO_MANY_DECIMALS', () => {
    try {
      parseUnits('0.000000001', 'btc');
      expect.unreachable();
    } catch (e) {
      expect((e as EngineError).params).toMatchObject({
        unit: 'BTC',
        decimals: 8,
      });
    }
  });
  it('accepts ERC-20 decimals and rejects nonsense', () => {
    expect(parseUnits('1.000001', 6)).toBe(1000001n);
    expect(() => parseUnits('1', 256)).toThrow(RangeError);
    expect(() => parseUnits('1', 'doge' as Unit)).toThrow(RangeError);
    expect(codeOf(() => parseUnits('abc', 'eth'))).toBe('INVALID_DECIMAL');
    expect(codeOf(() => parseUnits('1e-19', 'eth'))).toBe('TOO_MANY_DECIMALS');
    expect(parseUnits('1e-18', 'eth')).toBe(1n);
    expect(parseUnits('1,000.5', 'xec')).toBe(100050n);
  });
});

describe('parseDecimal / decimalToString', () => {
  it('parses and prints without floats (property: any bigint with any scale)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.nat({ max: 40 }), (n, scale) => {
        const s = decimalToString({
          negative: n < 0n,
          coefficient: n < 0n ? -n : n,
          scale,
        });
        const d = parseDecimal(s);
        expect(decimalToString(d)).toBe(s);
      }),
    );
  });
  it('reads the forms people type', () => {
    expect(decimalToString(parseDecimal(' .5 '))).toBe('0.5');
    expect(decimalToString(parseDecimal('5.'))).toBe('5');
    expect(decimalToString(parseDecimal('-0.000'))).toBe('0');
    expect(decimalToString(parseDecimal('+1.25E+3'))).toBe('1250');
    expect(decimalToString(parseDecimal('1_000_000'))).toBe('1000000');
    // ',1' and '1,' are 0.1 and 1 now: a lone comma is a decimal point (test/format/amount.test.ts).
    for (const bad of ['.', '-', 'e5', '1e', '0x10', '1 000', ',', '1,,', 'NaN', 'Infinity']) {
      expect(
        codeOf(() => parseDecimal(bad)),
        bad,
      ).toBe('INVALID_DECIMAL');
    }
  });
});

describe('toIso8601 past year 9999 and before year 0 (issue 40; against the toISOString of JavaScript)', () => {
  // Date.prototype.toISOString writes ISO 8601's expanded years (ECMA-262 21.4.1.32): six digits and a sign
  const instants = [
    Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    Date.UTC(10000, 0, 1),
    Date.UTC(275760, 8, 13),
    8_640_000_000_000_000,
    -8_640_000_000_000_000,
    Date.UTC(-1, 5, 15, 12),
    -62167219200000, // 0000-01-01T00:00:00Z
    -62167219200001,
  ];
  it.each(instants)('%d ms in UTC', (ms) => {
    const expected = new Date(ms).toISOString();
    expect(toIso8601(ms, 'UTC')).toBe(expected);
    expect(parseDateTime(expected, 'Asia/Shanghai')).toBe(ms);
  });
  it('keeps the offset of a zone in an expanded year', () => {
    // 10000-01-01T00:00Z is 08:00 on the same day in Shanghai (UTC+8 since 1991, no DST)
    expect(toIso8601(Date.UTC(10000, 0, 1), 'Asia/Shanghai')).toBe('+010000-01-01T08:00:00.000+08:00');
  });
});

describe('formatTime (vectors from Python datetime + zoneinfo)', () => {
  it.each(vectors.times)('$s in $zone', ({ s, zone, text, iso, rfc2822 }) => {
    expect(formatTime(s, { timeZone: zone })).toBe(text);
    expect(formatTime(String(s), { timeZone: zone })).toBe(text);
    expect(formatTime(BigInt(s) * 1000n, { timeZone: zone, unit: 'ms' })).toBe(text);
    if (iso) expect(toIso8601(s * 1000, zone)).toBe(iso);
    if (rfc2822) expect(toRfc2822(s * 1000, zone)).toBe(rfc2822);
  });
  it.each(vectors.timesMs)('$ms ms in $zone', ({ ms, zone, text }) => {
    expect(
      formatTime(ms, {
        timeZone: zone,
        unit: 'ms',
        pattern: 'yyyy/MM/dd HH:mm:ss.SSS',
      }),
    ).toBe(text);
  });
  it('reads decimal seconds and floors sub-millisecond digits', () => {
    expect(timestampToMs('1700000000.5')).toBe(1700000000500);
    expect(timestampToMs('1700000000.0009')).toBe(1700000000000);
    expect(timestampToMs('-0.0005')).toBe(-1);
    expect(timestampToMs('-1.5', 'ms')).toBe(-2);
    expect(timestampToMs(8_640_000_000_000n)).toBe(8.64e15);
  });
  it('rejects bad input with codes', () => {
    expect(codeOf(() => formatTime('abc', { timeZone: 'UTC' }))).toBe('INVALID_NUMBER');
    expect(codeOf(() => formatTime(8_640_000_000_001, { timeZone: 'UTC' }))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => formatTime(0, { timeZone: 'Mars/Olympus' }))).toBe('INVALID_TIME_ZONE');
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('nope')).toBe(false);
  });
  it('formats literal text and the year boundaries of the time range', () => {
    expect(formatTime(0, { timeZone: 'UTC', pattern: "'day' dd 'of' MMM, EEE" })).toBe('day 01 of Jan, Thu');
    expect(
      formatTime(-8.64e15, {
        timeZone: 'UTC',
        unit: 'ms',
        pattern: 'yyyy-MM-dd',
      }),
    ).toBe('-271821-04-20');
    expect(formatTime(8.64e12, { timeZone: 'UTC' })).toBe('275760/09/13 00:00:00');
  });
  it('reads UTC without building an Intl formatter (the first one costs tens of ms on a phone)', async () => {
    vi.resetModules(); // a module whose formatter cache is empty
    const time = await import('../../src/format/time.ts');
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // Python: datetime.fromtimestamp(1700000000.123, timezone.utc), datetime(1, 1, 1, tzinfo=timezone.utc)
      expect(
        time.formatTime(1700000000123, { timeZone: 'UTC', unit: 'ms', pattern: 'yyyy-MM-dd HH:mm:ss.SSS EEE' }),
      ).toBe('2023-11-14 22:13:20.123 Tue');
      expect(time.toIso8601(-62135596800000, 'UTC')).toBe('0001-01-01T00:00:00.000Z');
      expect(time.parseDateTime('2023-11-14 22:13:20', 'UTC')).toBe(1700000000000);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the machine's own zone, `local` (read through Date with no Intl)", () => {
  // The same Python zoneinfo vectors, each read with the machine's zone set to the vector's (Node applies
  // a change of process.env.TZ to Date at once).
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
  it.each(vectors.times)('$s with TZ=$zone', ({ s, zone, text, iso, rfc2822 }) => {
    process.env.TZ = zone;
    expect(formatTime(s, { timeZone: LOCAL_TIME_ZONE })).toBe(text);
    if (iso) expect(toIso8601(s * 1000, 'local')).toBe(iso);
    if (rfc2822) expect(toRfc2822(s * 1000, 'local')).toBe(rfc2822);
  });
  it.each(vectors.timesMs)('$ms ms with TZ=$zone', ({ ms, zone, text }) => {
    process.env.TZ = zone;
    expect(formatTime(ms, { timeZone: 'local', unit: 'ms', pattern: 'yyyy/MM/dd HH:mm:ss.SSS' })).toBe(text);
  });
  it.each(vectors.parse)('reads $text with TZ=$zone', ({ text, zone, ms }) => {
    process.env.TZ = zone;
    expect(parseDateTime(text, 'local')).toBe(ms);
  });
  it('is a zone, and needs no Intl formatter', async () => {
    vi.resetModules();
    const time = await import('../../src/format/time.ts');
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      process.env.TZ = 'America/New_York';
      expect(time.isTimeZone('local')).toBe(true);
      // Python: datetime.fromtimestamp(1700000000, ZoneInfo('America/New_York'))
      expect(time.formatTime(1700000000, { timeZone: 'local', pattern: 'yyyy-MM-dd HH:mm:ss XXX' })).toBe(
        '2023-11-14 17:13:20 -05:00',
      );
      expect(time.isTimeZone('UTC')).toBe(true);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('parseDateTime (vectors from Python zoneinfo, fold=0)', () => {
  it.each(vectors.parse)('$text in $zone', ({ text, zone, ms }) => {
    expect(parseDateTime(text, zone)).toBe(ms);
  });
  it('reads ISO 8601 and RFC 2822 with their own offsets', () => {
    expect(parseDateTime('2023-11-14T22:13:20Z', 'Asia/Shanghai')).toBe(1700000000000);
    expect(parseDateTime('2023-11-15T06:13:20.123+08:00', 'UTC')).toBe(1700000000123);
    expect(parseDateTime('2023-11-14 17:13:20-0500', 'UTC')).toBe(1700000000000);
    expect(parseDateTime('Tue, 14 Nov 2023 22:13:20 +0000', 'Asia/Shanghai')).toBe(1700000000000);
    expect(parseDateTime('14 Nov 2023 17:13:20 EST', 'UTC')).toBe(1700000000000);
    expect(parseDateTime('2023.11.15', 'Asia/Shanghai')).toBe(1699977600000);
  });
  it('round-trips formatTime in any zone (property)', () => {
    const zones = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'];
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 4_000_000_000 }), fc.constantFrom(...zones), (s, zone) => {
        const text = formatTime(s, {
          timeZone: zone,
          pattern: "yyyy-MM-dd'T'HH:mm:ssXXX",
        });
        expect(parseDateTime(text, 'UTC')).toBe(s * 1000);
      }),
    );
  });
  it('rejects impossible dates', () => {
    for (const bad of [
      '2023/02/29 00:00:00',
      '2023/13/01',
      '2023/01/01 24:00:00',
      'yesterday',
      '',
      '2023/01/01 10:60',
    ]) {
      expect(
        codeOf(() => parseDateTime(bad, 'UTC')),
        bad,
      ).toBe('INVALID_DATE');
    }
    expect(codeOf(() => parseDateTime('2023/01/01', 'Nowhere/City'))).toBe('INVALID_TIME_ZONE');
  });
});
