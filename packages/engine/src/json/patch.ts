import { EngineError } from '../errors.ts';
import { canonical, MAX_ARRAY_EDITS } from './diff.ts';
import { compareJsonNumbers, jsonEqual, lastMembers } from './exact.ts';
import { diffLists } from './myers.ts';
import { JsonNumber, JsonObject, type JsonValue } from './value.ts';

/** Why a JSON Patch cannot be applied: a stable token a site can translate. */
export type JsonPatchErrorDetail =
  | 'not-array'
  | 'not-operation'
  | 'bad-op'
  | 'missing-member'
  | 'bad-pointer'
  | 'no-target'
  | 'bad-index'
  | 'test-failed'
  | 'move-into-child';

/** Each {@link JsonPatchErrorDetail} in English, as the INVALID_JSON_PATCH error's `reason` gives it. */
export const JSON_PATCH_ERROR_REASONS: Readonly<Record<JsonPatchErrorDetail, string>> = {
  'not-array': 'a JSON Patch is an array of operations',
  'not-operation': 'an operation is an object',
  'bad-op': 'op must be add, remove, replace, move, copy or test',
  'missing-member': 'this operation lacks a member it needs (path, value or from)',
  'bad-pointer': 'not a JSON Pointer (RFC 6901): it starts with "/" and "~" is followed by 0 or 1',
  'no-target': 'the document has no value at this pointer',
  'bad-index': 'not an array index here (digits without leading zeros, within the array, or "-" to add at the end)',
  'test-failed': 'the value at this pointer is not equal to the test value',
  'move-into-child': 'a value cannot be moved into one of its own children',
};

function patchError(detail: JsonPatchErrorDetail, op: number, pointer: string): EngineError {
  const reason = JSON_PATCH_ERROR_REASONS[detail];
  // a pointer 1,000 levels deep is no help to read
  const shown = pointer.length > 120 ? `${pointer.slice(0, 120)}…` : pointer;
  return new EngineError('INVALID_JSON_PATCH', `Operation ${op} at "${shown}": ${reason}`, {
    detail,
    op,
    pointer: shown,
    reason,
  });
}

/** Options for {@link jsonPatch} and {@link jsonMergePatch}. */
export interface PatchOptions {
  /** 'value' (default): `1.0` equals `1`, so no operation changes it. 'text': numbers must be written the same. */
  numbers?: 'value' | 'text';
  /**
   * {@link jsonPatch} only. 'index' (default): arrays item by item, the longer one's tail removed or
   * added. 'lcs': equal items matched (Myers' longest common subsequence, as {@link diffJson} does), so
   * an item put in or taken out is one `add` or `remove` and the items after it are left alone; arrays
   * that need over 2,000 edits are patched by index.
   */
  arrays?: 'index' | 'lcs';
}

const escapeToken = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function sameScalar(a: JsonValue, b: JsonValue, numbers: 'value' | 'text'): boolean {
  if (a instanceof JsonNumber && b instanceof JsonNumber) {
    return numbers === 'text' ? a.raw === b.raw : compareJsonNumbers(a.raw, b.raw) === 0;
  }
  return a === b;
}

const op = (name: string, path: string, value?: JsonValue): JsonObject =>
  new JsonObject(
    value === undefined
      ? [
          ['op', name],
          ['path', path],
        ]
      : [
          ['op', name],
          ['path', path],
          ['value', value],
        ],
  );

/**
 * A JSON Patch (RFC 6902) that turns `a` into `b`: members by key (of duplicate keys the last counts),
 * arrays by index (items past the shorter array are removed from the end or added in order) or, with
 * `arrays: 'lcs'`, with equal items matched; anything else that differs replaced whole. Numbers are
 * compared exactly and written as they were.
 *
 * @example
 * import { parseJson, stringifyJson } from '@tinkerbox/engine/json';
 * stringifyJson(jsonPatch(parseJson('{"a":1,"b":[1,2]}'), parseJson('{"a":2,"b":[1],"c":null}'))) // '[{"op":"replace","path":"/a","value":2},{"op":"remove","path":"/b/1"},{"op":"add","path":"/c","value":null}]'
 */
