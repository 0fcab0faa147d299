import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decrypt, decryptAesGcm, encrypt, encryptAesGcm } from '../../src/cipher/index.ts';
import { EngineError } from '../../src/errors.ts';
import { WEBCRYPTO_PATHS } from '../webcrypto-paths.ts';
import { gcmInputs, opensslGcm } from './helpers.ts';

// encryptAesGcm/decryptAesGcm (issue 39) against the GCM specification's test vectors, node:crypto
// (OpenSSL) and encrypt()/decrypt(), on WebCrypto, without WebCrypto, and on a WebCrypto that refuses
// every call: the same bytes and the same EngineErrors on each path.

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

afterEach(() => vi.unstubAllGlobals());

// McGrew and Viega, "The Galois/Counter Mode of Operation (GCM)", test cases 13 to 16 (AES-256).
const K15 = 'feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308';
const P15 =
  'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255';
const C15 =
  '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad';
const SPEC = [
  { key: '00'.repeat(32), iv: '00'.repeat(12), p: '', aad: '', c: '', t: '530f8afbc74536b9a963b4f1c4cb738b' },
  {
    key: '00'.repeat(32),
    iv: '00'.repeat(12),
    p: '00'.repeat(16),
    aad: '',
    c: 'cea7403d4d606b6e074ec5d3baf39d18',
    t: 'd0d1c8a799996bf0265b98b5d48ab919',
  },
  { key: K15, iv: 'cafebabefacedbaddecaf888', p: P15, aad: '', c: C15, t: 'b094dac5d93471bdec1a502270e3cc6c' },
  {
    key: K15,
    iv: 'cafebabefacedbaddecaf888',
    p: P15.slice(0, 120),
    aad: 'feedfacedeadbeeffeedfacedeadbeefabaddad2',
    c: C15.slice(0, 120),
    t: '76fc6ece0f4e1768cddf8853bb2d551b',
  },
];

/** What a promise settles to: the bytes, or the error's class, code, message and params. */
async function outcome(p: Promise<Uint8Array>): Promise<unknown> {
  try {
    return hex(await p);
  } catch (e) {
    if (e instanceof EngineError) return { code: e.code, message: e.message, params: e.params };
    return { error: (e as Error).name };
  }
}

for (const [path, setUp] of Object.entries(WEBCRYPTO_PATHS)) {
  describe(`encryptAesGcm/decryptAesGcm on ${path}`, () => {
    it('give the GCM specification vectors (test cases 13-16) and open them', async () => {
      setUp();
      for (const v of SPEC) {
        const options = v.aad ? { aad: fromHex(v.aad) } : {};
        const sealed = await encryptAesGcm(fromHex(v.p), fromHex(v.key), fromHex(v.iv), options);
        expect(hex(sealed)).toBe(v.c + v.t);
        expect(hex(await decryptAesGcm(sealed, fromHex(v.key), fromHex(v.iv), options))).toBe(v.p);
      }
    });

    it("give node:crypto's and encrypt()'s bytes for any key size, IV length, tag length, AAD and text", async () => {
      setUp();
      await fc.assert(
        fc.asyncProperty(gcmInputs, async ({ key, iv, tagLength: tag, data, bytes, aad }) => {
          const options = { tagLength: tag, ...(aad.length ? { aad } : {}) };
          const sealed = await encryptAesGcm(data, key, iv, options);
          expect(hex(sealed)).toBe(opensslGcm(key, iv, bytes, aad, tag));
          const spec = { algorithm: 'aes', mode: 'gcm', tagLength: tag, ...(aad.length ? { aad } : {}) } as const;
          expect(hex((await encrypt(data, spec, { key, iv })).output)).toBe(hex(sealed));
          expect(hex(await decryptAesGcm(sealed, key, iv, options))).toBe(hex(bytes));
        }),
        { numRuns: 40 },
      );
    });

    it("throw decrypt()'s EngineErrors: key and IV sizes, an altered or short ciphertext, wrong AAD", async () => {
      setUp();
      const key = new Uint8Array(32);
      const iv = new Uint8Array(12);
      const sealed = await encryptAesGcm('secret', key, iv);
      const altered = sealed.slice();
      altered[0] = (altered[0] as number) ^ 1;
      const cases: [Uint8Array, Uint8Array, Uint8Array, { aad?: Uint8Array; tagLength?: number }][] = [
        [sealed, new Uint8Array(15), iv, {}],
        [sealed, new Uint8Array(0), iv, {}],
        [sealed, key, new Uint8Array(7), {}],
        [sealed, key, new Uint8Array(129), {}],
        [altered, key, iv, {}],
        [sealed.subarray(0, 10), key, iv, {}],
        [sealed, key, iv, { aad: Uint8Array.of(1) }],
        [sealed, key, iv, { tagLength: 12 }],
      ];
      for (const [data, k, n, options] of cases) {
        const spec = { algorithm: 'aes', mode: 'gcm', ...options } as const;
        const expected = await outcome(decrypt(data, spec, { key: k, iv: n }).then((r) => r.output));
        expect(expected).toHaveProperty('code');
        expect(await outcome(decryptAesGcm(data, k, n, options))).toEqual(expected);
        if (data === sealed && !options.aad && !options.tagLength) {
          const enc = await outcome(encrypt('secret', spec, { key: k, iv: n }).then((r) => r.output));
          expect(await outcome(encryptAesGcm('secret', k, n, options))).toEqual(enc);
        }
      }
      await expect(encryptAesGcm('x', key, iv, { tagLength: 10 })).rejects.toThrow(RangeError);
      await expect(encryptAesGcm(3 as unknown as string, key, iv)).rejects.toThrow(TypeError);
    });
  });
}
