import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';
import { fromBase64, toBase64 } from './base64.ts';

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/**
 * The MIME type of an image from its first bytes (magic numbers): PNG, JPEG, GIF, WebP, AVIF, BMP, ICO and
 * SVG; undefined for anything else.
 * @example sniffImageType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) // 'image/png'
 */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'image/avif';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 14) return 'image/bmp';
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length > 6) return 'image/x-icon';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

const MIME_RE = /^[\w.+-]+\/[\w.+-]+$/;

/**
 * A base64 data URI (RFC 2397) for bytes of a MIME type.
 * @example toDataUri(new TextEncoder().encode('hi'), 'text/plain') // 'data:text/plain;base64,aGk='
 */
export function toDataUri(input: BytesOrText, mime: string): string {
  const bytes = utf8IfText(input);
  if (!MIME_RE.test(mime)) throw new RangeError(`not a MIME type: ${JSON.stringify(mime)}`);
  return `data:${mime};base64,${toBase64(bytes)}`;
}

export interface DataUriContent {
  /** The declared MIME type, or the sniffed one for bare base64 (undefined when unknown). */
  mime: string | undefined;
  bytes: Uint8Array;
}

/**
 * Reads a data URI (RFC 2397, base64 or percent-encoded) or bare base64 (whitespace and line breaks
 * allowed). For bare base64 the MIME type is sniffed from the bytes.
 * @throws EngineError INVALID_DATA_URI, INVALID_BASE64, BASE64_PADDING, INVALID_PERCENT_ENCODING
 * @example parseDataUri('data:text/plain;base64,aGk=').mime // 'text/plain'
 */
export function parseDataUri(text: string): DataUriContent {
  const s = text.trim();
  if (!s) throw new EngineError('INVALID_DATA_URI', 'Empty input');
  if (/^data:/i.test(s)) {
    const comma = s.indexOf(',');
    if (comma < 0) throw new EngineError('INVALID_DATA_URI', 'A data URI needs a comma before its data');
    const meta = s
      .slice(5, comma)
      .split(';')
      .map((p) => p.trim());
    const isBase64 = meta.length > 1 && meta[meta.length - 1]?.toLowerCase() === 'base64';
    const mime = meta[0] ? meta[0].toLowerCase() : 'text/plain';
    // RFC 2397: the media type is type/subtype; anything else is not read as one
    if (!MIME_RE.test(mime)) throw new EngineError('INVALID_DATA_URI', `Not a media type: ${mime}`);
    const data = s.slice(comma + 1);
    if (isBase64) return { mime, bytes: fromBase64(data) };
    const bytes: number[] = [];
    for (let i = 0; i < data.length; i++) {
      const c = data.charCodeAt(i);
      if (c === 37) {
        const h = data.slice(i + 1, i + 3);
        if (!/^[0-9a-fA-F]{2}$/.test(h)) {
          throw new EngineError('INVALID_PERCENT_ENCODING', 'Bad % escape', {
            position: comma + 2 + i,
            sequence: `%${h}`,
          });
        }
        bytes.push(Number.parseInt(h, 16));
        i += 2;
      } else if (c < 128) bytes.push(c);
      else for (const b of new TextEncoder().encode(data[i] as string)) bytes.push(b);
    }
    return { mime, bytes: Uint8Array.from(bytes) };
  }
  const bytes = fromBase64(s);
  return { mime: sniffImageType(bytes), bytes };
}
