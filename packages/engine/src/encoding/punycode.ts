import { EngineError } from '../errors.ts';

// RFC 3492 Punycode with its own parameters (§5); IDNA's mapping of a whole domain (UTS #46) is left to
// the platform's URL parser, which every browser and Node keep current (decision 0112).
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_INT = 0x7fffffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

const digitChar = (d: number) => String.fromCharCode(d < 26 ? 97 + d : 22 + d);
const digitOf = (c: number) =>
  c >= 48 && c <= 57 ? c - 22 : c >= 65 && c <= 90 ? c - 65 : c >= 97 && c <= 122 ? c - 97 : BASE;

const invalid = (label: string) => new EngineError('INVALID_PUNYCODE', `Not punycode: ${label}`, { label });

/**
 * A Unicode string to Punycode (RFC 3492 §6.3), without the `xn--` prefix; ASCII letters keep their case.
 *
 * @throws EngineError INVALID_PUNYCODE (label) when the string is too long to encode (overflow)
 * @example encodePunycode('bücher') // 'bcher-kva'
 * @example encodePunycode('3年B組金八先生') // '3B-ww4c5e180e575a65lsy2b'
 */
export function encodePunycode(text: string): string {
  if (typeof text !== 'string') throw new TypeError('encodePunycode: text must be a string');
  const input = Array.from(text, (c) => c.codePointAt(0) as number);
  let out = input
    .filter((c) => c < 0x80)
    .map((c) => String.fromCharCode(c))
    .join('');
  const basic = out.length;
  let h = basic;
  if (basic > 0) out += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (h < input.length) {
    let m = MAX_INT;
    for (const c of input) if (c >= n && c < m) m = c;
    if (m - n > Math.floor((MAX_INT - delta) / (h + 1))) throw invalid(text);
    delta += (m - n) * (h + 1);
    n = m;
    for (const c of input) {
      if (c < n && ++delta > MAX_INT) throw invalid(text);
      if (c !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        out += digitChar(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      out += digitChar(q);
      bias = adapt(delta, h + 1, h === basic);
      delta = 0;
      h++;
    }
    delta++;
    n++;
  }
  return out;
}

/**
 * Punycode (RFC 3492 §6.2), without the `xn--` prefix, to the Unicode string it encodes.
 *
 * @throws EngineError INVALID_PUNYCODE (label) for a character that is not a Punycode digit, a non-ASCII
 *   basic part, an overflow or a code point beyond U+10FFFF
 * @example decodePunycode('bcher-kva') // 'bücher'
 */
export function decodePunycode(text: string): string {
  if (typeof text !== 'string') throw new TypeError('decodePunycode: text must be a string');
  const dash = text.lastIndexOf('-');
  const basic = dash < 0 ? '' : text.slice(0, dash);
  if (/[^ -~]/.test(basic)) throw invalid(text);
  const out = Array.from(basic, (c) => c.codePointAt(0) as number);
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  // RFC 3492 6.2: the delimiter is consumed only when code points precede it (punycode.js does the same),
  // so "-" alone is not the encoding of "" (which is "")
  for (let p = dash > 0 ? dash + 1 : 0; p < text.length; ) {
    const old = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (p >= text.length) throw invalid(text);
      const d = digitOf(text.charCodeAt(p++));
      if (d >= BASE || d > Math.floor((MAX_INT - i) / w)) throw invalid(text);
      i += d * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (d < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) throw invalid(text);
      w *= BASE - t;
    }
    const len = out.length + 1;
    bias = adapt(i - old, len, old === 0);
    if (Math.floor(i / len) > MAX_INT - n) throw invalid(text);
    n += Math.floor(i / len);
    i %= len;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) throw invalid(text);
    out.splice(i++, 0, n);
  }
  return out.map((c) => String.fromCodePoint(c)).join('');
}
