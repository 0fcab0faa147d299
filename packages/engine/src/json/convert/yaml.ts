import { type Document, isAlias, isMap, isScalar, isSeq, type Node, parseDocument } from 'yaml';
import { EngineError } from '../../errors.ts';
import { lastMembers } from '../exact.ts';
import { normalizedPath } from '../path/index.ts';
import { lineColumn } from '../position.ts';
import { MAX_JSON_DEPTH } from '../tape.ts';
import { JsonNumber, JsonObject, type JsonValue } from '../value.ts';
import { cannotConvert, MAX_CONVERT_VALUES } from './errors.ts';

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A YAML 1.2 core-schema float as written (`+.5`, `1.`, `01.5e3`) as JSON number text, or null. */
function yamlFloatText(source: string): string | null {
  const m = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(source);
  if (!m || (m[2] === '' && !m[3])) return null;
  const int = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = m[3] ? `.${m[3]}` : '';
  const exp = m[4] === undefined ? '' : `e${m[4]}`;
  const text = `${m[1] === '-' ? '-' : ''}${int}${frac}${exp}`;
  return JSON_NUMBER.test(text) ? text : null;
}

type Path = Array<string | number>;

function scalarValue(node: Node & { value: unknown; source?: string }, path: Path): JsonValue {
  const v = node.value;
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'bigint') return new JsonNumber(v.toString());
  if (typeof v === 'number') {
    const text = Number.isFinite(v) ? yamlFloatText(node.source ?? String(v)) : null;
    if (text === null) throw cannotConvert('not-json-number', normalizedPath(path));
    return new JsonNumber(text);
  }
  return String(v);
}

function keyText(node: unknown, path: Path): string {
  if (node === null || node === undefined) return '';
  if (!isScalar(node)) throw cannotConvert('complex-key', normalizedPath(path));
  const v = node.value;
  if (typeof v === 'string') return v;
  return node.source ?? String(v);
}

/** A `<<` key that the YAML 1.1 merge type resolves (plain, not quoted: `"<<"` is a plain key). */
function isMergeKey(key: unknown): boolean {
  return isScalar(key) && typeof key.value === 'symbol';
}

/** INVALID_YAML at a `<<` value that is not a mapping or a list of mappings (as PyYAML refuses it). */
function notMergeable(text: string, node: unknown): EngineError {
  const offset = (node as { range?: [number, number, number] } | null)?.range?.[0] ?? 0;
  const reason = 'a merge key (<<) takes a mapping or a list of mappings';
  const { line, column } = lineColumn(text, offset);
  return new EngineError('INVALID_YAML', `Not valid YAML at line ${line}, column ${column}: ${reason}`, {
    line,
    column,
    offset,
    reason,
  });
}

/** Builds a JsonValue from a parsed YAML document, resolving aliases, with limits on size and depth. */
function toJsonValue(doc: Document, text: string): JsonValue {
  let count = 0;
  const path: Path = [];
  // Alias.resolve searches the whole document each time: once per alias is enough
  const resolved = new Map<unknown, unknown>();
  const deref = (node: unknown): unknown => {
    if (!isAlias(node)) return node;
    if (!resolved.has(node)) resolved.set(node, node.resolve(doc));
    return resolved.get(node);
  };
  const build = (node: unknown): JsonValue => {
    if (++count > MAX_CONVERT_VALUES) throw cannotConvert('too-large', normalizedPath(path));
    if (path.length > MAX_JSON_DEPTH) throw cannotConvert('too-deep', normalizedPath(path));
    const n = deref(node);
    if (n === null || n === undefined) return null;
    if (isScalar(n)) return scalarValue(n, path);
    if (isSeq(n)) {
      const out: JsonValue[] = [];
      n.items.forEach((item, i) => {
        path.push(i);
        out.push(build(item));
        path.pop();
      });
      return out;
    }
    if (isMap(n)) {
      // YAML 1.1 merge keys (yaml.org/type/merge.html), as PyYAML, docker compose and GitLab CI read
      // them: the mapping's own keys win over merged ones wherever they stand, and of the mappings in a
      // `<<: [*a, *b]` list the earlier wins. Merged members take the place of the `<<` entry.
      const own = new Set<string>();
      for (const pair of n.items) if (!isMergeKey(pair.key)) own.add(keyText(deref(pair.key), path));
      const members = new Map<string, JsonValue>();
      for (const pair of n.items) {
        if (isMergeKey(pair.key)) {
          path.push('<<');
          for (const [key, value] of mergeSources(pair.value)) {
            if (!own.has(key) && !members.has(key)) members.set(key, value);
          }
          path.pop();
          continue;
        }
        const key = keyText(deref(pair.key), path);
        path.push(key);
        members.set(key, build(pair.value));
        path.pop();
      }
      return new JsonObject([...members]);
    }
    return null;
  };
  /** The members a `<<` value brings, in order of precedence: a mapping, or a list of mappings. */
  const mergeSources = (value: unknown): Array<readonly [string, JsonValue]> => {
    const v = deref(value);
    const out: Array<readonly [string, JsonValue]> = [];
    for (const item of isSeq(v) ? v.items : [value]) {
      // the error points at what was written after <<, not at an anchor elsewhere
      if (!isMap(deref(item))) throw notMergeable(text, item ?? value);
      const built = build(item) as JsonObject;
      out.push(...built.entries);
    }
    return out;
  };
  return build(doc.contents);
}

