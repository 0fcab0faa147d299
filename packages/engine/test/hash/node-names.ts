import type { HashAlgorithm } from '../../src/hash/index.ts';

// Apart from references.ts, which loads crypto-api (its ESM resolves under Vite only), so that the
// bench, run by tsx under plain Node, can import this alone.
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
  sm3: 'sm3',
  shake128: 'shake128',
  shake256: 'shake256',
};
