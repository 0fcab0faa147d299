import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';

// Quoted-printable (RFC 2045 §6.7) is small and exact rules; the npm packages that do it are old,
// string-only or tied to a mail library (decision 0111), so it is written here.

export interface QuotedPrintableOptions {
  /** Line break written for the input's own line breaks and for soft breaks. Default 'crlf' (MIME). */
  lineEnding?: 'crlf' | 'lf';
  /** Treat the bytes as binary: CR and LF are encoded as =0D and =0A instead of line breaks. Default false. */
  binary?: boolean;
}

const HEX = '0123456789ABCDEF';
/** Encoded lines are at most 76 characters, the soft break's `=` included (RFC 2045 rule 5). */
const MAX_LINE = 76;

const qpEscape = (b: number) => `=${HEX[b >> 4]}${HEX[b & 15]}`;

/** One line of the input (without its line break) as encoded lines joined by soft breaks. */
function encodeLine(bytes: Uint8Array, start: number, end: number, eol: string): string {
  let out = '';
  let line = '';
  for (let i = start; i < end; i++) {
    const b = bytes[i] as number;
    const last = i === end - 1;
    // A lone "." on a line is escaped too, as SMTP would read it as the end of the message.
    const literal = b === 32 || b === 9 ? !last : b >= 33 && b <= 126 && b !== 61 && !(b === 46 && start === end - 1);
    const token = literal ? String.fromCharCode(b) : qpEscape(b);
    // A soft break's `=` must still fit after the token, except after a literal that ends the line (the
    // same choice as Python's binascii.b2a_qp, so both cut lines at the same places).
    const room = last && literal ? MAX_LINE : MAX_LINE - 1;
    if (line.length + token.length > room) {
      out += `${line}=${eol}`;
      line = '';
    }
    line += token;
  }
  return out + line;
}

/**
 * Bytes to quoted-printable (RFC 2045 §6.7): printable ASCII stays, `=` and other bytes become `=XX`,
 * a space or tab at a line end is encoded, and lines are cut with soft breaks at 76 characters.
 *
 * @example toQuotedPrintable(new TextEncoder().encode('café = 1')) // 'caf=C3=A9 =3D 1'
 * @example toQuotedPrintable(new TextEncoder().encode('a \nb'), { lineEnding: 'lf' }) // 'a=20\nb'
 */
export function toQuotedPrintable(input: BytesOrText, options: QuotedPrintableOptions = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('toQuotedPrintable: bytes must be a Uint8Array');
  const eol = options.lineEnding === 'lf' ? '\n' : '\r\n';
  const binary = options.binary ?? false;
  if (binary) return encodeLine(bytes, 0, bytes.length, eol);
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 10) continue;
    // A CR right before an LF belongs to the line break; a CR that ends the input is a byte (=0D).
    const end = i < bytes.length && i > start && bytes[i - 1] === 13 ? i - 1 : i;
    lines.push(encodeLine(bytes, start, end, eol));
    start = i + 1;
  }
  return lines.join(eol);
}

const hexValue = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/**
 * Quoted-printable to bytes (RFC 2045 §6.7): `=XX` (either case) to its byte, `=` at a line end is a soft
 * break, spaces and tabs at line ends are dropped (rule 3) and line breaks (CRLF or LF) are kept as CRLF
 * or LF as written. Characters beyond ASCII are taken as their UTF-8 bytes.
 *
 * @throws EngineError INVALID_QUOTED_PRINTABLE (position: 1-based) for a `=` not followed by two hex
 *   digits or a line end
 * @example new TextDecoder().decode(fromQuotedPrintable('caf=C3=A9 =3D=\r\n 1')) // 'café = 1'
 */
export function fromQuotedPrintable(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromQuotedPrintable: text must be a string');
  const src = new TextEncoder().encode(text);
  const out = new Uint8Array(src.length);
  let o = 0;
  // Where the UTF-8 byte i starts in characters, for error positions: counted only when needed.
  const position = (i: number) => new TextDecoder().decode(src.subarray(0, i)).length + 1;
  let i = 0;
  while (i < src.length) {
    const b = src[i] as number;
    if (b === 32 || b === 9) {
      let j = i;
      while (j < src.length && (src[j] === 32 || src[j] === 9)) j++;
      const atEol = j === src.length || src[j] === 10 || (src[j] === 13 && src[j + 1] === 10);
      if (!atEol) {
        out.set(src.subarray(i, j), o);
        o += j - i;
      }
      i = j;
      continue;
    }
    if (b !== 61) {
      out[o++] = b;
      i++;
      continue;
    }
    const h = hexValue(src[i + 1] ?? -1);
    const l = hexValue(src[i + 2] ?? -1);
    if (h >= 0 && l >= 0) {
      out[o++] = (h << 4) | l;
      i += 3;
      continue;
    }
    // A soft break: `=`, maybe trailing whitespace, then a line end or the end of the text.
    let j = i + 1;
    while (j < src.length && (src[j] === 32 || src[j] === 9)) j++;
    if (j === src.length) break;
    if (src[j] === 10) i = j + 1;
    else if (src[j] === 13 && src[j + 1] === 10) i = j + 2;
    else throw new EngineError('INVALID_QUOTED_PRINTABLE', 'Bad = sequence', { position: position(i) });
  }
  return out.slice(0, o);
}
