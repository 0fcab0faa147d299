import { JsonNumber, JsonObject, type JsonValue } from '../../src/json/index.ts';

/** A JsonValue as JSON.parse would build it (numbers to doubles, last duplicate key wins). */
export function toPlain(v: JsonValue): unknown {
  if (v instanceof JsonNumber) return v.toNumber();
  if (Array.isArray(v)) return v.map(toPlain);
  if (v instanceof JsonObject) {
    const o: Record<string, unknown> = {};
    for (const [k, x] of v.entries)
      Object.defineProperty(o, k, {
        value: toPlain(x),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    return o;
  }
  return v;
}

/** A JsonValue as the [type, ...] lists of test/vectors/json/generate.py. */
export function toTree(v: JsonValue): unknown {
  if (v instanceof JsonNumber) return ['number', v.raw];
  if (Array.isArray(v)) return ['array', v.map(toTree)];
  if (v instanceof JsonObject) return ['object', v.entries.map(([k, x]) => [k, toTree(x)])];
  if (v === null) return ['null'];
  if (typeof v === 'boolean') return ['boolean', v];
  return ['string', v];
}
