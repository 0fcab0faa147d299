import { EngineError } from '../errors.ts';
import { jsonEqual, lastMembers } from './exact.ts';
import type { PatchOptions } from './patch.ts';
import { normalizedPath } from './path/index.ts';
import { JsonNumber, JsonObject, type JsonValue } from './value.ts';

function nullMember(path: Array<string | number>): EngineError {
  let shown = normalizedPath(path);
  if (shown.length > 120) shown = `${shown.slice(0, 120)}…`;
  return new EngineError(
    'NO_MERGE_PATCH',
    `A merge patch cannot set ${shown} to null: in a merge patch null means "remove"`,
    { path: shown },
  );
}

/** Throws when an object inside `v` (not inside an array: arrays are replaced whole) has a null member. */
function refuseNullMembers(v: JsonValue, path: Array<string | number>) {
  if (!(v instanceof JsonObject)) return;
  for (const [k, x] of lastMembers(v)) {
    if (x === null) throw nullMember([...path, k]);
    refuseNullMembers(x, [...path, k]);
  }
}

function equal(a: JsonValue, b: JsonValue, numbers: 'value' | 'text'): boolean {
  if (numbers === 'text' && a instanceof JsonNumber && b instanceof JsonNumber) return a.raw === b.raw;
  if (numbers === 'text' && (Array.isArray(a) || a instanceof JsonObject)) {
    // jsonEqual compares numbers by value; as written, only identical texts are equal
    return jsonEqual(a, b) && textOf(a) === textOf(b);
  }
  return jsonEqual(a, b);
}

/** Numbers' texts in document order of the last members, keys sorted: equal for values equal as written. */
function textOf(v: JsonValue): string {
  if (v instanceof JsonNumber) return v.raw;
  if (Array.isArray(v)) return `[${v.map(textOf).join(',')}]`;
  if (v instanceof JsonObject) {
    return `{${[...lastMembers(v)]
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${textOf(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

function diff(a: JsonValue, b: JsonValue, path: Array<string | number>, numbers: 'value' | 'text'): JsonValue {
  if (!(b instanceof JsonObject)) return b;
  if (!(a instanceof JsonObject)) {
    refuseNullMembers(b, path);
    return b;
  }
  const ma = lastMembers(a);
  const mb = lastMembers(b);
  const out = new JsonObject();
  for (const k of ma.keys()) if (!mb.has(k)) out.entries.push([k, null]);
  for (const [k, v] of mb) {
    const before = ma.get(k);
    if (before !== undefined && equal(before, v, numbers)) continue;
    if (v === null) throw nullMember([...path, k]);
    if (before instanceof JsonObject && v instanceof JsonObject) {
      const sub = diff(before, v, [...path, k], numbers) as JsonObject;
      if (sub.entries.length > 0) out.entries.push([k, sub]);
    } else {
      refuseNullMembers(v, [...path, k]);
      out.entries.push([k, v]);
    }
  }
  return out;
}

/**
 * A JSON Merge Patch (RFC 7396) that turns `a` into `b`: an object of the changed members, null for a
 * removed one, a changed array or scalar whole. A merge patch cannot set a member to null (null means
 * "remove" there), so such a `b` is refused; a JSON Patch ({@link jsonPatch}) can say it.
 *
 * @throws EngineError NO_MERGE_PATCH (path: a normalized JSONPath) when `b` has a null member to set.
 * @example
 * import { parseJson, stringifyJson } from '@tinkerbox/engine/json';
 * stringifyJson(jsonMergePatch(parseJson('{"a":"b","c":{"d":"e","f":"g"}}'), parseJson('{"a":"z","c":{"d":"e"}}'))) // '{"a":"z","c":{"f":null}}'
 */
export function jsonMergePatch(a: JsonValue, b: JsonValue, options: PatchOptions = {}): JsonValue {
  return diff(a, b, [], options.numbers ?? 'value');
}

/**
 * Applies a JSON Merge Patch (RFC 7396 section 2) to a document and returns the result; the document
 * itself is not changed. Of duplicate keys the last counts.
 *
 * @example
 * import { parseJson, stringifyJson } from '@tinkerbox/engine/json';
 * stringifyJson(applyMergePatch(parseJson('{"a":"b","c":{"d":"e","f":"g"}}'), parseJson('{"a":"z","c":{"f":null}}'))) // '{"a":"z","c":{"d":"e"}}'
 */
export function applyMergePatch(target: JsonValue, patch: JsonValue): JsonValue {
  if (!(patch instanceof JsonObject)) return patch;
  const members = target instanceof JsonObject ? lastMembers(target) : new Map<string, JsonValue>();
  for (const [k, v] of lastMembers(patch)) {
    if (v === null) members.delete(k);
    else members.set(k, applyMergePatch(members.get(k) ?? null, v));
  }
  return new JsonObject([...members]);
}
