import { createCipheriv, createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  type CipherMode,
  createDecryptor,
  createEncryptor,
  decrypt,
  decryptTryingDerivations,
  encrypt,
  pbkdf2KeyIv,
} from '../src/cipher/index.ts';
import { digest, hmac, pbkdf2 } from '../src/hash/index.ts';
import { chunked } from './cipher/helpers.ts';

// WebCrypto refuses some inputs in some engines (WebKitGTK: PBKDF2 with an empty salt or password is an
// OperationError). These tests replace the platform's SubtleCrypto with one that refuses as a browser
// does and check that every engine function still gives node:crypto's (OpenSSL's) bytes.

const real = globalThis.crypto;
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const bytes = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));
const refusal = (name: string) => new DOMException('refused by the test platform', name);

interface Counted {
  subtle: SubtleCrypto;
  calls: string[];
}

/**
 * A SubtleCrypto that forwards to Node's but first asks `refuse(method, args)`: a name there rejects the
 * call with a DOMException of that name, as a browser does.
 */
function platform(refuse: (method: string, args: unknown[]) => string | undefined): Counted {
  const calls: string[] = [];
  const subtle = new Proxy(real.subtle, {
    get(target, prop) {
      const f = Reflect.get(target, prop);
      if (typeof f !== 'function') return f;
      return (...args: unknown[]) => {
        calls.push(String(prop));
        const name = refuse(String(prop), args);
        if (name) return Promise.reject(refusal(name));
        return f.apply(target, args);
      };
    },
  });
  vi.stubGlobal('crypto', { subtle, getRandomValues: real.getRandomValues.bind(real) });
  return { subtle, calls };
}

const len = (b: unknown) => (b as ArrayBufferView).byteLength;

