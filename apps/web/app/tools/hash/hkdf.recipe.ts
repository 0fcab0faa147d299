import { type DigestFormat, hkdfMaxLength } from '@tinkerbox/engine/hash';
import { type HandedStep, hexArg } from '../../shell/continue-in-recipe.tsx';
import type { HashJob } from './hash.protocol.ts';

// "Continue in a recipe" for /hkdf: extract and expand as `derive-hkdf-key`, the input keying material
// as the recipe's input (its bytes, as the page read them). Expand alone has no operation: no link.
// Arguments at their default are left out. hkdf.recipe.test.ts runs it through the engine's operation
// against the page's worker job.

/** A recipe's steps and its input. */
export interface HandedRecipe {
  readonly steps: HandedStep[];
  readonly input: Uint8Array;
}

/** The engine takes text as its UTF-8 bytes; so does the recipe. */
const bytes = (b: Uint8Array | string | undefined) => (typeof b === 'string' ? new TextEncoder().encode(b) : b);
const nonDefault = <T>(value: T, dflt: T) => (value === dflt ? undefined : value);

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
      length: nonDefault(length, 32),
      hash: nonDefault<string>(hash, 'sha256'),
      format: nonDefault<string>(format, 'hex'),
    },
  };
  return { steps: [step], input: ikm ?? new Uint8Array(0) };
}
