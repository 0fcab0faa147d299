import { execFileSync } from 'node:child_process';
import { createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  aesCmac,
  bcryptPbkdf,
  HKDF_HASHES,
  hkdf,
  hkdfExpand,
  hkdfExtract,
  hkdfMaxLength,
} from '../../src/hash/index.ts';
import vectors from '../vectors/hash/kdf-mac.json' with { type: 'json' };
import { engineFailure } from './engine-failure.ts';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('HKDF: RFC 5869 appendix A (kdf-mac.json)', () => {
  for (const v of vectors.hkdf) {
    it(v.source, async () => {
      const hash = v.hash as 'sha1' | 'sha256';
      const salt = v.salt === null ? undefined : hex(v.salt);
      expect(toHex(await hkdfExtract(hash, hex(v.ikm), salt))).toBe(v.prk);
      expect(toHex(await hkdfExpand(hash, hex(v.prk), hex(v.info), v.length))).toBe(v.okm);
      expect(toHex(await hkdf({ hash, ikm: hex(v.ikm), salt, info: hex(v.info), length: v.length }))).toBe(v.okm);
    });
  }
});

describe('HKDF against node:crypto hkdfSync (OpenSSL) on random inputs', () => {
  for (const hash of HKDF_HASHES) {
    it(hash, async () => {
      for (let i = 0; i < 8; i++) {
        const ikm = randomBytes(randomInt(0, 80));
        const salt = randomBytes(randomInt(0, 200));
        const info = randomBytes(randomInt(0, 100));
        const length = i === 0 ? hkdfMaxLength(hash) : randomInt(1, 300);
        const want = Buffer.from(hkdfSync(hash, ikm, salt, info, length)).toString('hex');
        expect(toHex(await hkdf({ hash, ikm, salt, info, length }))).toBe(want);
      }
    });
  }
});

describe('HKDF refusals', () => {
  it('names the field and the limit', async () => {
    const ikm = new Uint8Array(16);
    expect(await engineFailure(hkdf({ hash: 'sha256', ikm, length: 255 * 32 + 1 }))).toEqual({
      code: 'OUT_OF_RANGE',
      min: 1,
      max: 8160,
      field: 'length',
    });
    expect(await engineFailure(hkdf({ hash: 'sha1', ikm, length: 0 }))).toMatchObject({ field: 'length', max: 5100 });
    expect(await engineFailure(hkdfExpand('sha256', new Uint8Array(31), undefined, 32))).toMatchObject({
      code: 'OUT_OF_RANGE',
      field: 'prk',
      min: 32,
    });
    expect(await engineFailure(hkdfExpand('sha256', new Uint8Array(1025), undefined, 32))).toMatchObject({
      field: 'prk',
      max: 1024,
    });
    expect(await engineFailure(hkdf({ hash: 'md5' as 'sha1', ikm, length: 16 }))).toBeInstanceOf(TypeError);
  });
});

describe('AES-CMAC: NIST SP 800-38B appendix D, RFC 4493 section 4, NIST CSRC examples (kdf-mac.json)', () => {
  for (const v of vectors.cmac) {
    it(`${v.source}`, async () => {
      expect(toHex(await aesCmac(hex(v.key), hex(v.message)))).toBe(v.mac);
    });
  }
});

describe('AES-CMAC against the OpenSSL CLI (openssl mac ... CMAC) on random inputs', () => {
  for (const bits of [128, 192, 256]) {
    it(`AES-${bits}`, async () => {
      for (let i = 0; i < 6; i++) {
        const key = randomBytes(bits / 8);
        const data = randomBytes([0, 1, 15, 16, 17, randomInt(18, 500)][i]!);
        const args = ['mac', '-cipher', `AES-${bits}-CBC`, '-macopt', `hexkey:${key.toString('hex')}`, 'CMAC'];
        const want = execFileSync('openssl', args, { input: data }).toString().trim().toLowerCase();
        expect(toHex(await aesCmac(key, data))).toBe(want);
      }
    });
  }
  it('refuses a key that is not 16, 24 or 32 bytes', async () => {
    expect(await engineFailure(aesCmac(new Uint8Array(20), new Uint8Array(1)))).toEqual({
      code: 'INVALID_KEY_SIZE',
      expected: '16 / 24 / 32',
      actual: 20,
    });
  });
});

describe('text where bytes are taken: a string is its UTF-8 bytes (issue 39)', () => {
  const ikm = '主密钥 input key';
  it('HKDF, extract and expand, against node:crypto, which reads strings as UTF-8 too', async () => {
    const want = Buffer.from(hkdfSync('sha256', ikm, 'sel ☕', 'contexte', 42)).toString('hex');
    expect(toHex(await hkdf({ hash: 'sha256', ikm, salt: 'sel ☕', info: 'contexte', length: 42 }))).toBe(want);
    const prk = await hkdfExtract('sha256', ikm, 'sel ☕');
    expect(toHex(prk)).toBe(createHmac('sha256', 'sel ☕').update(ikm).digest('hex'));
    expect(toHex(await hkdfExpand('sha256', prk, 'contexte', 42))).toBe(want);
  });
  it('AES-CMAC of text, against the OpenSSL CLI fed the same UTF-8', async () => {
    const key = randomBytes(16);
    const text = 'Prüfsumme 校验';
    const args = ['mac', '-cipher', 'AES-128-CBC', '-macopt', `hexkey:${key.toString('hex')}`, 'CMAC'];
    const want = execFileSync('openssl', args, { input: Buffer.from(text, 'utf8') })
      .toString()
      .trim()
      .toLowerCase();
    expect(toHex(await aesCmac(key, text))).toBe(want);
  });
  it('refuses what is neither, naming the argument', async () => {
    expect(await engineFailure(hkdf({ hash: 'sha256', ikm: 42 as unknown as string, length: 16 }))).toBeInstanceOf(
      TypeError,
    );
    await expect(aesCmac(new Uint8Array(16), [1, 2] as unknown as string)).rejects.toThrow(/^data: expected/);
  });
});

describe('bcrypt_pbkdf: pyca/bcrypt test_kdf vectors (kdf-mac.json)', () => {
  for (const v of vectors.bcryptPbkdf) {
    it(`${v.source}: rounds ${v.rounds}, ${v.key.length / 2} bytes, password ${v.password.slice(0, 24)}`, async () => {
      const key = await bcryptPbkdf({
        password: hex(v.password),
        salt: hex(v.salt),
        rounds: v.rounds,
        dkLen: v.key.length / 2,
      });
      expect(toHex(key)).toBe(v.key);
    });
  }
  it('refuses what OpenSSH refuses, with the field named', async () => {
    const ok = { password: hex('70'), salt: hex('73'), rounds: 1, dkLen: 16 };
    expect(await engineFailure(bcryptPbkdf({ ...ok, password: new Uint8Array() }))).toMatchObject({
      code: 'OUT_OF_RANGE',
      field: 'password',
    });
    expect(await engineFailure(bcryptPbkdf({ ...ok, salt: new Uint8Array() }))).toMatchObject({ field: 'salt' });
    expect(await engineFailure(bcryptPbkdf({ ...ok, rounds: 0 }))).toMatchObject({ field: 'rounds', min: 1 });
    expect(await engineFailure(bcryptPbkdf({ ...ok, dkLen: 1025 }))).toMatchObject({ field: 'dkLen', max: 1024 });
  });
});
