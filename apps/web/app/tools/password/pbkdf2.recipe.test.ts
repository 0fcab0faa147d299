import { DIGEST_FORMATS, encodeDigest, PBKDF2_HASHES } from '@tinkerbox/engine/hash';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { runPasswordJob } from './password.job.ts';
import type { PasswordJob } from './password.protocol.ts';
import { pbkdf2Recipe } from './pbkdf2.recipe.ts';

// "Continue in a recipe" on /pbkdf2: for every hash, output format and a range of counts, the step it
// hands over, run by the engine's operation, gives the key the page's own worker job gives, written as
// the page writes it (the page is the reference; the operation is checked against RFC 6070 and
// hashlib in the engine's tests).

const enc = (s: string) => new TextEncoder().encode(s);

async function same(
  options: Extract<PasswordJob, { type: 'pbkdf2' }>['options'],
  format: (typeof DIGEST_FORMATS)[number],
) {
  const job: PasswordJob = { type: 'pbkdf2', options };
  const handed = pbkdf2Recipe(job, format);
  expect(handed).not.toBeNull();
  const r = await runPasswordJob(job);
  if (r.type !== 'pbkdf2' || !handed) throw new Error('no key');
  expect(utf8(await runHanded(handed)), JSON.stringify({ ...options, format })).toBe(encodeDigest(r.key, format));
}

describe('/pbkdf2 hands the recipe page its own derivation', () => {
  it('every hash and output format, salts as text, bytes or none, counts at and off the defaults', async () => {
    for (const hash of PBKDF2_HASHES)
      await same({ hash, password: enc('password'), salt: enc('salt'), iterations: 2, dkLen: 20 }, 'hex');
    for (const format of DIGEST_FORMATS)
      await same(
        {
          hash: 'sha256',
          password: enc('pass word, ✓'),
          salt: Uint8Array.of(0, 255, 10),
          iterations: 10_000,
          dkLen: 32,
        },
        format,
      );
    await same(
      { hash: 'sha512', password: new Uint8Array(0), salt: new Uint8Array(0), iterations: 1, dkLen: 64 },
      'base64',
    );
    await same(
      { hash: 'sha1', password: Uint8Array.of(0xff, 0xfe), salt: enc('hex:00'), iterations: 3, dkLen: 1 },
      'HEX',
    );
  });

  it('hands nothing for a count the operation does not take', () => {
    const options = { hash: 'sha256' as const, password: enc('p'), salt: enc('s') };
    for (const [iterations, dkLen] of [
      [Number.NaN, 32],
      [0, 32],
      [1, 0],
      [1, 1025],
      [100_000_001, 32],
    ] as const)
      expect(pbkdf2Recipe({ type: 'pbkdf2', options: { ...options, iterations, dkLen } }, 'hex')).toBeNull();
  });
});
