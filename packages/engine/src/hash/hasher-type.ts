// The incremental digest's interface, apart from the dispatcher (hasher.ts) that the algorithm modules
// it loads would otherwise import back (issue 38: no import circles, not even type-only ones).
import type { HashAlgorithm } from './algorithms.ts';

/**
 * An incremental digest. `digest()` returns the result and resets the hasher, so one instance can hash
 * many messages in turn. Not safe to share across an `await` between `update` and `digest`.
 */
export interface Hasher {
  readonly algorithm: HashAlgorithm;
  /** Output length in bytes (the one asked for, for algorithms with a variable output). */
  readonly digestLength: number;
  /** Block length in bytes (HMAC's B; the rate of a sponge, 1 for a checksum). */
  readonly blockLength: number;
  update(data: Uint8Array): Hasher;
  digest(): Uint8Array;
}
