// The cipher operations of @tinkerbox/engine/ops against implementations that are not the engine's:
// the OpenSSL command line (3.0, legacy provider for DES, Blowfish, RC2 and RC4), node:crypto, libsodium
// (Debian's libsodium23 through Python's ctypes), RFC 6229's RC4 and RFC 4503's Rabbit keystreams
// (test/vectors/cipher), and crypto-js for Rabbit's byte orders (the engine's Rabbit is its own code).
import { execFileSync, spawnSync } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { CIPHER_OPERATIONS } from '../../src/ops/cipher-ops.ts';
import { run, runStream, tested } from './helpers.ts';

const openssl = (args: string[], input: Uint8Array) =>
  execFileSync('openssl', ['enc', ...args, '-provider', 'legacy', '-provider', 'default'], {
    input,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const PLAIN = new TextEncoder().encode('Tinkerbox 加密 ✓ interop with openssl enc, '.repeat(3));

// [operation prefix, openssl cipher prefix, key bytes, block bytes, modes]
const BLOCK = [
  ['des', 'des', 8, 8, ['cbc', 'ecb', 'cfb', 'ofb']],
  ['triple-des', 'des-ede3', 24, 8, ['cbc', 'ecb', 'cfb', 'ofb']],
  ['triple-des', 'des-ede', 16, 8, ['cbc', 'ecb', 'cfb', 'ofb']],
  ['blowfish', 'bf', 16, 8, ['cbc', 'ecb', 'cfb', 'ofb']],
  ['rc2', 'rc2', 16, 8, ['cbc', 'ecb', 'cfb', 'ofb']],
  ['sm4', 'sm4', 16, 16, ['cbc', 'ecb', 'cfb', 'ofb', 'ctr']],
  ['aes', 'aes-192', 24, 16, ['cbc', 'ecb', 'cfb', 'ofb', 'ctr']],
] as const;

describe('block ciphers against openssl enc', () => {
  it('raw key and IV, every mode, both ways, also streamed in odd chunks', async () => {
    for (const [id, cipher, keyBytes, block, modes] of BLOCK) {
      for (const mode of modes) {
        const key = randomBytes(keyBytes).toString('hex');
        const iv = randomBytes(block).toString('hex');
        const name = `${cipher}-${mode}`;
        const theirs = openssl([`-${name}`, '-K', key, ...(mode === 'ecb' ? [] : ['-iv', iv])], PLAIN);
        const step = `(key=hex:${key}${mode === 'ecb' ? '' : `,iv=hex:${iv}`},mode=${mode})`;
        expect(same(await run(`${id}-encrypt${step}`, PLAIN), theirs), name).toBe(true);
        expect(same(await run(`${id}-decrypt${step}`, theirs), PLAIN), name).toBe(true);
        expect(same(await runStream(`${id}-decrypt${step}`, theirs, [1, 7, 3, 16, 5]), PLAIN), name).toBe(true);
      }
    }
  });

  it('a passphrase: the Salted__ container with EVP_BytesToKey (MD5, SHA-1, SHA-256, SHA-512) or PBKDF2', async () => {
    const cases = [
      ['des', 'des-cbc', 'kdf=evp-md5', ['-md', 'md5']],
      ['triple-des', 'des-ede3-cbc', 'kdf=evp-sha256', ['-md', 'sha256']],
      ['blowfish', 'bf-cbc', 'kdf=evp-sha1', ['-md', 'sha1']],
      ['rc2', 'rc2-cbc', 'kdf=evp-sha512', ['-md', 'sha512']],
      ['sm4', 'sm4-cbc', 'kdf=pbkdf2-sha512,iterations=1000', ['-pbkdf2', '-iter', '1000', '-md', 'sha512']],
      ['aes', 'aes-128-cbc', 'kdf=pbkdf2-sha1,key-bits=128', ['-pbkdf2', '-iter', '10000', '-md', 'sha1']],
    ] as const;
    for (const [id, cipher, args, flags] of cases) {
      const ours = await run(`${id}-encrypt(passphrase=pass%20word,salt=hex:0001020304050607,${args})`, PLAIN);
      const theirs = openssl([`-${cipher}`, ...flags, '-k', 'pass word', '-S', '0001020304050607'], PLAIN);
      // OpenSSL 3 leaves out the `Salted__` header when the salt is given with -S; the rest is the same.
      expect(Buffer.from(ours.subarray(0, 8)).toString('latin1'), cipher).toBe('Salted__');
      expect(same(ours.subarray(16), theirs), cipher).toBe(true);
      const fresh = openssl([`-${cipher}`, ...flags, '-k', 'pass word'], PLAIN);
      expect(same(await run(`${id}-decrypt(passphrase=pass%20word,${args})`, fresh), PLAIN), cipher).toBe(true);
    }
  });

  it('padding choices and RC2 effective key bits as openssl -nopad and -rc2-40-cbc give them', async () => {
    const key = randomBytes(8).toString('hex');
    const iv = randomBytes(8).toString('hex');
    const aligned = PLAIN.subarray(0, 64);
    const nopad = openssl(['-des-cbc', '-K', key, '-iv', iv, '-nopad'], aligned);
    expect(same(await run(`des-encrypt(key=hex:${key},iv=hex:${iv},padding=none)`, aligned), nopad)).toBe(true);
    const e = await run(`des-encrypt(key=hex:${key},iv=hex:${iv},padding=none)`, PLAIN.subarray(0, 63)).catch((x) => x);
    expect(e.code).toBe('PLAINTEXT_NOT_BLOCK_MULTIPLE');
    // PKCS #7 on decryption, then the same bytes read back with no unpadding: the last block is 8 × 0x08.
    const padded = openssl(['-des-cbc', '-K', key, '-iv', iv], aligned);
    const raw = await run(`des-decrypt(key=hex:${key},iv=hex:${iv},padding=none)`, padded);
    expect(hex(raw.subarray(64))).toBe('08'.repeat(8));
    const k40 = randomBytes(5).toString('hex');
    const rc40 = openssl(['-rc2-40-cbc', '-K', k40, '-iv', iv], PLAIN);
    expect(same(await run(`rc2-encrypt(key=hex:${k40},iv=hex:${iv},effective-bits=40)`, PLAIN), rc40)).toBe(true);
  });

  it('AES-GCM and SM4-GCM with additional data against node:crypto', async () => {
    for (const [id, cipher, keyBytes] of [
      ['aes', 'aes-256-gcm', 32],
      ['sm4', 'sm4-gcm', 16],
    ] as const) {
      const key = randomBytes(keyBytes);
      const nonce = randomBytes(12);
      let theirs: Buffer;
      try {
        const c = createCipheriv(cipher as 'aes-256-gcm', key, nonce);
        c.setAAD(Buffer.from('header'));
        theirs = Buffer.concat([c.update(PLAIN), c.final(), c.getAuthTag()]);
      } catch {
        continue; // node's OpenSSL without SM4-GCM: the SM4 tests of the cipher domain cover it
      }
      const step = `(key=hex:${hex(key)},iv=hex:${hex(nonce)},mode=gcm,aad=header)`;
      expect(same(await run(`${id}-encrypt${step}`, PLAIN), theirs), cipher).toBe(true);
      expect(same(await run(`${id}-decrypt${step}`, theirs), PLAIN), cipher).toBe(true);
      const bad = await run(`${id}-decrypt(key=hex:${hex(key)},iv=hex:${hex(nonce)},mode=gcm)`, theirs).catch((x) => x);
      expect(['DECRYPT_FAILED', 'AUTH_TAG_MISMATCH']).toContain(bad.code);
    }
  });

  it('a passphrase and a key together, or neither, is INVALID_ARGUMENT', async () => {
    for (const step of ['des-encrypt(passphrase=a,key=hex:0001020304050607)', 'blowfish-decrypt']) {
      const e = await run(step, PLAIN).catch((x) => x);
      expect(e.code, step).toBe('INVALID_ARGUMENT');
      expect(e.params).toMatchObject({ step: 1, argument: 'passphrase' });
    }
  });
});

describe('stream ciphers', () => {
  it('RC4 gives RFC 6229’s keystreams and what openssl -rc4 gives; RC4-drop is RC4 past the dropped bytes', async () => {
    const v = JSON.parse(readFileSync(new URL('../vectors/cipher/rfc6229-rc4.json', import.meta.url), 'utf8'));
    for (const k of v.keys as { keyHex: string; blocks: { offset: number; hex: string }[] }[]) {
      const stream = await run(`rc4(key=hex:${k.keyHex})`, new Uint8Array(4112));
      for (const b of k.blocks) expect(hex(stream.subarray(b.offset, b.offset + 16)), k.keyHex).toBe(b.hex);
    }
    const key = randomBytes(16).toString('hex');
    expect(same(await run(`rc4(key=hex:${key})`, PLAIN), openssl(['-rc4', '-K', key], PLAIN))).toBe(true);
    expect(same(await run('rc4(key=Secret)', PLAIN), openssl(['-rc4', '-K', hex(Buffer.from('Secret'))], PLAIN)));
    for (const drop of [0, 192, 1000]) {
      const full = openssl(['-rc4', '-K', key], Buffer.concat([Buffer.alloc(drop * 4), PLAIN]));
      expect(same(await run(`rc4-drop(key=hex:${key},drop=${drop})`, PLAIN), full.subarray(drop * 4)), `${drop}`).toBe(
        true,
      );
    }
  });

  it('ChaCha20 gives RFC 8439 section 2.4.2 and what openssl -chacha20 gives from any counter', async () => {
    const sunscreen =
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
    const key = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
    expect(hex(await run(`chacha(key=hex:${key},nonce=hex:000000000000004a00000000,counter=1)`, sunscreen))).toBe(
      '6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d807ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab77937365af90bbf74a35be6b40b8eedf2785e42874d',
    );
    for (const counter of [0, 7, 0xffffff00]) {
      const k = randomBytes(32);
      const nonce = randomBytes(12);
      const ctr = Buffer.alloc(4);
      ctr.writeUInt32LE(counter);
      const theirs = openssl(['-chacha20', '-K', hex(k), '-iv', hex(Buffer.concat([ctr, nonce]))], PLAIN);
      const step = `chacha(key=hex:${hex(k)},nonce=hex:${hex(nonce)},counter=${counter})`;
      expect(same(await run(step, PLAIN), theirs), String(counter)).toBe(true);
      expect(same(await runStream(step, theirs, [1, 63, 2]), PLAIN), String(counter)).toBe(true);
    }
  });

  // libsodium's *_xor_ic functions, as the cipher domain's own tests call them (test/cipher/arx.test.ts).
  const SODIUM = `
import ctypes, sys
l = ctypes.CDLL('libsodium.so.23'); assert l.sodium_init() >= 0
alg, k, n, ic, m = sys.argv[1], *[bytes.fromhex(a) for a in sys.argv[2:4]], int(sys.argv[4]), bytes.fromhex(sys.argv[5])
c = ctypes.create_string_buffer(len(m) or 1)
f = {'chacha': l.crypto_stream_chacha20_xor_ic, 'salsa20': l.crypto_stream_salsa20_xor_ic,
     'xsalsa20': l.crypto_stream_xsalsa20_xor_ic}[alg]
assert f(c, m, ctypes.c_ulonglong(len(m)), n, ctypes.c_uint64(ic), k) == 0
print(c.raw[:len(m)].hex())
`;
  const sodium = spawnSync('python3', ['-c', 'import ctypes; ctypes.CDLL("libsodium.so.23")']);
  it.skipIf(sodium.status !== 0)(
    'Salsa20, XSalsa20 and the 64-bit-nonce ChaCha20 against libsodium (skipped without python3 and libsodium23)',
    async () => {
      for (const [name, nonceBytes] of [
        ['chacha', 8],
        ['salsa20', 8],
        ['xsalsa20', 24],
      ] as const) {
        const key = randomBytes(32);
        const nonce = randomBytes(nonceBytes);
        const counter = randomBytes(2).readUInt16LE();
        const data = randomBytes(300);
        const r = spawnSync('python3', ['-c', SODIUM, name, hex(key), hex(nonce), String(counter), hex(data)]);
        expect(r.status, String(r.stderr)).toBe(0);
        const step = `${name}(key=hex:${hex(key)},nonce=hex:${hex(nonce)},counter=${counter})`;
        expect(hex(await run(step, data)), name).toBe(String(r.stdout).trim());
      }
    },
  );

  it('a wrong nonce length is the cipher domain’s INVALID_NONCE_SIZE at its step', async () => {
    const e = await run(`salsa20(key=hex:${'00'.repeat(32)},nonce=hex:00)`, PLAIN).catch((x) => x);
    expect(e.code).toBe('INVALID_NONCE_SIZE');
    expect(e.params).toMatchObject({ step: 1, operation: 'salsa20' });
  });
});

describe('rabbit against RFC 4503 and crypto-js', () => {
  const rfc = JSON.parse(readFileSync(new URL('../vectors/cipher/rfc4503-rabbit.json', import.meta.url), 'utf8')) as {
    noIv: { keyHex: string; keystreamHex: string }[];
    withIv: { keyHex: string; ivHex: string; keystreamHex: string }[];
  };
  it('order=rfc4503 gives Appendix A’s keystreams, with and without IV setup, also streamed', async () => {
    const zeros = new Uint8Array(48);
    for (const v of [...rfc.noIv.map((x) => ({ ...x, ivHex: '' })), ...rfc.withIv]) {
      const step = `rabbit(key=hex:${v.keyHex}${v.ivHex ? `,iv=hex:${v.ivHex}` : ''},order=rfc4503)`;
      expect(hex(await run(step, zeros)), step).toBe(v.keystreamHex);
      expect(hex(await runStream(step, zeros, [5, 16, 1])), step).toBe(v.keystreamHex);
    }
  });
  it('the default order is crypto-js’s Rabbit, and order=legacy its RabbitLegacy, both ways', async () => {
    const wa = (b: Uint8Array) => CryptoJS.enc.Hex.parse(hex(b));
    for (const [order, cjs] of [
      ['', CryptoJS.Rabbit],
      ['legacy', CryptoJS.RabbitLegacy],
    ] as const) {
      for (const withIv of [true, false]) {
        const key = randomBytes(16);
        const iv = randomBytes(8);
        const theirs = cjs.encrypt(wa(PLAIN), wa(key), withIv ? { iv: wa(iv) } : {}).ciphertext.toString();
        const step = `rabbit(key=hex:${hex(key)}${withIv ? `,iv=hex:${hex(iv)}` : ''}${order ? `,order=${order}` : ''})`;
        expect(hex(await run(step, PLAIN)), step).toBe(theirs);
        expect(hex(await run(step, Buffer.from(theirs, 'hex'))), step).toBe(hex(PLAIN));
      }
    }
  });
  it('a key that is not 16 bytes is the cipher domain’s INVALID_KEY_SIZE at its step', async () => {
    const e = await run('rabbit(key=hex:00)', PLAIN).catch((x) => x);
    expect(e.code).toBe('INVALID_KEY_SIZE');
    expect(e.params).toMatchObject({ step: 1, operation: 'rabbit' });
  });
});

it('every cipher operation was run by a test in this file', () => {
  expect(CIPHER_OPERATIONS.map((o) => o.id).filter((id) => !tested.has(id))).toEqual([]);
});
