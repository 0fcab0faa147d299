import type { DetectedRecipe, DetectOptions } from './types.ts';

export type { DetectedRecipe, DetectOptions } from './types.ts';

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
