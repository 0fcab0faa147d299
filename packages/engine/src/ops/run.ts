import { EngineError, isEngineError } from '../errors.ts';
import type { ParsedStep } from './recipe.ts';
import { getOperation } from './registry.ts';
import type { OpContext, Operation, OpTransform } from './types.ts';

function operationOf(step: ParsedStep): Operation {
  const operation = getOperation(step.op);
  if (!operation) throw new TypeError(`unknown operation ${JSON.stringify(step.op)}`);
  return operation;
}

/** The error of a step, with `step` (from 1) and `operation` added to its params. */
function atStep(e: unknown, index: number, id: string): unknown {
  if (!isEngineError(e)) return e;
  return new EngineError(e.code, e.message, { ...e.params, step: index + 1, operation: id });
}

/**
 * Runs a recipe's steps in turn over bytes and gives the last step's bytes (decision 0173: text and JSON
 * travel between steps as UTF-8).
 *
 * @throws EngineError of the step that failed, its params with `step` (from 1) and `operation` added.
 *   DOMException AbortError when the signal is aborted.
 * @example
 * import { parseRecipe } from '@tinkerbox/engine/ops';
 * new TextDecoder().decode(await runRecipe(parseRecipe('from-base64 to-hex'), new TextEncoder().encode('aGk=')))
 * // '6869'
 */
export async function runRecipe(
  steps: readonly ParsedStep[],
  input: Uint8Array,
  context: OpContext = {},
): Promise<Uint8Array> {
  let data = input;
  for (const [index, step] of steps.entries()) {
    context.signal?.throwIfAborted();
    try {
      data = await operationOf(step).run(data, step.args, { signal: context.signal });
    } catch (e) {
      throw atStep(e, index, step.op);
    }
    context.onProgress?.((index + 1) / steps.length);
  }
  return data;
}

/**
 * True when every step streams, so {@link createRecipeStream} can run the recipe in bounded memory.
 *
 * @example import { parseRecipe } from '@tinkerbox/engine/ops'; recipeStreams(parseRecipe('from-base64 gunzip sha256')) // true
 */
export function recipeStreams(steps: readonly ParsedStep[]): boolean {
  return steps.every((s) => operationOf(s).streams);
}

/**
 * The recipe as one streaming transform (every step must stream: see {@link recipeStreams}): push
 * chunks, then `end()`. Each step's output is fed to the next as it comes.
 *
 * @throws TypeError when a step does not stream; `push`/`end` throw the failing step's EngineError with
 *   `step` and `operation` in its params, as {@link runRecipe} does.
 * @example
 * import { parseRecipe } from '@tinkerbox/engine/ops';
 * const t = await createRecipeStream(parseRecipe('from-hex sha256'));
 * await t.push(new TextEncoder().encode('61'));
 * new TextDecoder().decode((await t.end())[0]) // 'ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb'
 */
export async function createRecipeStream(steps: readonly ParsedStep[]): Promise<OpTransform> {
  const transforms: OpTransform[] = [];
  for (const step of steps) {
    const operation = operationOf(step);
    if (!operation.stream) throw new TypeError(`createRecipeStream: ${step.op} does not stream`);
    transforms.push(await operation.stream(step.args));
  }
  const feed = async (from: number, chunks: Uint8Array[], end: boolean): Promise<Uint8Array[]> => {
    let current = chunks;
    for (let i = from; i < transforms.length; i++) {
      const t = transforms[i] as OpTransform;
      const next: Uint8Array[] = [];
      try {
        for (const c of current) next.push(...(await t.push(c)));
        if (end) next.push(...(await t.end()));
      } catch (e) {
        throw atStep(e, i, (steps[i] as ParsedStep).op);
      }
      current = next;
    }
    return current;
  };
  return {
    push: (chunk) => feed(0, [chunk], false),
    end: () => feed(0, [], true),
  };
}