/**
 * Reads a YAML 1.2 document (core schema) as a JsonValue: integers of any size exactly (hex and octal
 * as decimal), floats as their written digits, aliases expanded, keys as text, and YAML 1.1 merge keys
 * (`<<: *base`, `<<: [*a, *b]`) merged as PyYAML, docker compose and GitLab CI merge them.
 *
 * @throws EngineError INVALID_YAML (line, column, reason) for text that is not YAML or a `<<` that is not
 *   given a mapping or a list of mappings; CANNOT_CONVERT
 *   (detail, path) for `.inf`, `.nan`, a list or map as a key, or an alias expansion past the limits.
 * @example stringifyJson(yamlToJson('id: 12345678901234567890\ntags: [a, b]')) // '{"id":12345678901234567890,"tags":["a","b"]}'
 */
export function yamlToJson(text: string): JsonValue {
  const doc = parseDocument(text, { intAsBigInt: true, merge: true, uniqueKeys: true, prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    const { line, column } = lineColumn(text, err.pos[0]);
    throw new EngineError('INVALID_YAML', `Not valid YAML at line ${line}, column ${column}: ${err.message}`, {
      line,
      column,
      offset: err.pos[0],
      reason: err.message,
    });
  }
  return toJsonValue(doc, text);
}

const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~)$/i;

function yamlScalar(v: string): string {
  // plain when no YAML 1.1 or 1.2 reader could take it for anything but this string
  if (/^[A-Za-z_][\w./-]*(?: [\w./-]+)*$/.test(v) && !RESERVED.test(v)) return v;
  return JSON.stringify(v);
}

function yamlLines(v: JsonValue, out: string[], indent: string): void {
  if (Array.isArray(v)) {
    for (const item of v) block(item, out, indent, `${indent}- `);
  } else if (v instanceof JsonObject) {
    for (const [k, x] of lastMembers(v)) block(x, out, indent, `${indent}${yamlScalar(k)}:`, true);
  }
}

function inline(v: JsonValue): string | null {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return yamlScalar(v);
  if (v instanceof JsonNumber) return v.raw;
  if (Array.isArray(v)) return v.length === 0 ? '[]' : null;
  return lastMembers(v).size === 0 ? '{}' : null;
}

function block(v: JsonValue, out: string[], indent: string, lead: string, isKey = false): void {
  const one = inline(v);
  if (one !== null) {
    out.push(isKey ? `${lead} ${one}` : `${lead}${one}`);
    return;
  }
  if (isKey) {
    out.push(lead);
    yamlLines(v, out, `${indent}  `);
    return;
  }
  // an item that is a container starts on the dash's line
  const inner: string[] = [];
  yamlLines(v, inner, `${indent}  `);
  inner[0] = lead + (inner[0] as string).slice(indent.length + 2);
  for (const l of inner) out.push(l);
}

/**
 * Writes a JsonValue as YAML in block style. Numbers keep their JSON text (a valid YAML 1.2 number);
 * strings stay plain only when no YAML reader could take them for a number, boolean or null, else they
 * are double-quoted with JSON escapes (valid YAML). Of duplicate keys the last counts.
 *
 * @example jsonToYaml(parseJson('{"id":12345678901234567890,"on":"yes","tags":[1,{"a":null}]}')) // 'id: 12345678901234567890\n"on": "yes"\ntags:\n  - 1\n  - a: null\n'
 */
export function jsonToYaml(value: JsonValue): string {
  const one = inline(value);
  if (one !== null) return `${one}\n`;
  const out: string[] = [];
  yamlLines(value, out, '');
  return `${out.join('\n')}\n`;
}
