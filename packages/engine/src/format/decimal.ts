import { EngineError } from '../errors.ts';

/**
 * An exact decimal: `(negative ? -1 : 1) * coefficient / 10^scale`. Plain data, no floats anywhere, so
 * amounts beyond 2^53 and below 1e-15 keep every digit.
 */
export interface Decimal {
  readonly negative: boolean;
  readonly coefficient: bigint;
  readonly scale: number;
}

/** The exponent range accepted in `1e-7` style input; beyond it a number is not an amount. */
const MAX_EXPONENT = 10_000;

const DECIMAL_RE = /^([+-])?(\d(?:[\d_,]*\d)?)?(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Parses a decimal string exactly (`-1,234.50`, `.5`, `1e-7`, `1_000`); groups of `,` or `_` are allowed in
 * the integer part.
 * @throws EngineError INVALID_DECIMAL (params value), OUT_OF_RANGE for an exponent beyond ±10000
 * @example parseDecimal('-1.50') // { negative: true, coefficient: 15n, scale: 1 } (normalised: trailing zeros dropped)
 */
export function parseDecimal(input: string): Decimal {
  if (typeof input !== 'string') throw new TypeError('parseDecimal: input must be a string');
  const s = input.trim();
  const m = DECIMAL_RE.exec(s);
  const intPart = m?.[2]?.replace(/[_,]/g, '') ?? '';
  const fracPart = m?.[3] ?? '';
  if (!m || (intPart === '' && fracPart === '')) {
    throw new EngineError('INVALID_DECIMAL', `Not a decimal number: ${JSON.stringify(input)}`, { value: input });
  }
  const exp = m[4] === undefined ? 0 : Number(m[4]);
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > MAX_EXPONENT) {
    throw new EngineError('OUT_OF_RANGE', `Exponent out of range in ${JSON.stringify(input)}`, {
      min: `1e-${MAX_EXPONENT}`,
      max: `1e${MAX_EXPONENT}`,
    });
  }
  let coefficient = BigInt(`${intPart}${fracPart}` || '0');
  let scale = fracPart.length - exp;
  if (scale < 0) {
    coefficient *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return normalize({ negative: m[1] === '-', coefficient, scale });
}

/**
 * Any amount a caller may hold as an exact decimal. A JS number is read through its shortest round-trip
 * form (`String(0.1)` is `0.1`), which is what a person who typed it meant.
 * @throws EngineError INVALID_DECIMAL for a string that is not a decimal
 * @example toDecimal(2n ** 64n).coefficient // 18446744073709551616n
 */
export function toDecimal(value: number | bigint | string | Decimal): Decimal {
  if (typeof value === 'bigint')
    return {
      negative: value < 0n,
      coefficient: value < 0n ? -value : value,
      scale: 0,
    };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`value must be finite, got ${value}`);
    return parseDecimal(String(value));
  }
  if (typeof value === 'string') return parseDecimal(value);
  if (typeof value === 'object' && value !== null && typeof value.coefficient === 'bigint') return normalize(value);
  throw new TypeError('value must be a number, bigint, decimal string or Decimal');
}

/** Drops trailing zeros of the fraction and the sign of zero. */
export function normalize(d: Decimal): Decimal {
  let { coefficient, scale } = d;
  while (scale > 0 && coefficient % 10n === 0n && coefficient !== 0n) {
    coefficient /= 10n;
    scale--;
  }
  if (coefficient === 0n) return { negative: false, coefficient: 0n, scale: 0 };
  return { negative: d.negative, coefficient, scale };
}

/** Compares |d| with `n * 10^-nScale` exactly: -1, 0 or 1. */
export function compareAbs(d: Decimal, n: bigint, nScale: number): -1 | 0 | 1 {
  const s = Math.max(d.scale, nScale);
  const a = d.coefficient * 10n ** BigInt(s - d.scale);
  const b = n * 10n ** BigInt(s - nScale);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rounds to `places` fraction digits, ties away from zero (what a person rounding by hand does). */
export function roundDecimal(d: Decimal, places: number): Decimal {
  if (d.scale <= places) return d;
  const drop = 10n ** BigInt(d.scale - places);
  let q = d.coefficient / drop;
  if ((d.coefficient % drop) * 2n >= drop) q += 1n;
  return normalize({ negative: d.negative, coefficient: q, scale: places });
}

/** Moves the decimal point: multiplies by 10^shift exactly. */
export function shiftDecimal(d: Decimal, shift: number): Decimal {
  const scale = d.scale - shift;
  if (scale >= 0) return normalize({ ...d, scale });
  return normalize({
    negative: d.negative,
    coefficient: d.coefficient * 10n ** BigInt(-scale),
    scale: 0,
  });
}

/**
 * Renders a decimal in plain positional form (never exponent notation), trailing zeros trimmed.
 * @example decimalToString({ negative: false, coefficient: 5n, scale: 10 }) // '0.0000000005'
 */
export function decimalToString(d: Decimal, options: { group?: boolean } = {}): string {
  const n = normalize(d);
  const digits = n.coefficient.toString().padStart(n.scale + 1, '0');
  let int = digits.slice(0, digits.length - n.scale);
  const frac = digits.slice(digits.length - n.scale);
  if (options.group) int = int.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n.negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
