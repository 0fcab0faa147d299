import { EngineError } from '../../errors.ts';
import { normalizedPath } from '../path/index.ts';
import { lineColumn } from '../position.ts';
import { MAX_JSON_DEPTH } from '../tape.ts';
import { JsonNumber, JsonObject, type JsonValue } from '../value.ts';
import { cannotConvert } from './errors.ts';

/** Why a text is not JSON5: a stable token a site can translate. */
export type Json5ErrorDetail = 'unexpected-char' | 'unexpected-end' | 'bad-escape' | 'bad-number' | 'too-deep';

/** Each {@link Json5ErrorDetail} in English, as the INVALID_JSON5 error's `reason` gives it. */
export const JSON5_ERROR_REASONS: Readonly<Record<Json5ErrorDetail, string>> = {
  'unexpected-char': 'unexpected character',
  'unexpected-end': 'the text ends too soon',
  'bad-escape': 'not a valid escape in a string',
  'bad-number': 'not a valid number',
  'too-deep': `nested more than ${MAX_JSON_DEPTH} levels deep`,
};

// JSON5 1.0.0 section 8: white space is ECMAScript's (Zs, tab, VT, FF, BOM) and line terminators
const SPACE = /[\t\v\f \u00a0\ufeff\n\r\u2028\u2029\p{Zs}]/u;
const LINE_END = /[\n\r\u2028\u2029]/;
const ID_START = /[$_\p{ID_Start}]/u;
const ID_PART = /(?:[$_\p{ID_Continue}]|\u200c|\u200d)/u;
const SIMPLE_ESCAPES: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '0': '\0',
};
const DECIMAL = /^(?:(0|[1-9]\d*)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?/;

/**
 * Reads JSON5 (json5.org spec 1.0.0) into a {@link JsonValue}: comments, trailing commas, single-quoted
 * strings, unquoted keys, hexadecimal and `+`-signed numbers, `.5` and `5.`. Numbers stay exact (hex
 * becomes its decimal integer); Infinity and NaN have no JSON form and are refused with their path.
 *
 * @throws EngineError INVALID_JSON5 (line, column, detail, reason); CANNOT_CONVERT (detail, path).
 * @example
 * import { stringifyJson } from '@tinkerbox/engine/json';
 * stringifyJson(json5ToJson("{unquoted: 'and you can quote me on that', hex: 0xdecaf, n: +.8675309, big: 12345678901234567890,}")) // '{"unquoted":"and you can quote me on that","hex":912559,"n":0.8675309,"big":12345678901234567890}'
 */
export function json5ToJson(text: string): JsonValue {
  let i = 0;
  const fail = (detail: Json5ErrorDetail, at = i): never => {
    const { line, column } = lineColumn(text, at);
    const reason = JSON5_ERROR_REASONS[detail];
    throw new EngineError('INVALID_JSON5', `Not valid JSON5 at line ${line}, column ${column}: ${reason}`, {
      line,
      column,
      detail,
      reason,
    });
  };
  const unexpected = (): never => fail(i >= text.length ? 'unexpected-end' : 'unexpected-char');

  function skip() {
    while (i < text.length) {
      const c = text[i] as string;
      if (SPACE.test(c)) i++;
      else if (c === '/' && text[i + 1] === '/') {
        i += 2;
        while (i < text.length && !LINE_END.test(text[i] as string)) i++;
      } else if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) fail('unexpected-end', text.length);
        i = end + 2;
      } else break;
    }
  }

  function hexDigits(n: number): number {
    const h = text.slice(i, i + n);
    if (h.length !== n || !/^[0-9a-fA-F]+$/.test(h)) fail('bad-escape');
    i += n;
    return Number.parseInt(h, 16);
  }

  function string(): string {
    const quote = text[i++];
    let out = '';
    for (;;) {
      if (i >= text.length) fail('unexpected-end');
      const c = text[i] as string;
      if (c === quote) {
        i++;
        return out;
      }
      if (c === '\n' || c === '\r') fail('unexpected-char');
      if (c !== '\\') {
        out += c;
        i++;
        continue;
      }
      const at = i;
      const e = text[++i];
      if (e === undefined) fail('unexpected-end');
      i++;
      if (e === 'x') out += String.fromCharCode(hexDigits(2));
      else if (e === 'u') out += String.fromCharCode(hexDigits(4));
      else if (e === '0' && /\d/.test(text[i] ?? '')) fail('bad-escape', at);
      else if (/[1-9]/.test(e as string)) fail('bad-escape', at);
      else if (e === '\r') {
        if (text[i] === '\n') i++;
      } else if (!LINE_END.test(e as string)) out += SIMPLE_ESCAPES[e as string] ?? e;
    }
  }

  function identifier(): string {
    let out = '';
    for (;;) {
      const cp = text.codePointAt(i);
      if (cp === undefined) break;
      let ch = String.fromCodePoint(cp);
      let width = ch.length;
      if (ch === '\\') {
        if (text[i + 1] !== 'u') fail('bad-escape');
        const save = i;
        i += 2;
        ch = String.fromCharCode(hexDigits(4));
        width = 0;
        i = save + 6;
      }
      if (!(out === '' ? ID_START : ID_PART).test(ch)) {
        if (width === 0) fail('bad-escape', i - 6);
        break;
      }
      out += ch;
      i += width;
    }
    if (out === '') unexpected();
    return out;
  }

  function number(path: Array<string | number>): JsonNumber {
    const start = i;
    let sign = '';
    if (text[i] === '+' || text[i] === '-') {
      if (text[i] === '-') sign = '-';
      i++;
    }
    const rest = text.slice(i);
    let raw: string;
    if (rest.startsWith('Infinity') || rest.startsWith('NaN')) {
      throw cannotConvert('not-json-number', normalizedPath(path));
    }
    const hex = /^0[xX]([0-9a-fA-F]+)/.exec(rest);
    if (hex) {
      const v = BigInt(`0x${hex[1]}`);
      raw = `${sign}${v}`;
      i += hex[0].length;
    } else {
      const m = DECIMAL.exec(rest);
      if (!m) return fail('bad-number', start);
      const int = m[1] ?? '0';
      const frac = m[2] ?? m[3] ?? '';
      raw = `${sign}${int}${frac === '' ? '' : `.${frac}`}${m[4] === undefined ? '' : `e${m[4]}`}`;
      i += m[0].length;
    }
    if (ID_PART.test(text[i] ?? '') || text[i] === '.') fail('bad-number', start);
    return new JsonNumber(raw);
  }

  function value(path: Array<string | number>): JsonValue {
    if (path.length > MAX_JSON_DEPTH) fail('too-deep');
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const o = new JsonObject();
      for (;;) {
        skip();
        if (text[i] === '}') {
          i++;
          return o;
        }
        const key = text[i] === '"' || text[i] === "'" ? string() : identifier();
        skip();
        if (text[i] !== ':') unexpected();
        i++;
        o.entries.push([key, value([...path, key])]);
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== '}') unexpected();
      }
    }
    if (c === '[') {
      i++;
      const a: JsonValue[] = [];
      for (;;) {
        skip();
        if (text[i] === ']') {
          i++;
          return a;
        }
        a.push(value([...path, a.length]));
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== ']') unexpected();
      }
    }
    if (c === '"' || c === "'") return string();
    for (const [word, v] of [
      ['null', null],
      ['true', true],
      ['false', false],
    ] as const) {
      if (text.startsWith(word, i) && !ID_PART.test(text[i + word.length] ?? '')) {
        i += word.length;
        return v;
      }
    }
    if (c !== undefined && /[-+.\dIN]/.test(c)) return number(path);
    return unexpected();
  }

  const v = value([]);
  skip();
  if (i < text.length) unexpected();
  return v;
}

