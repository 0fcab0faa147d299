import bcryptjs from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import {
  type Argon2Variant,
  argon2Hash,
  bcryptHash,
  bcryptIgnoredBytes,
  checkBcryptPassword,
  parsePasswordHash,
  scryptHash,
  verifyPassword,
} from '../../src/hash/index.ts';
import kats from '../vectors/hash/argon2-kats.json' with { type: 'json' };
import vectors from '../vectors/hash/password.json' with { type: 'json' };
import { engineFailure } from './engine-failure.ts';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('Argon2 against the reference implementation (password.json)', () => {
  for (const v of vectors.argon2) {
    const { variant, iterations, memory, parallelism, hashLength } = v;
    it(`${v.source}: ${variant} m=${memory} t=${iterations} p=${parallelism} l=${hashLength}`, async () => {
      const r = await argon2Hash({
        ...{ variant: variant as Argon2Variant, password: hex(v.password), salt: hex(v.salt) },
        ...{ memory, iterations, parallelism, hashLength },
      });
      expect(toHex(r.hash)).toBe(v.hash);
      expect(r.encoded).toBe(v.encoded);
      expect(await verifyPassword(v.encoded, hex(v.password))).toBe(true);
      expect(await verifyPassword(v.encoded, utf8('wrong'))).toBe(false);
    });
  }
});

describe('Argon2 with a secret, associated data and version 0x10 (argon2-kats.json)', () => {
  for (const v of kats.kats) {
    it(`${v.source}`, async () => {
      const r = await argon2Hash({
        ...{ variant: v.variant as Argon2Variant, password: hex(v.password), salt: hex(v.salt) },
        ...{ secret: hex(v.secret), associatedData: hex(v.associatedData), version: v.version as 16 | 19 },
        ...{ memory: v.memory, iterations: v.iterations, parallelism: v.parallelism, hashLength: v.hashLength },
      });
      expect(toHex(r.hash)).toBe(v.hash);
      expect(r.encoded.startsWith(`$${v.variant}$v=${v.version}$m=32,t=3,p=4$`)).toBe(true);
      const keys = { secret: hex(v.secret), associatedData: hex(v.associatedData) };
      expect(await verifyPassword(r.encoded, hex(v.password), keys)).toBe(true);
      // the string does not carry the secret nor the associated data: without them it does not match
      expect(await verifyPassword(r.encoded, hex(v.password), { associatedData: keys.associatedData })).toBe(false);
      expect(await verifyPassword(r.encoded, hex(v.password), { secret: keys.secret })).toBe(false);
    });
  }
  it('a secret alone takes the WASM path (hash-wasm) and agrees with the pure-JS path', async () => {
    const base = { variant: 'argon2id' as const, password: utf8('password'), salt: utf8('somesalt') };
    const cost = { memory: 64, iterations: 2, parallelism: 2, hashLength: 32, secret: utf8('pepper') };
    const wasm = await argon2Hash({ ...base, ...cost });
    const { argon2id } = await import('@noble/hashes/argon2.js');
    const noble = argon2id(base.password, base.salt, { m: 64, t: 2, p: 2, dkLen: 32, key: cost.secret });
    expect(toHex(wasm.hash)).toBe(toHex(noble));
    expect(toHex(wasm.hash)).not.toBe(toHex((await argon2Hash({ ...base, ...cost, secret: undefined })).hash));
  });
  for (const v of kats.version16Strings) {
    it(`${v.source}: ${v.encoded}`, async () => {
      const r = await argon2Hash({
        ...{ variant: 'argon2i', password: utf8(v.password), salt: utf8(v.salt), version: 0x10, hashLength: 32 },
        ...{ memory: v.memory, iterations: v.iterations, parallelism: v.parallelism },
      });
      expect(toHex(r.hash)).toBe(v.hash);
      expect(r.encoded).toBe(v.encoded.replace('$argon2i$', '$argon2i$v=16$'));
      expect(parsePasswordHash(v.encoded)).toMatchObject({ scheme: 'argon2i', version: 0x10, memory: v.memory });
      expect(await verifyPassword(v.encoded, utf8(v.password))).toBe(true);
      expect(await verifyPassword(r.encoded, utf8(v.password))).toBe(true);
      expect(await verifyPassword(v.encoded, utf8('passwore'))).toBe(false);
    });
  }
  it('refuses an over-long secret or associated data with the field named, and a bad version', async () => {
    const a = { variant: 'argon2id' as const, password: utf8('x'), salt: new Uint8Array(8) };
    const c = { memory: 8, iterations: 1, parallelism: 1, hashLength: 32 };
    expect(await engineFailure(argon2Hash({ ...a, ...c, secret: new Uint8Array(1025) }))).toEqual({
      code: 'OUT_OF_RANGE',
      min: 0,
      max: 1024,
      field: 'secret',
    });
    expect(await engineFailure(argon2Hash({ ...a, ...c, associatedData: new Uint8Array(1025) }))).toMatchObject({
      field: 'associatedData',
    });
    expect(await engineFailure(argon2Hash({ ...a, ...c, version: 0x12 as 0x13 }))).toBeInstanceOf(RangeError);
  });
});

