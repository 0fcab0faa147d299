import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, test } from 'vitest';
import { type CipherSpec, createDecryptor, createEncryptor, decrypt, encrypt } from '../../src/cipher/index.ts';
import { isEngineError } from '../../src/errors.ts';
import { chunked, hex, toHex, utf8 } from './helpers.ts';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (isEngineError(e) ? e.code : String(e)),
  );
const keystream = async (spec: CipherSpec, key: string, nonce: string, n: number) =>
  toHex((await encrypt(new Uint8Array(n), spec, { key: hex(key), iv: hex(nonce) })).output);

const ZERO32 = '00'.repeat(32);

describe('ChaCha20 (RFC 8439, 96-bit nonce)', () => {
  // RFC 8439 section 2.4.2, "Example and Test Vector for the ChaCha20 Cipher": counter 1.
  const SUNSCREEN = utf8(
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
  );
  const KEY = hex('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
  const NONCE = hex('000000000000004a00000000');
  const CT =
    '6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d807ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab77937365af90bbf74a35be6b40b8eedf2785e42874d';

  it('encrypts and decrypts the RFC 8439 section 2.4.2 example from counter 1', async () => {
    const spec = { algorithm: 'chacha20', counter: 1 } as const;
    expect(toHex((await encrypt(SUNSCREEN, spec, { key: KEY, iv: NONCE })).output)).toBe(CT);
    expect((await decrypt(hex(CT), spec, { key: KEY, iv: NONCE })).output).toEqual(SUNSCREEN);
    // Counter 0 is another keystream: the option is used.
    expect(toHex((await encrypt(SUNSCREEN, { algorithm: 'chacha20' }, { key: KEY, iv: NONCE })).output)).not.toBe(CT);
  });

  // `openssl enc -chacha20` takes a 16-byte IV: the 32-bit little-endian block counter, then the 96-bit nonce.
  test.each([0, 1, 7, 0xffffff00])(
    'matches `openssl enc -chacha20` from counter %i, in any chunking',
    async (counter) => {
      for (const n of [0, 1, 63, 64, 65, 1000]) {
        const key = randomBytes(32);
        const nonce = randomBytes(12);
        const data = randomBytes(n);
        const ctr = Buffer.alloc(4);
        ctr.writeUInt32LE(counter);
        const r = spawnSync(
          'openssl',
          ['enc', '-chacha20', '-K', key.toString('hex'), '-iv', Buffer.concat([ctr, nonce]).toString('hex')],
          { input: data },
        );
        expect(r.status, String(r.stderr)).toBe(0);
        const spec = { algorithm: 'chacha20', counter } as const;
        const secret = { key: new Uint8Array(key), iv: new Uint8Array(nonce) };
        const got = await chunked(createEncryptor(spec, secret), new Uint8Array(data), [1, 64, 100]);
        expect(toHex(got)).toBe(r.stdout.toString('hex'));
        expect(toHex(await chunked(createDecryptor(spec, secret), got, [65, 3]))).toBe(data.toString('hex'));
      }
    },
  );
});

describe("ChaCha20 with OpenSSL's 16-byte IV pasted whole (little-endian counter, then the nonce)", () => {
  test.each([0, 1, 0x01020304, 0xffffff00])(
    'equals `openssl enc -chacha20 -iv` with counter %i in the IV',
    async (c) => {
      for (const n of [1, 64, 65, 1000]) {
        const key = randomBytes(32);
        const iv = Buffer.concat([Buffer.alloc(4), randomBytes(12)]);
        iv.writeUInt32LE(c);
        const data = randomBytes(n);
        const r = spawnSync('openssl', ['enc', '-chacha20', '-K', key.toString('hex'), '-iv', iv.toString('hex')], {
          input: data,
        });
        expect(r.status, String(r.stderr)).toBe(0);
        const secret = { key: new Uint8Array(key), iv: new Uint8Array(iv) };
        const got = await chunked(
          createEncryptor({ algorithm: 'chacha20' }, secret),
          new Uint8Array(data),
          [1, 64, 100],
        );
        expect(toHex(got)).toBe(r.stdout.toString('hex'));
        expect(toHex((await decrypt(got, { algorithm: 'chacha20' }, secret)).output)).toBe(data.toString('hex'));
      }
    },
  );
  it('refuses a start counter beside it (the IV holds one), and takes it for ChaCha12 and ChaCha8 alike', async () => {
    const secret = { key: new Uint8Array(32), iv: new Uint8Array(16) };
    const e = await encrypt(new Uint8Array(1), { algorithm: 'chacha20', counter: 1 }, secret).catch((x: unknown) => x);
    expect(isEngineError(e) && [e.code, e.params]).toEqual(['INVALID_NONCE_SIZE', { expected: '12', actual: 16 }]);
    // 16 zero bytes are counter 0 and a zero nonce: the same keystream as the 12-byte zero nonce.
    for (const rounds of [20, 12, 8] as const) {
      expect(await keystream({ algorithm: 'chacha20', rounds }, ZERO32, '00'.repeat(16), 130)).toBe(
        await keystream({ algorithm: 'chacha20', rounds }, ZERO32, '00'.repeat(12), 130),
      );
    }
  });
});

describe('ChaCha20/20, /12, /8 with the 64-bit nonce, 256- and 128-bit keys', () => {
  // draft-strombergson-chacha-test-vectors-01, TC1 (all-zero key and IV) and TC7 (sequence patterns), as
  // GNU Nettle's testsuite/chacha-test.c carries them; the first 64 bytes of keystream.
  const TC7_KEY = '00112233445566778899aabbccddeeffffeeddccbbaa99887766554433221100';
  const TC7_IV = '0f1e2d3c4b5a6978';
  test.each([
    [
      8,
      ZERO32,
      '0000000000000000',
      '3e00ef2f895f40d67f5bb8e81f09a5a12c840ec3ce9a7f3b181be188ef711a1e984ce172b9216f419f445367456d5619314a42a3da86b001387bfdb80e0cfe42',
    ],
    [
      12,
      ZERO32,
      '0000000000000000',
      '9bf49a6a0755f953811fce125f2683d50429c3bb49e074147e0089a52eae155f0564f879d27ae3c02ce82834acfa8c793a629f2ca0de6919610be82f411326be',
    ],
    [
      20,
      ZERO32,
      '0000000000000000',
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
    ],
    [
      8,
      TC7_KEY,
      TC7_IV,
      'db43ad9d1e842d1272e4530e276b3f568f8859b3f7cf6d9d2c74fa53808cb5157a8ebf46ad3dcc4b6c7dadde131784b0120e0e22f6d5f9ffa7407d4a21b695d9',
    ],
    [
      12,
      TC7_KEY,
      TC7_IV,
      '7ed12a3a63912ae941ba6d4c0d5e862e568b0e5589346935505f064b8c2698dbf7d850667d8e67be639f3b4f6a16f92e65ea80f6c7429445da1fc2c1b9365040',
    ],
    [
      20,
      TC7_KEY,
      TC7_IV,
      '9fadf409c00811d00431d67efbd88fba59218d5d6708b1d685863fabbb0e961eea480fd6fb532bfd494b2151015057423ab60a63fe4f55f7a212e2167ccab931',
    ],
    // 128-bit key, 20 rounds: TC1, both blocks.
    [
      20,
      '00'.repeat(16),
      '0000000000000000',
      '89670952608364fd00b2f90936f031c8e756e15dba04b8493d00429259b20f46cc04f111246b6c2ce066be3bfb32d9aa0fddfbc12123d4b9e44f34dca05a103f6cd135c2878c832b5896b134f6142a9d4d8d0d8f1026d20a0a81512cbce6e9758a7143d021978022a384141a80cea3062f41f67a752e66ad3411984c787e30ad',
    ],
  ] as const)('ChaCha20/%i key %s nonce %s', async (rounds, key, iv, stream) => {
    const spec = { algorithm: 'chacha20', rounds, nonceBits: 64 } as const;
    expect(await keystream(spec, key, iv, stream.length / 2)).toBe(stream);
  });

  it('takes a 128-bit key only with the 64-bit nonce and 20 rounds, and says the lengths it takes', async () => {
    const k16 = new Uint8Array(16);
    for (const spec of [
      { algorithm: 'chacha20' },
      { algorithm: 'chacha20', rounds: 12, nonceBits: 64 },
      { algorithm: 'chacha20', rounds: 8, nonceBits: 64 },
    ] as const) {
      const e = await encrypt(new Uint8Array(1), spec, {
        key: k16,
        iv: new Uint8Array(spec.nonceBits === 64 ? 8 : 12),
      }).catch((x: unknown) => x);
      expect(isEngineError(e) && e.code === 'INVALID_KEY_SIZE' && e.params).toEqual({ expected: '32', actual: 16 });
    }
    const e = await encrypt(
      new Uint8Array(1),
      { algorithm: 'chacha20', nonceBits: 64 },
      { key: new Uint8Array(24), iv: new Uint8Array(8) },
    ).catch((x: unknown) => x);
    expect(isEngineError(e) && e.params).toEqual({ expected: '16 / 32', actual: 24 });
  });
});

describe('Salsa20 and XSalsa20', () => {
  // ECRYPT eSTREAM Salsa20 verified.test-vectors, Set 1 vector 0 (key 80 00 .. 00, IV zero), stream[0..63],
  // for the 128-bit and the 256-bit key.
  it('gives the eSTREAM set 1 vector 0 keystream', async () => {
    const s = { algorithm: 'salsa20' } as const;
    expect(await keystream(s, `80${'00'.repeat(15)}`, '0000000000000000', 64)).toBe(
      '4dfa5e481da23ea09a31022050859936da52fcee218005164f267cb65f5cfd7f2b4f97e0ff16924a52df269515110a07f9e460bc65ef95da58f740b7d1dbb0aa',
    );
    expect(await keystream(s, `80${'00'.repeat(31)}`, '0000000000000000', 64)).toBe(
      'e3be8fdd8beca2e3ea8ef9475b29a6e7003951e1097a5c38d23b7a5fad9f6844b22c97559e2723c7cbbd3fe4fc8d9a0744652a83e72a9c461876af4d7ef1a117',
    );
  });

  it('checks nonce lengths: 8 bytes for Salsa20, 24 for XSalsa20, 12 or 8 for ChaCha20', async () => {
    const k = { key: new Uint8Array(32) };
    const params = (spec: CipherSpec, n: number) =>
      encrypt(new Uint8Array(1), spec, { ...k, iv: new Uint8Array(n) }).then(
        () => null,
        (e: unknown) => (isEngineError(e) ? [e.code, e.params] : e),
      );
    expect(await params({ algorithm: 'salsa20' }, 24)).toEqual(['INVALID_NONCE_SIZE', { expected: '8', actual: 24 }]);
    expect(await params({ algorithm: 'xsalsa20' }, 8)).toEqual(['INVALID_NONCE_SIZE', { expected: '24', actual: 8 }]);
    expect(await params({ algorithm: 'chacha20' }, 8)).toEqual([
      'INVALID_NONCE_SIZE',
      { expected: '12 / 16', actual: 8 },
    ]);
    expect(await params({ algorithm: 'chacha20', nonceBits: 64 }, 16)).toEqual([
      'INVALID_NONCE_SIZE',
      { expected: '8', actual: 16 },
    ]);
    expect(await params({ algorithm: 'chacha20', nonceBits: 64 }, 12)).toEqual([
      'INVALID_NONCE_SIZE',
      { expected: '8', actual: 12 },
    ]);
    expect(
      await codeOf(
        encrypt(new Uint8Array(1), { algorithm: 'xsalsa20' }, { key: new Uint8Array(16), iv: new Uint8Array(24) }),
      ),
    ).toBe('INVALID_KEY_SIZE');
  });
});

// libsodium (Debian's libsodium23, called through Python's ctypes) as an independent implementation of
// the 64-bit-nonce ChaCha20, the IETF one, Salsa20 and XSalsa20, each with a start counter (`*_xor_ic`).
const SODIUM = `
import ctypes, sys
l = ctypes.CDLL('libsodium.so.23'); assert l.sodium_init() >= 0
alg, k, n, ic, m = sys.argv[1], *[bytes.fromhex(a) for a in sys.argv[2:4]], int(sys.argv[4]), bytes.fromhex(sys.argv[5])
c = ctypes.create_string_buffer(len(m) or 1)
f = {'chacha': l.crypto_stream_chacha20_xor_ic, 'ietf': l.crypto_stream_chacha20_ietf_xor_ic,
     'salsa20': l.crypto_stream_salsa20_xor_ic, 'xsalsa20': l.crypto_stream_xsalsa20_xor_ic}[alg]
icty = ctypes.c_uint32 if alg == 'ietf' else ctypes.c_uint64
assert f(c, m, ctypes.c_ulonglong(len(m)), n, icty(ic), k) == 0
print(c.raw[:len(m)].hex())
`;
const sodium = spawnSync('python3', ['-c', 'import ctypes; ctypes.CDLL("libsodium.so.23")']);
describe.skipIf(sodium.status !== 0)('against libsodium (skipped: python3 or libsodium.so.23 missing)', () => {
  test.each([
    ['chacha', { algorithm: 'chacha20', nonceBits: 64 }, 8],
    ['ietf', { algorithm: 'chacha20' }, 12],
    ['salsa20', { algorithm: 'salsa20' }, 8],
    ['xsalsa20', { algorithm: 'xsalsa20' }, 24],
  ] as const)('%s with random keys, nonces, counters and lengths', async (name, base, nonceLength) => {
    for (const n of [1, 64, 129, 3000]) {
      const key = randomBytes(32);
      const nonce = randomBytes(nonceLength);
      const counter = randomBytes(2).readUInt16LE();
      const data = randomBytes(n);
      const r = spawnSync('python3', [
        '-c',
        SODIUM,
        name,
        key.toString('hex'),
        nonce.toString('hex'),
        String(counter),
        data.toString('hex'),
      ]);
      expect(r.status, String(r.stderr)).toBe(0);
      const spec = { ...base, counter };
      const got = await chunked(
        createEncryptor(spec, { key: new Uint8Array(key), iv: new Uint8Array(nonce) }),
        new Uint8Array(data),
        [64, 7],
      );
      expect(toHex(got)).toBe(String(r.stdout).trim());
    }
  });
});

describe('stream cipher input rules', () => {
  it('refuses a passphrase, a counter out of range and data past the last block counter', async () => {
    const k = { key: new Uint8Array(32), iv: new Uint8Array(12) };
    expect(await codeOf(encrypt(new Uint8Array(1), { algorithm: 'chacha20' }, { passphrase: utf8('pw') }))).toBe(
      'UNSUPPORTED',
    );
    expect(await codeOf(encrypt(new Uint8Array(1), { algorithm: 'chacha20', counter: -1 }, k))).toBe('OUT_OF_RANGE');
    expect(await codeOf(encrypt(new Uint8Array(1), { algorithm: 'chacha20', counter: 2 ** 32 - 1 }, k))).toBe(
      'OUT_OF_RANGE',
    );
    expect(await codeOf(encrypt(new Uint8Array(1), { algorithm: 'chacha20', counter: 1.5 }, k))).toBe('OUT_OF_RANGE');
    // Two blocks from the last counter would need 2^32 - 1.
    const last = { algorithm: 'chacha20', counter: 2 ** 32 - 2 } as const;
    expect(await codeOf(encrypt(new Uint8Array(64), last, k))).toBe('resolved');
    expect(await codeOf(encrypt(new Uint8Array(65), last, k))).toBe('DATA_TOO_LONG');
    expect(() => createEncryptor({ algorithm: 'salsa20', rounds: 12 }, k)).toThrow(RangeError);
    expect(() => createEncryptor({ algorithm: 'aes', counter: 1 }, k)).toThrow(RangeError);
  });
});
