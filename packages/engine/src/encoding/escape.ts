import { EngineError } from '../errors.ts';

/**
 * `component` (encodeURIComponent), `uri` (encodeURI), `form` (application/x-www-form-urlencoded) or
 * `all`: every byte that is not an ASCII letter or digit, `-._~!*'()` included (CyberChef's "Encode all
 * special chars").
 */
export type UrlMode = 'component' | 'uri' | 'form' | 'all';

const utf8 = new TextEncoder();

/** Throws UNENCODABLE_CHAR at the first lone surrogate: no UTF-8 (nor HTML reference) can carry one. */
export function loneSurrogate(text: string, encoding = 'UTF-8'): void {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (lone) {
    throw new EngineError('UNENCODABLE_CHAR', `A lone surrogate cannot be written as ${encoding}`, {
      char: `\\u${text.charCodeAt(lone.index).toString(16).toUpperCase()}`,
      position: lone.index + 1,
      encoding,
    });
  }
}

/**
 * Percent-encodes text as UTF-8 (RFC 3986 §2.1, upper-case hex): `component` is ECMAScript
 * encodeURIComponent, `uri` is encodeURI (keeps `:/?#&=`), `form` is the WHATWG
 * application/x-www-form-urlencoded serializer (space as `+`, only `*-._` and alphanumerics unescaped),
 * `all` escapes every byte but ASCII letters and digits.
 * @throws EngineError UNENCODABLE_CHAR for a lone surrogate
 * @example encodeUrl('a b&c/é', 'form') // 'a+b%26c%2F%C3%A9'
 * @example encodeUrl('a-b.c_é', 'all') // 'a%2Db%2Ec%5F%C3%A9'
 */
export function encodeUrl(text: string, mode: UrlMode = 'component'): string {
  loneSurrogate(text);
  if (mode === 'component') return encodeURIComponent(text);
  if (mode === 'uri') return encodeURI(text);
  if (mode !== 'form' && mode !== 'all') throw new RangeError(`unknown mode ${JSON.stringify(mode)}`);
  const form = mode === 'form';
  let out = '';
  for (const b of utf8.encode(text)) {
    if (b === 0x20 && form) out += '+';
    else if (
      (b >= 0x30 && b <= 0x39) ||
      (b >= 0x41 && b <= 0x5a) ||
      (b >= 0x61 && b <= 0x7a) ||
      (form && (b === 0x2a || b === 0x2d || b === 0x2e || b === 0x5f))
    ) {
      out += String.fromCharCode(b);
    } else out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Decodes percent-encoding as UTF-8 (`form` also turns `+` into a space; `uri` keeps escapes of reserved
 * characters as decodeURI does). A `%` that does not start a valid UTF-8 sequence is an error naming it.
 * @throws EngineError INVALID_PERCENT_ENCODING (params position, sequence)
 * @example decodeUrl('a+b%26c', 'form') // 'a b&c'
 */
export function decodeUrl(text: string, mode: UrlMode = 'component'): string {
  const src = mode === 'form' ? text.replace(/\+/g, ' ') : text;
  try {
    return mode === 'uri' ? decodeURI(src) : decodeURIComponent(src);
  } catch {
    // Find the first run of escapes that is not a whole UTF-8 sequence, to name it.
    const re = /(?:%[0-9a-fA-F]{2})+|%.{0,2}/gs;
    for (let m = re.exec(src); m; m = re.exec(src)) {
      try {
        decodeURIComponent(m[0]);
      } catch {
        throw new EngineError('INVALID_PERCENT_ENCODING', `Invalid percent-encoding at ${m.index + 1}`, {
          position: m.index + 1,
          sequence: m[0].length > 24 ? `${m[0].slice(0, 24)}…` : m[0],
        });
      }
    }
    throw new EngineError('INVALID_PERCENT_ENCODING', 'Invalid percent-encoding', {
      position: 1,
      sequence: src.slice(0, 12),
    });
  }
}

/**
 * `\uXXXX` (JavaScript, JSON), `\u{...}` (ES2015), `&#x...;` (HTML hex), `&#...;` (HTML decimal),
 * `%uXXXX` (the non-standard escape of JavaScript's `escape()` and old IIS, UTF-16 units) or `U+XXXX`.
 */
export type UnicodeStyle = 'u' | 'u{}' | 'html' | 'dec' | '%u' | 'U+';

export interface UnicodeEscapeOptions {
  /** Escape ASCII too (every character). Default false: only non-ASCII. `U+` always writes every character. */
  all?: boolean;
}

/**
 * Escapes text by code point: `\uXXXX` (UTF-16 with surrogate pairs, as JSON and JavaScript want),
 * `\u{1F600}` (ES2015), `&#x1F600;` or `&#128512;` (HTML character references, WHATWG HTML §13.1.4),
 * `%uD83D%uDE00` (UTF-16 units, as `escape()` writes non-Latin-1) or `U+1F600` (Unicode notation,
 * space-separated).
 * @throws EngineError UNENCODABLE_CHAR (char, position, encoding) for a lone surrogate, which is no code point
 * @example escapeUnicode('é😀', 'u') // '\\u00E9\\uD83D\\uDE00'
 * @example escapeUnicode('Hi', 'U+') // 'U+0048 U+0069'
 * @example escapeUnicode('é😀', 'dec') // '&#233;&#128512;'
 * @example escapeUnicode('a é', '%u', { all: true }) // '%u0061%u0020%u00E9'
 */
export function escapeUnicode(text: string, style: UnicodeStyle = 'u', options: UnicodeEscapeOptions = {}): string {
  // unescapeUnicode refuses a lone surrogate, so none is written either
  loneSurrogate(text, 'Unicode');
  const hex = (n: number, w: number) => n.toString(16).toUpperCase().padStart(w, '0');
  if (style === 'U+') return Array.from(text, (ch) => `U+${hex(ch.codePointAt(0) as number, 4)}`).join(' ');
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (cp < 0x80 && !options.all) {
      out += ch;
      continue;
    }
    if (style === 'u' || style === '%u') {
      const prefix = style === 'u' ? '\\u' : '%u';
      for (let i = 0; i < ch.length; i++) out += `${prefix}${hex(ch.charCodeAt(i), 4)}`;
    } else if (style === 'dec') out += `&#${cp};`;
    else if (style === 'u{}') out += `\\u{${hex(cp, 1)}}`;
    else if (style === 'html') out += `&#x${hex(cp, 1)};`;
    else throw new RangeError(`unknown style ${JSON.stringify(style)}`);
  }
  return out;
}

const UNICODE_RE =
  /\\u\{([0-9a-fA-F]{1,8})\}|(?:\\|%)u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})|&#[xX]([0-9a-fA-F]{1,8});?|&#(\d{1,9});?|[Uu]\+([0-9a-fA-F]{4,6})( (?=[Uu]\+[0-9a-fA-F]{4}))?|\\u/g;