describe('scrypt: RFC 7914 section 12, hashlib.scrypt and passlib strings', () => {
  for (const v of vectors.scrypt) {
    it(`${v.source}: N=${v.N} r=${v.r} p=${v.p} dkLen=${v.dkLen}`, async () => {
      const r = await scryptHash({
        password: hex(v.password),
        salt: hex(v.salt),
        N: v.N,
        r: v.r,
        p: v.p,
        dkLen: v.dkLen,
      });
      expect(toHex(r.hash)).toBe(v.hash);
      expect(await verifyPassword(r.encoded, hex(v.password))).toBe(true);
    });
  }
  for (const v of vectors.scryptStrings) {
    it(`${v.source}: ${v.encoded}`, async () => {
      expect(await verifyPassword(v.encoded, hex(v.password))).toBe(true);
      expect(await verifyPassword(v.encoded, utf8('not it'))).toBe(false);
      const p = parsePasswordHash(v.encoded);
      if (p.scheme !== 'scrypt') throw new Error('not scrypt');
      const again = await scryptHash({
        password: hex(v.password),
        salt: p.salt,
        N: 2 ** p.ln,
        r: p.r,
        p: p.p,
        dkLen: 32,
      });
      expect(again.encoded).toBe(v.encoded);
    });
  }
});

describe('bcrypt: pyca/bcrypt strings, jBCrypt published table, bcryptjs', () => {
  for (const v of [...vectors.bcrypt, ...vectors.bcryptPublished]) {
    it(`${v.source}: ${v.encoded}`, async () => {
      expect(await verifyPassword(v.encoded, hex(v.password))).toBe(true);
      expect(await verifyPassword(v.encoded, utf8('not the password'))).toBe(false);
      const p = parsePasswordHash(v.encoded);
      if (p.scheme !== 'bcrypt') throw new Error('not bcrypt');
      const r = await bcryptHash({ password: hex(v.password), salt: p.salt, cost: p.cost, version: p.version });
      expect(r.encoded).toBe(v.encoded);
    });
  }
  it('bcryptjs (an independent implementation) accepts our $2b$ strings, and we accept its $2a$/$2y$', async () => {
    const salt = Uint8Array.from({ length: 16 }, (_, i) => i * 17 + 3);
    for (const pw of ['password', 'пароль 密码', 'x'.repeat(72)]) {
      const ours = await bcryptHash({ password: utf8(pw), salt, cost: 5 });
      expect(bcryptjs.compareSync(pw, ours.encoded)).toBe(true);
      expect(bcryptjs.compareSync(`${pw}!`.slice(0, 71), ours.encoded)).toBe(false);
    }
    const theirs = bcryptjs.hashSync('hunter2', 5);
    expect(await verifyPassword(theirs, utf8('hunter2'))).toBe(true);
    expect(await verifyPassword(theirs.replace(/^\$2.\$/, '$2y$'), utf8('hunter2'))).toBe(true);
  });
  it('reads only the first 72 bytes of a password, as bcryptjs does', async () => {
    const salt = new Uint8Array(16).fill(9);
    const long = 'a'.repeat(72);
    const a = await bcryptHash({ password: utf8(`${long}tail one`), salt, cost: 4 });
    const b = await bcryptHash({ password: utf8(long), salt, cost: 4 });
    expect(a.encoded).toBe(b.encoded);
    expect(bcryptjs.compareSync(`${long}something else`, a.encoded)).toBe(true);
  });
});

