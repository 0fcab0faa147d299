import { compareAbs, type Decimal, decimalToString, roundDecimal, shiftDecimal, toDecimal } from './decimal.ts';

export interface MoneyOptions {
  /** Show `<0.01` for a positive amount below 0.01 (balances in lists). Default false. */
  lessThan?: boolean;
  /** Group the integer part in thousands with `,`. Default false. */
  group?: boolean;
}

/**
 * The number of fraction digits the money display uses for an amount: the smaller the amount, the more
 * digits, so that a price of 0.00001234 still shows its significant figures.
 */
export function moneyDecimals(d: Decimal): number {
  if (compareAbs(d, 30n, 0) >= 0) return 2;
  if (compareAbs(d, 3n, 1) >= 0) return 4;
  if (compareAbs(d, 3n, 3) >= 0) return 6;
  if (compareAbs(d, 3n, 5) >= 0) return 8;
  return 10;
}

/**
 * Formats an amount for display, exactly (numbers, bigints and decimal strings alike): |x| >= 30 gets 2
 * decimals, 0.3 to below 30 gets 4, 0.003 to below 0.3 gets 6, 3e-5 to below 0.003 gets 8, smaller 10;
 * rounded half away from zero, trailing zeros trimmed.
 * @throws EngineError INVALID_DECIMAL for a string that is not a decimal
 * @example formatMoney('1234.5678') // '1234.57'
 * @example formatMoney(0.004, { lessThan: true }) // '<0.01'
 */
export function formatMoney(value: number | bigint | string | Decimal, options: MoneyOptions = {}): string {
  const d = toDecimal(value);
  if (options.lessThan && !d.negative && d.coefficient !== 0n && compareAbs(d, 1n, 2) < 0) return '<0.01';
  return decimalToString(roundDecimal(d, moneyDecimals(d)), {
    group: options.group ?? false,
  });
}

export interface AbbreviateOptions {
  /** Fraction digits kept after the suffix (trailing zeros trimmed). Default 2. */
  decimals?: number;
  /** Below a million, the money display's `<0.01` option. */
  lessThan?: boolean;
}

const SUFFIXES = [
  { suffix: 'T', exponent: 12 },
  { suffix: 'B', exponent: 9 },
  { suffix: 'M', exponent: 6 },
] as const;

/**
 * Abbreviates large amounts: T above 1e12, B above 1e9, M above 1e6 (strictly above, so 1000000 itself
 * stays in full); smaller amounts get the money display. Exact for bigints and decimal strings.
 * @throws EngineError INVALID_DECIMAL for a string that is not a decimal
 * @example abbreviate(1_234_567) // '1.23M'
 * @example abbreviate('12345678901234567890') // '12345678.9T'
 */
export function abbreviate(value: number | bigint | string | Decimal, options: AbbreviateOptions = {}): string {
  const decimals = options.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  const d = toDecimal(value);
  for (const { suffix, exponent } of SUFFIXES) {
    if (compareAbs(d, 10n ** BigInt(exponent), 0) > 0) {
      return `${decimalToString(roundDecimal(shiftDecimal(d, -exponent), decimals))}${suffix}`;
    }
  }
  return formatMoney(d, { lessThan: options.lessThan ?? false });
}

/**
 * Shortens an address or hash to its first 6 and last 4 characters joined by `...`; strings that would
 * not get shorter come back unchanged.
 * @example shorten('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8dA...6045'
 */
export function shorten(value: string, head = 6, tail = 4): string {
  if (typeof value !== 'string') throw new TypeError('shorten: value must be a string');
  if (!Number.isInteger(head) || head < 0 || !Number.isInteger(tail) || tail < 0) {
    throw new RangeError('shorten: head and tail must be non-negative integers');
  }
  const chars = Array.from(value);
  if (chars.length <= head + tail + 3) return value;
  return `${chars.slice(0, head).join('')}...${tail ? chars.slice(-tail).join('') : ''}`;
}
