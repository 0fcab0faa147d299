import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';

/**
 * The hashes {@link hkdf} runs HMAC over: SHA-1, SHA-2 (RFC 5869 names SHA-256 and SHA-1 in its test
 * cases; SP 800-56C allows any approved hash) and SHA-3.
 *
 * @example HKDF_HASHES.includes('sha256') // true
 */
export const HKDF_HASHES = [
  'sha1',
  'sha224',
  'sha256',
  'sha384',
  'sha512',
  'sha3-224',
  'sha3-256',
  'sha3-384',
  'sha3-512',
] as const;
export type HkdfHash = (typeof HKDF_HASHES)[number];

/** Output length in bytes of each {@link HkdfHash} (HashLen in RFC 5869). */
const HASH_LENGTH: Record<HkdfHash, number> = {
  sha1: 20,
  sha224: 28,
  sha256: 32,
  sha384: 48,
  sha512: 64,
  'sha3-224': 28,
  'sha3-256': 32,
  'sha3-384': 48,
  'sha3-512': 64,
};

export interface HkdfOptions {
  hash: HkdfHash;
  /** Input keying material: bytes, or text read as its UTF-8 bytes (as are the salt and info). */
  ikm: BytesOrText;
  /** Optional; none (or empty) means HashLen zero bytes (RFC 5869 section 2.2). */
  salt?: BytesOrText | undefined;
  /** Optional context and application-specific information. */
  info?: BytesOrText | undefined;
  /** Output length in bytes, 1 to 255 × HashLen. */
  length: number;
}

/** The longest pseudorandom key {@link hkdfExpand} takes, in bytes. */
const HKDF_MAX_PRK_BYTES = 1024;

/** The longest output {@link hkdf} gives over `hash`: 255 × its output length (RFC 5869 section 2.3). */
export function hkdfMaxLength(hash: HkdfHash): number {
  return 255 * hashLength(hash);
}

function hashLength(hash: HkdfHash): number {
  const n = (HASH_LENGTH as Record<string, number | undefined>)[hash];
  if (n === undefined) throw new TypeError(`hash: HKDF is not offered over ${String(hash)}`);
  return n;
}

/** An optional input as bytes: undefined stays undefined, text is UTF-8 encoded. */
function optionalBytes(value: BytesOrText | undefined, name: string): Uint8Array | undefined {
  return value === undefined ? undefined : bytesOf(value, name);
}

// @noble/hashes, each family its own module, loaded on first use.
async function nobleHash(hash: HkdfHash) {
  switch (hash) {
    case 'sha1':
      return (await import('@noble/hashes/legacy.js')).sha1;
    case 'sha224':
      return (await import('@noble/hashes/sha2.js')).sha224;
    case 'sha256':
      return (await import('@noble/hashes/sha2.js')).sha256;
    case 'sha384':
      return (await import('@noble/hashes/sha2.js')).sha384;
    case 'sha512':
      return (await import('@noble/hashes/sha2.js')).sha512;
    case 'sha3-224':
      return (await import('@noble/hashes/sha3.js')).sha3_224;
    case 'sha3-256':
      return (await import('@noble/hashes/sha3.js')).sha3_256;
    case 'sha3-384':
      return (await import('@noble/hashes/sha3.js')).sha3_384;
    case 'sha3-512':
      return (await import('@noble/hashes/sha3.js')).sha3_512;
  }
}

function checkLength(hash: HkdfHash, length: number): void {
  const max = hkdfMaxLength(hash);
  if (!Number.isSafeInteger(length) || length < 1 || length > max) {
    throw new EngineError('OUT_OF_RANGE', `length must be an integer from 1 to ${max}`, {
      min: 1,
      max,
      field: 'length',
    });
  }
}

/**
 * HKDF (RFC 5869): extract a pseudorandom key from `ikm` and `salt`, then expand it with `info` to
 * `length` bytes. The same as node:crypto's `hkdf`, OpenSSL's `kdf HKDF` and Python's `cryptography` HKDF.
 *
 * @throws EngineError OUT_OF_RANGE for a length outside 1 to 255 × HashLen (params min, max, field 'length').
 * @throws TypeError for a hash not in {@link HKDF_HASHES} or an input that is neither bytes nor a string.
 * @example
 * // RFC 5869 A.1
 * import { fromHex, toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hkdf({ hash: 'sha256', ikm: fromHex('0b'.repeat(22)), salt: fromHex('000102030405060708090a0b0c'), info: fromHex('f0f1f2f3f4f5f6f7f8f9'), length: 42 }))
 * // '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865'
 */
export async function hkdf(options: HkdfOptions): Promise<Uint8Array> {
  const { hash, length } = options;
  hashLength(hash);
  const ikm = bytesOf(options.ikm, 'ikm');
  const salt = optionalBytes(options.salt, 'salt');
  const info = optionalBytes(options.info, 'info');
  checkLength(hash, length);
  const [{ hkdf: run }, h] = await Promise.all([import('@noble/hashes/hkdf.js'), nobleHash(hash)]);
  return run(h, ikm, salt, info, length);
}

/**
 * HKDF-Extract (RFC 5869 section 2.2): the pseudorandom key PRK = HMAC-Hash(salt, ikm), HashLen bytes.
 *
 * @throws TypeError for a hash not in {@link HKDF_HASHES} or an input that is neither bytes nor a string.
 * @example
 * // RFC 5869 A.3 (no salt)
 * import { fromHex, toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hkdfExtract('sha256', fromHex('0b'.repeat(22))))
 * // '19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04'
 */
export async function hkdfExtract(hash: HkdfHash, ikm: BytesOrText, salt?: BytesOrText): Promise<Uint8Array> {
  hashLength(hash);
  const key = bytesOf(ikm, 'ikm');
  const s = optionalBytes(salt, 'salt');
  const [{ extract }, h] = await Promise.all([import('@noble/hashes/hkdf.js'), nobleHash(hash)]);
  return extract(h, key, s);
}

/**
 * HKDF-Expand (RFC 5869 section 2.3): `length` bytes from a pseudorandom key `prk` (at least HashLen
 * bytes, as HKDF-Extract gives) and `info`.
 *
 * @throws EngineError OUT_OF_RANGE for a length outside 1 to 255 × HashLen (field 'length') or a prk
 * shorter than HashLen or longer than 1024 bytes (params min, max, field 'prk').
 * @throws TypeError for a hash not in {@link HKDF_HASHES} or an input that is neither bytes nor a string.
 * @example
 * // RFC 5869 A.3
 * import { fromHex, toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hkdfExpand('sha256', fromHex('19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04'), new Uint8Array(), 42))
 * // '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8'
 */
export async function hkdfExpand(
  hash: HkdfHash,
  prk: BytesOrText,
  info: BytesOrText | undefined,
  length: number,
): Promise<Uint8Array> {
  const n = hashLength(hash);
  const key = bytesOf(prk, 'prk');
  const context = optionalBytes(info, 'info');
  // RFC 5869 section 2.3 asks for at least HashLen bytes; a PRK is HashLen bytes, so 1024 is room enough.
  if (key.length < n || key.length > HKDF_MAX_PRK_BYTES) {
    throw new EngineError('OUT_OF_RANGE', `prk must be ${n} to ${HKDF_MAX_PRK_BYTES} bytes`, {
      min: n,
      max: HKDF_MAX_PRK_BYTES,
      field: 'prk',
    });
  }
  checkLength(hash, length);
  const [{ expand }, h] = await Promise.all([import('@noble/hashes/hkdf.js'), nobleHash(hash)]);
  return expand(h, key, context, length);
}
