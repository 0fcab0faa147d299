import { DIGEST_FORMATS, encodeDigest } from '@tinkerbox/engine/hash';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { runHashJob } from './hash.jobs.ts';
import type { HashJob } from './hash.protocol.ts';
import { macKdfRecipe } from './mac-kdf.recipe.ts';

// "Continue in a recipe" on /cmac and /bcryptpbkdf: the step each hands over, run by the engine's
// operation, gives what the page's own worker job gives, written as the page writes it (the page is the
// reference; the operations are checked against NIST SP 800-38B and pyca/bcrypt in the engine's tests).

const ctx = { emit() {}, signal: new AbortController().signal, transferResult() {} };
const enc = (s: string) => new TextEncoder().encode(s);
const bytes = (n: number, from = 1) => Uint8Array.from({ length: n }, (_, i) => (from + i * 37) % 256);

async function same(job: HashJob, format: (typeof DIGEST_FORMATS)[number]) {
  const handed = macKdfRecipe(job, format);
  expect(handed).not.toBeNull();
  const { digests } = (await runHashJob(job, ctx)) as { digests: Uint8Array[] };
  if (!handed) return;
  expect(utf8(await runHanded(handed)), `${job.type} ${format}`).toBe(encodeDigest(digests[0] as Uint8Array, format));
}

describe('/cmac and /bcryptpbkdf hand the recipe page their own computation', () => {
  it('AES-CMAC: every key size and output format, empty and multi-block messages', async () => {
    for (const keyBytes of [16, 24, 32])
      for (const data of [new Uint8Array(0), enc('Tinkerbox: 加密 ✓'), bytes(100)])
        await same({ type: 'cmac', key: bytes(keyBytes, keyBytes), data }, 'hex');
    for (const format of DIGEST_FORMATS) await same({ type: 'cmac', key: bytes(16), data: enc('m') }, format);
  });

  it('bcrypt_pbkdf: default and other rounds and lengths, every output format', async () => {
    for (const [rounds, dkLen] of [
      [16, 32],
      [4, 64],
      [1, 7],
    ] as const)
      await same(
        { type: 'bcrypt-pbkdf', options: { password: enc('pässword'), salt: bytes(16), rounds, dkLen } },
        'hex',
      );
    for (const format of DIGEST_FORMATS)
      await same(
        { type: 'bcrypt-pbkdf', options: { password: enc('pw'), salt: enc('s'), rounds: 2, dkLen: 32 } },
        format,
      );
  });

  it('hands nothing for another job, or rounds or a length past the operation’s limits', () => {
    const options = { password: enc('pw'), salt: enc('s'), rounds: 16, dkLen: 32 };
    for (const bad of [{ rounds: 0 }, { rounds: 100_001 }, { dkLen: 1025 }, { dkLen: Number.NaN }])
      expect(macKdfRecipe({ type: 'bcrypt-pbkdf', options: { ...options, ...bad } }, 'hex')).toBeNull();
    expect(macKdfRecipe(null, 'hex')).toBeNull();
    expect(
      macKdfRecipe(
        { type: 'hkdf', options: { hash: 'sha256', ikm: enc('k'), length: 32 }, skipExtract: false } as HashJob,
        'hex',
      ),
    ).toBeNull();
  });
});
