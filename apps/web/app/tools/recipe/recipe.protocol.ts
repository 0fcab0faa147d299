import type { SerializedError, WorkerProtocol } from '../../lib/worker/protocol.ts';

/** What a recipe runs over: bytes in memory (typed text, a link's input) or a file, read in the worker. */
export type RecipeInput = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'file'; file: Blob };

export interface RecipeJob {
  /** The recipe's canonical text (recipe.logic.ts `checkSteps`); the worker parses it again. */
  readonly recipe: string;
  readonly input: RecipeInput;
}

/** How far a file run got: bytes of the file read, of its size. */
export interface RecipeProgress {
  readonly done: number;
  readonly total: number;
}

/** What a step gave: its size in bytes and its first bytes (all of them up to the preview's size). */
export interface StepOutput {
  readonly size: number;
  readonly preview: Uint8Array;
}

export interface RecipeResult {
  /** Each step that finished, in order: a failed step and those after it have none. */
  readonly steps: readonly StepOutput[];
  /** The step (from 0) that refused its input, and the engine's error (its code names the visitor's message). */
  readonly failure?: { readonly step: number; readonly error: SerializedError } | undefined;
  /**
   * A file too big for a step that does not stream (from 0): nothing ran. `limit` is the most such a
   * step takes, in bytes.
   */
  readonly tooBig?: { readonly step: number; readonly limit: number } | undefined;
  /** The last step's whole output when every step finished: in memory, or a Blob for a streamed file. */
  readonly output?: Uint8Array | Blob | undefined;
  /** `stream`: the file went through every step chunk by chunk, never whole in memory. */
  readonly mode: 'memory' | 'stream';
}

/** The recipe page's worker (recipe.worker.ts): one recipe over one input. */
export type RecipeProtocol = WorkerProtocol<RecipeJob, RecipeProgress, RecipeResult>;

/** Detect's proposal as the page lists it: the recipe's text, how readable its output is, and its start. */
export interface DetectProposal {
  readonly recipe: string;
  /** 0 to 1, as the engine's `detect` scores it. */
  readonly score: number;
  readonly kind: 'json' | 'text' | 'file';
  /** For a file: its format by magic bytes (gzip, png...). */
  readonly format?: string | undefined;
  /** The first bytes of the recipe's output. */
  readonly preview: Uint8Array;
}

/**
 * Bytes of a file Detect judges: its start, read with `Blob.slice` (the engine's own sample size, so a
 * longer file is judged as the start of something longer: streaming decoders only, nothing ended).
 */
export const DETECT_FILE_SAMPLE = 64 * 1024;

/**
 * The page's Detect worker (detect.worker.ts): the recipes that decode typed input, or the start of a
 * file (its first {@link DETECT_FILE_SAMPLE} bytes), best first.
 */
export type DetectProtocol = WorkerProtocol<
  { readonly input: Uint8Array } | { readonly file: Blob },
  never,
  { readonly proposals: readonly DetectProposal[] }
>;
