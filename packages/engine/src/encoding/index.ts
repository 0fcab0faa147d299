export type { Base32Options, Base32Variant } from './base32.ts';
export { checkBase32Alphabet, fromBase32, toBase32 } from './base32.ts';
export {
  BASE58_MAX_BYTES,
  type Base58Alphabet,
  type Base58Options,
  fromBase58,
  fromBase58Check,
  toBase58,
  toBase58Check,
} from './base58.ts';
export type { Base64DecodeOptions, Base64EncodeOptions, Base64Variant } from './base64.ts';
export { fromBase64, isBase64, toBase64 } from './base64.ts';
export type { Base85Options, Base85Variant } from './base85.ts';
export { fromBase85, toBase85 } from './base85.ts';
export type { ByteStream, CompressionFormat, CompressionLevel, GzipHeader } from './compress.ts';
export { checkGzipHeader, compress, createCompression, decompress, detectCompression } from './compress.ts';
export type { DataUriContent } from './data-uri.ts';
export { parseDataUri, sniffImageType, toDataUri } from './data-uri.ts';
export type { UnicodeEscapeOptions, UnicodeStyle, UrlMode } from './escape.ts';
export { decodeUrl, encodeUrl, escapeUnicode, unescapeUnicode } from './escape.ts';
export type { HexDelimiter, HexDumpLayout, HexDumpOptions, HexEncodeOptions } from './hex.ts';
export { detectHexDump, fromHex, fromHexDump, hexDump, looksLikeHexDump, toHex } from './hex.ts';
export type { HtmlMode } from './html.ts';
export { decodeHtml, encodeHtml } from './html.ts';
export { domainToAscii, domainToUnicode } from './idna.ts';
export { decodePunycode, encodePunycode } from './punycode.ts';
export type { QuotedPrintableOptions } from './quoted-printable.ts';
export { fromQuotedPrintable, toQuotedPrintable } from './quoted-printable.ts';
export type { Charset, TextEncoding } from './text.ts';
export { CHARSET_LABELS, CHARSETS, decodeText, encodeText } from './text.ts';
