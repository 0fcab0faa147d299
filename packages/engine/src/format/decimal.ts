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

const NUMBER_RE = /^([+-])?([\d.,_]*)(?:[eE]([+-]?\d+))?$/;
/** Integer digits, optionally with `_` between digits (`1_000_000`). */
const DIGITS_RE = /^\d+(?:_\d+)*$/;
/** An integer part grouped by thousands with `mark`: 1 to 3 digits, then groups of exactly 3. */
const grouped = (mark: ',' | '.') => new RegExp(`^\\d{1,3}(?:\\${mark}\\d{3})+$`);
const COMMA_GROUPS = grouped(',');
const DOT_GROUPS = grouped('.');

/** How {@link readDecimal} understood a number: its value and the marks it took as point and grouping. */
export interface DecimalReading {
  readonly decimal: Decimal;
  /** The character read as the decimal point, or null when there is no fraction mark. */
  readonly decimalMark: '.' | ',' | null;
  /** The character read as a thousands separator, or null when the digits are not grouped. */
  readonly groupMark: ',' | '.' | '_' | null;
  /** True when the text had an exponent (`1e-7`). */
  readonly exponent: boolean;
}

function invalid(input: string): EngineError {
  return new EngineError('INVALID_DECIMAL', `Not a decimal number: ${JSON.stringify(input)}`, { value: input });
}

/** Splits the mantissa into integer and fraction digits by the comma and dot rule of {@link readDecimal}. */
function splitMarks(
  body: string,
  input: string,
  sign: string,
): [string, string | null, DecimalReading['decimalMark'], DecimalReading['groupMark']] {
  const commas = body.split(',').length - 1;
  const dots = body.split('.').length - 1;
  if (commas === 0 && dots <= 1) {
    const [int = '', frac = null] = body.split('.');
    return [int, frac, dots ? '.' : null, null];
  }
  if (commas === 0) {
    if (!DOT_GROUPS.test(body)) throw invalid(input);
    return [body.replaceAll('.', ''), null, null, '.'];
  }
  if (dots === 0 && commas === 1) {
    const [int = '', frac = ''] = body.split(',');
    if (/^[1-9]\d{0,2}$/.test(int) && /^\d{3}$/.test(frac)) {
      const asGrouped = `${sign}${int}${frac}`;
      const asDecimal = `${sign}${int}.${frac.replace(/0+$/, '')}`.replace(/\.$/, '');
      throw new EngineError(
        'AMBIGUOUS_DECIMAL',
        `${JSON.stringify(input)} could be ${asGrouped} or ${asDecimal}; write it without the comma or with a dot`,
        { value: input, grouped: asGrouped, decimal: asDecimal },
      );
    }
    return [int, frac, ',', null];
  }
  if (dots === 0) {
    if (!COMMA_GROUPS.test(body)) throw invalid(input);
    return [body.replaceAll(',', ''), null, null, ','];
  }
  // Both marks: the last one is the point, the other must group the integer part by thousands.
  const point = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  const group = point === '.' ? ',' : '.';
  const at = body.lastIndexOf(point);
  const int = body.slice(0, at);
  const frac = body.slice(at + 1);
  if (frac.includes(group) || !(point === '.' ? COMMA_GROUPS : DOT_GROUPS).test(int)) throw invalid(input);
  return [int.replaceAll(group, ''), frac, point, group];
}

/**
 * Reads a number as a person typed it, exactly, and says how it was read. The rule for `,` and `.`:
 * - one kind of mark: a single `.` is the point; a single `,` is the point too (`1,5` is 1.5, as decimal
 *   keypads in comma locales type it), except where it could be a thousands separator (`1,500`: 1 to 3
 *   digits not starting with 0, then exactly 3), which is refused as ambiguous; several of the same mark
 *   group thousands (`1,000,000`, `1.000.000`) and must do so exactly;
 * - both marks: the last is the point and the other groups thousands (`1,234.5` and `1.234,5` are 1234.5);
 * - `_` may separate integer digits (`1_000`); an exponent may follow (`1e-7`, `1,5e3`).
 * @throws EngineError INVALID_DECIMAL (value); AMBIGUOUS_DECIMAL (value, grouped, decimal) for `1,500`;
 * OUT_OF_RANGE (min, max) for an exponent beyond ±10000
 * @example readDecimal('1,5').decimal // { negative: false, coefficient: 15n, scale: 1 }
 * @example readDecimal('1.234,5').groupMark // '.'
 */
export function readDecimal(input: string): DecimalReading {
  if (typeof input !== 'string') throw new TypeError('readDecimal: input must be a string');
  const m = NUMBER_RE.exec(input.trim());
  if (!m) throw invalid(input);
  const sign = m[1] === '-' ? '-' : '';
  const [rawInt, frac, decimalMark, mark] = splitMarks(m[2] ?? '', input, sign);
  const underscores = rawInt.includes('_');
  if ((rawInt !== '' && !DIGITS_RE.test(rawInt)) || (frac !== null && !/^\d*$/.test(frac))) throw invalid(input);
  const intPart = rawInt.replaceAll('_', '');
  const fracPart = frac ?? '';
  if (intPart === '' && fracPart === '') throw invalid(input);
  const exp = m[3] === undefined ? 0 : Number(m[3]);
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
  return {
    decimal: normalize({ negative: sign === '-', coefficient, scale }),
    decimalMark,
    groupMark: mark ?? (underscores ? '_' : null),
    exponent: m[3] !== undefined,
  };
}

/**
 * What a typed amount was read as, in plain dot-decimal form, when the text used a comma point, grouping
 * marks or an exponent (so the person who typed it can see how it was understood); null when the text is
 * already plain or is not a number.
 * @example amountReadAs('1,5') // '1.5'
 * @example amountReadAs('1.5') // null
 */
export function amountReadAs(input: string): string | null {
  let r: DecimalReading;
  try {
    r = readDecimal(input);
  } catch {
    return null;
  }
  return r.decimalMark === ',' || r.groupMark !== null || r.exponent ? decimalToString(r.decimal) : null;
}

/**
 * Parses a decimal string exactly (`-1,234.50`, `.5`, `1e-7`, `1_000`, `1,5`), by the rule of
 * {@link readDecimal}.
 * @throws EngineError INVALID_DECIMAL (params value), AMBIGUOUS_DECIMAL for `1,500`, OUT_OF_RANGE for an
 * exponent beyond ±10000
 * @example parseDecimal('-1.50') // { negative: true, coefficient: 15n, scale: 1 } (normalised: trailing zeros dropped)
 */
export function parseDecimal(input: string): Decimal {
  if (typeof input !== 'string') throw new TypeError('parseDecimal: input must be a string');
  return readDecimal(input).decimal;
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
