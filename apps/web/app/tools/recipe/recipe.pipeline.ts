import { isEngineError } from '@tinkerbox/engine';
import {
  getOperation,
  type Operation,
  type OpTransform,
  type ParsedStep,
  parseRecipe,
  provideChineseConversion,
} from '@tinkerbox/engine/ops';
import { joinBytes } from '../../lib/bytes.ts';
import { type SerializedError, serializeError } from '../../lib/worker/protocol.ts';
import type { StepOutput } from './recipe.protocol.ts';

// A streamed file's steps, run as a pipeline (decision 0182): the recipe worker reads the file and runs
// the first steps, and each later group of steps runs in a worker of its own, linked by MessageChannels,
// so the steps of one chunk run on different cores at once. Chunks cross a link in batches of about
// BATCH bytes, moved, not copied: a step's fresh output (OpTransform.fresh) as it is, any other's copied
// into a buffer of its own first. A link holds at most WINDOW batches not yet acknowledged: memory stays
// bounded whatever the file's size.

/** The bytes of each step's output the page can show. */
export const PREVIEW_BYTES = 64 * 1024;
/** Bytes a link gathers before it sends them on. */
const BATCH = 1 << 20;
/** Batches a link sends before the next stage has acknowledged them. */
const WINDOW = 4;
/** The most threads a pipeline uses (the recipe worker and its stage workers). */
const MAX_THREADS = 4;
/**
 * Files smaller than this run every step in the recipe worker: starting stage workers (each fetches
 * and compiles its steps' code) costs more than a few MiB take.
 */
export const PIPELINE_MIN = 8 << 20;

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

/** Step `index` (from 0, of the whole recipe) refused its input with `error` (an EngineError). */
export class StepFailure extends Error {
  constructor(
    readonly index: number,
    readonly error: unknown,
  ) {
    super(`step ${index + 1} failed`);
  }
}

const operationOf = (step: ParsedStep) => getOperation(step.op) as Operation;

/** The steps `from` to `to` (not included) of a recipe whose steps all stream, each step's output tapped. */
export class Stage {
  /** True when the chunks {@link Stage.feed} gives are the caller's to move: its last step's output is fresh. */
  readonly fresh: boolean;
  private constructor(
    readonly from: number,
    private readonly transforms: readonly OpTransform[],
    private readonly taps: readonly Tap[],
  ) {
    this.fresh = transforms.at(-1)?.fresh === true;
  }

  static async create(steps: readonly ParsedStep[], from: number, to: number): Promise<Stage> {
    const transforms: OpTransform[] = [];
    for (const step of steps.slice(from, to))
      transforms.push(await (operationOf(step).stream as NonNullable<Operation['stream']>)(step.args));
    return new Stage(
      from,
      transforms,
      transforms.map(() => new Tap()),
    );
  }

  /** Feeds chunks through the steps (and ends them when `end`); the last step's output. @throws StepFailure */
  async feed(chunks: readonly Uint8Array[], end: boolean): Promise<Uint8Array[]> {
    let current = chunks;
    for (const [i, t] of this.transforms.entries()) {
      const next: Uint8Array[] = [];
      try {
        for (const c of current) next.push(...(await t.push(c)));
        if (end) next.push(...(await t.end()));
      } catch (error) {
        throw new StepFailure(this.from + i, error);
      }
      for (const c of next) (this.taps[i] as Tap).take(c);
      current = next;
    }
    return current as Uint8Array[];
  }

  /** Each step's output so far (size and first bytes), or of the steps before step `before` (from 0, of the recipe). */
  outputs(before = Number.POSITIVE_INFINITY): StepOutput[] {
    return this.taps.slice(0, Math.max(0, before - this.from)).map((t) => t.output());
  }
}

type LinkMessage = { kind: 'chunks'; data: Uint8Array[] } | { kind: 'end' } | { kind: 'ack' };

/**
 * The sending end of a link: batches chunks, and waits while WINDOW batches are unacknowledged. `fresh`:
 * the chunks it is given are its to move (OpTransform.fresh), else it copies them.
 */
export class LinkSender {
  private inFlight = 0;
  private wake: (() => void) | null = null;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  constructor(
    private readonly port: MessagePort,
    private readonly fresh = false,
  ) {
    port.onmessage = (e: MessageEvent<LinkMessage>) => {
      if (e.data.kind !== 'ack') return;
      this.inFlight--;
      this.wake?.();
      this.wake = null;
    };
  }

  /** Sends the chunks on once a batch is full, or whatever is gathered when `flush`. */
  async send(chunks: readonly Uint8Array[], flush: boolean): Promise<void> {
    for (const c of chunks) {
      if (!c.length) continue;
      this.pending.push(c);
      this.pendingBytes += c.length;
    }
    if (this.pendingBytes < BATCH && !(flush && this.pendingBytes > 0)) return;
    // a step's output that is not fresh may be a view into memory it reuses: a buffer of its own, then
    const batch = this.fresh ? this.pending : [joinBytes(this.pending)];
    this.pending = [];
    this.pendingBytes = 0;
    while (this.inFlight >= WINDOW) await new Promise<void>((resolve) => (this.wake = resolve));
    this.inFlight++;
    // each buffer once (two chunks may be views into one)
    const moved = [...new Set(batch.map((c) => c.buffer as ArrayBuffer))];
    this.port.postMessage({ kind: 'chunks', data: batch } satisfies LinkMessage, moved);
  }

