import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decrypt, encrypt } from '../../src/cipher/aes-gcm/index.ts';
import * as generic from '../../src/cipher/index.ts';
import { EngineError } from '../../src/errors.ts';
import { WEBCRYPTO_PATHS } from '../webcrypto-paths.ts';
import { type GcmVectors, gcmInputs, hex, opensslGcm, toHex, vectors } from './helpers.ts';

// @tinkerbox/engine/cipher/aes-gcm (decision 0192): encrypt and decrypt with /cipher's call shape for
// AES-GCM with a raw key, against the GCM specification's test cases (McGrew and Viega, the vectors of
// NIST's SP 800-38D project) and node:crypto (OpenSSL), on each path (WebCrypto, none, one that refuses),
// and against /cipher's encrypt and decrypt: the same bytes and the same errors for the same call.

afterEach(() => vi.unstubAllGlobals());

const GCM = { algorithm: 'aes', mode: 'gcm' } as const;

/** What a call settles to: its result (output, key, IV and salt as hex), or the error's class, code, message and params. */
async function outcome(p: () => Promise<generic.CipherResult>): Promise<unknown> {
  try {
    const r = await p();
    return { output: toHex(r.output), key: toHex(r.key), iv: r.iv && toHex(r.iv), salt: r.salt };
  } catch (e) {
    if (e instanceof EngineError) return { code: e.code, message: e.message, params: e.params };
    return { error: (e as Error).name, message: (e as Error).message };
  }
}

for (const [path, setUp] of Object.entries(WEBCRYPTO_PATHS)) {
  describe(`/cipher/aes-gcm encrypt and decrypt on ${path}`, () => {
    it('give the GCM specification test cases 1-18 (96-, 64- and 480-bit IVs, with and without AAD) and open them', async () => {
      setUp();
      for (const v of vectors<GcmVectors>('sp800-38d-gcm.json').cases) {
        const spec = v.aadHex ? { ...GCM, aad: hex(v.aadHex) } : GCM;
        const secret = { key: hex(v.keyHex), iv: hex(v.ivHex) };
        const sealed = (await encrypt(hex(v.plaintextHex), spec, secret)).output;
        expect(toHex(sealed), v.name).toBe(v.ciphertextHex + v.tagHex);
        expect(toHex((await decrypt(sealed, spec, secret)).output), v.name).toBe(v.plaintextHex);
      }
    });

    it("give node:crypto's and /cipher's bytes for any key size, IV length, tag length, AAD and text", async () => {
      setUp();
      await fc.assert(
        fc.asyncProperty(gcmInputs, async ({ key, iv, tagLength, data, bytes, aad }) => {
          const spec = { ...GCM, tagLength, ...(aad.length ? { aad } : {}) };
          const sealed = (await encrypt(data, spec, { key, iv })).output;
          expect(toHex(sealed)).toBe(opensslGcm(key, iv, bytes, aad, tagLength));
          expect(toHex((await generic.encrypt(data, spec, { key, iv })).output)).toBe(toHex(sealed));
          expect(toHex((await decrypt(sealed, spec, { key, iv })).output)).toBe(toHex(bytes));
        }),
        { numRuns: 40 },
      );
    });
  });
}

