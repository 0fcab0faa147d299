import { createHash as nodeHash, createHmac as nodeHmac } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { blake3 as nobleBlake3 } from '@noble/hashes/blake3.js';
import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { keccak_224, keccak_256, keccak_384, keccak_512 } from '@noble/hashes/sha3.js';
import {
  crc8,
  crc8dvbs2,
  crc16,
  crc16ccitt,
  crc16kermit,
  crc16modbus,
  crc16xmodem,
  crc24,
  crc32,
  crc32mpeg2,
  crc81wire,
  crcjam,
} from 'crc';
import Md2 from 'crypto-api/src/hasher/md2.mjs';
import Md4 from 'crypto-api/src/hasher/md4.mjs';
import Ripemd from 'crypto-api/src/hasher/ripemd.mjs';
import Whirlpool from 'crypto-api/src/hasher/whirlpool.mjs';
import CaHmac from 'crypto-api/src/mac/hmac.mjs';
import { type HashAlgorithm, hashAlgorithmInfo } from '../../src/hash/index.ts';
import { NODE } from './node-names.ts';

export { NODE };

/** The rest against @noble/hashes, an implementation independent of hash-wasm. */
export const NOBLE = {
  'keccak-224': keccak_224,
  'keccak-256': keccak_256,
  'keccak-384': keccak_384,
  'keccak-512': keccak_512,
  blake3: nobleBlake3,
} as const;

// crypto-api 0.8.5 (test-only, pure JS, binary strings in and out) for what neither OpenSSL's default
// provider nor noble has; the crc package (test-only) for the CRCs; zlib's own Adler-32, read from the
// trailer of a zlib stream (RFC 1950 section 2.2).
type CaHasher = { update(s: string): void; finalize(): string };
const CRYPTO_API: Partial<Record<HashAlgorithm, () => CaHasher>> = {
  md2: () => new Md2(),
  md4: () => new Md4(),
  whirlpool: () => new Whirlpool(),
  ripemd128: () => new Ripemd({ length: 128 }),
  ripemd256: () => new Ripemd({ length: 256 }),
  ripemd320: () => new Ripemd({ length: 320 }),
};
const CRC: Partial<Record<HashAlgorithm, (d: Uint8Array) => number>> = {
  crc32: (d) => crc32(Buffer.from(d)),
  'crc16-arc': (d) => crc16(Buffer.from(d)),
  'crc16-ccitt-false': (d) => crc16ccitt(Buffer.from(d)),
  'crc16-modbus': (d) => crc16modbus(Buffer.from(d)),
  'crc16-xmodem': (d) => crc16xmodem(Buffer.from(d)),
  'crc16-kermit': (d) => crc16kermit(Buffer.from(d)),
  // the catalogue's CRCs that the crc package has (its names differ; its check values match the catalogue's)
  'CRC-8/SMBUS': (d) => crc8(Buffer.from(d)),
  'CRC-8/MAXIM-DOW': (d) => crc81wire(Buffer.from(d)),
  'CRC-16/ARC': (d) => crc16(Buffer.from(d)),
  'CRC-16/IBM-3740': (d) => crc16ccitt(Buffer.from(d)),
  'CRC-16/MODBUS': (d) => crc16modbus(Buffer.from(d)),
  'CRC-16/XMODEM': (d) => crc16xmodem(Buffer.from(d)),
  'CRC-16/KERMIT': (d) => crc16kermit(Buffer.from(d)),
  'CRC-24/OPENPGP': (d) => crc24(Buffer.from(d)),
  'CRC-32/ISO-HDLC': (d) => crc32(Buffer.from(d)),
  'CRC-8/DVB-S2': (d) => crc8dvbs2(Buffer.from(d)),
  'CRC-32/MPEG-2': (d) => crc32mpeg2(Buffer.from(d)),
  'CRC-32/JAMCRC': (d) => crcjam(Buffer.from(d)),
};
const bin = (d: Uint8Array) => Buffer.from(d).toString('binary');
const fromBin = (s: string) => Buffer.from(s, 'binary').toString('hex');

/** True when {@link reference} has an implementation for `alg` (all but CRC-32C, cSHAKE and KMAC, tested by vectors). */
export const hasReference = (alg: HashAlgorithm): boolean =>
  alg in NODE || alg in NOBLE || alg in CRYPTO_API || alg in CRC || alg === 'adler32';

/** The digest of `data` by the independent implementation, as hex. */
export function reference(alg: HashAlgorithm, data: Uint8Array): string {
  const n = NODE[alg];
  if (n)
    return nodeHash(n, { outputLength: hashAlgorithmInfo(alg).digestLength })
      .update(data)
      .digest('hex');
  const ca = CRYPTO_API[alg];
  if (ca) {
    const h = ca();
    h.update(bin(data));
    return fromBin(h.finalize());
  }
  const crc = CRC[alg];
  if (crc)
    return crc(data)
      .toString(16)
      .padStart(hashAlgorithmInfo(alg).digestLength * 2, '0');
  if (alg === 'adler32') return deflateSync(data).subarray(-4).toString('hex');
  return Buffer.from(NOBLE[alg as keyof typeof NOBLE](data)).toString('hex');
}

/** True when {@link referenceHmac} has an implementation for `alg`. */
export const hasHmacReference = (alg: HashAlgorithm): boolean =>
  hashAlgorithmInfo(alg).hmac && (alg in NODE || alg in NOBLE || alg in CRYPTO_API);

/** The HMAC of `data` under `key` by the independent implementation, as hex. */
export function referenceHmac(alg: HashAlgorithm, key: Uint8Array, data: Uint8Array): string {
  const n = NODE[alg];
  if (n) return nodeHmac(n, key).update(data).digest('hex');
  const ca = CRYPTO_API[alg];
  if (ca) {
    const m = new CaHmac(bin(key), ca());
    m.update(bin(data));
    return fromBin(m.finalize());
  }
  return Buffer.from(nobleHmac(NOBLE[alg as keyof typeof NOBLE], key, data)).toString('hex');
}