  /** Sends what is gathered, then the end. */
  async end(): Promise<void> {
    await this.send([], true);
    this.port.postMessage({ kind: 'end' } satisfies LinkMessage);
  }
}

/**
 * The receiving end of a link: each batch in turn to `onChunks` (acknowledged once it returns, so a slow
 * stage holds back the ones before it), then `onEnd`; a throw goes to `onError` and stops the link.
 */
export function receive(
  port: MessagePort,
  handlers: { onChunks(data: Uint8Array[]): Promise<void>; onEnd(): Promise<void>; onError(e: unknown): void },
): void {
  let chain = Promise.resolve();
  let stopped = false;
  port.onmessage = (e: MessageEvent<LinkMessage>) => {
    const m = e.data;
    chain = chain.then(async () => {
      if (stopped) return;
      try {
        if (m.kind === 'chunks') {
          await handlers.onChunks(m.data);
          port.postMessage({ kind: 'ack' } satisfies LinkMessage);
        } else if (m.kind === 'end') await handlers.onEnd();
      } catch (err) {
        stopped = true;
        handlers.onError(err);
      }
    });
  };
}

/** The recipe worker to a stage worker: its steps and its two links. */
export type StageStart = {
  kind: 'start';
  recipe: string;
  from: number;
  to: number;
  upstream: MessagePort;
  downstream: MessagePort;
};
/** The stage worker to the recipe worker. */
export type StageReport =
  | { kind: 'outputs'; outputs: StepOutput[] }
  | { kind: 'failed'; index: number; error: SerializedError; outputs: StepOutput[] }
  | { kind: 'bug'; error: SerializedError };

/** The part of a worker's scope a stage uses (a MessagePort in tests). */
export interface StageScope {
  postMessage(message: StageReport): void;
  onmessage: ((e: MessageEvent<StageStart | { kind: 'report' }>) => void) | null;
}

/** Gives the recipe's text its Chinese converter when it has the step (opencc-js is fetched only then). */
export async function prepareRecipe(recipe: string): Promise<ParsedStep[]> {
  const steps = parseRecipe(recipe);
  if (steps.some((s) => s.op === 'convert-chinese'))
    provideChineseConversion((await import('@tinkerbox/engine/text')).convertChinese);
  return steps;
}

/**
 * A stage worker's side (recipe-stage.worker.ts): on `start`, runs its steps over what comes upstream and
 * sends their output downstream; when the input ends it reports its steps' outputs, when a step fails
 * the failure (with the outputs of its steps before), and on `report` its steps' outputs so far.
 */
export function serveStage(scope: StageScope): void {
  let stage: Stage | null = null;
  scope.onmessage = async (e) => {
    const m = e.data;
    if (m.kind === 'report') {
      scope.postMessage({ kind: 'outputs', outputs: stage?.outputs() ?? [] });
      return;
    }
    try {
      const own = await Stage.create(await prepareRecipe(m.recipe), m.from, m.to);
      stage = own;
      const out = new LinkSender(m.downstream, own.fresh);
      receive(m.upstream, {
        onChunks: async (data) => out.send(await own.feed(data, false), false),
        onEnd: async () => {
          await out.send(await own.feed([], true), true);
          await out.end();
          scope.postMessage({ kind: 'outputs', outputs: own.outputs() });
        },
        onError: (err) => scope.postMessage(failureReport(err, own)),
      });
    } catch (err) {
      scope.postMessage({ kind: 'bug', error: serializeError(err) });
    }
  };
}

function failureReport(err: unknown, stage: Stage): StageReport {
  if (err instanceof StepFailure && isEngineError(err.error))
    return { kind: 'failed', index: err.index, error: serializeError(err.error), outputs: stage.outputs(err.index) };
  return { kind: 'bug', error: serializeError(err instanceof StepFailure ? err.error : err) };
}

/** The recipe's steps shared out in consecutive groups, one per thread: [from, to) of each. */
export function stageGroups(count: number, cores: number): [number, number][] {
  // more threads than cores is fine: a stage that waits for its input leaves its core to the others
  const threads = cores >= 2 ? Math.min(count, MAX_THREADS) : 1;
  const groups: [number, number][] = [];
  for (let g = 0; g < threads; g++)
    groups.push([Math.round((g * count) / threads), Math.round(((g + 1) * count) / threads)]);
  return groups;
}

/** What a stage worker is to the recipe worker (a Worker, or a stand-in in tests). */
export interface StageWorker {
  postMessage(message: StageStart | { kind: 'report' }, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<StageReport>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  terminate(): void;
}
