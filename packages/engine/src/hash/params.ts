import { EngineError } from '../errors.ts';
import { type HashAlgorithm, hashAlgorithmInfo, type LengthRange } from './algorithms.ts';
import { asksForOptions, type HashParams, noSuchParam, PARAM_NAMES } from './param-names.ts';

export type { HashParams } from './param-names.ts';

function checkLength(value: number, range: LengthRange, field: string): void {
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    const { min, max } = range;
    throw new EngineError('OUT_OF_RANGE', `${field} must be an integer from ${min} to ${max}`, { min, max, field });
  }
}

/**
 * Checks `params` against what `algorithm` accepts, and gives them with the output length filled in.
 * BLAKE3's key, when given, is exactly 32 bytes (its keyed mode); BLAKE2's is 1 to 64 (2b) or 32 (2s).
 *
 * @throws EngineError OUT_OF_RANGE (params min, max, field: `outputLength` or `key`) for an output length
 *   or a key length the algorithm does not take; INVALID_KEY_SIZE (params expected, actual) for a BLAKE3
 *   key that is not 32 bytes. TypeError for an option the algorithm has none of, or of the wrong type.
 * @example checkHashParams('blake2b', { outputLength: 32 }).outputLength // 32
 */
export function checkHashParams(
  algorithm: HashAlgorithm,
  params: HashParams = {},
): HashParams & { outputLength: number } {
  const info = hashAlgorithmInfo(algorithm);
  const spec = info.params ?? {};
  for (const name of PARAM_NAMES) {
    const v = params[name];
    if (v === undefined) continue;
    if (!spec[name]) throw noSuchParam(info.label, name);
    if (name === 'outputLength' ? typeof v !== 'number' : !(v instanceof Uint8Array)) {
      throw new TypeError(`params.${name}: wrong type`);
    }
  }
  const outputLength = params.outputLength ?? info.digestLength;
  if (spec.outputLength) checkLength(outputLength, spec.outputLength, 'outputLength');
  const key = params.key;
  if (key && key.length > 0 && spec.key) {
    if (algorithm === 'blake3' && key.length !== 32) {
      throw new EngineError('INVALID_KEY_SIZE', 'a BLAKE3 key is 32 bytes', { expected: 32, actual: key.length });
    }
    checkLength(key.length, spec.key, 'key');
  }
  return { ...params, outputLength };
}

/**
 * True when `params` asks for anything other than the algorithm's default output: another length, a
 * key, a customization string or a function name.
 *
 * @example hasHashParams('shake128', { outputLength: 32 }) // false
 */
export function hasHashParams(algorithm: HashAlgorithm, params: HashParams | undefined): boolean {
  return asksForOptions(params, () => hashAlgorithmInfo(algorithm).digestLength);
}

/**
 * What a person calls `algorithm` with an output length of `outputLength` bytes: its label at the
 * default length, else e.g. "BLAKE2b-256" or "SHAKE128 (512 bits)".
 *
 * @example hashLabel('blake2b', 32) // 'BLAKE2b-256'
 */
export function hashLabel(algorithm: HashAlgorithm, outputLength?: number): string {
  const info = hashAlgorithmInfo(algorithm);
  if (outputLength === undefined || outputLength === info.digestLength || !info.labelAt) return info.label;
  return info.labelAt(outputLength * 8);
}