describe('text where bytes are taken: a password, salt, secret or associated data as a string is its UTF-8 bytes (issue 39)', () => {
  /** The vectors whose bytes are text (UTF-8 that reads back to the same bytes). */
  const asText = (h: string) => {
    const t = Buffer.from(h, 'hex').toString('utf8');
    return Buffer.from(t, 'utf8').toString('hex') === h ? t : undefined;
  };
  it('scrypt: RFC 7914 section 12 ("password", "NaCl"; "pleaseletmein", "SodiumChloride") given as text', async () => {
    const texts = vectors.scrypt.filter((v) => v.password !== '' && asText(v.password) && asText(v.salt));
    expect(texts.length).toBeGreaterThan(0);
    for (const v of texts) {
      const r = await scryptHash({
        password: asText(v.password)!,
        salt: asText(v.salt)!,
        N: v.N,
        r: v.r,
        p: v.p,
        dkLen: v.dkLen,
      });
      expect(toHex(r.hash)).toBe(v.hash);
      expect(await verifyPassword(r.encoded, asText(v.password)!)).toBe(true);
    }
  });
  it('Argon2: the reference vectors given as text, with a text secret and associated data beside bytes', async () => {
    const texts = vectors.argon2.filter((v) => asText(v.password) && asText(v.salt));
    expect(texts.length).toBeGreaterThan(0);
    for (const v of texts) expect(await verifyPassword(v.encoded, asText(v.password)!)).toBe(true);
    // RFC 9106 5.1-5.3: password 0x01 x 32, salt 0x02 x 16, secret 0x03 x 8, associated data 0x04 x 12,
    // bytes that are text too (control characters), given here as strings
    for (const k of kats.kats.filter((x) => x.version === 19)) {
      const r = await argon2Hash({
        ...{ variant: k.variant as Argon2Variant, password: asText(k.password)!, salt: asText(k.salt)! },
        ...{ secret: asText(k.secret)!, associatedData: asText(k.associatedData)! },
        ...{ memory: k.memory, iterations: k.iterations, parallelism: k.parallelism, hashLength: k.hashLength },
      });
      expect(toHex(r.hash)).toBe(k.hash);
    }
  });
  it('bcrypt: a text password verifies against bcryptjs (an independent implementation), and the 72-byte and NUL rules read its UTF-8', async () => {
    const password = 'correct horse 電池 staple';
    expect(await verifyPassword(bcryptjs.hashSync(password, 4), password)).toBe(true);
    const r = await bcryptHash({ password, salt: new Uint8Array(16).fill(7), cost: 4 });
    expect(bcryptjs.compareSync(password, r.encoded)).toBe(true);
    expect(bcryptIgnoredBytes('電'.repeat(25))).toBe(3); // 75 UTF-8 bytes
    expect(() => checkBcryptPassword('abc\0def')).toThrow(/NUL/);
  });
});

