import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512, sha512_224, sha512_256 } from '@noble/hashes/sha2.js';
import {
  keccak_224,
  keccak_256,
  keccak_384,
  keccak_512,
  sha3_224,
  sha3_256,
  sha3_384,
  sha3_512,
} from '@noble/hashes/sha3.js';
import { type HashAlgorithm, hashAlgorithmInfo } from './algorithms.ts';

// @noble/hashes (audited, pure TypeScript) computes every algorithm synchronously; its defaults are the
// output sizes of hashAlgorithmInfo (BLAKE2b-512, BLAKE2s-256, BLAKE3-256).
const NOBLE: Record<HashAlgorithm, (data: Uint8Array) => Uint8Array> = {
  md5,
  sha1,
  sha224,
  sha256,
  sha384,
  sha512,
  'sha512-224': sha512_224,
  'sha512-256': sha512_256,
  'sha3-224': sha3_224,
  'sha3-256': sha3_256,
  'sha3-384': sha3_384,
  'sha3-512': sha3_512,
  'keccak-224': keccak_224,
  'keccak-256': keccak_256,
  'keccak-384': keccak_384,
  'keccak-512': keccak_512,
  ripemd160,
  blake2b,
  blake2s,
  blake3,
};

/**
 * The digest of `data` at once, without `await`, for small inputs (a string, a key, a few kilobytes):
 * every {@link HashAlgorithm}, computed by @noble/hashes. It is pure TypeScript, so it needs nothing
 * loaded first, but runs large inputs 2-10 times slower than {@link digest} and {@link createHash}
 * (WASM and WebCrypto), and a bundle that uses it carries all twenty algorithms' code (about 13 KB
 * gzipped). For megabytes, use `digest`.
 *
 * @throws TypeError for an unknown algorithm id or data that is not a Uint8Array.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(digestSync('sha256', new TextEncoder().encode('abc'))) // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function digestSync(algorithm: HashAlgorithm, data: Uint8Array): Uint8Array {
  hashAlgorithmInfo(algorithm);
  if (!(data instanceof Uint8Array)) throw new TypeError('data: expected a Uint8Array');
  return NOBLE[algorithm](data);
}
