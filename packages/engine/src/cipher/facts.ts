import type { EngineErrorCode } from '../errors.ts';
import type { CipherAlgorithm, CipherMode, KeyDerivation, Padding, Pbkdf2Hash } from './types.ts';

// What a page shows about the ciphers (menus, sizes, where an error belongs), stated once here so the
// page and the checks in spec.ts can never disagree.

/** The block ciphers: the algorithms that take a mode and a padding. */
export type BlockAlgorithm = 'aes' | 'des' | 'tripledes' | 'sm4' | 'blowfish' | 'rc2';

/**
 * The modes each block cipher runs, CBC (the default of crypto-js and `openssl enc`) first. GCM is
 * for the 128-bit block ciphers, AES and SM4: NIST SP 800-38D defines it for 128-bit blocks (RFC 8998
 * runs it with SM4), and OpenSSL has no DES GCM either.
 * @example CIPHER_MODES.des // ['cbc', 'ctr', 'cfb', 'ofb', 'ecb']
 */
export const CIPHER_MODES: Readonly<Record<BlockAlgorithm, readonly CipherMode[]>> = {
  aes: ['cbc', 'gcm', 'ctr', 'cfb', 'ofb', 'ecb'],
  des: ['cbc', 'ctr', 'cfb', 'ofb', 'ecb'],
  tripledes: ['cbc', 'ctr', 'cfb', 'ofb', 'ecb'],
  sm4: ['cbc', 'gcm', 'ctr', 'cfb', 'ofb', 'ecb'],
  blowfish: ['cbc', 'ctr', 'cfb', 'ofb', 'ecb'],
  rc2: ['cbc', 'cfb', 'ofb', 'ecb'],
};

/**
 * The modes an algorithm offers; none for the stream ciphers (Rabbit, RC4, RC4Drop) and the ChaCha AEADs.
 * @example modesOf('rc4') // []
 */
export function modesOf(algorithm: CipherAlgorithm): readonly CipherMode[] {
  return Object.hasOwn(CIPHER_MODES, algorithm) ? CIPHER_MODES[algorithm as BlockAlgorithm] : [];
}

/** Every padding scheme, PKCS #7 (the default) first. */
export const PADDINGS: readonly Padding[] = ['pkcs7', 'ansix923', 'iso10126', 'iso7816', 'zero', 'none'];

/**
 * The padding a mode takes unless told otherwise, as `openssl enc` does: PKCS #7 for CBC and ECB,
 * none for the modes that encrypt any length (CTR, CFB, OFB, GCM).
 * @example defaultPadding('ctr') // 'none'
 */
export function defaultPadding(mode: CipherMode): Padding {
  return mode === 'cbc' || mode === 'ecb' ? 'pkcs7' : 'none';
}

/** The passphrase derivations by name, crypto-js's default (`evp-md5`) first, then `openssl enc`'s. */
export const KEY_DERIVATIONS: readonly KeyDerivation['kdf'][] = [
  'evp-md5',
  'evp-sha256',
  'evp-sha1',
  'evp-sha512',
  'pbkdf2',
];

/**
 * The hashes PBKDF2 runs with, SHA-256 (`openssl enc -pbkdf2`'s default) first. The values are still
 * the deprecated WebCrypto spellings, which the site's links carry; {@link pbkdf2HashId} gives each one's
 * documented id (`'sha256'`), and a derivation may name its hash either way.
 * @example PBKDF2_HASHES.map(pbkdf2HashId) // ['sha256', 'sha1', 'sha384', 'sha512']
 */
export const PBKDF2_HASHES: readonly Pbkdf2Hash[] = ['SHA-256', 'SHA-1', 'SHA-384', 'SHA-512'];

const PBKDF2_IDS = ['sha1', 'sha256', 'sha384', 'sha512'] as const;

/**
 * The hash domain's id of a PBKDF2 hash in either spelling: `'SHA-256'` (deprecated) and `'sha256'` both
 * give `'sha256'`.
 *
 * @throws TypeError for a hash PBKDF2 here does not run.
 * @example pbkdf2HashId('SHA-256') // 'sha256'
 */
export function pbkdf2HashId(hash: Pbkdf2Hash): (typeof PBKDF2_IDS)[number] {
  const id = (typeof hash === 'string' ? hash.toLowerCase().replace('-', '') : '') as (typeof PBKDF2_IDS)[number];
  if (!PBKDF2_IDS.includes(id)) throw new TypeError(`hash: PBKDF2 runs with ${PBKDF2_IDS.join(', ')}`);
  return id;
}

/** PBKDF2 iterations `openssl enc -pbkdf2` uses when not given `-iter`. */
export const DEFAULT_PBKDF2_ITERATIONS = 10_000;