/**
 * Reads every Unicode escape form back: `\uXXXX` and `%uXXXX` (pairing surrogates), `\u{...}`,
 * `\UXXXXXXXX`, `&#x...;`, `&#...;` and `U+XXXX` (the spaces between consecutive `U+` items are dropped); other text
 * is kept as it is.
 * @throws EngineError INVALID_ESCAPE (params position, sequence) for a code point beyond U+10FFFF, a lone
 * surrogate or a `\u` without four hex digits
 * @example unescapeUnicode('\\uD83D\\uDE00 \\u{1F600} U+0048 U+0069') // '😀 😀 Hi'
 */
export function unescapeUnicode(text: string): string {
  const units: number[] = [];
  let out = '';
  let last = 0;
  const flush = () => {
    for (let i = 0; i < units.length; i++) {
      const u = units[i] as number;
      const next = units[i + 1];
      if (u >= 0xd800 && u <= 0xdbff && next !== undefined && next >= 0xdc00 && next <= 0xdfff) {
        out += String.fromCharCode(u, next);
        i++;
      } else out += String.fromCharCode(u);
    }
    units.length = 0;
  };
  const bad = (index: number, sequence: string) =>
    new EngineError('INVALID_ESCAPE', `Invalid escape ${sequence} at ${index + 1}`, { position: index + 1, sequence });
  UNICODE_RE.lastIndex = 0;
  for (let m = UNICODE_RE.exec(text); m; m = UNICODE_RE.exec(text)) {
    if (m.index > last) {
      flush();
      out += text.slice(last, m.index);
    }
    last = m.index + m[0].length;
    if (m[2] !== undefined) {
      units.push(Number.parseInt(m[2], 16));
      continue;
    }
    const digits = m[1] ?? m[3] ?? m[4] ?? m[6];
    const cp = digits !== undefined ? Number.parseInt(digits, 16) : m[5] !== undefined ? Number(m[5]) : -1;
    if (cp < 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw bad(m.index, m[0].trim());
    flush();
    out += String.fromCodePoint(cp);
  }
  flush();
  out += text.slice(last);
  // A high surrogate escape must be followed by its low half.
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(out);
  if (lone) {
    const idx = text.search(/(?:\\|%)u[dD][89a-fA-F][0-9a-fA-F]{2}/);
    throw bad(Math.max(idx, 0), idx >= 0 ? text.slice(idx, idx + 6) : '\\u');
  }
  return out;
}
