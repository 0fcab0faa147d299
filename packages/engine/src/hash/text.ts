import { CHARSET_LABELS, CHARSETS, type Charset, encodeText as encodeCharset } from '../encoding/text.ts';

/**
 * Text encodings a visitor can hash text in.
 *
 * @deprecated use `CHARSETS` from `@tinkerbox/engine/encoding`: the same list, shared by every subpath.
 * @example TEXT_ENCODINGS.includes('shift_jis') // true
 */
export const TEXT_ENCODINGS: readonly Charset[] = CHARSETS;

/** @deprecated use `Charset` from `@tinkerbox/engine/encoding`. */
export type TextEncodingName = Charset;

/**
 * How each of {@link TEXT_ENCODINGS} is written for people.
 *
 * @deprecated use `CHARSET_LABELS` from `@tinkerbox/engine/encoding` (the same object).
 * @example TEXT_ENCODING_LABELS.shift_jis // 'Shift_JIS'
 */
export const TEXT_ENCODING_LABELS: Readonly<Record<Charset, string>> = CHARSET_LABELS;

/**
 * Encodes text as bytes in a charset, as the WHATWG Encoding Standard's encoders do.
 *
 * @deprecated use `encodeText` from `@tinkerbox/engine/encoding`, which this calls.
 * @throws EngineError UNENCODABLE_CHAR (params char, position: 1-based, encoding) for a lone surrogate
 *   or a character the charset cannot represent. RangeError for an unknown encoding.
 * @example encodeText('中文', 'gbk') // Uint8Array [0xd6, 0xd0, 0xce, 0xc4]
 */
export function encodeText(text: string, encoding: Charset): Uint8Array {
  return encodeCharset(text, encoding);
}
