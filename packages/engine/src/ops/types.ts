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
