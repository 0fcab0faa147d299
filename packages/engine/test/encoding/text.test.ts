import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesFromText, textFromBytes } from '../../src/cipher/index.ts';
import type { Charset } from '../../src/encoding/index.ts';
import { CHARSET_LABELS, CHARSETS, decodeText, encodeText } from '../../src/encoding/index.ts';
import { EngineError } from '../../src/errors.ts';
import * as hash from '../../src/hash/index.ts';
import legacy from '../vectors/hash/legacy-text.json' with { type: 'json' };

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('encodeText: Unicode encodings against node Buffer', () => {
  it('refuses a lone surrogate in every encoding rather than hashing a replacement', () => {
    for (const enc of ['utf-8', 'utf-16le', 'gbk', 'shift_jis'] as const) {
      try {
        encodeText('a\ud800b', enc);
        expect.unreachable();
      } catch (e) {
        expect((e as EngineError).code).toBe('UNENCODABLE_CHAR');
        expect((e as EngineError).params).toMatchObject({ position: 2 });
      }
    }
  });
  it('UTF-8 and UTF-16LE/BE of any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        expect(hex(encodeText(s, 'utf-8'))).toBe(Buffer.from(s, 'utf8').toString('hex'));
        const le = Buffer.from(s, 'utf16le');
        expect(hex(encodeText(s, 'utf-16le'))).toBe(le.toString('hex'));
        expect(hex(encodeText(s, 'utf-16be'))).toBe(Buffer.from(le).swap16().toString('hex'));
      }),
    );
  });
  it('a CRLF is two bytes, a trailing newline one', () => {
    expect(encodeText('a\r\n', 'utf-8')).toHaveLength(3);
    expect(encodeText('a\n', 'utf-8')).toHaveLength(2);
  });
});

// Python's codecs are an independent implementation. The encoder is, by design, the inverse of the
// platform's WHATWG TextDecoder, so where that decoder reads Python's bytes as another character
// (Python maps U+00A2 to Big5 A246 and Shift_JIS 8191, which WHATWG reads as U+FFE0; Node's ICU reads
// Big5's ETEN extension C6A1-C7FC as private-use code points) the vector is skipped and counted.
function platformAgrees(encoding: string, codePoint: number, bytes: string): boolean {
  const d = new TextDecoder(encoding).decode(Buffer.from(bytes, 'hex'));
  return d === String.fromCodePoint(codePoint);
}

describe('encodeText: GBK, Big5 and Shift_JIS against python3 codecs', () => {
  for (const enc of ['gbk', 'big5', 'shift_jis'] as const) {
    it(`${enc}: ${legacy.vectors.filter((v) => v.encoding === enc).length} sampled characters`, () => {
      const mismatches: string[] = [];
      let skipped = 0;
      for (const v of legacy.vectors) {
        if (v.encoding !== enc) continue;
        if (!platformAgrees(enc, v.codePoint, v.bytes)) {
          skipped++;
          continue;
        }
        let got: string;
        try {
          got = hex(encodeText(String.fromCodePoint(v.codePoint), enc));
        } catch (e) {
          got = e instanceof EngineError ? e.code : String(e);
        }
        if (got !== v.bytes) mismatches.push(`U+${v.codePoint.toString(16)} ${v.bytes} ${got}`);
      }
      expect(mismatches).toEqual([]);
      expect(skipped).toBeLessThan(12);
    });
  }
  it('encodes a sentence in each', () => {
    expect(hex(encodeText('中文abc', 'gbk'))).toBe('d6d0cec4616263');
    expect(hex(encodeText('中文', 'big5'))).toBe('a4a4a4e5');
    expect(hex(encodeText('日本語ｶﾅ', 'shift_jis'))).toBe('93fa967b8cea b6c5'.replace(' ', ''));
  });
  it('round-trips through the platform TextDecoder', () => {
    for (const [enc, s] of [
      ['gbk', '我能吞下玻璃而不伤身体。€'],
      ['big5', '我能吞下玻璃而不傷身體。'],
      ['shift_jis', '私はガラスを食べられます。それは私を傷つけません。'],
    ] as const)
      expect(new TextDecoder(enc).decode(encodeText(s, enc))).toBe(s);
  });
  it('WHATWG special cases: GBK euro as 0x80, Shift_JIS yen and overline, minus sign', () => {
    expect(hex(encodeText('€', 'gbk'))).toBe('80');
    expect(hex(encodeText('¥‾', 'shift_jis'))).toBe('5c7e');
    expect(hex(encodeText('\u2212', 'shift_jis'))).toBe(hex(encodeText('\uff0d', 'shift_jis')));
  });
  it('refuses a character the encoding lacks, naming it and its position', () => {
    const cases: [Charset, string, string, number][] = [
      ['gbk', 'ab😀', '😀', 3],
      ['big5', 'x한', '한', 2],
      ['shift_jis', '中文€', '€', 3],
    ];
    for (const [enc, s, char, position] of cases) {
      try {
        encodeText(s, enc);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(EngineError);
        expect((e as EngineError).code).toBe('UNENCODABLE_CHAR');
        expect((e as EngineError).params).toMatchObject({ char, position });
      }
    }
  });
});

