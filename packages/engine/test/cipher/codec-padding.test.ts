import { pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bytesFromText,
  otherDerivations,
  type Padding,
  PBKDF2_HASHES,
  pad,
  pbkdf2HashId,
  pbkdf2KeyIv,
  sameDerivation,
  textFromBytes,
  unpad,
  utf8OrUndefined,
} from '../../src/cipher/index.ts';
import { toHex } from './helpers.ts';

describe('text codecs agree with Node Buffer', () => {
  test('hex and base64 round trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
        const buf = Buffer.from(b);
        expect(textFromBytes(b, 'hex')).toBe(buf.toString('hex'));
        expect(textFromBytes(b, 'base64')).toBe(buf.toString('base64'));
        expect(toHex(bytesFromText(buf.toString('hex').toUpperCase(), 'hex'))).toBe(buf.toString('hex'));
        expect(toHex(bytesFromText(buf.toString('base64'), 'base64'))).toBe(buf.toString('hex'));
        expect(toHex(bytesFromText(buf.toString('base64url'), 'base64'))).toBe(buf.toString('hex'));
      }),
    );
  });
  test('base64 with line breaks and spaces, as openssl -a writes it', () => {
    const b = new Uint8Array(100).map((_, i) => i * 7);
    const wrapped = (
      Buffer.from(b)
        .toString('base64')
        .match(/.{1,64}/g) ?? []
    ).join('\n  ');
    expect(toHex(bytesFromText(`  ${wrapped}\r\n`, 'base64'))).toBe(Buffer.from(b).toString('hex'));
  });
  test('UTF-8 both ways, and invalid UTF-8 detected', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(textFromBytes(bytesFromText(s, 'utf8'), 'utf8')).toBe(s);
      }),
    );
    expect(utf8OrUndefined(new Uint8Array([0xff, 0xfe]))).toBeUndefined();
    expect(utf8OrUndefined(new Uint8Array([0xe5, 0x8a, 0xa0]))).toBe('加');
  });
  test('errors name the character and its position', () => {
    expect(() => bytesFromText('de ad zz', 'hex')).toThrow(
      expect.objectContaining({ code: 'INVALID_HEX', params: { char: 'z', position: 7 } }),
    );
    expect(() => bytesFromText('abc', 'hex')).toThrow(expect.objectContaining({ code: 'ODD_HEX_LENGTH' }));
    expect(() => bytesFromText('U2Fs*GVk', 'base64')).toThrow(
      expect.objectContaining({ code: 'INVALID_BASE64', params: { char: '*', position: 5 } }),
    );
    expect(() => bytesFromText('QUJD=Q', 'base64')).toThrow(expect.objectContaining({ code: 'BASE64_PADDING' }));
    expect(() => bytesFromText('QUJDR', 'base64')).toThrow(expect.objectContaining({ code: 'BASE64_PADDING' }));
  });
});

describe('padding schemes', () => {
  const schemes: Padding[] = ['pkcs7', 'ansix923', 'iso10126', 'iso7816', 'zero', 'none'];
  test('pad then unpad is the identity (zero padding: without trailing zeros)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...schemes),
        fc.constantFrom(8, 16),
        fc.uint8Array({ maxLength: 40 }),
        (p, bs, data) => {
          let d = data;
          if (p === 'none') d = d.subarray(0, d.length - (d.length % bs));
          if (p === 'zero') while (d.length && d[d.length - 1] === 0) d = d.subarray(0, -1);
          const padded = pad(d, bs, p);
          expect(padded.length % bs).toBe(0);
          expect(toHex(unpad(padded, bs, p))).toBe(toHex(d));
        },
      ),
    );
  });
  test('known layouts', () => {
    const d = new Uint8Array([1, 2, 3]);
    expect(toHex(pad(d, 8, 'pkcs7'))).toBe('0102030505050505');
    expect(toHex(pad(d, 8, 'ansix923'))).toBe('0102030000000005');
    expect(toHex(pad(d, 8, 'iso7816'))).toBe('0102038000000000');
    expect(toHex(pad(d, 8, 'zero'))).toBe('0102030000000000');
    expect(toHex(pad(new Uint8Array(8), 8, 'pkcs7')).slice(16)).toBe('0808080808080808');
    expect(pad(d, 8, 'iso10126')[7]).toBe(5);
  });
  test('malformed padding is rejected', () => {
    for (const [h, p] of [
      ['0102030405060700', 'pkcs7'],
      ['0102030405060509', 'pkcs7'],
      ['0102030405020303', 'pkcs7'],
      ['0102030405000103', 'ansix923'],
      ['0102030405060000', 'iso7816'],
      ['0000000000000000', 'iso7816'],
    ] as const) {
      expect(() => unpad(new Uint8Array(Buffer.from(h, 'hex')), 8, p), `${p} ${h}`).toThrow(
        expect.objectContaining({ code: 'INVALID_PADDING' }),
      );
    }
  });
});

// One spelling of hash names (issue 18): the cipher's PBKDF2 takes the hash domain's ids ('sha256'), and
// still the WebCrypto names ('SHA-256') it used to require.
describe('PBKDF2 hash names in both spellings', () => {
  const pass = new TextEncoder().encode('correct-horse');
  const salt = Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8);
  test.each(['sha1', 'sha256', 'sha384', 'sha512'] as const)(
    '%s and its WebCrypto name derive what node:crypto derives',
    async (id) => {
      const want = pbkdf2Sync(pass, salt, 1000, 48, id).toString('hex');
      const upper = `SHA-${id.slice(3)}` as 'SHA-1';
      for (const name of [id, upper]) {
        const { key, iv } = await pbkdf2KeyIv(pass, salt, 32, 16, name, 1000);
        expect(toHex(key) + toHex(iv), name).toBe(want);
        expect(pbkdf2HashId(name)).toBe(id);
      }
    },
  );
  test('every listed hash has an id, a derivation matches itself in either spelling, others are refused', () => {
    expect(PBKDF2_HASHES.map(pbkdf2HashId)).toEqual(['sha256', 'sha1', 'sha384', 'sha512']);
    const a = { kdf: 'pbkdf2', hash: 'sha256', iterations: 10_000 } as const;
    expect(sameDerivation(a, { ...a, hash: 'SHA-256' })).toBe(true);
    expect(sameDerivation(a, { ...a, hash: 'sha1' })).toBe(false);
    expect(otherDerivations(a).map((d) => d.kdf)).toEqual(['evp-sha256', 'evp-md5', 'evp-sha1', 'evp-sha512']);
    expect(() => pbkdf2HashId('md5' as 'sha1')).toThrow(TypeError);
    expect(() => pbkdf2HashId('sha3-256' as 'sha1')).toThrow(/hash/);
  });
});
