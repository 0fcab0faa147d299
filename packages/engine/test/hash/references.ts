import { createHash as nodeHash, createHmac as nodeHmac } from 'node:crypto';
import { blake3 as nobleBlake3 } from '@noble/hashes/blake3.js';
import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { keccak_224, keccak_256, keccak_384, keccak_512 } from '@noble/hashes/sha3.js';
import type { HashAlgorithm } from '../../src/hash/index.ts';

/** node:crypto (OpenSSL 3) names for every algorithm it implements: the reference for tests and bench. */
export const NODE: Partial<Record<HashAlgorithm, string>> = {
  md5: 'md5',
  sha1: 'sha1',
  sha224: 'sha224',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
  'sha512-224': 'sha512-224',
  'sha512-256': 'sha512-256',
  'sha3-224': 'sha3-224',
  'sha3-256': 'sha3-256',
  'sha3-384': 'sha3-384',
  'sha3-512': 'sha3-512',
  ripemd160: 'ripemd160',
  blake2b: 'blake2b512',
  blake2s: 'blake2s256',
};

/** The rest against @noble/hashes, an implementation independent of hash-wasm. */
export const NOBLE = {
  'keccak-224': keccak_224,
  'keccak-256': keccak_256,
  'keccak-384': keccak_384,
  'keccak-512': keccak_512,
  blake3: nobleBlake3,
} as const;

/** The digest of `data` by the independent implementation, as hex. */
export function reference(alg: HashAlgorithm, data: Uint8Array): string {
  const n = NODE[alg];
  if (n) return nodeHash(n).update(data).digest('hex');
  return Buffer.from(NOBLE[alg as keyof typeof NOBLE](data)).toString('hex');
}

/** The HMAC of `data` under `key` by the independent implementation, as hex. */
export function referenceHmac(alg: HashAlgorithm, key: Uint8Array, data: Uint8Array): string {
  const n = NODE[alg];
  if (n) return nodeHmac(n, key).update(data).digest('hex');
  return Buffer.from(nobleHmac(NOBLE[alg as keyof typeof NOBLE], key, data)).toString('hex');
}
