import type { RecipeStep } from './types.ts';

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

/**
 * Proposes recipes that decode `input` (CyberChef's Magic): base64 and base64url, hex, base32, base58,
 * Ascii85, URL and quoted-printable encoding, HTML entities, gzip and zlib (by their magic bytes) and JWTs,
 * tried in layers up to `maxDepth` steps, ranked by how readable each result is (valid JSON, the printable
 * share of UTF-8 text, known magic bytes), best first, shorter first at equal readability. Random bytes
 * give none. The work is bounded whatever the input: at most `maxAttempts` decodings of at most
 * `sampleBytes` each, so a megabyte returns as fast as its first 64 KiB.
 *
 * @throws DOMException AbortError when the signal is aborted.
 * @example
 * import { formatRecipe } from '@tinkerbox/engine/ops';
 * const [best] = await detect(new TextEncoder().encode('Njg2NTZjNmM2Zg=='));
 * formatRecipe(best.steps) // 'from-base64,from-hex'
 * @example
 * const [best] = await detect(new TextEncoder().encode('eyJhIjpbMSwyXX0='));
 * [best.kind, new TextDecoder().decode(best.preview)] // ['json', '{"a":[1,2]}']
 */
export async function detect(input: Uint8Array, options: DetectOptions = {}): Promise<DetectedRecipe[]> {
  return (await import('./magic.ts')).runDetect(input, options);
}
