import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';

// No well-kept npm library does Ascii85, Z85 and the RFC 1924 alphabet with positions in its errors
// (decision 0111), so the family is written here: a group of 4 bytes is one 32-bit number, 5 digits base 85.

/**
 * 'ascii85': Adobe's (PostScript, PDF), `!` to `u`, `z` for four zero bytes, optional `<~ ~>`.
 * 'z85': ZeroMQ RFC 32, whole groups of 4 bytes only. 'rfc1924': the RFC 1924 alphabet as git and
 * Python's `base64.b85encode` use it, any length.
 */
export type Base85Variant = 'ascii85' | 'z85' | 'rfc1924';

export interface Base85Options {
  /** Which variant. Default 'ascii85'. */
  variant?: Base85Variant;
  /** Ascii85 only: wrap the output in Adobe's `<~` and `~>`. Default true. */
  delimiters?: boolean;
}

const Z85 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
const RFC1924 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~';
const ASCII85 = Array.from({ length: 85 }, (_, i) => String.fromCharCode(33 + i)).join('');
const ALPHABETS: Record<Base85Variant, string> = { ascii85: ASCII85, z85: Z85, rfc1924: RFC1924 };
const NAMES: Record<Base85Variant, string> = { ascii85: 'Ascii85', z85: 'Z85', rfc1924: 'Base85' };

/** Each alphabet's character code to its digit, -1 for none. */
const DIGITS = Object.fromEntries(
  Object.entries(ALPHABETS).map(([v, a]) => {
    const t = new Int8Array(128).fill(-1);
    for (let i = 0; i < 85; i++) t[a.charCodeAt(i)] = i;
    return [v, t];
  }),
) as Record<Base85Variant, Int8Array>;

function variantOf(o: Base85Options, fn: string): Base85Variant {
  const v = o.variant ?? 'ascii85';
  if (!(v in ALPHABETS)) throw new RangeError(`${fn}: unknown variant ${String(v)}`);
  return v;
}

/**
 * Bytes to Base85: Ascii85 (Adobe PostScript Language Reference §3.13.3), Z85 (ZeroMQ RFC 32) or the
 * RFC 1924 alphabet (as Python's `base64.b85encode`). A last group of 1-3 bytes gives 2-4 characters.
 *
 * @throws EngineError Z85_LENGTH (actual) for Z85 of a length that is not a multiple of 4
 * @example toBase85(new TextEncoder().encode('hello')) // '<~BOu!rDZ~>'
 * @example toBase85(Uint8Array.of(0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b), { variant: 'z85' }) // 'HelloWorld'
 * @example toBase85(new TextEncoder().encode('hello'), { variant: 'rfc1924' }) // 'Xk~0{Zv'
 */
export function toBase85(input: BytesOrText, options: Base85Options = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('toBase85: bytes must be a Uint8Array');
  const v = variantOf(options, 'toBase85');
  if (v === 'z85' && bytes.length % 4 !== 0)
    throw new EngineError('Z85_LENGTH', `Z85 of ${bytes.length} bytes`, { actual: bytes.length });
  const a = ALPHABETS[v];
  const parts: string[] = [];
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let word = 0;
    for (let j = 0; j < 4; j++) word = word * 256 + (j < n ? (bytes[i + j] as number) : 0);
    if (v === 'ascii85' && word === 0 && n === 4) {
      out += 'z';
    } else {
      let group = '';
      for (let j = 0; j < 5; j++) {
        group = a[word % 85] + group;
        word = Math.floor(word / 85);
      }
      out += group.slice(0, n + 1);
    }
    if (out.length >= 65536) {
      parts.push(out);
      out = '';
    }
  }
  parts.push(out);
  const body = parts.join('');
  return v === 'ascii85' && (options.delimiters ?? true) ? `<~${body}~>` : body;
}

/** Ascii85's optional `<~ ~>` removed; returns the body and where it starts in the text. */
function unwrapAscii85(text: string): { body: string; offset: number } {
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start] as string)) start++;
  while (end > start && /\s/.test(text[end - 1] as string)) end--;
  if (text.startsWith('<~', start)) start += 2;
  if (end - start >= 2 && text.endsWith('~>', end)) end -= 2;
  return { body: text.slice(start, end), offset: start };
}

/**
 * Base85 to bytes, for the three variants of {@link toBase85}. Whitespace anywhere is skipped; Ascii85
 * takes its `<~ ~>` or not, and `z` for four zero bytes.
 *
 * @throws EngineError INVALID_CHARACTER (encoding, char, position: 1-based) for a character outside the
 *   alphabet, a `z` inside a group or a group worth more than 2^32 - 1; ENCODED_LENGTH (encoding, count)
 *   for a last group of one character, or a Z85 text whose length is not a multiple of 5
 * @example new TextDecoder().decode(fromBase85('<~BOu!rDZ~>')) // 'hello'
 * @example fromBase85('HelloWorld', { variant: 'z85' }).length // 8
 */
export function fromBase85(text: string, options: Base85Options = {}): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromBase85: text must be a string');
  const v = variantOf(options, 'fromBase85');
  const digits = DIGITS[v];
  const encoding = NAMES[v];
  const { body, offset } = v === 'ascii85' ? unwrapAscii85(text) : { body: text, offset: 0 };
  const bad = (i: number) => {
    const char = String.fromCodePoint(body.codePointAt(i) ?? 0);
    return new EngineError('INVALID_CHARACTER', `Not ${encoding}: ${char}`, {
      encoding,
      char,
      position: offset + i + 1,
    });
  };
  const out = new Uint8Array(Math.ceil(body.length / 5) * 4 + body.length * 4);
  let o = 0;
  let word = 0;
  let n = 0;
  let count = 0;
  let groupStart = 0;
  const flush = (chars: number) => {
    for (let j = chars; j < 5; j++) word = word * 85 + 84;
    if (word > 0xffffffff) throw bad(groupStart);
    for (let j = 0; j < chars - 1; j++) out[o++] = Math.floor(word / 256 ** (3 - j)) % 256;
    word = 0;
    n = 0;
  };
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 12) continue;
    if (v === 'ascii85' && c === 122) {
      if (n !== 0) throw bad(i);
      o += 4;
      count += 5;
      continue;
    }
    const d = c < 128 ? (digits[c] as number) : -1;
    if (d < 0) throw bad(i);
    if (n === 0) groupStart = i;
    word = word * 85 + d;
    n++;
    count++;
    if (n === 5) flush(5);
  }
  if (n === 1 || (v === 'z85' && n !== 0))
    throw new EngineError('ENCODED_LENGTH', `${count} characters of ${encoding}`, { encoding, count });
  if (n > 0) flush(n);
  return out.slice(0, o);
}
