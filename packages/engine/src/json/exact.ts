import { JsonNumber, JsonObject, type JsonValue } from './value.ts';

interface Decimal {
  neg: boolean;
  /** Significant digits without leading or trailing zeros; '' for zero. */
  digits: string;
  /** The value is 0.digits × 10^exp. */
  exp: bigint;
}

function decimal(raw: string): Decimal {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) throw new RangeError(`not a JSON number: ${raw}`);
  const int = m[2] as string;
  const frac = m[3] ?? '';
  let all = int + frac;
  let exp = BigInt(m[4] ?? '0') + BigInt(int.length);
  const lead = all.length - all.replace(/^0+/, '').length;
  all = all.slice(lead).replace(/0+$/, '');
  exp -= BigInt(lead);
  if (all === '') return { neg: false, digits: '', exp: 0n };
  return { neg: m[1] === '-', digits: all, exp };
}

/**
 * Compares two JSON numbers as written, exactly (no rounding to a double): -1, 0 or 1. `1.0`, `1`
 * and `10e-1` are equal; `-0` equals `0`.
 *
 * @throws RangeError when either text is not a JSON number.
 * @example compareJsonNumbers('12345678901234567890', '12345678901234567891') // -1
 */
export function compareJsonNumbers(a: string, b: string): -1 | 0 | 1 {
  const x = decimal(a);
  const y = decimal(b);
  const sx = x.digits === '' ? 0 : x.neg ? -1 : 1;
  const sy = y.digits === '' ? 0 : y.neg ? -1 : 1;
  if (sx !== sy) return sx < sy ? -1 : 1;
  if (sx === 0) return 0;
  let mag: -1 | 0 | 1 = 0;
  if (x.exp !== y.exp) mag = x.exp < y.exp ? -1 : 1;
  else if (x.digits !== y.digits) {
    const n = Math.max(x.digits.length, y.digits.length);
    mag = x.digits.padEnd(n, '0') < y.digits.padEnd(n, '0') ? -1 : 1;
  }
  return (sx < 0 ? -mag : mag) as -1 | 0 | 1;
}

/** Compares strings by Unicode code point (RFC 9535 section 2.3.5.2.2), not by UTF-16 code unit. */
export function compareCodePoints(a: string, b: string): number {
  const x = a[Symbol.iterator]();
  const y = b[Symbol.iterator]();
  for (;;) {
    const p = x.next();
    const q = y.next();
    if (p.done || q.done) return p.done && q.done ? 0 : p.done ? -1 : 1;
    const d = (p.value.codePointAt(0) as number) - (q.value.codePointAt(0) as number);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
}

/** The members of an object as JSON.parse keeps them: the last value of each duplicated key. */
export function lastMembers(o: JsonObject): Map<string, JsonValue> {
  const m = new Map<string, JsonValue>();
  for (const [k, v] of o.entries) {
    m.delete(k);
    m.set(k, v);
  }
  return m;
}

/**
 * Deep equality of two JSON values: numbers compared as numbers exactly ({@link compareJsonNumbers}),
 * objects as sets of members (order ignored, the last of duplicate keys counts), arrays item by item.
 */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  const todo: Array<[JsonValue, JsonValue]> = [[a, b]];
  while (todo.length > 0) {
    const [x, y] = todo.pop() as [JsonValue, JsonValue];
    if (x instanceof JsonNumber || y instanceof JsonNumber) {
      if (!(x instanceof JsonNumber && y instanceof JsonNumber) || compareJsonNumbers(x.raw, y.raw) !== 0) return false;
    } else if (Array.isArray(x) || Array.isArray(y)) {
      if (!(Array.isArray(x) && Array.isArray(y)) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) todo.push([x[i] as JsonValue, y[i] as JsonValue]);
    } else if (x instanceof JsonObject || y instanceof JsonObject) {
      if (!(x instanceof JsonObject && y instanceof JsonObject)) return false;
      const mx = lastMembers(x);
      const my = lastMembers(y);
      if (mx.size !== my.size) return false;
      for (const [k, v] of mx) {
        if (!my.has(k)) return false;
        todo.push([v, my.get(k) as JsonValue]);
      }
    } else if (x !== y) return false;
  }
  return true;
}
