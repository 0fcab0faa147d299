import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, test } from 'vitest';
import { type CipherMode, createDecryptor, createEncryptor, decrypt, encrypt } from '../../src/cipher/index.ts';
import { isEngineError } from '../../src/errors.ts';
import { chunked, hex, toHex, utf8 } from './helpers.ts';

// Eric Young's Blowfish test vectors, as Bruce Schneier publishes them
// (https://www.schneier.com/wp-content/uploads/2015/12/vectors-2.txt): the ECB table (key, clear, cipher),
// the set_key table (keys of 1 to 24 bytes, clear FEDCBA9876543210) and the chaining mode test.
const ECB = [
  ['0000000000000000', '0000000000000000', '4ef997456198dd78'],
  ['ffffffffffffffff', 'ffffffffffffffff', '51866fd5b85ecb8a'],
  ['3000000000000000', '1000000000000001', '7d856f9a613063f2'],
  ['1111111111111111', '1111111111111111', '2466dd878b963c9d'],
  ['0123456789abcdef', '1111111111111111', '61f9c3802281b096'],
  ['1111111111111111', '0123456789abcdef', '7d0cc630afda1ec7'],
  ['fedcba9876543210', '0123456789abcdef', '0aceab0fc6a0a28d'],
  ['7ca110454a1a6e57', '01a1d6d039776742', '59c68245eb05282b'],
  ['0131d9619dc1376e', '5cd54ca83def57da', 'b1b8cc0b250f09a0'],
  ['07a1133e4a0b2686', '0248d43806f67172', '1730e5778bea1da4'],
  ['3849674c2602319e', '51454b582ddf440a', 'a25e7856cf2651eb'],
  ['04b915ba43feb5b6', '42fd443059577fa2', '353882b109ce8f1a'],
  ['37d06bb516cb7546', '164d5e404f275232', '5f99d04f5b163969'],
  ['1f08260d1ac2465e', '6b056e18759f5cca', '4a057a3b24d3977b'],
  ['584023641aba6176', '004bd6ef09176062', '452031c1e4fada8e'],
  ['025816164629b007', '480d39006ee762f2', '7555ae39f59b87bd'],
  ['49793ebc79b3258f', '437540c8698f3cfa', '53c55f9cb49fc019'],
  ['4fb05e1515ab73a7', '072d43a077075292', '7a8e7bfa937e89a3'],
  ['49e95d6d4ca229bf', '02fe55778117f12a', 'cf9c5d7a4986adb5'],
  ['018310dc409b26d6', '1d9d5c5018f728c2', 'd1abb290658bc778'],
  ['1c587f1c13924fef', '305532286d6f295a', '55cb3774d13ef201'],
  ['0101010101010101', '0123456789abcdef', 'fa34ec4847b268b2'],
  ['1f1f1f1f0e0e0e0e', '0123456789abcdef', 'a790795108ea3cae'],
  ['e0fee0fef1fef1fe', '0123456789abcdef', 'c39e072d9fac631d'],
  ['0000000000000000', 'ffffffffffffffff', '014933e0cdaff6e4'],
  ['ffffffffffffffff', '0000000000000000', 'f21e9a77b71c49bc'],
  ['0123456789abcdef', '0000000000000000', '245946885754369a'],
  ['fedcba9876543210', 'ffffffffffffffff', '6b5c5a9c5d9e0a5a'],
] as const;
const SET_KEY = [
  'f9ad597c49db005e',
  'e91d21c1d961a6d6',
  'e9c2b70a1bc65cf3',
  'be1e639408640f05',
  'b39e44481bdb1e6e',
  '9457aa83b1928c0d',
  '8bb77032f960629d',
  'e87a244e2cc85e82',
  '15750e7a4f4ec577',
  '122ba70b3ab64ae0',
  '3a833c9affc537f6',
  '9409da87a90f6bf2',
  '884f80625060b8b4',
  '1f85031c19e11968',
  '79d9373a714ca34f',
  '93142887ee3be15c',
  '03429e838ce2d14b',
  'a4299e27469ff67b',
  'afd5aed1c1bc96a8',
  '10851c0e3858da9f',
  'e6f51ed79b9db21f',
  '64a6e14afd36b46f',
  '80c7d7d45a5479ad',
  '05044b62fa52d080',
];
const SET_KEY_KEY = 'f0e1d2c3b4a5968778695a4b3c2d1e0f0011223344556677';
const CHAIN_KEY = hex('0123456789abcdeff0e1d2c3b4a59687');
const CHAIN_IV = hex('fedcba9876543210');
// "7654321 Now is the time for " and its NUL: 29 bytes.
const CHAIN_DATA = hex('37363534333231204e6f77206973207468652074696d6520666f722000');

const ecb = { algorithm: 'blowfish', mode: 'ecb', padding: 'none' } as const;