describe('/cipher/aes-gcm against /cipher: the same result and the same errors for the same call', () => {
  const key = Uint8Array.from({ length: 32 }, (_, i) => i);
  const iv = Uint8Array.from({ length: 12 }, (_, i) => 0xa0 + i);

  it('encrypt: the same output, key, IV and salt, or the same error, over a spread of inputs', async () => {
    const long = new Uint8Array(100_000).map((_, i) => i * 7);
    const cases: [unknown, object, object][] = [
      ['', GCM, { key, iv }],
      ['text, 中文 ✓', GCM, { key, iv }],
      [new Uint8Array(0), GCM, { key: key.subarray(0, 16), iv }],
      [long, { ...GCM, aad: long.subarray(0, 300) }, { key: key.subarray(0, 24), iv }],
      ['x', { ...GCM, tagLength: 4 }, { key, iv: new Uint8Array(8) }],
      ['x', { ...GCM, padding: 'none' }, { key, iv: new Uint8Array(128) }],
      // a Node Buffer key and IV: the result carries plain Uint8Array views, as /cipher's does
      ['x', GCM, { key: Buffer.from(key), iv: Buffer.from(iv) }],
      // errors: key and IV sizes, no IV, a tag length or padding GCM has not, options of other ciphers
      ['x', GCM, { key: new Uint8Array(15), iv }],
      ['x', GCM, { key: new Uint8Array(0), iv }],
      ['x', GCM, { key: new Uint8Array(33), iv: new Uint8Array(7) }],
      ['x', GCM, { key, iv: new Uint8Array(7) }],
      ['x', GCM, { key, iv: new Uint8Array(129) }],
      ['x', GCM, { key }],
      ['x', { ...GCM, tagLength: 10 }, { key, iv }],
      ['x', { ...GCM, tagLength: 10 }, { key: new Uint8Array(3), iv }],
      ['x', { ...GCM, padding: 'pkcs7' }, { key, iv }],
      ['x', { ...GCM, prefixNonce: true }, { key, iv }],
      ['x', { ...GCM, counter: 1 }, { key, iv }],
      ['x', { ...GCM, drop: -1 }, { key, iv }],
      // data that is neither bytes nor text, checked after the key as /cipher does
      [3, GCM, { key, iv }],
      [3, GCM, { key: new Uint8Array(3), iv }],
    ];
    for (const [data, spec, secret] of cases) {
      type Args = Parameters<typeof generic.encrypt>;
      const expected = await outcome(() => generic.encrypt(...([data, spec, secret] as Args)));
      const got = await outcome(() => encrypt(...([data, spec, secret] as Parameters<typeof encrypt>)));
      expect(got, JSON.stringify([typeof data, spec, Object.keys(secret)])).toEqual(expected);
    }
  });

  it('decrypt: the same plaintext or the same error: a failed tag, a short ciphertext, wrong AAD or tag length', async () => {
    const sealed = (await generic.encrypt('secret', GCM, { key, iv })).output;
    const altered = sealed.slice();
    altered[0] = (altered[0] as number) ^ 1;
    const tag = sealed.slice();
    tag[tag.length - 1] = (tag[tag.length - 1] as number) ^ 0x80;
    const cases: [Uint8Array, object, object][] = [
      [sealed, GCM, { key, iv }],
      [Buffer.from(sealed), GCM, { key, iv }],
      [altered, GCM, { key, iv }],
      [tag, GCM, { key, iv }],
      [sealed.subarray(0, 10), GCM, { key, iv }],
      [new Uint8Array(0), GCM, { key, iv }],
      [sealed, { ...GCM, aad: Uint8Array.of(1) }, { key, iv }],
      [sealed, { ...GCM, tagLength: 12 }, { key, iv }],
      [sealed, GCM, { key: key.subarray(0, 16), iv }],
      [sealed, GCM, { key, iv: new Uint8Array(12) }],
      [sealed, GCM, { key: new Uint8Array(15), iv }],
      [sealed, GCM, { key, iv: new Uint8Array(7) }],
    ];
    for (const [data, spec, secret] of cases) {
      const expected = await outcome(() => generic.decrypt(data, spec as generic.CipherSpec, secret as never));
      const got = await outcome(() => decrypt(data, spec as typeof GCM, secret as never));
      expect(got, JSON.stringify([data.length, spec])).toEqual(expected);
    }
    expect(await outcome(() => decrypt(altered, GCM, { key, iv }))).toMatchObject({ code: 'DECRYPT_FAILED' });
  });

  it("opts.aesBackend 'noble' gives the same bytes (the benchmark's and the tests' knob, as /cipher's)", async () => {
    for (const ivlen of [8, 12, 60]) {
      const secret = { key, iv: new Uint8Array(ivlen).fill(9) };
      const web = await encrypt('abc', GCM, secret);
      const noble = await encrypt('abc', GCM, secret, { aesBackend: 'noble' });
      expect(toHex(noble.output)).toBe(toHex(web.output));
      expect(toHex(noble.output)).toBe(opensslGcm(key, secret.iv, Buffer.from('abc'), new Uint8Array(0), 16));
      const opened = await decrypt(noble.output, GCM, secret, { aesBackend: 'noble' });
      expect(Buffer.from(opened.output).toString()).toBe('abc');
    }
  });
});

describe('/cipher/aes-gcm refuses what only /cipher runs, with an EngineError that names /cipher', () => {
  const key = new Uint8Array(32);
  const refused: [string, object, object][] = [
    ['passphrase', GCM, { passphrase: new TextEncoder().encode('pw') }],
    ['mode', { algorithm: 'aes' }, { key, iv: new Uint8Array(16) }],
    ['mode', { algorithm: 'aes', mode: 'cbc' }, { key, iv: new Uint8Array(16) }],
    ['mode', { algorithm: 'aes', mode: 'ctr' }, { key, iv: new Uint8Array(16) }],
    ['algorithm', { algorithm: 'sm4', mode: 'gcm' }, { key: new Uint8Array(16), iv: new Uint8Array(12) }],
    ['algorithm', { algorithm: 'chacha20-poly1305' }, { key, iv: new Uint8Array(12) }],
    ['ivPlacement', { ...GCM, ivPlacement: 'prepended' }, { key, iv: new Uint8Array(12) }],
    ['ivPlacement', { ...GCM, ivPlacement: 'appended' }, { key, iv: new Uint8Array(12) }],
  ];

  it('UNSUPPORTED, with what it was, for encrypt and decrypt; /cipher runs each of them', async () => {
    for (const [what, spec, secret] of refused) {
      for (const call of [encrypt, decrypt] as const) {
        const p = call(new Uint8Array(16), spec as typeof GCM, secret as never);
        const e = await p.then(
          () => undefined,
          (x: unknown) => x,
        );
        expect(e, `${what} ${JSON.stringify(spec)}`).toBeInstanceOf(EngineError);
        expect((e as EngineError).code).toBe('UNSUPPORTED');
        expect((e as EngineError).params).toEqual({ what });
        expect((e as EngineError).message).toMatch(
          /^@tinkerbox\/engine\/cipher\/aes-gcm .*: import encrypt and decrypt from @tinkerbox\/engine\/cipher\.$/,
        );
      }
      // /cipher encrypts it (with the key or passphrase it was given)
      const full = await generic.encrypt('x', spec as generic.CipherSpec, secret as generic.CipherSecret);
      expect(full.output.length).toBeGreaterThan(0);
    }
  });
});
