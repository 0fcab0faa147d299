/**
 * Every digest algorithm the hash domain computes, with the sizes HMAC and the page need. Ids are
 * stable (they appear in URLs and in the public API); labels are what a visitor reads.
 */
export const HASH_ALGORITHMS = [
  'md5',
  'sha1',
  'sha224',
  'sha256',
  'sha384',
  'sha512',
  'sha512-224',
  'sha512-256',
  'sha3-224',
  'sha3-256',
  'sha3-384',
  'sha3-512',
  'keccak-224',
  'keccak-256',
  'keccak-384',
  'keccak-512',
  'ripemd160',
  'blake2b',
  'blake2s',
  'blake3',
] as const;

export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/**
 * The four fixed-length SHA-3 functions of FIPS 202 (section 6.1), narrowest first.
 *
 * @example SHA3_ALGORITHMS.map((a) => hashAlgorithmInfo(a).digestLength * 8) // [224, 256, 384, 512]
 */
export const SHA3_ALGORITHMS = [
  'sha3-224',
  'sha3-256',
  'sha3-384',
  'sha3-512',
] as const satisfies readonly HashAlgorithm[];

/**
 * Keccak as submitted to the SHA-3 competition (round 3, padding `0x01` instead of FIPS 202's `0x06`), at
 * the same four widths as {@link SHA3_ALGORITHMS}: what Ethereum's `keccak256` and crypto-js's `SHA3` compute.
 *
 * @example KECCAK_ALGORITHMS[1] // 'keccak-256'
 */
export const KECCAK_ALGORITHMS = [
  'keccak-224',
  'keccak-256',
  'keccak-384',
  'keccak-512',
] as const satisfies readonly HashAlgorithm[];

/**
 * SHA-512 and its two truncated forms SHA-512/224 and SHA-512/256 (FIPS 180-4 sections 5.3.6 and 6.7),
 * which share SHA-512's 64-bit rounds with their own initial values.
 *
 * @example SHA512_ALGORITHMS.map((a) => hashAlgorithmInfo(a).label) // ['SHA-512', 'SHA-512/224', 'SHA-512/256']
 */
export const SHA512_ALGORITHMS = ['sha512', 'sha512-224', 'sha512-256'] as const satisfies readonly HashAlgorithm[];

export interface HashAlgorithmInfo {
  readonly id: HashAlgorithm;
  /** What a person calls it, e.g. "SHA3-256" or "Keccak-256 (Ethereum)". */
  readonly label: string;
  /** Output length in bytes. */
  readonly digestLength: number;
  /** Input block length in bytes (the HMAC block size B of RFC 2104). */
  readonly blockLength: number;
  /** The standard that defines it. */
  readonly spec: string;
}

const info = (
  id: HashAlgorithm,
  label: string,
  digestLength: number,
  blockLength: number,
  spec: string,
): HashAlgorithmInfo => ({ id, label, digestLength, blockLength, spec });

const TABLE: Record<HashAlgorithm, HashAlgorithmInfo> = {
  md5: info('md5', 'MD5', 16, 64, 'RFC 1321'),
  sha1: info('sha1', 'SHA-1', 20, 64, 'FIPS 180-4'),
  sha224: info('sha224', 'SHA-224', 28, 64, 'FIPS 180-4'),
  sha256: info('sha256', 'SHA-256', 32, 64, 'FIPS 180-4'),
  sha384: info('sha384', 'SHA-384', 48, 128, 'FIPS 180-4'),
  sha512: info('sha512', 'SHA-512', 64, 128, 'FIPS 180-4'),
  'sha512-224': info('sha512-224', 'SHA-512/224', 28, 128, 'FIPS 180-4'),
  'sha512-256': info('sha512-256', 'SHA-512/256', 32, 128, 'FIPS 180-4'),
  'sha3-224': info('sha3-224', 'SHA3-224', 28, 144, 'FIPS 202'),
  'sha3-256': info('sha3-256', 'SHA3-256', 32, 136, 'FIPS 202'),
  'sha3-384': info('sha3-384', 'SHA3-384', 48, 104, 'FIPS 202'),
  'sha3-512': info('sha3-512', 'SHA3-512', 64, 72, 'FIPS 202'),
  'keccak-224': info('keccak-224', 'Keccak-224', 28, 144, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  'keccak-256': info('keccak-256', 'Keccak-256', 32, 136, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  'keccak-384': info('keccak-384', 'Keccak-384', 48, 104, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  'keccak-512': info('keccak-512', 'Keccak-512', 64, 72, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  ripemd160: info('ripemd160', 'RIPEMD-160', 20, 64, 'ISO/IEC 10118-3'),
  blake2b: info('blake2b', 'BLAKE2b-512', 64, 128, 'RFC 7693'),
  blake2s: info('blake2s', 'BLAKE2s-256', 32, 64, 'RFC 7693'),
  blake3: info('blake3', 'BLAKE3-256', 32, 64, 'BLAKE3 specification'),
};

/**
 * Sizes, label and standard of a digest algorithm.
 *
 * @throws TypeError for an unknown algorithm id.
 * @example hashAlgorithmInfo('sha3-256').digestLength // 32
 */
export function hashAlgorithmInfo(algorithm: HashAlgorithm): HashAlgorithmInfo {
  const i = TABLE[algorithm];
  if (!i) throw new TypeError(`algorithm: unknown hash algorithm "${String(algorithm)}"`);
  return i;
}

/**
 * True when `value` is one of {@link HASH_ALGORITHMS}.
 *
 * @example isHashAlgorithm('sha256') // true
 */
export function isHashAlgorithm(value: unknown): value is HashAlgorithm {
  return typeof value === 'string' && Object.hasOwn(TABLE, value);
}
