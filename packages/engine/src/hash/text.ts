import { EngineError } from '../errors.ts';

/** Text encodings a visitor can hash text in. */
export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'gbk', 'big5', 'shift_jis'] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

type LegacyEncoding = 'gbk' | 'big5' | 'shift_jis';

const LABEL: Record<LegacyEncoding, string> = {
  gbk: 'GBK',
  big5: 'Big5',
  shift_jis: 'Shift_JIS',
};

/**
 * Reverse tables (code point -> two bytes, packed as lead << 8 | trail) built from the platform's own
 * WHATWG TextDecoder, so no encoding table ships with the site. Built once per encoding, on first use.
 */
const tables = new Map<LegacyEncoding, Map<number, number>>();

function buildTable(encoding: LegacyEncoding): Map<number, number> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const table = new Map<number, number>();
  const pair = new Uint8Array(2);
  const add = (lead: number, trail: number, pointer: number, preferLast: boolean) => {
    pair[0] = lead;
    pair[1] = trail;
    let s: string;
    try {
      s = decoder.decode(pair);
    } catch {
      return;
    }
    const cp = s.codePointAt(0)!;
    // One code point only (Big5 has four pointers that decode to two code points; never encoded).
    if (s.length !== (cp > 0xffff ? 2 : 1) || cp < 0x80) return;
    if (encoding === 'shift_jis' && ((pointer >= 8272 && pointer <= 8835) || (cp >= 0xe000 && cp <= 0xf8ff))) return;
    if (encoding === 'big5' && pointer < (0xa1 - 0x81) * 157) return;
    if (preferLast || !table.has(cp)) table.set(cp, (lead << 8) | trail);
  };
  if (encoding === 'gbk') {
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) add(lead, trail, 0, false);
  } else if (encoding === 'big5') {
    // WHATWG Encoding "index Big5 pointer": the last pointer for these six code points, else the first.
    const last = new Set([0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345]);
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail > 0x7e && trail < 0xa1) continue;
        const pointer = (lead - 0x81) * 157 + (trail < 0x7f ? trail - 0x40 : trail - 0x62);
        pair[0] = lead;
        pair[1] = trail;
        let cp = -1;
        try {
          cp = decoder.decode(pair).codePointAt(0) ?? -1;
        } catch {}
        add(lead, trail, pointer, last.has(cp));
      }
  } else {
    for (let lead = 0x81; lead <= 0xfc; lead++) {
      if (lead > 0x9f && lead < 0xe0) continue;
      for (let trail = 0x40; trail <= 0xfc; trail++) {
        if (trail === 0x7f) continue;
        const pointer = (lead - (lead < 0xa0 ? 0x81 : 0xc1)) * 188 + trail - (trail < 0x7f ? 0x40 : 0x41);
        add(lead, trail, pointer, false);
      }
    }
  }
  return table;
}

function legacyTable(encoding: LegacyEncoding): Map<number, number> {
  let t = tables.get(encoding);
  if (!t) {
    t = buildTable(encoding);
    tables.set(encoding, t);
  }
  return t;
}

function encodeLegacy(text: string, encoding: LegacyEncoding): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  let o = 0;
  let table: Map<number, number> | undefined;
  for (let i = 0; i < text.length; i++) {
    let cp = text.codePointAt(i)!;
    const position = i + 1;
    if (cp > 0xffff) i++;
    if (cp < 0x80) {
      out[o++] = cp;
      continue;
    }
    // WHATWG Encoding single-byte and remapped code points (sections 10.2.2, 11.2.2, 12.3.2).
    if (encoding === 'gbk' && cp === 0x20ac) {
      out[o++] = 0x80;
      continue;
    }
    if (encoding === 'shift_jis') {
      if (cp === 0x80) {
        out[o++] = 0x80;
        continue;
      }
      if (cp === 0xa5) {
        out[o++] = 0x5c;
        continue;
      }
      if (cp === 0x203e) {
        out[o++] = 0x7e;
        continue;
      }
      if (cp >= 0xff61 && cp <= 0xff9f) {
        out[o++] = cp - 0xff61 + 0xa1;
        continue;
      }
      if (cp === 0x2212) cp = 0xff0d;
    }
    table ??= legacyTable(encoding);
    const code = encoding === 'gbk' && cp === 0xe5e5 ? undefined : table.get(cp);
    if (code === undefined) {
      throw new EngineError('UNENCODABLE_CHAR', `U+${cp.toString(16).toUpperCase()} has no ${LABEL[encoding]} code`, {
        char: String.fromCodePoint(cp),
        position,
        encoding: LABEL[encoding],
      });
    }
    out[o++] = code >> 8;
    out[o++] = code & 0xff;
  }
  return out.slice(0, o);
}

/**
 * Encodes text as bytes: UTF-8 (WHATWG, lone surrogates become U+FFFD), UTF-16LE/BE (code units as
 * they are), or GBK, Big5 and Shift_JIS as the WHATWG Encoding Standard encoders define them.
 *
 * @throws EngineError UNENCODABLE_CHAR (params char, position: 1-based, encoding) for a character the
 *   legacy encoding cannot represent. TypeError for an unknown encoding.
 * @example encodeText('中文', 'gbk') // Uint8Array [0xd6, 0xd0, 0xce, 0xc4]
 */
export function encodeText(text: string, encoding: TextEncodingName): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return new TextEncoder().encode(text);
    case 'utf-16le':
    case 'utf-16be': {
      const out = new Uint8Array(text.length * 2);
      const le = encoding === 'utf-16le';
      for (let i = 0; i < text.length; i++) {
        const u = text.charCodeAt(i);
        out[2 * i] = le ? u & 0xff : u >> 8;
        out[2 * i + 1] = le ? u >> 8 : u & 0xff;
      }
      return out;
    }
    case 'gbk':
    case 'big5':
    case 'shift_jis':
      return encodeLegacy(text, encoding);
    default:
      throw new TypeError(`encoding: unknown text encoding "${String(encoding)}"`);
  }
}