// ASCII only: every JSON5 reader knows these, whatever Unicode version its identifier tables follow;
// the literal words are allowed as keys but read like values, so they stay quoted
const IDENTIFIER = /^[$_A-Za-z][$_A-Za-z0-9]*$/;
const RESERVED = new Set(['null', 'true', 'false', 'Infinity', 'NaN']);

/**
 * Writes a {@link JsonValue} as JSON5: JSON with keys unquoted where they are identifiers, indented
 * two spaces with trailing commas. Numbers keep their exact text; strings are JSON strings.
 *
 * @example
 * import { parseJson } from '@tinkerbox/engine/json';
 * jsonToJson5(parseJson('{"a":[1,2],"b-c":12345678901234567890}')) // '{\n  a: [\n    1,\n    2,\n  ],\n  "b-c": 12345678901234567890,\n}\n'
 */
export function jsonToJson5(v: JsonValue): string {
  const out: string[] = [];
  const write = (x: JsonValue, indent: string): void => {
    const inner = `${indent}  `;
    if (Array.isArray(x) && x.length === 0) out.push('[]');
    else if (x instanceof JsonObject && x.entries.length === 0) out.push('{}');
    else if (Array.isArray(x)) {
      out.push('[\n');
      for (const item of x) {
        out.push(inner);
        write(item, inner);
        out.push(',\n');
      }
      out.push(`${indent}]`);
    } else if (x instanceof JsonObject) {
      out.push('{\n');
      for (const [k, item] of x.entries) {
        out.push(inner, IDENTIFIER.test(k) && !RESERVED.has(k) ? k : JSON.stringify(k), ': ');
        write(item, inner);
        out.push(',\n');
      }
      out.push(`${indent}}`);
    } else if (x instanceof JsonNumber) out.push(x.raw);
    else out.push(JSON.stringify(x));
  };
  write(v, '');
  return `${out.join('')}\n`;
}
