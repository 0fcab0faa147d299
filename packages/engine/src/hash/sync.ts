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
  shake128,
  shake256,
} from '@noble/hashes/sha3.js';
import { type BytesOrText, bytesOf } from '../input.ts';
import { type HashAlgorithm, hashAlgorithmInfo } from './algorithms.ts';
import { CrcRegister, catalogueModel } from './crc-core.ts';
import type { CrcName } from './crc-names.ts';
import { Md2 } from './md2.ts';
import { type OwnRipemd, Ripemd } from './ripemd.ts';
import { Streebog } from './streebog.ts';

/**
 * The algorithms {@link digestSync} computes: every {@link HashAlgorithm} but those only hash-wasm has
 * (MD4, SM3, Whirlpool, CRC-32, CRC-32C, Adler-32) and those with a key or customization (cSHAKE, KMAC).
 */
export type SyncHashAlgorithm = Exclude<
  HashAlgorithm,
  'md4' | 'sm3' | 'whirlpool' | 'crc32' | 'crc32c' | 'adler32' | 'cshake128' | 'cshake256' | 'kmac128' | 'kmac256'
>;

const crc = (a: string) => (data: Uint8Array) => {
  const model = catalogueModel(a);
  if (!model) throw new TypeError(`algorithm: unknown hash algorithm "${a}"`);
  return new CrcRegister(model).update(data).digest();
};
const ripemd = (a: OwnRipemd) => (data: Uint8Array) => new Ripemd(a).update(data).digest();

// @noble/hashes (audited, pure TypeScript) computes these synchronously at the output sizes of
// hashAlgorithmInfo (BLAKE2b-512, BLAKE2s-256, BLAKE3-256, SHAKE128 at 32 bytes, SHAKE256 at 64); the
// MD2, Streebog, the RIPEMD widths other than 160 and the CRC-16s are our own (pure.ts).
const NOBLE: Record<Exclude<SyncHashAlgorithm, CrcName>, (data: Uint8Array) => Uint8Array> = {
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
  md2: (data) => new Md2().update(data).digest(),
  streebog256: (data) => new Streebog(256).update(data).digest(),
  streebog512: (data) => new Streebog(512).update(data).digest(),
  ripemd128: ripemd('ripemd128'),
  ripemd256: ripemd('ripemd256'),
  ripemd320: ripemd('ripemd320'),
  shake128: (data) => shake128(data, { dkLen: 32 }),
  shake256: (data) => shake256(data, { dkLen: 64 }),
  'crc16-arc': crc('crc16-arc'),
  'crc16-ccitt-false': crc('crc16-ccitt-false'),
  'crc16-modbus': crc('crc16-modbus'),
  'crc16-xmodem': crc('crc16-xmodem'),
  'crc16-kermit': crc('crc16-kermit'),
};

/**
 * The digest of `data` at once, without `await`, for small inputs (a string, a key, a few kilobytes):
 * every {@link SyncHashAlgorithm}, computed by @noble/hashes (and our own RIPEMD-128/256/320 and
 * the catalogue's CRCs). It is pure TypeScript, so it needs nothing loaded first, but runs large inputs 2-10 times
 * slower than {@link digest} and {@link createHash} (WASM and WebCrypto), and a bundle that uses it
 * carries all these algorithms' code (about 15 KB gzipped). For megabytes, use `digest`.
 *
 * @throws TypeError for an unknown algorithm id, one only `digest` computes, or data that is neither a Uint8Array nor a
 *   string (a string is hashed as its UTF-8 bytes).
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(digestSync('sha256', new TextEncoder().encode('abc'))) // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(digestSync('md5', 'abc')) // '900150983cd24fb0d6963f7d28e17f72'
 */
export function digestSync(algorithm: SyncHashAlgorithm, input: BytesOrText): Uint8Array {
  hashAlgorithmInfo(algorithm);
  const data = bytesOf(input, 'data');
  if (algorithm.startsWith('CRC-')) return crc(algorithm)(data);
  const fn = NOBLE[algorithm as Exclude<SyncHashAlgorithm, CrcName>];
  if (!fn) throw new TypeError(`algorithm: ${algorithm} has no synchronous form; use digest()`);
  return fn(data);
}