/** WebKitGTK's refusals: importKey of an empty PBKDF2 password, deriveBits with an empty PBKDF2 salt. */
const webkit = () =>
  platform((method, args) => {
    const alg = args[method === 'importKey' ? 2 : 0];
    const name = typeof alg === 'string' ? alg : (alg as { name?: string }).name;
    if (name !== 'PBKDF2') return undefined;
    if (method === 'importKey' && len(args[1]) === 0) return 'OperationError';
    if (method === 'deriveBits' && len((alg as { salt: unknown }).salt) === 0) return 'OperationError';
    return undefined;
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

const PBKDF2_CASES = [
  { password: 'password', salt: '' },
  { password: '', salt: 'salt' },
  { password: '', salt: '' },
] as const;

describe('PBKDF2 with an empty salt or password on a WebKit-like platform equals node:crypto', () => {
  for (const hash of ['sha1', 'sha256', 'sha384', 'sha512', 'sha512-256', 'sha3-256'] as const) {
    for (const { password, salt } of PBKDF2_CASES) {
      test(`hash pbkdf2 ${hash}, password '${password}', salt '${salt}'`, async () => {
        webkit();
        for (const [iterations, dkLen] of [
          [1, 20],
          [1000, 64],
        ] as const) {
          const dk = await pbkdf2({ hash, password: bytes(password), salt: bytes(salt), iterations, dkLen });
          expect(hex(dk)).toBe(pbkdf2Sync(password, salt, iterations, dkLen, hash).toString('hex'));
        }
      });
    }
  }

  for (const hash of ['sha1', 'sha256', 'sha384', 'sha512'] as const) {
    for (const { password, salt } of PBKDF2_CASES) {
      test(`cipher pbkdf2KeyIv ${hash}, passphrase '${password}', salt '${salt}'`, async () => {
        webkit();
        const { key, iv } = await pbkdf2KeyIv(bytes(password), bytes(salt), 32, 16, hash, 10_000);
        const want = pbkdf2Sync(password, salt, 10_000, 48, hash).toString('hex');
        expect(hex(key) + hex(iv)).toBe(want);
      });
    }
  }

  test('a non-empty salt and password still go to WebCrypto', async () => {
    const { calls } = webkit();
    const dk = await pbkdf2({ hash: 'sha256', password: bytes('pw'), salt: bytes('salt'), iterations: 2, dkLen: 32 });
    expect(hex(dk)).toBe(pbkdf2Sync('pw', 'salt', 2, 32, 'sha256').toString('hex'));
    expect(calls).toEqual(['importKey', 'deriveBits']);
  });

  // What /aes, /des, /tripledes and /sm4 do with data that has no Salted__ header: the passphrase's
  // derivations are tried in turn, PBKDF2 among them, with an empty salt.
  test('decrypting `openssl enc -nosalt -pbkdf2` output (no Salted__ header) finds the PBKDF2 derivation', async () => {
    webkit();
    const kiv = pbkdf2Sync('secret', '', 10_000, 48, 'sha256');
    const c = createCipheriv('aes-256-cbc', kiv.subarray(0, 32), kiv.subarray(32));
    const data = new Uint8Array(Buffer.concat([c.update('hello from openssl'), c.final()]));
    const r = await decryptTryingDerivations(data, { algorithm: 'aes' }, { passphrase: bytes('secret') });
    expect(Buffer.from(r.output).toString('utf8')).toBe('hello from openssl');
    expect(r.derivation).toMatchObject({ kdf: 'pbkdf2', iterations: 10_000 });
  });

  test('a wrong passphrase on headerless data is a wrong-key error, not a platform one', async () => {
    webkit();
    const data = new Uint8Array(32).fill(9);
    await expect(
      decryptTryingDerivations(data, { algorithm: 'aes' }, { passphrase: bytes('wrong') }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/INVALID_PADDING|DECRYPT_FAILED/) });
  });
});

describe('a platform that refuses every WebCrypto call: the portable paths give the same bytes', () => {
  const everything = (name: string) => platform(() => name);

  for (const name of ['OperationError', 'NotSupportedError']) {
    test(`PBKDF2, digest and HMAC past 1 MiB (${name})`, async () => {
      const { calls } = everything(name);
      for (const hash of ['sha1', 'sha256', 'sha384', 'sha512'] as const) {
        const dk = await pbkdf2({ hash, password: bytes('pw'), salt: bytes('salt'), iterations: 3, dkLen: 40 });
        expect(hex(dk)).toBe(pbkdf2Sync('pw', 'salt', 3, 40, hash).toString('hex'));
        const { key, iv } = await pbkdf2KeyIv(bytes('pw'), bytes('salt'), 24, 16, hash, 5);
        expect(hex(key) + hex(iv)).toBe(pbkdf2Sync('pw', 'salt', 5, 40, hash).toString('hex'));
      }
      const big = new Uint8Array((1 << 20) + 3).map((_, i) => i * 7);
      expect(hex(await digest('sha256', big))).toBe(createHash('sha256').update(big).digest('hex'));
      expect(hex(await hmac('sha512', bytes('k'), big))).toBe(createHmac('sha512', 'k').update(big).digest('hex'));
      // The test is only worth something if WebCrypto was asked each time.
      expect(calls.filter((c) => c === 'importKey')).toHaveLength(9);
      expect(calls).toContain('digest');
    });
  }

  // importKey is accepted here (a refused key already went to noble); the calls after it are refused.
  const cipherCalls = () =>
    platform((method) => (method === 'encrypt' || method === 'decrypt' ? 'OperationError' : undefined));

  for (const mode of ['cbc', 'ctr', 'ofb'] as const) {
    test(`AES-${mode} encrypt and decrypt`, async () => {
      const { calls } = cipherCalls();
      const key = new Uint8Array(32).map((_, i) => i);
      const iv = new Uint8Array(16).map((_, i) => 255 - i);
      const data = new Uint8Array(100).map((_, i) => i * 3);
      const c = createCipheriv(`aes-256-${mode}`, key, iv);
      const want = Buffer.concat([c.update(data), c.final()]).toString('hex');
      const spec = { algorithm: 'aes', mode } as const;
      const sealed = (await encrypt(data, spec, { key, iv })).output;
      expect(hex(sealed)).toBe(want);
      expect(hex((await decrypt(sealed, spec, { key, iv })).output)).toBe(hex(data));
      expect(calls).toContain('importKey');
    });
  }

  test('AES-GCM seals as node:crypto does and still rejects a forged tag', async () => {
    const { calls } = cipherCalls();
    const key = new Uint8Array(16).fill(1);
    const iv = new Uint8Array(12).fill(2);
    const aad = bytes('header');
    const data = bytes('attack at dawn');
    const c = createCipheriv('aes-128-gcm', key, iv, { authTagLength: 12 });
    c.setAAD(aad);
    const want = Buffer.concat([c.update(data), c.final(), c.getAuthTag()]).toString('hex');
    const spec = { algorithm: 'aes', mode: 'gcm', tagLength: 12, aad } as const;
    const sealed = (await encrypt(data, spec, { key, iv })).output;
    expect(hex(sealed)).toBe(want);
    expect(hex((await decrypt(sealed, spec, { key, iv })).output)).toBe(hex(data));
    const forged = sealed.slice();
    forged[forged.length - 1] = (forged[forged.length - 1] as number) ^ 1;
    await expect(decrypt(forged, spec, { key, iv })).rejects.toMatchObject({ code: 'DECRYPT_FAILED' });
    expect(calls.filter((m) => m === 'encrypt' || m === 'decrypt')).toHaveLength(3);
  });
});

describe('a platform that refuses part-way through a stream', () => {
  for (const mode of ['cbc', 'ctr', 'ofb'] as const satisfies readonly CipherMode[]) {
    test(`AES-${mode}: noble takes over from the same chain or counter`, async () => {
      const key = new Uint8Array(16).map((_, i) => i + 1);
      const iv = new Uint8Array(16).fill(0xff);
      const data = new Uint8Array(333).map((_, i) => i);
      const c = createCipheriv(`aes-128-${mode}`, key, iv);
      const want = Buffer.concat([c.update(data), c.final()]);
      const spec = { algorithm: 'aes', mode } as const;
      for (const direction of ['encrypt', 'decrypt'] as const) {
        let left = 3;
        const { calls } = platform((method) =>
          method === 'encrypt' || method === 'decrypt' ? (left-- > 0 ? undefined : 'OperationError') : undefined,
        );
        const s = direction === 'encrypt' ? createEncryptor(spec, { key, iv }) : createDecryptor(spec, { key, iv });
        const out = await chunked(s, direction === 'encrypt' ? data : want, [48, 17, 64]);
        expect(hex(out)).toBe(direction === 'encrypt' ? want.toString('hex') : hex(data));
        // Some chunks ran on WebCrypto before the refusal, so both backends took part.
        expect(calls.filter((m) => m === 'encrypt' || m === 'decrypt').length).toBeGreaterThan(3);
        vi.unstubAllGlobals();
      }
    });
  }
});
