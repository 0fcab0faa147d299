import { CHARSET_LABELS, encodeText as encodeCharset } from '../encoding/index.ts';
import { EngineError } from '../errors.ts';

/** Text encodings a visitor can hash text in. */
export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'gbk', 'big5', 'shift_jis'] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

/**
 * How each of {@link TEXT_ENCODINGS} is written for people: the encoding domain's `CHARSET_LABELS` and
 * Shift_JIS, all WHATWG Encoding Standard names that `new TextDecoder(label).encoding` also accepts.
 *
 * @example TEXT_ENCODING_LABELS.shift_jis // 'Shift_JIS'
 */
export const TEXT_ENCODING_LABELS: Readonly<Record<TextEncodingName, string>> = {
  ...CHARSET_LABELS,
  shift_jis: 'Shift_JIS',
};

/**
 * The Shift_JIS reverse table (code point -> lead << 8 | trail), built once from the platform's own
 * WHATWG TextDecoder so that no table ships. Follows the Encoding Standard's "index Shift_JIS pointer":
 * pointers 8272-8835 (NEC-selected IBM duplicates) are skipped, the first pointer wins, and the
 * user-defined area (decoded as U+E000-U+E757) is never encoded.
 */
let sjisTable: Map<number, number> | undefined;

function shiftJisTable(): Map<number, number> {
  if (sjisTable) return sjisTable;
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const table = new Map<number, number>();
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      const pointer = (lead - (lead < 0xa0 ? 0x81 : 0xc1)) * 188 + trail - (trail < 0x7f ? 0x40 : 0x41);
      if (pointer >= 8272 && pointer <= 8835) continue;
      pair[0] = lead;
      pair[1] = trail;
      let s: string;
      try {
        s = decoder.decode(pair);
      } catch {
        continue;
      }
      const cp = s.codePointAt(0) ?? 0;
      if (s.length !== 1 || cp < 0x80 || (cp >= 0xe000 && cp <= 0xf8ff) || table.has(cp)) continue;
      table.set(cp, (lead << 8) | trail);
    }
  }
  sjisTable = table;
  return table;
}

function encodeShiftJis(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    let cp = text.codePointAt(i) ?? 0;
    const position = i + 1;
    if (cp > 0xffff) i++;
    // WHATWG Encoding section 13.3.2: single bytes and the remapped code points.
    if (cp <= 0x80) {
      out[o++] = cp;
      continue;
    }
    if (cp === 0xa5 || cp === 0x203e) {
      out[o++] = cp === 0xa5 ? 0x5c : 0x7e;
      continue;
    }
    if (cp >= 0xff61 && cp <= 0xff9f) {
      out[o++] = cp - 0xff61 + 0xa1;
      continue;
    }
    if (cp === 0x2212) cp = 0xff0d;
    const code = shiftJisTable().get(cp);
    if (code === undefined) {
      const char = String.fromCodePoint(cp === 0xff0d ? 0x2212 : cp);
      throw new EngineError(
        'UNENCODABLE_CHAR',
        `${JSON.stringify(char)} has no code in ${TEXT_ENCODING_LABELS.shift_jis}`,
        {
          char,
          position,
          encoding: TEXT_ENCODING_LABELS.shift_jis,
        },
      );
    }
    out[o++] = code >> 8;
    out[o++] = code & 0xff;
  }
  return out.slice(0, o);
}

/**
 * Encodes text as bytes as the WHATWG Encoding Standard's encoders do: UTF-8, UTF-16LE/BE, GBK and Big5
 * (the encoding domain's `encodeText`) and Shift_JIS.
 *
 * @throws EngineError UNENCODABLE_CHAR (params char, position: 1-based, encoding) for a lone surrogate
 *   or a character the legacy encoding cannot represent. TypeError for an unknown encoding.
 * @example encodeText('中文', 'gbk') // Uint8Array [0xd6, 0xd0, 0xce, 0xc4]
 */
export function encodeText(text: string, encoding: TextEncodingName): Uint8Array {
  if (encoding === 'shift_jis') {
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
    if (lone) encodeCharset(text, 'utf-8'); // throws UNENCODABLE_CHAR with the same params
    return encodeShiftJis(text);
  }
  if (!(TEXT_ENCODINGS as readonly string[]).includes(encoding))
    throw new TypeError(`encoding: unknown text encoding "${String(encoding)}"`);
  return encodeCharset(text, encoding);
}
