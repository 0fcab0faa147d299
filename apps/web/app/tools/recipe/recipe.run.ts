import { isEngineError } from '@tinkerbox/engine';
import { getOperation, type Operation, type ParsedStep } from '@tinkerbox/engine/ops';
import type { JobContext } from '../../lib/worker/expose.ts';
import { type SerializedError, serializeError, toError, WorkerFailedError } from '../../lib/worker/protocol.ts';
import {
  LinkSender,
  PIPELINE_MIN,
  PREVIEW_BYTES,
  prepareRecipe,
  receive,
  Stage,
  type StageReport,
  type StageWorker,
  StepFailure,
  stageGroups,
} from './recipe.pipeline.ts';
import type { RecipeJob, RecipeProtocol, RecipeResult, StepOutput } from './recipe.protocol.ts';

// The recipe page's runs, in its worker. Typed input runs step by step in memory, keeping each step's
// first bytes for "show this step's output". A file runs chunk by chunk through every step when every
// step streams (memory bounded: each step holds a group, a hash state or a deflate window; the output
// gathers in a Blob, which the browser may keep on disk), its steps shared out between this worker and
// stage workers when there are cores for them (recipe.pipeline.ts, decision 0182); otherwise it is read
// whole, up to MEMORY_LIMIT. A step that refuses its input ends the run with its error, and the steps
// before it keep their output.

export { PREVIEW_BYTES };
/** The largest file a recipe with a step that does not stream reads whole. */
export const MEMORY_LIMIT = 128 * 1024 * 1024;
/** The output of a streamed run is gathered into a Blob in pieces of about this size. */
const BLOB_PIECE = 8 * 1024 * 1024;
/** Progress events at most this often. */
const PROGRESS_MS = 100;

const operationOf = (step: ParsedStep) => getOperation(step.op) as Operation;

type Context = Pick<JobContext<RecipeProtocol>, 'emit' | 'signal'>;

/** How a file's run may use more threads: a stage worker's maker, and the cores there are. */
export interface Threads {
  readonly spawn: () => StageWorker;
  readonly cores: number;
}