export function jsonPatch(a: JsonValue, b: JsonValue, options: PatchOptions = {}): JsonValue[] {
  const numbers = options.numbers ?? 'value';
  const out: JsonValue[] = [];
  // pairs still to compare and operations found, in order (a stack, so pushed reversed)
  const todo: Array<[JsonValue, JsonValue, string] | JsonObject> = [[a, b, '']];
  while (todo.length > 0) {
    const item = todo.pop() as [JsonValue, JsonValue, string] | JsonObject;
    if (item instanceof JsonObject) {
      out.push(item);
      continue;
    }
    const [x, y, path] = item;
    const pending: Array<[JsonValue, JsonValue, string] | JsonObject> = [];
    if (x instanceof JsonObject && y instanceof JsonObject) {
      const mx = lastMembers(x);
      const my = lastMembers(y);
      for (const [k, v] of mx) {
        const p = `${path}/${escapeToken(k)}`;
        if (my.has(k)) pending.push([v, my.get(k) as JsonValue, p]);
        else pending.push(op('remove', p));
      }
      for (const [k, v] of my) if (!mx.has(k)) pending.push(op('add', `${path}/${escapeToken(k)}`, v));
    } else if (
      Array.isArray(x) &&
      Array.isArray(y) &&
      options.arrays === 'lcs' &&
      lcsPatch(x, y, path, numbers, pending)
    ) {
      // matched: `pending` holds the pairs to compare and the removals and additions, in order
    } else if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) pending.push([x[i] as JsonValue, y[i] as JsonValue, `${path}/${i}`]);
      // from the end, so each index is still where the first document has it
      for (let i = x.length - 1; i >= n; i--) pending.push(op('remove', `${path}/${i}`));
      for (let i = n; i < y.length; i++) pending.push(op('add', `${path}/${i}`, y[i] as JsonValue));
    } else if (
      x instanceof JsonObject ||
      y instanceof JsonObject ||
      Array.isArray(x) ||
      Array.isArray(y) ||
      !sameScalar(x, y, numbers)
    ) {
      out.push(op('replace', path, y));
    }
    for (let i = pending.length - 1; i >= 0; i--) todo.push(pending[i] as (typeof pending)[number]);
  }
  return out;
}

/**
 * An array's operations with equal items matched, or false when it would take over MAX_ARRAY_EDITS edits.
 * Applied in order, everything before a run already reads as `y`, so the run's first old item is at the
 * index of its first new one: the run's items are paired there (and compared in turn), what is left of
 * the old ones is removed at the index after the pairs, and what is left of the new ones is added.
 */
function lcsPatch(
  x: readonly JsonValue[],
  y: readonly JsonValue[],
  path: string,
  numbers: 'value' | 'text',
  pending: Array<[JsonValue, JsonValue, string] | JsonObject>,
): boolean {
  const hunks = diffLists(
    x.map((v) => canonical(v, numbers)),
    y.map((v) => canonical(v, numbers)),
    MAX_ARRAY_EDITS,
  );
  if (!hunks) return false;
  for (const { x0, x1, y0, y1 } of hunks) {
    const paired = Math.min(x1 - x0, y1 - y0);
    for (let i = 0; i < paired; i++)
      pending.push([x[x0 + i] as JsonValue, y[y0 + i] as JsonValue, `${path}/${y0 + i}`]);
    for (let i = paired; i < x1 - x0; i++) pending.push(op('remove', `${path}/${y0 + paired}`));
    for (let j = paired; j < y1 - y0; j++) pending.push(op('add', `${path}/${y0 + j}`, y[y0 + j] as JsonValue));
  }
  return true;
}

/** A deep copy, so applying a patch never changes the caller's document. */
function clone(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(clone);
  if (v instanceof JsonObject) return new JsonObject(v.entries.map(([k, x]) => [k, clone(x)] as const));
  return v;
}

