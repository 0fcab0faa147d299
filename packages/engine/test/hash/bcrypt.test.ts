import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BLOWFISH_PI_HEX } from '../../src/hash/blowfish-pi.ts';
import {
  BCRYPT_MAX_PASSWORD_BYTES,
  type BcryptVersion,
  bcryptHash,
  bcryptIgnoredBytes,
  checkBcryptPassword,
  parsePasswordHash,
  verifyPassword,
} from '../../src/hash/index.ts';
import vectors from '../vectors/hash/password.json' with { type: 'json' };
import { engineFailure } from './engine-failure.ts';

// bcrypt's prefixes and its input rules, against crypt_blowfish: the published table of its wrapper.c
// (password.json, bcryptOpenwall) and libxcrypt's crypt(3) (which carries crypt_blowfish), called
// through Python's ctypes with raw bytes.

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
const utf8 = (s: string) => new TextEncoder().encode(s);

/** crypt(3) of libxcrypt for each [password hex, setting]. */
function libxcrypt(cases: [string, string][]): string[] {
  const script = `
import ctypes, json, sys
lib = ctypes.CDLL("libcrypt.so.1")
lib.crypt.restype = ctypes.c_char_p
lib.crypt.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
print(json.dumps([lib.crypt(bytes.fromhex(p), s.encode()).decode() for p, s in json.load(sys.stdin)]))
`;
  const r = spawnSync('python3', ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`python3/libxcrypt failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as string[];
}

describe('bcrypt prefixes: crypt_blowfish 1.3 wrapper.c vectors', () => {
  for (const v of vectors.bcryptOpenwall) {
    it(`${v.password} ${v.encoded}`, async () => {
      const p = parsePasswordHash(v.encoded);
      if (p.scheme !== 'bcrypt') throw new Error('not bcrypt');
      const r = await bcryptHash({ password: hex(v.password), salt: p.salt, cost: p.cost, version: p.version });
      expect(r.encoded).toBe(v.encoded);
      expect(await verifyPassword(v.encoded, hex(v.password))).toBe(true);
    });
  }
  it('keeps $2a$ apart from $2b$ for \\xff\\xff\\xa3: each verifies only its own string', async () => {
    const [a, b] = ['2a', '2b'].map((x) => vectors.bcryptOpenwall.find((v) => v.encoded.startsWith(`$${x}$`))!);
    expect(a!.password).toBe('ffffa3');
    expect(await verifyPassword(b!.encoded.replace('$2b$', '$2a$'), hex('ffffa3'))).toBe(false);
    expect(await verifyPassword(a!.encoded.replace('$2a$', '$2y$'), hex('ffffa3'))).toBe(false);
  });
});

describe('bcrypt against libxcrypt (crypt_blowfish), passwords that trip $2a$ safety and others', () => {
  // Passwords whose high bytes sign-extend without changing any key word (the ones $2a$ treats apart),
  // some that do change it, and plain ones; cost 4 and 5.
  const passwords = [
    'ffffa3',
    'ffffff',
    'ff'.repeat(7),
    'ff'.repeat(71),
    'ff'.repeat(72),
    'ffffff41'.repeat(18),
    `${'ff'.repeat(72)}41`,
    'a3',
    '41ff',
    'e5af86e7a081',
    '70617373776f7264',
    '',
  ];
  const salt = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 11) & 255);
  it.each(['2a', '2b', '2y'] as BcryptVersion[])('$%s$', async (version) => {
    const ours: string[] = [];
    for (const [i, pw] of passwords.entries()) {
      ours.push((await bcryptHash({ password: hex(pw), salt, cost: 4 + (i % 2), version })).encoded);
    }
    const settings = ours.map((e) => e.slice(0, 29));
    expect(ours).toEqual(libxcrypt(passwords.map((p, i) => [p, settings[i]!])));
  });
});

describe('bcrypt input rules', () => {
  const salt = new Uint8Array(16).fill(7);
  it('refuses a version other than 2a, 2b, 2y with a code, and writes no $2z$', async () => {
    const version = '2z' as BcryptVersion;
    expect(await engineFailure(bcryptHash({ password: utf8('x'), salt, cost: 4, version }))).toEqual({
      code: 'BCRYPT_VERSION_UNSUPPORTED',
      version: '2z',
      field: 'version',
    });
  });
  it('refuses a NUL byte instead of cutting the password there', async () => {
    const want = { code: 'PASSWORD_HAS_NUL', field: 'password', index: 3 };
    expect(await engineFailure(bcryptHash({ password: utf8('abc\0def'), salt, cost: 4 }))).toEqual(want);
    expect(await engineFailure(() => checkBcryptPassword(utf8('abc\0deg')))).toEqual(want);
    const stored = (await bcryptHash({ password: utf8('abc'), salt, cost: 4 })).encoded;
    expect(await engineFailure(verifyPassword(stored, utf8('abc\0deg')))).toEqual(want);
    expect(await verifyPassword(stored, utf8('abc'))).toBe(true);
    expect(checkBcryptPassword(utf8('abc'))).toBeUndefined();
  });
  it('says how many bytes past 72 it ignores', () => {
    expect(BCRYPT_MAX_PASSWORD_BYTES).toBe(72);
    expect(bcryptIgnoredBytes(utf8('a'.repeat(72)))).toBe(0);
    expect(bcryptIgnoredBytes(utf8('a'.repeat(80)))).toBe(8);
    expect(bcryptIgnoredBytes(utf8(`${'a'.repeat(71)}密`))).toBe(2);
    expect(bcryptIgnoredBytes(new Uint8Array())).toBe(0);
  });
});

describe("Blowfish's initial state", () => {
  it('is the first 8,336 hex digits of the fraction of pi (Machin, computed here)', () => {
    const digits = 8336;
    const bits = BigInt(digits * 4 + 64);
    const one = 1n << bits;
    const arctanInv = (x: bigint): bigint => {
      let sum = one / x;
      let term = sum;
      let k = 1n;
      let sign = -1n;
      while (term !== 0n) {
        term /= x * x;
        k += 2n;
        sum += sign * (term / k);
        sign = -sign;
      }
      return sum;
    };
    const pi = 4n * (4n * arctanInv(5n) - arctanInv(239n));
    const fraction = (pi - (3n << bits)) >> 64n;
    expect(BLOWFISH_PI_HEX).toBe(fraction.toString(16).padStart(digits, '0'));
  });
});
