import { type DigestFormat, hkdfMaxLength } from '@tinkerbox/engine/hash';
import { type HandedRecipe, type HandedStep, hexArg, unlessDefault } from '../../shell/continue-in-recipe.tsx';
import type { HashJob } from './hash.protocol.ts';

// "Continue in a recipe" for /hkdf: extract and expand as `derive-hkdf-key`, the input keying material
// as the recipe's input (its bytes, as the page read them). Expand alone has no operation: no link.
// Arguments at their default are left out. hkdf.recipe.test.ts runs it through the engine's operation
// against the page's worker job.

/** The engine takes text as its UTF-8 bytes; so does the recipe. */
const bytes = (b: Uint8Array | string | undefined) => (typeof b === 'string' ? new TextEncoder().encode(b) : b);

/** The derivation as a recipe; null for expand alone or a length the hash cannot give. */
export function hkdfRecipe(job: HashJob | null, format: DigestFormat): HandedRecipe | null {
  if (job?.type !== 'hkdf' || job.skipExtract) return null;
  const { hash, length } = job.options;
  const [ikm, salt, info] = [bytes(job.options.ikm), bytes(job.options.salt), bytes(job.options.info)];
  if (!Number.isInteger(length) || length < 1 || length > hkdfMaxLength(hash)) return null;
  const step: HandedStep = {
    op: 'derive-hkdf-key',
    args: {
      salt: salt?.length ? hexArg(salt) : undefined,
      info: info?.length ? hexArg(info) : undefined,
      length: unlessDefault(length, 32),
      hash: unlessDefault<string>(hash, 'sha256'),
      format: unlessDefault<string>(format, 'hex'),
    },
  };
  return { steps: [step], input: ikm ?? new Uint8Array(0) };
}
