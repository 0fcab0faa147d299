import { DIGEST_FORMATS, encodeDigest, HKDF_HASHES, hkdfMaxLength } from '@tinkerbox/engine/hash';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { runHashJob } from './hash.jobs.ts';
import type { HashJob } from './hash.protocol.ts';
import { hkdfRecipe } from './hkdf.recipe.ts';

// "Continue in a recipe" on /hkdf: for every hash, output format and lengths up to the hash's limit,
// the step it hands over, run by the engine's operation, gives the output key the page's own worker job
// gives, written as the page writes it (the page is the reference; the operation is checked against
// RFC 5869 and hashlib in the engine's tests).

const ctx = { emit() {}, signal: new AbortController().signal, transferResult() {} };
const enc = (s: string) => new TextEncoder().encode(s);
type Options = Extract<HashJob, { type: 'hkdf' }>['options'];

async function same(options: Options, format: (typeof DIGEST_FORMATS)[number]) {
  const job: HashJob = { type: 'hkdf', options, skipExtract: false };
  const handed = hkdfRecipe(job, format);
  expect(handed).not.toBeNull();
  const { digests } = (await runHashJob(job, ctx)) as { digests: Uint8Array[] };
  const okm = digests[digests.length - 1] as Uint8Array;
  if (!handed) return;
  expect(utf8(await runHanded(handed)), JSON.stringify({ ...options, format })).toBe(encodeDigest(okm, format));
}

describe('/hkdf hands the recipe page its own derivation', () => {
  it('every hash and format; salt and info as text, bytes or none; lengths up to 255 blocks', async () => {
    for (const hash of HKDF_HASHES) {
      await same(
        { hash, ikm: Uint8Array.of(11, 11, 11), salt: Uint8Array.of(0, 1, 2), info: enc('info, ✓'), length: 42 },
        'hex',
      );
      await same(
        { hash, ikm: enc('k'), salt: new Uint8Array(0), info: new Uint8Array(0), length: hkdfMaxLength(hash) },
        'base64',
      );
    }
    for (const format of DIGEST_FORMATS)
      await same({ hash: 'sha256', ikm: enc('ikm'), salt: enc('hex:00'), info: enc('i'), length: 32 }, format);
  });

  it('hands nothing for expand alone, or a length the hash cannot give', () => {
    const options: Options = { hash: 'sha1', ikm: enc('k'), salt: enc('s'), info: enc('i'), length: 20 };
    expect(hkdfRecipe({ type: 'hkdf', options, skipExtract: true }, 'hex')).toBeNull();
    for (const length of [0, Number.NaN, 255 * 20 + 1])
      expect(hkdfRecipe({ type: 'hkdf', options: { ...options, length }, skipExtract: false }, 'hex')).toBeNull();
  });
});
