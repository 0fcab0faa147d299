import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { runPasswordJob } from './password.job.ts';
import type { PasswordJob } from './password.protocol.ts';
import { passwordRecipe } from './password.recipe.ts';

// "Continue in a recipe" on /bcrypt, /scrypt and /argon2: for each setting, the step the page hands over,
// run by the engine's operation, writes the encoded string the page's own worker job wrote for the same
// password and salt (the page is the reference; the operations are checked against OpenBSD's bcrypt
// vectors, RFC 7914 and RFC 9106 in the engine's tests).

const enc = (s: string) => new TextEncoder().encode(s);
const salt16 = Uint8Array.from({ length: 16 }, (_, i) => i * 13 + 1);

async function same(job: PasswordJob) {
  const handed = passwordRecipe(job);
  expect(handed, JSON.stringify(job)).not.toBeNull();
  const r = await runPasswordJob(job);
  if (r.type !== 'hash' || !handed) throw new Error('no hash');
  expect(utf8(await runHanded(handed)), JSON.stringify(job.type)).toBe(r.encoded);
}

describe('the password hash pages hand the recipe page their own hash', () => {
  it('bcrypt at several costs and versions, a password with a comma and non-ASCII', async () => {
    for (const cost of [4, 5, 10])
      await same({ type: 'bcrypt', options: { password: enc('pass, wörd ✓'), salt: salt16, cost } });
    for (const version of ['2a', '2y', '2b'] as const)
      await same({ type: 'bcrypt', options: { password: enc('x'), salt: salt16, cost: 4, version } });
  });

  it('scrypt with its costs and lengths, salts of any size', async () => {
    await same({
      type: 'scrypt',
      options: { password: enc('password'), salt: enc('NaCl'), N: 16, r: 1, p: 1, dkLen: 64 },
    });
    await same({ type: 'scrypt', options: { password: enc('p'), salt: salt16, N: 1024, r: 8, p: 2, dkLen: 32 } });
    await same({
      type: 'scrypt',
      options: { password: new Uint8Array(0), salt: Uint8Array.of(0), N: 16_384, r: 8, p: 1, dkLen: 64 },
    });
  });

  it('Argon2 in every variant, with a secret and associated data', async () => {
    for (const variant of ['argon2id', 'argon2i', 'argon2d'] as const)
      await same({
        type: 'argon2',
        options: {
          variant,
          password: enc('password'),
          salt: salt16,
          memory: 64,
          iterations: 2,
          parallelism: 2,
          hashLength: 24,
        },
      });
    await same({
      type: 'argon2',
      options: {
        variant: 'argon2id',
        password: enc('pw'),
        salt: salt16,
        memory: 4096,
        iterations: 3,
        parallelism: 1,
        hashLength: 32,
        secret: Uint8Array.of(3, 3, 3),
        associatedData: enc('ad, (x)'),
        version: 0x13,
      },
    });
  });

  it('hands nothing for Argon2 version 0x10, or a job that is not a hash', () => {
    const options = {
      variant: 'argon2id',
      password: enc('pw'),
      salt: salt16,
      memory: 64,
      iterations: 1,
      parallelism: 1,
      hashLength: 32,
    } as const;
    expect(passwordRecipe({ type: 'argon2', options: { ...options, version: 0x10 } })).toBeNull();
    expect(passwordRecipe({ type: 'verify', encoded: '$2b$04$x', password: enc('p') })).toBeNull();
    expect(passwordRecipe(null)).toBeNull();
  });
});
