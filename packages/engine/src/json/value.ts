import { formatJson } from './format.ts';
import { ARRAY, decodeStringToken, FALSE, keyEnd, NULL, NUMBER, OBJECT, parseTape, STRING, TRUE } from './tape.ts';
import { toText } from './text.ts';

const NUMBER_RE = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A JSON number kept as the exact text it was written with (no rounding to a double). */
export class JsonNumber {
  readonly raw: string;
  /** @throws RangeError when `raw` is not a JSON number (RFC 8259 section 6). */
  constructor(raw: string) {
    if (!NUMBER_RE.test(raw)) throw new RangeError(`raw is not a JSON number: ${raw}`);
    this.raw = raw;
  }
  /** True when written without a fraction or exponent. */
  get isInteger(): boolean {
    return /^-?\d+$/.test(this.raw);
  }
  /** The nearest double, as JSON.parse would give. */
  toNumber(): number {
    return Number(this.raw);
  }
  /** The exact integer. @throws RangeError when the number has a fraction or exponent. */
  toBigInt(): bigint {
    if (!this.isInteger) throw new RangeError(`not an integer: ${this.raw}`);
    return BigInt(this.raw);
  }
  toString(): string {
    return this.raw;
  }
}

/** A JSON object with its members in document order; duplicate keys are all kept. */
export class JsonObject {
  readonly entries: Array<readonly [string, JsonValue]>;
  constructor(entries: Array<readonly [string, JsonValue]> = []) {
    this.entries = entries;
  }
  /** The value of the last member with this key (as JSON.parse resolves duplicates). */
  get(key: string): JsonValue | undefined {
    for (let k = this.entries.length - 1; k >= 0; k--) {
      const e = this.entries[k] as readonly [string, JsonValue];
      if (e[0] === key) return e[1];
    }
    return undefined;
  }
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;

/**
 * Parses JSON (RFC 8259) keeping numbers exact ({@link JsonNumber}) and objects in order with
 * duplicate keys ({@link JsonObject}). Iterative, so deep nesting cannot overflow the stack.
 *
 * @throws EngineError INVALID_JSON (line, column, offset, detail), INVALID_UTF8 for bad bytes.
 * @example
 * const v = parseJson('{"id":12345678901234567890}') as JsonObject;
 * (v.get('id') as JsonNumber).toBigInt(); // 12345678901234567890n
 */
export function parseJson(input: string | Uint8Array): JsonValue {
  const text = toText(input);
  const tape = parseTape(text);
  const { kind, start, end, keyStart, parent } = tape;
  const values: JsonValue[] = new Array(tape.count);
  for (let node = 0; node < tape.count; node++) {
    let v: JsonValue;
    switch (kind[node]) {
      case NULL:
        v = null;
        break;
      case TRUE:
        v = true;
        break;
      case FALSE:
        v = false;
        break;
      case NUMBER:
        v = new JsonNumber(text.slice(start[node], end[node]));
        break;
      case STRING:
        v = decodeStringToken(text.slice(start[node], end[node]));
        break;
      case ARRAY:
        v = [];
        break;
      default:
        v = new JsonObject();
    }
    values[node] = v;
    const p = parent[node] as number;
    if (p >= 0) {
      const container = values[p];
      if (kind[p] === OBJECT) {
        const ks = keyStart[node] as number;
        (container as JsonObject).entries.push([decodeStringToken(text.slice(ks, keyEnd(text, ks))), v]);
      } else {
        (container as JsonValue[]).push(v);
      }
    }
  }
  return values[0] as JsonValue;
}

/** Options for {@link stringifyJson}. */
export interface StringifyOptions {
  /** Spaces per level (0 to 16) or '\t'; 0 (the default) gives compact output. */
  indent?: number | '\t';
  sortKeys?: boolean;
}

/**
 * Writes a {@link JsonValue} as JSON text (RFC 8259): numbers as their exact text, strings escaped as
 * JSON.stringify does, members in order.
 *
 * @throws TypeError for a value that is not a JsonValue.
 * @example
 * stringifyJson(new JsonObject([['n', new JsonNumber('1.50')]])); // '{"n":1.50}'
 */
export function stringifyJson(value: JsonValue, options: StringifyOptions = {}): string {
  const parts: string[] = [];
  // explicit stack: each entry is a value to write or a literal piece of punctuation
  const todo: Array<{ v: JsonValue } | string> = [{ v: value }];
  while (todo.length > 0) {
    const item = todo.pop() as { v: JsonValue } | string;
    if (typeof item === 'string') {
      parts.push(item);
      continue;
    }
    const v = item.v;
    if (v === null || typeof v === 'boolean') parts.push(String(v));
    else if (typeof v === 'string') parts.push(JSON.stringify(v));
    else if (v instanceof JsonNumber) parts.push(v.raw);
    else if (Array.isArray(v)) {
      parts.push('[');
      todo.push(']');
      for (let k = v.length - 1; k >= 0; k--) {
        todo.push({ v: v[k] as JsonValue });
        if (k > 0) todo.push(',');
      }
    } else if (v instanceof JsonObject) {
      parts.push('{');
      todo.push('}');
      for (let k = v.entries.length - 1; k >= 0; k--) {
        const [key, val] = v.entries[k] as readonly [string, JsonValue];
        todo.push({ v: val });
        todo.push(`${JSON.stringify(key)}:`);
        if (k > 0) todo.push(',');
      }
    } else {
      throw new TypeError('value must be a JsonValue (null, boolean, string, JsonNumber, array or JsonObject)');
    }
  }
  const compact = parts.join('');
  const indent = options.indent ?? 0;
  if (indent === 0 && !options.sortKeys) return compact;
  return formatJson(compact, { indent, sortKeys: options.sortKeys ?? false });
}