function parsePointer(pointer: string, opIndex: number): string[] {
  if (pointer === '') return [];
  if (pointer[0] !== '/' || /~(?![01])/.test(pointer)) throw patchError('bad-pointer', opIndex, pointer);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The index a token names in an array of `length` items, or -1 when it names none. `-` is `length`. */
function arrayIndex(token: string, length: number, forAdd: boolean): number {
  if (token === '-') return forAdd ? length : -1;
  if (!/^(?:0|[1-9]\d*)$/.test(token)) return -1;
  const i = Number(token);
  return i < length || (forAdd && i === length) ? i : -1;
}

function setMember(o: JsonObject, key: string, value: JsonValue) {
  let at = -1;
  for (let k = o.entries.length - 1; k >= 0; k--) {
    if ((o.entries[k] as readonly [string, JsonValue])[0] !== key) continue;
    if (at === -1) at = k;
    else {
      o.entries.splice(k, 1);
      at--;
    }
  }
  if (at === -1) o.entries.push([key, value]);
  else o.entries[at] = [key, value];
}

function deleteMember(o: JsonObject, key: string) {
  for (let k = o.entries.length - 1; k >= 0; k--) {
    if ((o.entries[k] as readonly [string, JsonValue])[0] === key) o.entries.splice(k, 1);
  }
}

/**
 * Applies a JSON Patch (RFC 6902) to a document and returns the result; the document itself is not
 * changed. All or nothing: an operation that fails throws and nothing is returned. `test` compares
 * exactly ({@link jsonEqual}: `1.0` equals `1`, members in any order).
 *
 * @throws EngineError INVALID_JSON_PATCH (detail, op: the operation's index, pointer, reason).
 * @example
 * import { parseJson, stringifyJson } from '@tinkerbox/engine/json';
 * stringifyJson(applyJsonPatch(parseJson('{"a":[1,2]}'), parseJson('[{"op":"add","path":"/a/-","value":3},{"op":"move","from":"/a","path":"/b"}]'))) // '{"b":[1,2,3]}'
 */
export function applyJsonPatch(doc: JsonValue, patch: JsonValue): JsonValue {
  if (!Array.isArray(patch)) throw patchError('not-array', 0, '');
  let root = clone(doc);

  const find = (tokens: string[], opIndex: number, pointer: string): JsonValue => {
    let at: JsonValue = root;
    for (const t of tokens) {
      let next: JsonValue | undefined;
      if (Array.isArray(at)) {
        const i = arrayIndex(t, at.length, false);
        if (i < 0)
          throw patchError(t === '-' || /^(?:0|[1-9]\d*)$/.test(t) ? 'no-target' : 'bad-index', opIndex, pointer);
        next = at[i];
      } else if (at instanceof JsonObject) next = at.get(t);
      if (next === undefined) throw patchError('no-target', opIndex, pointer);
      at = next;
    }
    return at;
  };
  const add = (tokens: string[], value: JsonValue, opIndex: number, pointer: string) => {
    if (tokens.length === 0) {
      root = value;
      return;
    }
    const parent = find(tokens.slice(0, -1), opIndex, pointer);
    const last = tokens[tokens.length - 1] as string;
    if (Array.isArray(parent)) {
      const i = arrayIndex(last, parent.length, true);
      if (i < 0) throw patchError('bad-index', opIndex, pointer);
      parent.splice(i, 0, value);
    } else if (parent instanceof JsonObject) setMember(parent, last, value);
    else throw patchError('no-target', opIndex, pointer);
  };
  const remove = (tokens: string[], opIndex: number, pointer: string): JsonValue => {
    const value = find(tokens, opIndex, pointer);
    if (tokens.length === 0) throw patchError('no-target', opIndex, pointer);
    const parent = find(tokens.slice(0, -1), opIndex, pointer);
    const last = tokens[tokens.length - 1] as string;
    if (Array.isArray(parent)) parent.splice(arrayIndex(last, parent.length, false), 1);
    else deleteMember(parent as JsonObject, last);
    return value;
  };

  patch.forEach((o, opIndex) => {
    if (!(o instanceof JsonObject)) throw patchError('not-operation', opIndex, '');
    const name = o.get('op');
    const path = o.get('path');
    if (typeof path !== 'string') throw patchError('missing-member', opIndex, '');
    if (typeof name !== 'string' || !['add', 'remove', 'replace', 'move', 'copy', 'test'].includes(name)) {
      throw patchError('bad-op', opIndex, path);
    }
    const tokens = parsePointer(path, opIndex);
    const value = o.get('value');
    const from = o.get('from');
    if ((name === 'add' || name === 'replace' || name === 'test') && value === undefined) {
      throw patchError('missing-member', opIndex, path);
    }
    if ((name === 'move' || name === 'copy') && typeof from !== 'string')
      throw patchError('missing-member', opIndex, path);
    switch (name) {
      case 'add':
        add(tokens, clone(value as JsonValue), opIndex, path);
        break;
      case 'remove':
        remove(tokens, opIndex, path);
        break;
      case 'replace':
        find(tokens, opIndex, path);
        if (tokens.length === 0) root = clone(value as JsonValue);
        else {
          const parent = find(tokens.slice(0, -1), opIndex, path);
          const last = tokens[tokens.length - 1] as string;
          if (Array.isArray(parent)) parent[arrayIndex(last, parent.length, false)] = clone(value as JsonValue);
          else setMember(parent as JsonObject, last, clone(value as JsonValue));
        }
        break;
      case 'test':
        if (!jsonEqual(find(tokens, opIndex, path), value as JsonValue)) throw patchError('test-failed', opIndex, path);
        break;
      default: {
        const fromTokens = parsePointer(from as string, opIndex);
        const moved = find(fromTokens, opIndex, from as string);
        if (name === 'copy') {
          add(tokens, clone(moved), opIndex, path);
          break;
        }
        if (from === path) break;
        if (tokens.length > fromTokens.length && fromTokens.every((t, k) => tokens[k] === t)) {
          throw patchError('move-into-child', opIndex, path);
        }
        remove(fromTokens, opIndex, from as string);
        add(tokens, moved, opIndex, path);
      }
    }
  });
  return root;
}
