import { type HandedRecipe, type HandedStep, hexArg, unlessDefault } from '../../shell/continue-in-recipe.tsx';
import type { PasswordJob } from './password.protocol.ts';

// "Continue in a recipe" for /bcrypt, /scrypt and /argon2: the hash the page made, with its salt, as the
// operation that writes the same encoded string, the password as the recipe's input. Argon2 version
// 0x10 has no argument: no link. Arguments at their default are left out. password.recipe.test.ts runs
// each through the engine's operation against the page's worker job.

const bytes = (b: Uint8Array | string | undefined) => (typeof b === 'string' ? new TextEncoder().encode(b) : b);
const hex = (b: Uint8Array | string | undefined) => {
  const v = bytes(b);
  return v?.length ? hexArg(v) : undefined;
};

/** The page's hash job as a recipe; null for what no argument says (or a job of another kind). */
export function passwordRecipe(job: PasswordJob | null): HandedRecipe | null {
  if (!job) return null;
  let step: HandedStep;
  if (job.type === 'bcrypt') {
    const o = job.options;
    step = {
      op: 'bcrypt',
      args: {
        cost: unlessDefault(o.cost, 10),
        salt: hex(o.salt),
        version: unlessDefault<string>(o.version ?? '2b', '2b'),
      },
    };
  } else if (job.type === 'scrypt') {
    const o = job.options;
    step = {
      op: 'scrypt',
      args: {
        salt: hex(o.salt),
        n: unlessDefault(o.N, 16_384),
        r: unlessDefault(o.r, 8),
        p: unlessDefault(o.p, 1),
        length: unlessDefault(o.dkLen, 64),
        format: 'encoded',
      },
    };
  } else if (job.type === 'argon2') {
    const o = job.options;
    if ((o.version ?? 0x13) !== 0x13) return null;
    step = {
      op: 'argon2',
      args: {
        variant: unlessDefault<string>(o.variant, 'argon2id'),
        salt: hex(o.salt),
        iterations: unlessDefault(o.iterations, 3),
        memory: unlessDefault(o.memory, 4096),
        parallelism: unlessDefault(o.parallelism, 1),
        length: unlessDefault(o.hashLength, 32),
        secret: hex(o.secret),
        'associated-data': hex(o.associatedData),
        format: 'encoded',
      },
    };
  } else return null;
  return { steps: [step], input: bytes(job.options.password) ?? new Uint8Array(0) };
}
