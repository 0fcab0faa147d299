import { parse, stringify, TomlDate, TomlError } from 'smol-toml';
import { EngineError } from '../../errors.ts';
import { compareJsonNumbers, lastMembers } from '../exact.ts';
import { normalizedPath } from '../path/index.ts';
import { JsonNumber, JsonObject, type JsonValue } from '../value.ts';
import { cannotConvert } from './errors.ts';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function fromToml(v: unknown, path: Array<string | number>): JsonValue {
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return new JsonNumber(v.toString());
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw cannotConvert('not-json-number', normalizedPath(path));
    // a TOML float stays a float: 3.0 rather than 3
    return new JsonNumber(Number.isInteger(v) && Math.abs(v) < 1e21 ? `${v}.0` : String(v));
  }
  if (v instanceof TomlDate) return v.toISOString();
  if (Array.isArray(v)) return v.map((x, i) => fromToml(x, [...path, i]));
  return new JsonObject(Object.entries(v as object).map(([k, x]) => [k, fromToml(x, [...path, k])] as const));
}

/**
 * Reads a TOML 1.0 document as a JsonValue: integers exactly (as bigints, also past 64 bits), floats
 * as their shortest round-trip text, dates and times as the ISO text smol-toml gives them.
 *
 * @throws EngineError INVALID_TOML (line, column, reason); CANNOT_CONVERT (detail, path) for inf and nan.
 * @example stringifyJson(tomlToJson('id = 9223372036854775807\n[owner]\nname = "Tom"')) // '{"id":9223372036854775807,"owner":{"name":"Tom"}}'
 */
export function tomlToJson(text: string): JsonValue {
  let parsed: unknown;
  try {
    parsed = parse(text, { integersAsBigInt: true });
  } catch (e) {
    if (!(e instanceof TomlError)) throw e;
    const reason = e.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? '';
    throw new EngineError('INVALID_TOML', `Not valid TOML at line ${e.line}, column ${e.column}: ${reason}`, {
      line: e.line,
      column: e.column,
      reason,
    });
  }
  return fromToml(parsed, []);
}

function toToml(v: JsonValue, path: Array<string | number>): unknown {
  if (v === null) throw cannotConvert('toml-null', normalizedPath(path));
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof JsonNumber) {
    if (v.isInteger) {
      const n = v.toBigInt();
      if (n < INT64_MIN || n > INT64_MAX) throw cannotConvert('toml-int-range', normalizedPath(path));
      return n;
    }
    const n = v.toNumber();
    if (!Number.isFinite(n) || compareJsonNumbers(String(n), v.raw) !== 0) {
      throw cannotConvert('toml-float-precision', normalizedPath(path));
    }
    return n;
  }
  if (Array.isArray(v)) return v.map((x, i) => toToml(x, [...path, i]));
  const o: Record<string, unknown> = {};
  for (const [k, x] of lastMembers(v))
    Object.defineProperty(o, k, { value: toToml(x, [...path, k]), enumerable: true });
  return o;
}

/**
 * Writes a JSON object as a TOML 1.0 document (with smol-toml). Integers within 64 bits stay exact;
 * a fraction is written only when a 64-bit float holds it exactly as written (so `0.1` goes, a 30-digit
 * fraction is refused rather than rounded). Of duplicate keys the last counts.
 *
 * @throws EngineError CANNOT_CONVERT (detail, path): the root is not an object, a null, an integer past
 *   64 bits or a fraction a double cannot hold.
 * @example jsonToToml(parseJson('{"id":9223372036854775807,"tags":["a"]}')) // 'id = 9223372036854775807\ntags = [ "a" ]\n'
 */
export function jsonToToml(value: JsonValue): string {
  if (!(value instanceof JsonObject)) throw cannotConvert('toml-not-table', '$');
  const out = stringify(toToml(value, []) as Record<string, unknown>);
  return out.endsWith('\n') || out === '' ? out : `${out}\n`;
}
