import type { EngineError } from '@tinkerbox/engine';
import { bytesFromText, type CipherSecret, type CipherSpec, textFromBytes } from '@tinkerbox/engine/cipher';
import { describe, expect, it } from 'vitest';
import { runHanded } from '../../../test/handed-recipe.ts';
import { recipeFragment } from '../../shell/continue-in-recipe.tsx';
import { runCipherJob } from './cipher.job.ts';
import { type CipherRecipeJob, cipherRecipe } from './cipher.recipe.ts';

// "Continue in a recipe" on the cipher pages: for each setting a page offers, the steps it hands over, run
// by the engine's operations, give what the page's own worker job gives and shows for the same job (the
// page is the reference; the operations are checked against OpenSSL and crypto-js in the engine's tests).

const ctx = { emit() {}, signal: new AbortController().signal, transferResult() {} };
const PLAIN = 'Tinkerbox: 加密 ✓, one more block of text';
const utf8 = (s: string) => new TextEncoder().encode(s);
const bytes = (n: number, from = 1) => Uint8Array.from({ length: n }, (_, i) => (from + i * 37) % 256);
const SALT = bytes(8, 200);

/** What the page shows for its job: its worker's output, written as the output box writes it. */
async function pageShows(j: CipherRecipeJob): Promise<Uint8Array> {
  const data = bytesFromText(j.text, j.inKind === 'text' ? 'utf8' : (j.inKind as 'hex'));
  const r = await runCipherJob({ direction: j.direction, spec: j.spec, secret: j.secret, data }, ctx);
  const kind = j.direction === 'encrypt' && j.outKind === 'text' ? 'base64' : j.outKind;
  return kind === 'text' ? r.output : utf8(textFromBytes(r.output, kind));
}

async function same(j: CipherRecipeJob) {
  const label = `${j.direction} ${JSON.stringify(j.spec)} ${j.inKind}->${j.outKind}`;
  const handed = cipherRecipe(j);
  expect(handed, label).not.toBeNull();
  if (!handed) return;
  let want: Uint8Array;
  try {
    want = await pageShows(j);
  } catch (e) {
    await expect(runHanded(handed), label).rejects.toMatchObject({ code: (e as EngineError).code });
    return;
  }
  expect([...(await runHanded(handed))], `${label} ${recipeFragment(handed.steps)}`).toEqual([...want]);
}

/** Encrypts PLAIN in every output form, then decrypts the page's own base64 and hex ciphertext. */
async function bothWays(spec: CipherSpec, enc: CipherSecret, dec: CipherSecret = enc) {
  const job = (direction: 'encrypt' | 'decrypt', secret: CipherSecret) => ({
    spec,
    secret,
    direction,
    tagApart: false,
  });
  for (const outKind of ['text', 'hex', 'base64'] as const)
    await same({ ...job('encrypt', enc), inKind: 'text', outKind, text: PLAIN });
  await same({ ...job('encrypt', enc), inKind: 'hex', outKind: 'hex', text: '00 01 02 ff' });
  let sealed: Uint8Array;
  try {
    sealed = (await runCipherJob({ direction: 'encrypt', spec, secret: enc, data: utf8(PLAIN) }, ctx)).output;
  } catch {
    return; // refused alike above (no padding on a partial block)
  }
  for (const inKind of ['base64', 'hex'] as const)
    for (const outKind of ['text', 'hex'] as const)
      await same({ ...job('decrypt', dec), inKind, outKind, text: textFromBytes(sealed, inKind) });
}

const pass = (p: string, derivation?: Extract<CipherSecret, { passphrase: Uint8Array }>['derivation']) =>
  ({ passphrase: utf8(p), salt: SALT, ...(derivation ? { derivation } : {}) }) as const;
const unsalted = (s: ReturnType<typeof pass>) => ({
  passphrase: s.passphrase,
  ...(s.derivation ? { derivation: s.derivation } : {}),
});