describe('encodeText and decodeText: hex and base64 spell the bytes themselves (as Buffer.from does)', () => {
  it('reads and writes any bytes as Node Buffer does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        const buf = Buffer.from(b);
        expect(hex(encodeText(buf.toString('hex'), 'hex'))).toBe(buf.toString('hex'));
        expect(hex(encodeText(buf.toString('base64'), 'base64'))).toBe(buf.toString('hex'));
        expect(hex(encodeText(buf.toString('base64url'), 'base64'))).toBe(buf.toString('hex'));
        expect(decodeText(b, 'hex')).toBe(buf.toString('hex'));
        expect(decodeText(b, 'base64')).toBe(buf.toString('base64'));
      }),
    );
  });
  it("keeps the readers' errors and refuses an unknown encoding", () => {
    expect(() => encodeText('de ad zz', 'hex')).toThrow(expect.objectContaining({ code: 'INVALID_HEX' }));
    expect(() => encodeText('QUJDR', 'base64')).toThrow(expect.objectContaining({ code: 'BASE64_PADDING' }));
    expect(() => encodeText('abc', 'utf8' as Charset)).toThrow(RangeError);
    expect(() => decodeText(new Uint8Array(1), 'latin1' as Charset)).toThrow(RangeError);
  });
});

describe('one charset list', () => {
  it('every charset has a label the WHATWG TextDecoder reads as that charset, and decodes what it encodes', () => {
    expect(Object.keys(CHARSET_LABELS).sort()).toEqual([...CHARSETS].sort());
    for (const c of CHARSETS) {
      expect(new TextDecoder(CHARSET_LABELS[c]).encoding).toBe(c);
      expect(decodeText(encodeText('abc 中文', c), c)).toBe('abc 中文');
    }
  });
  it('decodes Shift_JIS bytes Python wrote', () => {
    // python3 -c "print('日本語ｶﾅ'.encode('shift_jis').hex())"
    expect(decodeText(Uint8Array.from(Buffer.from('93fa967b8ceab6c5', 'hex')), 'shift_jis')).toBe('日本語ｶﾅ');
  });
});

describe('the deprecated names still work and give what the one function gives', () => {
  it('hash: encodeText, TEXT_ENCODINGS, TEXT_ENCODING_LABELS', () => {
    expect(hash.TEXT_ENCODINGS).toEqual(CHARSETS);
    expect(hash.TEXT_ENCODING_LABELS).toEqual(CHARSET_LABELS);
    // python3 -c "print('中文'.encode('gbk').hex(), '日本'.encode('shift_jis').hex())"
    expect(hex(hash.encodeText('中文', 'gbk'))).toBe('d6d0cec4');
    expect(hex(hash.encodeText('日本', 'shift_jis'))).toBe('93fa967b');
  });
  it('cipher: bytesFromText and textFromBytes with their utf8 spelling', () => {
    expect(hex(bytesFromText('héllo', 'utf8'))).toBe(Buffer.from('héllo', 'utf8').toString('hex'));
    expect(textFromBytes(Uint8Array.of(0x68, 0xc3), 'utf8')).toBe('h\uFFFD');
    expect(textFromBytes(Uint8Array.of(0xfb, 0xff), 'base64')).toBe(Buffer.from([0xfb, 0xff]).toString('base64'));
  });
});