/** Step `index`'s failure as the result says it (the engine's error, as runRecipe names the step in it). */
function failedAt(
  error: SerializedError,
  steps: readonly ParsedStep[],
  index: number,
  done: StepOutput[],
  mode: RecipeResult['mode'],
): RecipeResult {
  // as runRecipe says it: the step (from 1) and its operation, which a message may name (INVALID_ARGUMENT's {step})
  error.params = { ...error.params, step: index + 1, operation: (steps[index] as ParsedStep).op };
  return { steps: done, failure: { step: index, error }, mode };
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
  return failedAt(serializeError(e), steps, index, done, mode);
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

/** The last step's output gathered into a Blob, in pieces of BLOB_PIECE. */
class BlobGatherer {
  private blob = new Blob([]);
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  take(chunks: readonly Uint8Array[]): void {
    for (const chunk of chunks) {
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
    }
    if (this.pendingBytes >= BLOB_PIECE) {
      this.blob = new Blob([this.blob, ...(this.pending as BlobPart[])]);
      this.pending = [];
      this.pendingBytes = 0;
    }
  }
  blobOf(): Blob {
    return new Blob([this.blob, ...(this.pending as BlobPart[])]);
  }
}

/** Reads the file, each chunk to `each`, then `last`; progress by bytes read. */
async function readFile(
  file: Blob,
  ctx: Context,
  each: (chunk: Uint8Array) => Promise<void>,
  last: () => Promise<void>,
  cancel: { reader?: ReadableStreamDefaultReader<Uint8Array> },
): Promise<void> {
  const reader = file.stream().getReader();
  cancel.reader = reader;
  let read = 0;
  let reported = 0;
  try {
    while (true) {
      ctx.signal.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) return await last();
      await each(value);
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
}

/** Every step in this worker, chunk by chunk. */
async function streamed(steps: readonly ParsedStep[], file: Blob, ctx: Context): Promise<RecipeResult> {
  const stage = await Stage.create(steps, 0, steps.length);
  const out = new BlobGatherer();
  try {
    await readFile(
      file,
      ctx,
      async (chunk) => out.take(await stage.feed([chunk], false)),
      async () => out.take(await stage.feed([], true)),
      {},
    );
  } catch (e) {
    if (e instanceof StepFailure) return failed(e.error, steps, e.index, stage.outputs(e.index), 'stream');
    throw e;
  }
  return { steps: stage.outputs(), output: out.blobOf(), mode: 'stream' };
}

type Outcome =
  | { kind: 'done' }
  | { kind: 'failed'; index: number; error: SerializedError; outputs: StepOutput[]; group: number };

/**
 * The steps shared out in groups: this worker reads the file and runs the first group, a stage worker
 * each of the others, linked in a chain; the last sends its output back here.
 */
async function piped(
  recipe: string,
  steps: readonly ParsedStep[],
  file: Blob,
  ctx: Context,
  groups: readonly [number, number][],
  spawn: () => StageWorker,
): Promise<RecipeResult> {
  const local = await Stage.create(steps, 0, (groups[0] as [number, number])[1]);
  const out = new BlobGatherer();
  const links = groups.slice(1).map(() => new MessageChannel());
  const back = new MessageChannel();
  const workers: StageWorker[] = [];
  /** Each stage worker's last report of its steps' outputs, and who waits for its next one. */
  const reported = new Map<number, StepOutput[]>();
  const waiting = new Map<number, (outputs: StepOutput[]) => void>();
  let settle: (o: Outcome) => void = () => {};
  let fail: (e: unknown) => void = () => {};
  const outcome = new Promise<Outcome>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  let ended = false;
  const maybeDone = () => {
    if (ended && reported.size === workers.length) settle({ kind: 'done' });
  };
  const cancel: { reader?: ReadableStreamDefaultReader<Uint8Array> } = {};
  try {
    for (const [g, [from, to]] of groups.entries()) {
      if (g === 0) continue;
      const w = spawn();
      workers.push(w);
      w.onmessage = (e: MessageEvent<StageReport>) => {
        const m = e.data;
        if (m.kind === 'outputs') {
          reported.set(g, m.outputs);
          waiting.get(g)?.(m.outputs);
          waiting.delete(g);
          maybeDone();
        } else if (m.kind === 'failed') settle({ ...m, kind: 'failed', group: g });
        else fail(toError(m.error));
      };
      // its script could not load (a deploy, a service worker or network that failed it) or it died: the
      // page's worker failure, not a bug in the recipe
      w.onerror = (e) => {
        e.preventDefault();
        fail(new WorkerFailedError(`a recipe stage could not start or stopped${e.message ? `: ${e.message}` : ''}`));
      };
      const upstream = (links[g - 1] as MessageChannel).port2;
      const downstream = g === groups.length - 1 ? back.port1 : (links[g] as MessageChannel).port1;
      w.postMessage({ kind: 'start', recipe, from, to, upstream, downstream }, [upstream, downstream]);
    }
    receive(back.port2, {
      onChunks: async (data) => out.take(data),
      onEnd: async () => {
        ended = true;
        maybeDone();
      },
      onError: fail,
    });
    const first = new LinkSender((links[0] as MessageChannel).port1, local.fresh);
    const reading = readFile(
      file,
      ctx,
      async (chunk) => first.send(await local.feed([chunk], false), false),
      async () => {
        await first.send(await local.feed([], true), true);
        await first.end();
      },
      cancel,
    ).then(
      () => outcome,
      (e): Outcome => {
        if (e instanceof StepFailure && isEngineError(e.error))
          return { kind: 'failed', index: e.index, error: serializeError(e.error), outputs: [], group: 0 };
        throw e instanceof StepFailure ? e.error : e;
      },
    );
    // whichever loses the race below may still reject later: that is not a failure of the run
    reading.catch(() => {});
    outcome.catch(() => {});
    // a stage's failure ends the run while the reading may wait for that stage to take more
    const o = await Promise.race([reading, outcome]);
    if (o.kind === 'done')
      return {
        steps: [...local.outputs(), ...workers.flatMap((_, i) => reported.get(i + 1) ?? [])],
        output: out.blobOf(),
        mode: 'stream',
      };
    // the steps before the failing one keep their output: this worker's, and each earlier stage's so far
    const before: StepOutput[] = [...local.outputs(o.index)];
    for (let g = 1; g < o.group; g++) {
      const w = workers[g - 1] as StageWorker;
      before.push(
        ...(await new Promise<StepOutput[]>((resolve) => {
          waiting.set(g, resolve);
          w.postMessage({ kind: 'report' });
        })),
      );
    }
    return failedAt(o.error, steps, o.index, [...before, ...o.outputs], 'stream');
  } finally {
    for (const w of workers) w.terminate();
    for (const c of [...links, back]) {
      c.port1.close();
      c.port2.close();
    }
    cancel.reader?.cancel().catch(() => {});
  }
}

/**
 * Runs a recipe job: typed input in memory; a file streamed when every step streams (through stage
 * workers made by `threads.spawn` when given and there are cores), else read whole up to
 * {@link MEMORY_LIMIT} (past it, `tooBig` names the first step that does not stream).
 */
export async function runRecipeJob(
  job: RecipeJob,
  ctx: Pick<JobContext<RecipeProtocol>, 'emit' | 'signal' | 'transferResult'>,
  threads?: Threads,
): Promise<RecipeResult> {
  const steps = await prepareRecipe(job.recipe);
  const { input } = job;
  let result: RecipeResult;
  if (input.kind === 'bytes') result = await inMemory(steps, input.bytes, ctx.signal);
  else {
    const blocking = steps.findIndex((s) => !operationOf(s).streams);
    if (blocking < 0) {
      const groups = threads && input.file.size >= PIPELINE_MIN ? stageGroups(steps.length, threads.cores) : [];
      return threads && groups.length > 1
        ? piped(job.recipe, steps, input.file, ctx, groups, threads.spawn)
        : streamed(steps, input.file, ctx);
    }
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
