import { isEngineError } from '@tinkerbox/engine';
import {
  getOperation,
  type Operation,
  type OpTransform,
  type ParsedStep,
  parseRecipe,
  provideChineseConversion,
} from '@tinkerbox/engine/ops';
import type { JobContext } from '../../lib/worker/expose.ts';
import { serializeError } from '../../lib/worker/protocol.ts';
import type { RecipeJob, RecipeProtocol, RecipeResult, StepOutput } from './recipe.protocol.ts';

// The recipe page's runs, in its worker. Typed input runs step by step in memory, keeping each step's
// first bytes for "show this step's output". A file runs chunk by chunk through every step when every
// step streams (memory bounded: each step holds a group, a hash state or a deflate window; the output
// gathers in a Blob, which the browser may keep on disk); otherwise it is read whole, up to
// MEMORY_LIMIT. A step that refuses its input ends the run with its error, and the steps before it keep
// their output.

/** The bytes of each step's output the page can show. */
export const PREVIEW_BYTES = 64 * 1024;
/** The largest file a recipe with a step that does not stream reads whole. */
export const MEMORY_LIMIT = 128 * 1024 * 1024;
/** The output of a streamed run is gathered into a Blob in pieces of about this size. */
const BLOB_PIECE = 8 * 1024 * 1024;
/** Progress events at most this often. */
const PROGRESS_MS = 100;

const operationOf = (step: ParsedStep) => getOperation(step.op) as Operation;

/** Counts a step's output and keeps its first bytes. */
class Tap {
  size = 0;
  private readonly head: Uint8Array[] = [];
  private kept = 0;
  take(chunk: Uint8Array): void {
    this.size += chunk.length;
    if (this.kept >= PREVIEW_BYTES) return;
    const part = chunk.slice(0, PREVIEW_BYTES - this.kept);
    this.head.push(part);
    this.kept += part.length;
  }
  output(): StepOutput {
    const preview = new Uint8Array(this.kept);
    let at = 0;
    for (const p of this.head) {
      preview.set(p, at);
      at += p.length;
    }
    return { size: this.size, preview };
  }
}

/** A failure of step `index` as the result says it, or the error rethrown when it is not the visitor's input (a bug, a cancel). */
function failed(
  e: unknown,
  steps: readonly ParsedStep[],
  index: number,
  done: StepOutput[],
  mode: RecipeResult['mode'],
): RecipeResult {
  if (!isEngineError(e)) throw e;
  const error = serializeError(e);
  // as runRecipe says it: the step (from 1) and its operation, which a message may name (INVALID_ARGUMENT's {step})
  error.params = { ...error.params, step: index + 1, operation: (steps[index] as ParsedStep).op };
  return { steps: done, failure: { step: index, error }, mode };
}

async function inMemory(steps: readonly ParsedStep[], input: Uint8Array, signal: AbortSignal): Promise<RecipeResult> {
  const done: StepOutput[] = [];
  let data = input;
  for (const [index, step] of steps.entries()) {
    signal.throwIfAborted();
    try {
      data = await operationOf(step).run(data, step.args, { signal });
    } catch (e) {
      return failed(e, steps, index, done, 'memory');
    }
    done.push({ size: data.length, preview: data.slice(0, PREVIEW_BYTES) });
  }
  return { steps: done, output: data, mode: 'memory' };
}

async function streamed(
  steps: readonly ParsedStep[],
  file: Blob,
  ctx: Pick<JobContext<RecipeProtocol>, 'emit' | 'signal'>,
): Promise<RecipeResult> {
  const transforms: OpTransform[] = [];
  for (const step of steps)
    transforms.push(await (operationOf(step).stream as NonNullable<Operation['stream']>)(step.args));
  const taps = steps.map(() => new Tap());
  let blob = new Blob([]);
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const collect = (chunk: Uint8Array) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= BLOB_PIECE) {
      blob = new Blob([blob, ...(pending as BlobPart[])]);
      pending = [];
      pendingBytes = 0;
    }
  };
  /** Feeds chunks through the steps; the index of the step that refused them, with its error, or null. */
  const feed = async (chunks: Uint8Array[], end: boolean): Promise<{ index: number; error: unknown } | null> => {
    let current = chunks;
    for (const [i, t] of transforms.entries()) {
      const next: Uint8Array[] = [];
      try {
        for (const c of current) next.push(...(await t.push(c)));
        if (end) next.push(...(await t.end()));
      } catch (error) {
        return { index: i, error };
      }
      for (const c of next) (taps[i] as Tap).take(c);
      current = next;
    }
    for (const c of current) collect(c);
    return null;
  };
  const reader = file.stream().getReader();
  let read = 0;
  let reported = 0;
  try {
    while (true) {
      ctx.signal.throwIfAborted();
      const { done, value } = await reader.read();
      const stop = await feed(done ? [] : [value], done);
      if (stop)
        return failed(
          stop.error,
          steps,
          stop.index,
          taps.slice(0, stop.index).map((t) => t.output()),
          'stream',
        );
      if (done) break;
      read += value.length;
      const now = Date.now();
      if (now - reported >= PROGRESS_MS) {
        reported = now;
        ctx.emit({ done: read, total: file.size });
      }
    }
  } finally {
    reader.releaseLock();
  }
  return {
    steps: taps.map((t) => t.output()),
    output: new Blob([blob, ...(pending as BlobPart[])]),
    mode: 'stream',
  };
}

/**
 * Runs a recipe job: typed input in memory; a file streamed when every step streams, else read whole
 * up to {@link MEMORY_LIMIT} (past it, `tooBig` names the first step that does not stream).
 */
export async function runRecipeJob(
  job: RecipeJob,
  ctx: Pick<JobContext<RecipeProtocol>, 'emit' | 'signal' | 'transferResult'>,
): Promise<RecipeResult> {
  const steps = parseRecipe(job.recipe);
  // convert-chinese's converter (opencc-js and its dictionaries) is fetched only by a recipe that has the step
  if (steps.some((s) => s.op === 'convert-chinese'))
    provideChineseConversion((await import('@tinkerbox/engine/text')).convertChinese);
  const { input } = job;
  let result: RecipeResult;
  if (input.kind === 'bytes') result = await inMemory(steps, input.bytes, ctx.signal);
  else {
    const blocking = steps.findIndex((s) => !operationOf(s).streams);
    if (blocking < 0) return streamed(steps, input.file, ctx);
    if (input.file.size > MEMORY_LIMIT)
      return { steps: [], tooBig: { step: blocking, limit: MEMORY_LIMIT }, mode: 'memory' };
    result = await inMemory(steps, new Uint8Array(await input.file.arrayBuffer()), ctx.signal);
  }
  const out = result.output;
  // moved, not copied, when the output owns its whole buffer (never a view into a WASM memory)
  if (out instanceof Uint8Array && out.byteOffset === 0 && out.byteLength === out.buffer.byteLength)
    ctx.transferResult([out.buffer as ArrayBuffer]);
  return result;
}
