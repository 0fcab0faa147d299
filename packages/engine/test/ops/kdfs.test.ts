// The key derivation operations of @tinkerbox/engine/ops against the standards' vectors and
// implementations that are not the engine's: RFC 6070 / RFC 5869 / RFC 7914 / RFC 9106 (test/vectors/hash,
// README.md there says where each came from), node:crypto (pbkdf2Sync, hkdfSync, scryptSync), Python's
// hashlib.scrypt, bcryptjs, and the bcrypt and argon2 strings of password.json (pyca/bcrypt, jBCrypt,
// Openwall crypt_blowfish, the argon2 reference CLI, passlib).
import { hkdfSync, pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import bcryptjs from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { KDF_OPERATIONS } from '../../src/ops/kdf-ops.ts';
import { python, run, runText, tested } from './helpers.ts';

const vectors = (name: string) => JSON.parse(readFileSync(new URL(`../vectors/hash/${name}`, import.meta.url), 'utf8'));
const h = (hex: string) => Buffer.from(hex, 'hex');
/** A vector's fields as the JSON files hold them: hex strings and numbers. */
type V = Readonly<
  Record<
    'source' | 'hash' | 'password' | 'salt' | 'dk' | 'case' | 'ikm' | 'info' | 'okm' | 'variant' | 'secret',
    string
  > &
    Record<'associatedData' | 'encoded', string> &
    Record<'iterations' | 'dkLen' | 'length' | 'N' | 'r' | 'p' | 'memory' | 'parallelism' | 'hashLength', number> &
    Record<'version', number>
>;

describe('PBKDF2 and HKDF', () => {
  it('PBKDF2 gives RFC 6070 and the other pbkdf2.json vectors, and node:crypto pbkdf2Sync over SHA-1, SHA-2 and SHA-3', async () => {
    for (const v of vectors('pbkdf2.json').vectors as V[]) {
      if (v.iterations > 100_000 || v.dkLen > 1024) continue;
      const step = `derive-pbkdf2-key(salt=hex:${v.salt},iterations=${v.iterations},length=${v.dkLen},hash=${v.hash})`;
      expect(await runText(step, h(v.password)), v.source).toBe(v.dk);
    }
    for (const hash of ['sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha512-256'] as const) {
      const pw = randomBytes(20);
      const salt = randomBytes(16);
      const want = pbkdf2Sync(pw, salt, 1000, 48, hash);
      const step = `derive-pbkdf2-key(salt=hex:${salt.toString('hex')},iterations=1000,length=48,hash=${hash}`;
      expect(await runText(`${step})`, pw), hash).toBe(want.toString('hex'));
      expect(await runText(`${step},format=base64)`, pw), hash).toBe(want.toString('base64'));
    }
    // text arguments are their UTF-8 bytes, as the input is
    expect(await runText('derive-pbkdf2-key(salt=s%C3%A4lt,iterations=2,length=20,hash=sha1)', 'pässword')).toBe(
      pbkdf2Sync('pässword', 'sält', 2, 20, 'sha1').toString('hex'),
    );
  });

  it('HKDF gives RFC 5869 appendix A and node:crypto hkdfSync', async () => {
    for (const v of vectors('kdf-mac.json').hkdf as V[]) {
      const salt = v.salt ? `salt=hex:${v.salt},` : '';
      const info = v.info ? `info=hex:${v.info},` : '';
      expect(await runText(`derive-hkdf-key(${salt}${info}length=${v.length},hash=${v.hash})`, h(v.ikm)), v.case).toBe(
        v.okm,
      );
    }
    for (const hash of ['sha256', 'sha512', 'sha3-256'] as const) {
      const ikm = randomBytes(32);
      const want = Buffer.from(hkdfSync(hash, ikm, 'salt', 'context', 100));
      expect(await runText(`derive-hkdf-key(salt=salt,info=context,length=100,hash=${hash})`, ikm), hash).toBe(
        want.toString('hex'),
      );
    }
    const e = await run('derive-hkdf-key(length=8161)', 'x').catch((x) => x);
    expect(e.code).toBe('OUT_OF_RANGE'); // 255 × 32 for SHA-256
  });
});

describe('scrypt, bcrypt and Argon2', () => {
  it('scrypt gives RFC 7914 section 12, Python hashlib.scrypt and node:crypto scryptSync; encoded is passlib’s string', async () => {
    for (const v of vectors('password.json').scrypt as V[]) {
      if (v.N * v.r > 2 ** 17) continue; // the 1 GiB vector is the hash domain's to run
      const step = `scrypt(salt=hex:${v.salt},n=${v.N},r=${v.r},p=${v.p},length=${v.dkLen})`;
      expect(await runText(step, h(v.password)), v.source).toBe(v.hash);
    }
    const [py] = python("__import__('hashlib').scrypt(b, salt=b'NaCl', n=1024, r=8, p=2, dklen=32)", ['pässword']);
    expect(await runText('scrypt(salt=NaCl,n=1024,r=8,p=2,length=32)', 'pässword')).toBe(py?.toString('hex'));
    expect(await runText('scrypt(salt=NaCl,n=1024,r=8,p=2,length=32,format=base64)', 'pässword')).toBe(
      scryptSync('pässword', 'NaCl', 32, { N: 1024, r: 8, p: 2 }).toString('base64'),
    );
    for (const v of vectors('password.json').scryptStrings as { password: string; encoded: string }[]) {
      const [, , params, salt] = v.encoded.split('$') as string[];
      const { ln, r, p } = Object.fromEntries((params as string).split(',').map((kv) => kv.split('='))) as Record<
        string,
        string
      >;
      const saltHex = Buffer.from(salt as string, 'base64').toString('hex');
      const step = `scrypt(salt=hex:${saltHex},n=${2 ** Number(ln)},r=${r},p=${p},length=32,format=encoded)`;
      expect(await runText(step, h(v.password)), v.encoded).toBe(v.encoded);
    }
    const bad = await run('scrypt(n=1000)', 'x').catch((x) => x);
    expect(bad.code).toBe('OUT_OF_RANGE');
  });

  /** The 16 salt bytes of a bcrypt string (its 22 characters in bcrypt's base64 alphabet). */
  const bcryptSalt = (encoded: string) => {
    const from = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const to = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const b64 = [...encoded.slice(7, 29)].map((c) => to[from.indexOf(c)]).join('');
    return Buffer.from(b64, 'base64').subarray(0, 16).toString('hex');
  };

  it('bcrypt gives the strings of pyca/bcrypt, jBCrypt and Openwall’s crypt_blowfish, and what bcryptjs gives', async () => {
    const p = vectors('password.json');
    for (const v of [...p.bcrypt, ...p.bcryptPublished, ...p.bcryptOpenwall] as {
      password: string;
      encoded: string;
    }[]) {
      const cost = Number(v.encoded.slice(4, 6));
      if (cost > 8) continue;
      const step = `bcrypt(cost=${cost},salt=hex:${bcryptSalt(v.encoded)},version=${v.encoded.slice(1, 3)})`;
      expect(await runText(step, h(v.password)), v.encoded).toBe(v.encoded);
    }
    const password = 'correct horse 密码';
    const theirs = bcryptjs.hashSync(password, bcryptjs.genSaltSync(5)).replace(/^\$2a\$/, '$2b$');
    expect(await runText(`bcrypt(cost=5,salt=hex:${bcryptSalt(theirs)})`, password)).toBe(theirs);
    // an empty salt is a fresh random one: a valid string that bcryptjs accepts
    const fresh = await runText('bcrypt(cost=4)', password);
    expect(bcryptjs.compareSync(password, fresh)).toBe(true);
    const e = await run('bcrypt(cost=4,salt=short)', password).catch((x) => x);
    expect(e.code).toBe('WRONG_LENGTH');
  });

  it('bcrypt_pbkdf gives pyca/bcrypt’s test_kdf keys, in every output format', async () => {
    const cases = vectors('kdf-mac.json').bcryptPbkdf as (V & { rounds: number; key: string })[];
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const v of cases) {
      const step = `bcrypt-pbkdf(salt=hex:${v.salt},rounds=${v.rounds},length=${v.key.length / 2}`;
      expect(await runText(`${step})`, h(v.password)), v.source).toBe(v.key);
      expect(await runText(`${step},format=base64)`, h(v.password)), v.source).toBe(h(v.key).toString('base64'));
    }
    // text arguments are their UTF-8 bytes (pyca/bcrypt: bcrypt.kdf(b'password', b'salt', 32, 4))
    expect(await runText('bcrypt-pbkdf(salt=salt,rounds=4)', 'password')).toBe(
      '5bbf0cc293587f1c3635555c27796598d47e579071bf427e9d8fbe842aba34d9',
    );
    const e = await run('bcrypt-pbkdf(salt=salt,rounds=4)', '').catch((x) => x);
    expect(e.code).toBe('OUT_OF_RANGE');
    expect(e.params).toMatchObject({ field: 'password', operation: 'bcrypt-pbkdf' });
  });

  it('the rounds limit of bcrypt-pbkdf is the engine’s', async () => {
    const { BCRYPT_PBKDF_MAX_ROUNDS } = await import('../../src/hash/bcrypt-pbkdf.ts');
    const rounds = KDF_OPERATIONS.find((o) => o.id === 'bcrypt-pbkdf')?.args.find((a) => a.id === 'rounds');
    expect(rounds?.max).toBe(BCRYPT_PBKDF_MAX_ROUNDS);
  });

  it('Argon2 gives RFC 9106 section 5 (secret and associated data) and the reference CLI’s PHC strings', async () => {
    for (const v of vectors('argon2-kats.json').kats as V[]) {
      if (v.version !== 19) continue;
      const step = `argon2(variant=${v.variant},salt=hex:${v.salt},iterations=${v.iterations},memory=${v.memory},parallelism=${v.parallelism},length=${v.hashLength},secret=hex:${v.secret},associated-data=hex:${v.associatedData})`;
      expect(await runText(step, h(v.password)), v.source).toBe(v.hash);
    }
    for (const v of vectors('password.json').argon2 as V[]) {
      if (v.memory > 65536) continue;
      const step = `argon2(variant=${v.variant},salt=hex:${v.salt},iterations=${v.iterations},memory=${v.memory},parallelism=${v.parallelism},length=${v.hashLength}`;
      expect(await runText(`${step})`, h(v.password)), v.encoded).toBe(v.hash);
      expect(await runText(`${step},format=encoded)`, h(v.password)), v.encoded).toBe(v.encoded);
    }
    const e = await run('argon2(salt=short)', 'pw').catch((x) => x);
    expect(e.code).toBe('OUT_OF_RANGE');
    expect(e.params).toMatchObject({ field: 'salt', step: 1, operation: 'argon2' });
  });
});

it('every key derivation operation was run by a test in this file', () => {
  expect(KDF_OPERATIONS.map((o) => o.id).filter((id) => !tested.has(id))).toEqual([]);
});
