/** What a step's bytes mean: raw bytes, UTF-8 text, or UTF-8 JSON text. Between steps the data is always bytes. */
export type OpDataKind = 'bytes' | 'text' | 'json';

/** The kinds of argument an operation takes; a `bytes` value is written as text (see `bytesArg`). */
export type OpArgKind = 'text' | 'number' | 'boolean' | 'choice' | 'bytes';

/** A value of an argument as a recipe holds it: bytes stay in their written form (`hex:00ff`, `pw`). */
export type OpArgValue = string | number | boolean;

/** One argument of an operation. Ids are kebab-case and stable once published. */
export interface OpArg {
  readonly id: string;
  readonly kind: OpArgKind;
  readonly default: OpArgValue;
  /** Numbers: the smallest and largest allowed (numbers are integers). */
  readonly min?: number;
  readonly max?: number;
  /** Choices: the allowed values. */
  readonly choices?: readonly string[];
  /** One English line for the command line's `list`; the site's labels live in its dictionaries. */
  readonly summary: string;
}

/** The arguments of one step, every argument filled in (defaults where the recipe left one out). */
export type OpArgs = Readonly<Record<string, OpArgValue>>;

/** What a run may use: a signal to stop, and a progress callback (0 to 1) for long work. */
export interface OpContext {
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((fraction: number) => void) | undefined;
}

/**
 * A streaming step: `push` takes the next chunk and gives the output it completed; `end` gives the rest.
 * It holds a bounded amount between calls (a few bytes of a group, a hash state, a deflate window).
 */
export interface OpTransform {
  push(chunk: Uint8Array): Promise<Uint8Array[]> | Uint8Array[];
  end(): Promise<Uint8Array[]> | Uint8Array[];
  /**
   * True when every chunk `push` and `end` give is memory of its own that the step never touches again
   * (no view into a buffer it reuses): the caller may keep it, or move its buffer to another thread,
   * without a copy.
   */
  readonly fresh?: boolean;
}

/** One operation of the registry: plain data plus its run function (which loads its code on first use). */
export interface Operation {
  readonly id: string;
  /** One English line for the command line's `list`. */
  readonly summary: string;
  readonly input: OpDataKind;
  readonly output: OpDataKind;
  readonly args: readonly OpArg[];
  /** True when {@link Operation.stream} exists: the step runs over data of any size in bounded memory. */
  readonly streams: boolean;
  run(input: Uint8Array, args: OpArgs, context?: OpContext): Promise<Uint8Array>;
  stream?(args: OpArgs): Promise<OpTransform>;
}

/** A step of a recipe: an operation id and its arguments (those left out take their defaults). */
export interface RecipeStep {
  readonly op: string;
  readonly args?: Readonly<Record<string, OpArgValue | undefined>> | undefined;
}

/** What {@link detect} may spend and what it proposes. Every limit has a default; none is needed. */
export interface DetectOptions {
  /** Most steps in a proposed recipe, 1 to 6 (default 3). */
  readonly maxDepth?: number;
  /** Most decoding attempts in all, 1 to 1000 (default 64): the work is bounded by this and `sampleBytes`. */
  readonly maxAttempts?: number;
  /**
   * Bytes of the input (and of each step's output) that are decoded, 64 to 4 MiB (default 64 KiB). A longer
   * input is judged by its beginning: streaming decoders (base64, hex, gzip, zlib) read that much of it, the
   * others are not tried, and the result says `partial`.
   */
  readonly sampleBytes?: number;
  /** Bytes of each result's output kept as its preview (default 1024). */
  readonly previewBytes?: number;
  /** Lowest score proposed, 0 to 1 (default 0.7). */
  readonly minScore?: number;
  readonly signal?: AbortSignal | undefined;
  /** Called before each decoding attempt with the step and its input's length (to watch the work). */
  readonly onAttempt?: ((op: string, inputBytes: number) => void) | undefined;
}

/** A recipe that decodes the input into something readable, and what it gives. */
export interface DetectedRecipe {
  /** The steps, first to last (run them with `runRecipe(parseRecipe(formatRecipe(steps)), input)`). */
  readonly steps: readonly RecipeStep[];
  /** The first `previewBytes` of the recipe's output (of the sample's, when `partial`). */
  readonly preview: Uint8Array;
  /**
   * How readable the output is, 0 to 1: 1 for JSON, the printable share of UTF-8 text, 0.7 for a file
   * with known magic bytes (gzip, zlib, PNG, JPEG, GIF, PDF, ZIP), less 0.02 for each step past the first,
   * and less 0.3 when a longer proposal decodes this one's output further.
   */
  readonly score: number;
  /** What the output is: JSON, text, or a file known by its magic bytes. */
  readonly kind: 'json' | 'text' | 'file';
  /** The file format, for `kind: 'file'` (`gzip`, `zlib`, `png`, `jpeg`, `gif`, `pdf`, `zip`). */
  readonly format?: string;
  /** True when the input (or a step's output) was longer than `sampleBytes`: the preview is of its start. */
  readonly partial: boolean;
}
