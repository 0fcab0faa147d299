import type { DigestFormat } from '@tinkerbox/engine/hash';
import { type HandedRecipe, hexArg, unlessDefault } from '../../shell/continue-in-recipe.tsx';
import type { HashJob } from './hash.protocol.ts';

// "Continue in a recipe" for /cmac (`cmac`) and /bcryptpbkdf (`bcrypt-pbkdf`): the message or the
// password as the recipe's input (its bytes, as the page read them), the key and salt as hex, the output
// written as the page writes it. Arguments at their default are left out. mac-kdf.recipe.test.ts runs it
// through the engine's operations against the page's worker job.

/** The page's job as a recipe; null for any other job. */
export function macKdfRecipe(job: HashJob | null, format: DigestFormat): HandedRecipe | null {
  const out = unlessDefault<string>(format, 'hex');
  if (job?.type === 'cmac')
    return { steps: [{ op: 'cmac', args: { key: hexArg(job.key), format: out } }], input: job.data };
  if (job?.type === 'bcrypt-pbkdf') {
    const { password, salt, rounds, dkLen } = job.options;
    // the operation's limits (the page shows its own message for a value past them)
    if (
      !Number.isInteger(rounds) ||
      rounds < 1 ||
      rounds > 100_000 ||
      !Number.isInteger(dkLen) ||
      dkLen < 1 ||
      dkLen > 1024
    )
      return null;
    const args = {
      salt: hexArg(salt),
      rounds: unlessDefault(rounds, 16),
      length: unlessDefault(dkLen, 32),
      format: out,
    };
    return { steps: [{ op: 'bcrypt-pbkdf', args }], input: password };
  }
  return null;
}
