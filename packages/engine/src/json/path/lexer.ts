import { EngineError } from '../../errors.ts';

/** Why a JSONPath query is refused: a stable token a site can translate, beside an English reason. */
export type JsonPathErrorDetail =
  | 'expected-root'
  | 'unexpected-char'
  | 'unexpected-end'
  | 'bad-string'
  | 'bad-escape'
  | 'bad-number'
  | 'int-range'
  | 'not-singular'
  | 'unknown-function'
  | 'bad-argument'
  | 'not-comparable'
  | 'not-testable';

/** Each {@link JsonPathErrorDetail} in English, as the INVALID_JSONPATH error's `reason` gives it. */
export const JSONPATH_ERROR_REASONS: Readonly<Record<JsonPathErrorDetail, string>> = {
  'expected-root': 'a query starts with “$”',
  'unexpected-char': 'unexpected character',
  'unexpected-end': 'the query ends too early',
  'bad-string': 'invalid character in a string (control characters and lone surrogates must be escaped)',
  'bad-escape': 'invalid escape sequence in a string',
  'bad-number': 'invalid number',
  'int-range': 'index outside ±(2^53 − 1)',
  'not-singular': 'a comparison needs a query with only names and indexes',
  'unknown-function': 'unknown function',
  'bad-argument': 'wrong number or kind of arguments for this function',
  'not-comparable': 'this function gives true or false and cannot be compared',
  'not-testable': 'this needs a comparison, e.g. “== 1”',
};

const MAX_INT = 2 ** 53 - 1;

/** A cursor over the query text with the RFC 9535 lexical rules (section 2.1.1 and 2.3.1.1). */
export class Lexer {
  pos = 0;
  constructor(readonly text: string) {}

  fail(detail: JsonPathErrorDetail, at = this.pos): never {
    const found = at < this.text.length ? (String.fromCodePoint(this.text.codePointAt(at) as number) ?? '') : '';
    const reason = JSONPATH_ERROR_REASONS[detail];
    throw new EngineError('INVALID_JSONPATH', `Not a valid JSONPath at column ${at + 1}: ${reason}`, {
      offset: at,
      column: at + 1,
      detail,
      found,
      reason,
    });
  }
  peek(n = 0): string {
    return this.text.charAt(this.pos + n);
  }
  atEnd(): boolean {
    return this.pos >= this.text.length;
  }
  eat(s: string): boolean {
    if (!this.text.startsWith(s, this.pos)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string): void {
    if (!this.eat(s)) this.fail(this.atEnd() ? 'unexpected-end' : 'unexpected-char');
  }
  /** Skips blank space: space, tab, line feed, carriage return. */
  blank(): void {
    while (/^[ \t\n\r]$/.test(this.peek())) this.pos++;
  }

  /** An integer as RFC 9535 writes it (`0` or an optional minus and no leading zero), within I-JSON range. */
  int(): number {
    const m = /^(?:0|-?[1-9]\d*)/.exec(this.text.slice(this.pos, this.pos + 40));
    if (!m) this.fail(/^-?\d/.test(this.text.slice(this.pos, this.pos + 2)) ? 'bad-number' : 'unexpected-char');
    const at = this.pos;
    this.pos += m[0].length;
    if (/^\d/.test(this.peek())) this.fail('bad-number');
    const n = Number(m[0]);
    if (Math.abs(n) > MAX_INT) this.fail('int-range', at);
    return n;
  }

  /** A number literal in a filter, kept as written (section 2.3.5.1: `int / "-0"`, fraction, exponent). */
  number(): string {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos));
    if (!m || /^[\d.eE]/.test(this.text.charAt(this.pos + m[0].length))) this.fail('bad-number');
    this.pos += m[0].length;
    return m[0];
  }

  /** A member-name shorthand (section 2.5.1.1): a letter, `_` or any non-ASCII, then those or digits. */
  name(): string {
    const m = /^[A-Za-z_\u0080-\u{10FFFF}][A-Za-z0-9_\u0080-\u{10FFFF}]*/u.exec(this.text.slice(this.pos));
    if (!m) this.fail(this.atEnd() ? 'unexpected-end' : 'unexpected-char');
    // a lone surrogate is not a scalar value
    if (/\p{Cs}/u.test(m[0])) this.fail('bad-string', this.pos + m[0].search(/\p{Cs}/u));
    this.pos += m[0].length;
    return m[0];
  }

  /** A string literal in single or double quotes (section 2.3.1.1), decoded. */
  string(): string {
    const quote = this.peek();
    this.pos++;
    let out = '';
    for (;;) {
      if (this.atEnd()) this.fail('unexpected-end');
      const c = this.text.charCodeAt(this.pos);
      const ch = this.peek();
      if (ch === quote) {
        this.pos++;
        return out;
      }
      if (ch === '\\') {
        out += this.escape(quote);
        continue;
      }
      if (c < 0x20) this.fail('bad-string');
      if (c >= 0xd800 && c <= 0xdfff) {
        const d = this.text.charCodeAt(this.pos + 1);
        if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) this.fail('bad-string');
        out += this.text.slice(this.pos, this.pos + 2);
        this.pos += 2;
        continue;
      }
      out += ch;
      this.pos++;
    }
  }

  private escape(quote: string): string {
    const at = this.pos;
    const e = this.peek(1);
    this.pos += 2;
    const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '/': '/', '\\': '\\' };
    if (e === quote) return quote;
    if (e in simple) return simple[e] as string;
    if (e !== 'u') this.fail('bad-escape', at);
    const hi = this.hex4(at);
    if (hi >= 0xdc00 && hi <= 0xdfff) this.fail('bad-escape', at);
    if (hi < 0xd800 || hi > 0xdbff) return String.fromCharCode(hi);
    if (!this.eat('\\u')) this.fail('bad-escape', at);
    const lo = this.hex4(at);
    if (lo < 0xdc00 || lo > 0xdfff) this.fail('bad-escape', at);
    return String.fromCharCode(hi, lo);
  }

  private hex4(at: number): number {
    const h = this.text.slice(this.pos, this.pos + 4);
    if (!/^[0-9A-Fa-f]{4}$/.test(h)) this.fail('bad-escape', at);
    this.pos += 4;
    return Number.parseInt(h, 16);
  }
}
