import type { DigestFormat } from '@tinkerbox/engine/hash';
import { type HandedRecipe, type HandedStep, hexArg, unlessDefault } from '../../shell/continue-in-recipe.tsx';
import type { PasswordJob } from './password.protocol.ts';

// "Continue in a recipe" for /pbkdf2: the page's own derivation as `derive-pbkdf2-key`, the password as
// the recipe's input (its bytes, as the page read them). Arguments at their default are left out.
// pbkdf2.recipe.test.ts runs it through the engine's operation against the page's worker job.

const within = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The derivation as a recipe; null for counts the operation does not take (the page says what is wrong). */
export function pbkdf2Recipe(job: PasswordJob | null, format: DigestFormat): HandedRecipe | null {
  if (job?.type !== 'pbkdf2') return null;
  const { hash, password, salt, iterations, dkLen } = job.options;
  if (!within(iterations, 1, 100_000_000) || !within(dkLen, 1, 1024)) return null;
  const step: HandedStep = {
    op: 'derive-pbkdf2-key',
    args: {
      salt: salt.length ? hexArg(salt) : undefined,
      iterations: unlessDefault(iterations, 10_000),
      length: unlessDefault(dkLen, 32),
      hash: unlessDefault<string>(hash, 'sha256'),
      format: unlessDefault<string>(format, 'hex'),
    },
  };
  return { steps: [step], input: password };
}