/** RC4Drop's words of keystream dropped by default: crypto-js's 192 (768 bytes). */
export const DEFAULT_DROP_WORDS = 192;

/** Raw key lengths in bytes a cipher accepts: a list of sizes, or any length in a range (RC4). */
export type KeyLengths = { readonly sizes: readonly number[] } | { readonly min: number; readonly max: number };

/**
 * Raw key lengths per algorithm: AES 128/192/256 bits (FIPS 197), DES 8 bytes with parity (FIPS 46-3),
 * Triple DES two or three keys (SP 800-67, OpenSSL's des-ede and des-ede3), Rabbit 128 bits (RFC 4503),
 * RC4 1 to 256 bytes (its key schedule cycles the key over a 256-byte state), SM4 128 bits
 * (GB/T 32907-2016), ChaCha20 and XChaCha20 256 bits (RFC 8439, draft-irtf-cfrg-xchacha), Salsa20 128 or
 * 256 bits and XSalsa20 256 (Bernstein's specifications), Blowfish 1 to 56 bytes (Schneier's 448 bits
 * at most; OpenSSL and Eric Young's vectors take keys shorter than his 32 bits), RC2 1 to 128 bytes
 * (RFC 2268; its effective key bits are a separate option). Bare ChaCha20 takes
 * 128 bits only with the 64-bit nonce and 20 rounds (see {@link keyLengthsText}).
 * @example KEY_LENGTHS.tripledes // { sizes: [16, 24] }
 */
export const KEY_LENGTHS: Readonly<Record<CipherAlgorithm, KeyLengths>> = {
  aes: { sizes: [16, 24, 32] },
  des: { sizes: [8] },
  tripledes: { sizes: [16, 24] },
  rabbit: { sizes: [16] },
  'rabbit-legacy': { sizes: [16] },
  rc4: { min: 1, max: 256 },
  rc4drop: { min: 1, max: 256 },
  sm4: { sizes: [16] },
  'chacha20-poly1305': { sizes: [32] },
  'xchacha20-poly1305': { sizes: [32] },
  chacha20: { sizes: [16, 32] },
  salsa20: { sizes: [16, 32] },
  xsalsa20: { sizes: [32] },
  blowfish: { min: 1, max: 56 },
  rc2: { min: 1, max: 128 },
};

/**
 * Whether a raw key of `n` bytes fits the algorithm.
 * @example isKeyLength('aes', 24) // true
 */
export function isKeyLength(algorithm: CipherAlgorithm, n: number): boolean {
  const k = KEY_LENGTHS[algorithm];
  return 'sizes' in k ? k.sizes.includes(n) : n >= k.min && n <= k.max;
}

/**
 * The accepted key lengths as a message shows them.
 * @example keyLengthsOf('aes') // '16 / 24 / 32'
 * @example keyLengthsOf('rc4') // '1–256'
 */
export function keyLengthsOf(algorithm: CipherAlgorithm): string {
  const k = KEY_LENGTHS[algorithm];
  return 'sizes' in k ? k.sizes.join(' / ') : `${k.min}–${k.max}`;
}

/**
 * The field an error of this domain is about, for a page that shows it beside that field: `key` for
 * EMPTY_KEY and INVALID_KEY_SIZE, `iv` for INVALID_IV_SIZE and INVALID_NONCE_SIZE, and `data` for the
 * rest (bad padding, a partial block, a tag that does not match: the data, or a wrong key, mode or
 * padding, which only the whole result can reveal).
 * @example cipherErrorField('INVALID_IV_SIZE') // 'iv'
 */
export function cipherErrorField(code: EngineErrorCode | string): 'key' | 'iv' | 'data' {
  if (code === 'EMPTY_KEY' || code === 'INVALID_KEY_SIZE') return 'key';
  if (code === 'INVALID_IV_SIZE' || code === 'INVALID_NONCE_SIZE') return 'iv';
  return 'data';
}

/** ChaCha20's round counts, the full 20 (the default) first. */
export const CHACHA_ROUNDS = [20, 12, 8] as const;

/** ChaCha20's nonce sizes in bits: RFC 8439's 96 (the default) and Bernstein's original 64. */
export const CHACHA_NONCE_BITS = [96, 64] as const;

/** Highest start counter of ChaCha20, Salsa20 and XSalsa20 (@noble/ciphers never lets it reach 2^32 - 1). */
export const MAX_STREAM_COUNTER = 2 ** 32 - 2;

/** RC2's effective key bits (RFC 2268): 1 to 1024, 128 unless told, as `openssl enc -rc2-cbc`. */
export const RC2_EFFECTIVE_BITS = { min: 1, max: 1024, default: 128 } as const;

/** Poly1305's tag: 16 bytes, always (RFC 8439 section 2.8). */
export const POLY1305_TAG_LENGTH = 16;