describe('bad strings and settings', () => {
  const bcryptOk = vectors.bcryptPublished[1]!.encoded;
  it.each([
    ['', { code: 'PASSWORD_HASH_UNKNOWN' }],
    ['hello', { code: 'PASSWORD_HASH_UNKNOWN' }],
    ['$1$abc$def', { code: 'PASSWORD_HASH_UNKNOWN' }],
    [bcryptOk.replace('$2a$', '$2x$'), { code: 'PASSWORD_HASH_MALFORMED', scheme: 'bcrypt', part: 'version' }],
    [bcryptOk.replace('$06$', '$03$'), { code: 'PASSWORD_HASH_MALFORMED', scheme: 'bcrypt', part: 'cost' }],
    [bcryptOk.slice(0, -1), { code: 'PASSWORD_HASH_MALFORMED', scheme: 'bcrypt', part: 'salt/hash' }],
    [
      '$argon2id$v=18$m=8,t=1,p=1$c29tZXNhbHQ$AAAAAA',
      { code: 'PASSWORD_HASH_MALFORMED', scheme: 'argon2id', part: 'v' },
    ],
    [
      '$argon2i$m=65536,t=2,p=1c29tZXNhbHQ$9sTbSlTio3Biev89thdrlKKiCaYsjjYVJxGAL3swxpQ',
      { code: 'PASSWORD_HASH_MALFORMED', scheme: 'argon2i', part: 'm,t,p' },
    ],
    [
      '$argon2id$v=19$t=1,m=8,p=1$c29tZXNhbHQ$AAAAAA',
      { code: 'PASSWORD_HASH_MALFORMED', scheme: 'argon2id', part: 'm' },
    ],
    ['$argon2i$v=19$m=8,t=1,p=1$c29t$AAAAAA', { code: 'PASSWORD_HASH_MALFORMED', scheme: 'argon2i', part: 'salt' }],
    [
      '$argon2d$v=19$m=8,t=1,p=1$c29tZXNhbHQ$A*AA',
      { code: 'PASSWORD_HASH_MALFORMED', scheme: 'argon2d', part: 'hash' },
    ],
    ['$scrypt$ln=0,r=8,p=1$c2FsdA$AAAA', { code: 'PASSWORD_HASH_MALFORMED', scheme: 'scrypt', part: 'ln' }],
    ['$scrypt$ln=4,r=8$c2FsdA$AAAA', { code: 'PASSWORD_HASH_MALFORMED', scheme: 'scrypt', part: 'ln,r,p' }],
  ])('%j', async (s, want) => {
    expect(await engineFailure(verifyPassword(s, utf8('x')))).toEqual(want);
  });
  it('refuses settings beyond the limits with the field named', async () => {
    const password = utf8('x');
    expect(await engineFailure(bcryptHash({ password, salt: new Uint8Array(8), cost: 4 }))).toEqual({
      code: 'WRONG_LENGTH',
      expected: 16,
      actual: 8,
      field: 'salt',
    });
    expect(await engineFailure(bcryptHash({ password, salt: new Uint8Array(16), cost: 32 }))).toMatchObject({
      field: 'cost',
    });
    expect(await engineFailure(scryptHash({ password, salt: password, N: 1000, r: 8, p: 1, dkLen: 32 }))).toMatchObject(
      {
        field: 'N',
      },
    );
    expect(
      await engineFailure(scryptHash({ password, salt: password, N: 2 ** 20, r: 9, p: 1, dkLen: 32 })),
    ).toMatchObject({
      field: 'r',
    });
    const a = {
      variant: 'argon2id' as const,
      password,
      salt: new Uint8Array(8),
      iterations: 1,
      parallelism: 2,
      hashLength: 32,
    };
    expect(await engineFailure(argon2Hash({ ...a, memory: 15 }))).toMatchObject({ field: 'memory', min: 16 });
    expect(await engineFailure(argon2Hash({ ...a, salt: new Uint8Array(7), memory: 64 }))).toMatchObject({
      field: 'salt',
    });
    // a stored string may ask for more memory than the page will give: a message, not a crash
    expect(
      await engineFailure(verifyPassword('$argon2id$v=19$m=4294967295,t=1,p=1$c29tZXNhbHQ$AAAAAA', password)),
    ).toMatchObject({
      code: 'OUT_OF_RANGE',
      field: 'memory',
    });
  });
});
