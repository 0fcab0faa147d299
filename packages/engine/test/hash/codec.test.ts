import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/errors.ts';
import { digestMatches, encodeDigest, parseBase64Input, parseHexInput, toHexDigest } from '../../src/hash/index.ts';

function codeOf(fn: () => unknown): { code: string; params: Record<string, unknown> } | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return { code: e.code, params: { ...e.params } };
    throw e;
  }
  return undefined;
}

describe('encodeDigest against node Buffer', () => {
  it('hex, HEX, base64 and unpadded base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (b) => {
        const buf = Buffer.from(b);
        expect(encodeDigest(b, 'hex')).toBe(buf.toString('hex'));
        expect(encodeDigest(b, 'HEX')).toBe(buf.toString('hex').toUpperCase());
        expect(encodeDigest(b, 'base64')).toBe(buf.toString('base64'));
        expect(encodeDigest(b, 'base64url')).toBe(buf.toString('base64url'));
      }),
    );
  });
  it('RFC 4648 section 10 examples', () => {
    const enc = (s: string) => encodeDigest(new TextEncoder().encode(s), 'base64');
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(enc)).toEqual([
      '',
      'Zg==',
      'Zm8=',
      'Zm9v',
      'Zm9vYg==',
      'Zm9vYmE=',
      'Zm9vYmFy',
    ]);
  });
});

describe('parseHexInput', () => {
  it('round-trips any bytes in either case and with spacing', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (b, upper) => {
        const h = Buffer.from(b).toString('hex');
        const spaced = (upper ? h.toUpperCase() : h).replace(/(..)/g, '$1 ');
        expect(parseHexInput(spaced)).toEqual(b);
        expect(parseHexInput(`0x${h}`)).toEqual(b);
      }),
    );
  });
  it('names the first bad character and its 1-based position', () => {
    expect(codeOf(() => parseHexInput('abzz'))).toEqual({
      code: 'INVALID_HEX',
      params: { char: 'z', position: 3 },
    });
    expect(codeOf(() => parseHexInput('ab😀'))).toEqual({
      code: 'INVALID_HEX',
      params: { char: '😀', position: 3 },
    });
  });
  it('rejects an odd number of digits', () => {
    expect(codeOf(() => parseHexInput('abc'))).toEqual({
      code: 'ODD_HEX_LENGTH',
      params: { digits: 3 },
    });
  });
  it('ignores separators, \\x and 0x prefixes when asked', () => {
    const want = Uint8Array.of(0xde, 0xad, 0xbe, 0xef);
    for (const s of [
      'de:ad:be:ef',
      'DE-AD-BE-EF',
      '\\xde\\xad\\xbe\\xef',
      '0xde, 0xad, 0xbe, 0xef',
      '{0xDE,0xAD,0xBE,0xEF}',
    ])
      expect(parseHexInput(s, { ignoreNonHex: true })).toEqual(want);
  });
});

describe('parseBase64Input', () => {
  it('round-trips with node Buffer in both alphabets, padded or not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        const s = Buffer.from(b).toString('base64');
        expect(parseBase64Input(s)).toEqual(b);
        expect(parseBase64Input(Buffer.from(b).toString('base64url'))).toEqual(b);
        expect(parseBase64Input(s.replace(/(.{4})/g, '$1\n'))).toEqual(b);
      }),
    );
  });
  it('names a bad character, data after padding and a dangling character', () => {
    expect(codeOf(() => parseBase64Input('Zm9v!'))).toEqual({
      code: 'INVALID_BASE64',
      params: { char: '!', position: 5 },
    });
    expect(codeOf(() => parseBase64Input('Zg==Zg'))?.code).toBe('BASE64_PADDING');
    expect(codeOf(() => parseBase64Input('Zm9vY'))?.code).toBe('BASE64_PADDING');
  });
});

describe('digestMatches', () => {
  const d = Uint8Array.from(Buffer.from('a9993e364706816aba3e25717850c26c9cd0d89d', 'hex'));
  it('accepts any case, spacing, colons, 0x, base64 and base64url', () => {
    for (const s of [
      'a9993e364706816aba3e25717850c26c9cd0d89d',
      'A9993E36 4706816A BA3E2571 7850C26C 9CD0D89D',
      '  a9:99:3e:36:47:06:81:6a:ba:3e:25:71:78:50:c2:6c:9c:d0:d8:9d \n',
      '0xA9993E364706816ABA3E25717850C26C9CD0D89D',
      Buffer.from(d).toString('base64'),
      Buffer.from(d).toString('base64url'),
    ])
      expect(digestMatches(s, d), s).toBe(true);
  });
  it('rejects a one-digit change, a prefix and the empty string', () => {
    expect(digestMatches('a9993e364706816aba3e25717850c26c9cd0d89e', d)).toBe(false);
    expect(digestMatches('a9993e364706816aba3e25717850c26c', d)).toBe(false);
    expect(digestMatches('', d)).toBe(false);
    expect(toHexDigest(d)).toHaveLength(40);
  });
});
