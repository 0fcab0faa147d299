import { type BytesOrText, bytesOf } from '../input.ts';
import { asksForOptions, type HashParams, noSuchParam, PARAM_NAMES } from './param-names.ts';
import { hmacSha1, hmacSha256, hmacSha384, hmacSha512, sha1, sha256, sha384, sha512 } from './sha.ts';

// `digest` and `hmac` of `/hash` for SHA-1 and SHA-2, dispatching by name over sha.ts's per-algorithm
// functions only, so that a bundle in one file holds these four algorithms (WebCrypto, and their own
// WebAssembly where there is none) and never the other 36 that `/hash`'s `digest` can run (decision 0192).

/** The algorithms `@tinkerbox/engine/hash/sha` runs: SHA-1 and the SHA-2 that WebCrypto has (FIPS 180-4). */
export type ShaAlgorithm = 'sha1' | 'sha256' | 'sha384' | 'sha512';

type Run = (data: BytesOrText) => Promise<Uint8Array>;
type RunHmac = (key: BytesOrText, data: BytesOrText) => Promise<Uint8Array>;

/** Each one's label (as `hashAlgorithmInfo` gives it, and WebCrypto's name), digest length, digest and HMAC. */
const SHA: Record<ShaAlgorithm, readonly [label: string, length: number, digest: Run, hmac: RunHmac]> = {
  sha1: ['SHA-1', 20, sha1, hmacSha1],
  sha256: ['SHA-256', 32, sha256, hmacSha256],
  sha384: ['SHA-384', 48, sha384, hmacSha384],
  sha512: ['SHA-512', 64, sha512, hmacSha512],
};

/** The algorithm's entry, or the TypeError `/hash` throws for an unknown id, naming where the rest are. */
function sha(algorithm: ShaAlgorithm): (typeof SHA)[ShaAlgorithm] {
  if (Object.hasOwn(SHA, algorithm)) return SHA[algorithm];
  throw new TypeError(
    `algorithm: unknown hash algorithm "${String(algorithm)}" in @tinkerbox/engine/hash/sha, which runs sha1, sha256, sha384 and sha512; digest and hmac from @tinkerbox/engine/hash run every algorithm`,
  );
}

/**
 * The digest of `data` (bytes, or a string hashed as its UTF-8 bytes) by SHA-1, SHA-256, SHA-384 or
 * SHA-512 (FIPS 180-4): the call, the bytes and the errors of `digest` from `@tinkerbox/engine/hash`,
 * with only these four algorithms' code in a bundle (about 4.7 KB gzipped in one file, where `/hash`'s
 * `digest` inlines all 40: `pnpm --filter @tinkerbox/engine size`). Runs on WebCrypto where there is one,
 * on the engine's own WebAssembly of the one algorithm otherwise. SHA-1 and SHA-2 take no options: `params`
 * other than the defaults is refused as `/hash` refuses it.
 *
 * @throws TypeError for an algorithm other than the four (`@tinkerbox/engine/hash` has the rest), an
 *   option the algorithm has none of, or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await digest('sha256', 'abc')) // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' (FIPS 180-4's example)
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await digest('sha1', new TextEncoder().encode('abc'))) // 'a9993e364706816aba3e25717850c26c9cd0d89d'
 * @example
 * await digest('md5', 'abc') // throws TypeError: algorithm: unknown hash algorithm "md5"...
 */
export async function digest(algorithm: ShaAlgorithm, data: BytesOrText, params?: HashParams): Promise<Uint8Array> {
  const bytes = bytesOf(data, 'data');
  const [label, length, run] = sha(algorithm);
  if (asksForOptions(params, () => length)) {
    for (const name of PARAM_NAMES) if (params?.[name] !== undefined) throw noSuchParam(label, name);
  }
  return run(bytes);
}

/**
 * The HMAC (RFC 2104, as RFC 2202 and RFC 4231 test it) of `data` under `key`, each bytes or text (UTF-8),
 * over SHA-1, SHA-256, SHA-384 or SHA-512: the call, the bytes and the errors of `hmac` from
 * `@tinkerbox/engine/hash`, with only these four algorithms' code in a bundle. The key may be empty.
 *
 * @throws TypeError for an algorithm other than the four (`@tinkerbox/engine/hash` has the rest), or a
 *   key or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hmac('sha256', 'key', 'The quick brown fox jumps over the lazy dog'))
 * // 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * // RFC 4231 test case 2
 * toHex(await hmac('sha512', 'Jefe', 'what do ya want for nothing?')).slice(0, 32) // '164b7a7bfcf819e2e395fbe73b56e0a3'
 */
export async function hmac(algorithm: ShaAlgorithm, key: BytesOrText, data: BytesOrText): Promise<Uint8Array> {
  // checked in /hash's order: data, key, then the algorithm
  const d = bytesOf(data, 'data');
  const k = bytesOf(key, 'key');
  return sha(algorithm)[3](k, d);
}