describe('Blowfish, Eric Young vectors', () => {
  test.each(ECB)('ECB key %s clear %s', async (key, clear, cipher) => {
    expect(toHex((await encrypt(hex(clear), ecb, { key: hex(key) })).output)).toBe(cipher);
    expect(toHex((await decrypt(hex(cipher), ecb, { key: hex(key) })).output)).toBe(clear);
  });

  it('set_key: keys of 1 to 24 bytes', async () => {
    for (const [i, cipher] of SET_KEY.entries()) {
      const key = hex(SET_KEY_KEY.slice(0, (i + 1) * 2));
      expect(toHex((await encrypt(hex('fedcba9876543210'), ecb, { key })).output), `key of ${i + 1} bytes`).toBe(
        cipher,
      );
    }
  });

  it('chaining modes: CBC (zero padding), CFB64 and OFB64', async () => {
    const secret = { key: CHAIN_KEY, iv: CHAIN_IV };
    const cbc = await encrypt(CHAIN_DATA, { algorithm: 'blowfish', mode: 'cbc', padding: 'zero' }, secret);
    expect(toHex(cbc.output)).toBe('6b77b4d63006dee605b156e27403979358deb9e7154616d959f1652bd5ff92cc');
    const cfb = await encrypt(CHAIN_DATA, { algorithm: 'blowfish', mode: 'cfb' }, secret);
    expect(toHex(cfb.output)).toBe('e73214a2822139caf26ecf6d2eb9e76e3da3de04d1517200519d57a6c3');
    const ofb = await encrypt(CHAIN_DATA, { algorithm: 'blowfish', mode: 'ofb' }, secret);
    expect(toHex(ofb.output)).toBe('e73214a2822139ca62b343cc5b65587310dd908d0c241b2263c2cf80da');
  });
});

const openssl = (args: string[], input: Uint8Array) =>
  spawnSync('openssl', ['enc', ...args, '-provider', 'legacy', '-provider', 'default'], { input });
const legacy = openssl(['-bf-ecb', '-K', '00'.repeat(16), '-nopad'], new Uint8Array(8));
describe.skipIf(legacy.status !== 0)(
  'against openssl enc -bf-* (skipped: this OpenSSL has no legacy provider, which holds Blowfish)',
  () => {
    test.each(['cbc', 'ecb', 'cfb', 'ofb'] as const)(
      '%s with a raw key, random data in any chunking, both ways',
      async (mode) => {
        for (const n of [0, 1, 7, 8, 9, 100, 5000]) {
          const key = randomBytes(16);
          const iv = randomBytes(8);
          const data = randomBytes(n);
          const args = [`-bf-${mode}`, '-K', key.toString('hex')];
          if (mode !== 'ecb') args.push('-iv', iv.toString('hex'));
          const want = openssl(args, data);
          expect(want.status, String(want.stderr)).toBe(0);
          const spec = { algorithm: 'blowfish', mode } as const;
          const secret = { key: new Uint8Array(key), iv: mode === 'ecb' ? undefined : new Uint8Array(iv) };
          const got = await chunked(createEncryptor(spec, secret), new Uint8Array(data), [3, 8, 64]);
          expect(toHex(got)).toBe(want.stdout.toString('hex'));
          expect(toHex(await chunked(createDecryptor(spec, secret), got, [5, 16]))).toBe(data.toString('hex'));
        }
      },
    );

    it('reads openssl enc -bf-cbc passphrase output (EVP_BytesToKey MD5 and SHA-256: 16-byte key, 8-byte IV)', async () => {
      const data = utf8('Blowfish, as openssl enc -bf-cbc writes it with a passphrase.');
      for (const md of ['md5', 'sha256'] as const) {
        const out = openssl(['-bf-cbc', '-md', md, '-pass', 'pass:correct-horse'], data);
        expect(out.status, String(out.stderr)).toBe(0);
        const r = await decrypt(
          new Uint8Array(out.stdout),
          { algorithm: 'blowfish' },
          {
            passphrase: utf8('correct-horse'),
            derivation: { kdf: md === 'md5' ? 'evp-md5' : 'evp-sha256' },
          },
        );
        expect(r.output).toEqual(data);
        expect([r.key.length, r.iv?.length]).toEqual([16, 8]);
      }
    });

    it('CTR is ECB of the counter blocks (openssl has no bf-ctr): the IV, then IV + 1, ... XORed in', async () => {
      const key = randomBytes(16);
      const iv = Buffer.from('0102030405060700', 'hex');
      const data = randomBytes(50);
      const counters = Buffer.alloc(56);
      for (let i = 0; i < 7; i++) {
        iv.copy(counters, i * 8);
        counters.writeUInt32BE(0x05060700 + i, i * 8 + 4);
      }
      const ks = openssl(['-bf-ecb', '-nopad', '-K', key.toString('hex')], counters);
      expect(ks.status, String(ks.stderr)).toBe(0);
      const want = Buffer.from(data.map((b, i) => b ^ (ks.stdout[i] as number)));
      const got = await encrypt(
        new Uint8Array(data),
        { algorithm: 'blowfish', mode: 'ctr' },
        {
          key: new Uint8Array(key),
          iv: new Uint8Array(iv),
        },
      );
      expect(toHex(got.output)).toBe(want.toString('hex'));
    });
  },
);

describe('Blowfish input rules', () => {
  it('takes keys of 1 to 56 bytes and an 8-byte IV, and says so', async () => {
    const err = (key: number, iv: number, mode: CipherMode = 'cbc') =>
      encrypt(
        new Uint8Array(8),
        { algorithm: 'blowfish', mode },
        { key: new Uint8Array(key), iv: new Uint8Array(iv) },
      ).then(
        () => null,
        (e: unknown) => (isEngineError(e) ? [e.code, e.params] : e),
      );
    expect(await err(57, 8)).toEqual(['INVALID_KEY_SIZE', { expected: '1–56', actual: 57 }]);
    expect(await err(0, 8)).toEqual(['INVALID_KEY_SIZE', { expected: '1–56', actual: 0 }]);
    expect(await err(56, 16)).toEqual(['INVALID_IV_SIZE', { expected: '8', actual: 16 }]);
    expect(await err(56, 8)).toBeNull();
    expect(() => createEncryptor({ algorithm: 'blowfish', mode: 'gcm' }, { key: new Uint8Array(16) })).toThrow(
      RangeError,
    );
  });
});