describe('the cipher pages hand the recipe page their own encryption and decryption', () => {
  it('AES: every mode, key size, passphrase derivation, padding, and a raw key', async () => {
    const derivations = [
      undefined,
      { kdf: 'evp-sha256' } as const,
      { kdf: 'evp-sha1' } as const,
      { kdf: 'evp-sha512' } as const,
      { kdf: 'pbkdf2', hash: 'SHA-256', iterations: 10_000 } as const,
      { kdf: 'pbkdf2', hash: 'SHA-512', iterations: 1000 } as const,
      { kdf: 'pbkdf2', hash: 'SHA-1', iterations: 7 } as const,
    ];
    // passphrases that need escaping or that look like hex: the link carries them as typed
    const phrases = ['correct horse, battery (staple) = 100%', 'hex:00ff', '密码'];
    for (const [i, derivation] of derivations.entries())
      await bothWays(
        { algorithm: 'aes', mode: 'cbc', padding: 'pkcs7', keyBits: 256 },
        pass(phrases[i % 3] as string, derivation),
        unsalted(pass(phrases[i % 3] as string, derivation)),
      );
    // a passphrase that starts with a byte order mark keeps it
    await bothWays(
      { algorithm: 'aes', mode: 'cbc', padding: 'pkcs7', keyBits: 256 },
      pass('\uFEFFbom'),
      unsalted(pass('\uFEFFbom')),
    );
    for (const mode of ['cbc', 'ctr', 'cfb', 'ofb', 'ecb'] as const)
      for (const keyBits of [128, 192, 256] as const) {
        const padding = mode === 'cbc' || mode === 'ecb' ? 'pkcs7' : 'none';
        await bothWays({ algorithm: 'aes', mode, padding, keyBits }, pass('pw'), unsalted(pass('pw')));
        await bothWays({ algorithm: 'aes', mode, padding, keyBits }, {
          key: bytes(keyBits / 8),
          iv: mode === 'ecb' ? undefined : bytes(16, 9),
        } as CipherSecret);
      }
    for (const padding of ['ansix923', 'iso7816', 'zero', 'none'] as const)
      await bothWays({ algorithm: 'aes', mode: 'cbc', padding, keyBits: 256 }, { key: bytes(32), iv: bytes(16, 5) });
    await bothWays(
      { algorithm: 'aes', mode: 'ctr', padding: 'pkcs7', keyBits: 256 },
      { key: bytes(32), iv: bytes(16, 5) },
    );
    for (const aad of [undefined, utf8('header, v=1')])
      await bothWays(
        { algorithm: 'aes', mode: 'gcm', padding: 'none', keyBits: 256, tagLength: 16, ...(aad ? { aad } : {}) },
        { key: bytes(32), iv: bytes(12, 3) },
      );
    await bothWays(
      { algorithm: 'aes', mode: 'gcm', padding: 'none', keyBits: 128, tagLength: 16 },
      pass('pw'),
      unsalted(pass('pw')),
    );
  });

  it('DES, Triple DES, Blowfish, RC2 and SM4: passphrase and raw key, their modes', async () => {
    for (const mode of ['cbc', 'ecb', 'ctr', 'cfb', 'ofb'] as const) {
      const padding = mode === 'cbc' || mode === 'ecb' ? 'pkcs7' : 'none';
      const iv8 = mode === 'ecb' ? {} : { iv: bytes(8, 4) };
      const iv16 = mode === 'ecb' ? {} : { iv: bytes(16, 4) };
      await bothWays({ algorithm: 'des', mode, padding }, { key: bytes(8), ...iv8 });
      await bothWays({ algorithm: 'des', mode, padding }, pass('pw'), unsalted(pass('pw')));
      await bothWays({ algorithm: 'tripledes', mode, padding, tripleDesKeys: 3 }, pass('pw'), unsalted(pass('pw')));
      await bothWays({ algorithm: 'tripledes', mode, padding, tripleDesKeys: 3 }, { key: bytes(24), ...iv8 });
      await bothWays({ algorithm: 'tripledes', mode, padding, tripleDesKeys: 2 }, { key: bytes(16), ...iv8 });
      await bothWays({ algorithm: 'blowfish', mode, padding }, pass('pw'), unsalted(pass('pw')));
      await bothWays({ algorithm: 'blowfish', mode, padding }, { key: bytes(13), ...iv8 });
      await bothWays({ algorithm: 'sm4', mode, padding }, pass('pw'), unsalted(pass('pw')));
      await bothWays({ algorithm: 'sm4', mode, padding }, { key: bytes(16), ...iv16 });
      if (mode !== 'ctr') {
        for (const effectiveKeyBits of [128, 40, 1024])
          await bothWays({ algorithm: 'rc2', mode, padding, effectiveKeyBits }, { key: bytes(16), ...iv8 });
        await bothWays({ algorithm: 'rc2', mode, padding, effectiveKeyBits: 64 }, pass('pw'), unsalted(pass('pw')));
      }
    }
    await bothWays(
      { algorithm: 'sm4', mode: 'gcm', padding: 'none', tagLength: 16, aad: utf8('a') },
      { key: bytes(16), iv: bytes(12) },
    );
  });

  it('RC4, RC4-drop, ChaCha20, Salsa20, XSalsa20, Rabbit and ChaCha20-Poly1305 with a raw key', async () => {
    for (const iv of [bytes(8), undefined]) {
      const secret = { key: bytes(16), ...(iv ? { iv } : {}) };
      await bothWays({ algorithm: 'rabbit' }, secret);
      await bothWays({ algorithm: 'rabbit', rabbitOrder: 'rfc4503' }, secret);
      await bothWays({ algorithm: 'rabbit-legacy' }, secret);
    }
    await bothWays({ algorithm: 'rc4', keyBits: 256 }, { key: bytes(5) });
    for (const drop of [0, 192, 768]) await bothWays({ algorithm: 'rc4drop', keyBits: 256, drop }, { key: bytes(16) });
    for (const rounds of [20, 12, 8] as const)
      for (const counter of [0, 1, 4_000_000_000]) {
        await bothWays({ algorithm: 'chacha20', rounds, nonceBits: 96, counter }, { key: bytes(32), iv: bytes(12) });
        await bothWays({ algorithm: 'chacha20', rounds, nonceBits: 64, counter }, { key: bytes(32), iv: bytes(8) });
      }
    for (const counter of [0, 7]) {
      await bothWays({ algorithm: 'salsa20', counter }, { key: bytes(32), iv: bytes(8) });
      await bothWays({ algorithm: 'salsa20', counter }, { key: bytes(16), iv: bytes(8) });
      await bothWays({ algorithm: 'xsalsa20', counter }, { key: bytes(32), iv: bytes(24) });
    }
    for (const aad of [undefined, utf8('header')]) {
      await bothWays({ algorithm: 'chacha20-poly1305', ...(aad ? { aad } : {}) }, { key: bytes(32), iv: bytes(12) });
      await bothWays({ algorithm: 'xchacha20-poly1305', ...(aad ? { aad } : {}) }, { key: bytes(32), iv: bytes(24) });
    }
  });

  it('a passphrase encryption with the random salt the page draws: the page decrypts what the recipe wrote', async () => {
    const spec: CipherSpec = { algorithm: 'aes', mode: 'cbc', padding: 'pkcs7', keyBits: 256 };
    const secret = {
      passphrase: utf8('pw, with a comma'),
      derivation: { kdf: 'pbkdf2', hash: 'SHA-256', iterations: 10_000 },
    } as const;
    const handed = cipherRecipe({
      direction: 'encrypt',
      spec,
      secret,
      inKind: 'text',
      outKind: 'base64',
      text: PLAIN,
      tagApart: false,
    });
    expect(handed).not.toBeNull();
    const sealed = new TextDecoder().decode(await runHanded(handed as NonNullable<typeof handed>));
    const back = await runCipherJob({ direction: 'decrypt', spec, secret, data: bytesFromText(sealed, 'base64') }, ctx);
    expect(new TextDecoder().decode(back.output)).toBe(PLAIN);
  });

  it('hands nothing where no operation says what the page does', () => {
    const base = { direction: 'encrypt', inKind: 'text', outKind: 'base64', text: 'x', tagApart: false } as const;
    const key = { key: bytes(16), iv: bytes(16) };
    const none: CipherRecipeJob[] = [
      { ...base, spec: { algorithm: 'rabbit' }, secret: pass('pw') },
      {
        ...base,
        spec: { algorithm: 'xchacha20-poly1305', prefixNonce: true },
        secret: { key: bytes(32), iv: bytes(24) },
      },
      { ...base, spec: { algorithm: 'aes', mode: 'gcm', tagLength: 12 }, secret: { key: bytes(16), iv: bytes(12) } },
      { ...base, spec: { algorithm: 'aes', mode: 'cbc', ivPlacement: 'prepended' }, secret: key },
      { ...base, spec: { algorithm: 'tripledes', mode: 'cbc', tripleDesKeys: 2 }, secret: pass('pw') },
      { ...base, spec: { algorithm: 'rc4', keyBits: 128 }, secret: pass('pw') },
      {
        ...base,
        spec: { algorithm: 'chacha20-poly1305', prefixNonce: true },
        secret: { key: bytes(32), iv: bytes(12) },
      },
      { ...base, spec: { algorithm: 'chacha20-poly1305' }, secret: { key: bytes(32), iv: bytes(12) }, tagApart: true },
      { ...base, spec: { algorithm: 'aes', mode: 'cbc' }, secret: key, inKind: 'file' },
      { ...base, spec: { algorithm: 'aes', mode: 'cbc' }, secret: { passphrase: utf8('pw'), noSalt: true } },
    ];
    for (const j of none) expect(cipherRecipe(j), JSON.stringify(j.spec)).toBeNull();
  });
});
