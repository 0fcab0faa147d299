import { CRC_CATALOGUE, type CrcName } from './crc-names.ts';

// The engine's first checksum ids, before the CRC catalogue came (CHECKSUM_ALGORITHMS below).
const LEGACY_CHECKSUMS = [
  'crc32',
  'crc32c',
  'crc16-arc',
  'crc16-ccitt-false',
  'crc16-modbus',
  'crc16-xmodem',
  'crc16-kermit',
  'adler32',
] as const;

// The algorithms with their own ids; the catalogue's CRCs follow (HASH_ALGORITHMS below).
const OWN_ALGORITHMS = [
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
  'md2',
  'md4',
  'ripemd128',
  'ripemd256',
  'ripemd320',
  'sm3',
  'streebog256',
  'streebog512',
  'whirlpool',
  'shake128',
  'shake256',
  'cshake128',
  'cshake256',
  'kmac128',
  'kmac256',
  ...LEGACY_CHECKSUMS,
] as const;

/** Every digest algorithm id: see {@link HASH_ALGORITHMS}. */
export type HashAlgorithm = (typeof OWN_ALGORITHMS)[number] | CrcName;

/**
 * Every digest algorithm the hash domain computes, with the sizes HMAC and the page need: its own ids,
 * then every CRC of the CRC RevEng catalogue by its catalogue name ({@link CRC_CATALOGUE}). Ids are
 * stable (they appear in URLs and in the public API); labels are what a visitor reads.
 *
 * @example HASH_ALGORITHMS.includes('CRC-16/USB') // true
 */
// A pure call, so that a bundle that hashes without this list (digest, hmac) drops it and the names.
export const HASH_ALGORITHMS: readonly HashAlgorithm[] = /* @__PURE__ */ (
  OWN_ALGORITHMS as readonly HashAlgorithm[]
).concat(CRC_CATALOGUE);

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

/**
 * RIPEMD at its four widths (ISO/IEC 10118-3 has RIPEMD-128 and -160; RIPEMD-256 and -320 are the
 * double-width forms of the authors' page), narrowest first.
 *
 * @example RIPEMD_ALGORITHMS.map((a) => hashAlgorithmInfo(a).digestLength * 8) // [128, 160, 256, 320]
 */
export const RIPEMD_ALGORITHMS = [
  'ripemd128',
  'ripemd160',
  'ripemd256',
  'ripemd320',
] as const satisfies readonly HashAlgorithm[];

/**
 * Streebog (GOST R 34.11-2012, RFC 6986) at its two widths, narrowest first.
 *
 * @example STREEBOG_ALGORITHMS.map((a) => hashAlgorithmInfo(a).label) // ['Streebog-256', 'Streebog-512']
 */
export const STREEBOG_ALGORITHMS = ['streebog256', 'streebog512'] as const satisfies readonly HashAlgorithm[];

/**
 * The extendable-output functions of FIPS 202 (SHAKE) and NIST SP 800-185 (cSHAKE, KMAC), in pairs of
 * 128- and 256-bit security.
 *
 * @example XOF_ALGORITHMS.shake // ['shake128', 'shake256']
 */
export const XOF_ALGORITHMS = {
  shake: ['shake128', 'shake256'],
  cshake: ['cshake128', 'cshake256'],
  kmac: ['kmac128', 'kmac256'],
} as const satisfies Record<string, readonly HashAlgorithm[]>;

/**
 * Non-cryptographic checksums: the engine's first ids, CRC-32 (ISO-HDLC, zlib), CRC-32C (Castagnoli,
 * iSCSI), five CRC-16s and Adler-32 (RFC 1950), then every CRC of the CRC RevEng catalogue by its
 * catalogue name ({@link CRC_CATALOGUE}; `crc32` and `CRC-32/ISO-HDLC` compute the same). Their value is
 * also written in decimal.
 *
 * @example CHECKSUM_ALGORITHMS.includes('crc16-modbus') // true
 * @example CHECKSUM_ALGORITHMS.includes('CRC-64/XZ') // true
 */
export const CHECKSUM_ALGORITHMS: readonly HashAlgorithm[] = /* @__PURE__ */ (
  LEGACY_CHECKSUMS as readonly HashAlgorithm[]
).concat(CRC_CATALOGUE);

/** A byte-length range (inclusive) that an option of an algorithm accepts. */
export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The options an algorithm takes beyond the message (see {@link HashParams}): an output length in bytes,
 * a key (its length range; an empty key means unkeyed where `min` is 0), a customization string, a
 * function name (cSHAKE's N).
 */
export interface HashParamSpec {
  readonly outputLength?: LengthRange;
  readonly key?: LengthRange;
  readonly customization?: true;
  readonly functionName?: true;
}

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
  /** A checksum, not a cryptographic hash: its value is also shown in decimal, and it has no HMAC. */
  readonly checksum: boolean;
  /** HMAC (RFC 2104) is defined over it: a Merkle-Damgard or sponge hash of fixed output, with a block length. */
  readonly hmac: boolean;
  /** The options it takes, if any (output length, key, customization, function name). */
  readonly params?: HashParamSpec;
  /** What it is called with an output length of `bits` other than the default, e.g. "BLAKE2b-256". */
  readonly labelAt?: (bits: number) => string;
}

type Info = Omit<HashAlgorithmInfo, 'id'>;
const info = (
  label: string,
  digestLength: number,
  blockLength: number,
  spec: string,
  extra: Partial<Pick<HashAlgorithmInfo, 'checksum' | 'hmac' | 'params' | 'labelAt'>> = {},
): Info => ({ label, digestLength, blockLength, spec, checksum: false, hmac: true, ...extra });
const sum = (label: string, bytes: number, spec: string) =>
  info(label, bytes, 1, spec, { checksum: true, hmac: false });
// SP 800-185 caps no length; these bounds keep a page's output readable (8192 bits).
const XOF_LENGTH: LengthRange = { min: 1, max: 1024 };
// BLAKE3's output is a stream (b3sum --length, key material). hash-wasm writes it into its 16 KiB I/O
// buffer (MAIN_BUFFER_SIZE in its hash-wasm.h) and past it without a check, so 16384 bytes is the bound.
const BLAKE3_LENGTH: LengthRange = { min: 1, max: 16384 };
const xof = (label: string, bytes: number, rate: number, spec: string, params: HashParamSpec) =>
  info(label, bytes, rate, spec, { hmac: false, params, labelAt: (bits) => `${label} (${bits} bits)` });
const blake = (name: string, bytes: number, block: number, spec: string, params: HashParamSpec) =>
  info(`${name}-${bytes * 8}`, bytes, block, spec, { params, labelAt: (bits) => `${name}-${bits}` });

// The id is the key (added below), not written twice; the catalogue's CRCs follow from their names.
const INFO: Record<(typeof OWN_ALGORITHMS)[number], Info> = {
  md5: info('MD5', 16, 64, 'RFC 1321'),
  sha1: info('SHA-1', 20, 64, 'FIPS 180-4'),
  sha224: info('SHA-224', 28, 64, 'FIPS 180-4'),
  sha256: info('SHA-256', 32, 64, 'FIPS 180-4'),
  sha384: info('SHA-384', 48, 128, 'FIPS 180-4'),
  sha512: info('SHA-512', 64, 128, 'FIPS 180-4'),
  'sha512-224': info('SHA-512/224', 28, 128, 'FIPS 180-4'),
  'sha512-256': info('SHA-512/256', 32, 128, 'FIPS 180-4'),
  'sha3-224': info('SHA3-224', 28, 144, 'FIPS 202'),
  'sha3-256': info('SHA3-256', 32, 136, 'FIPS 202'),
  'sha3-384': info('SHA3-384', 48, 104, 'FIPS 202'),
  'sha3-512': info('SHA3-512', 64, 72, 'FIPS 202'),
  'keccak-224': info('Keccak-224', 28, 144, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  'keccak-256': info('Keccak-256', 32, 136, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  'keccak-384': info('Keccak-384', 48, 104, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  'keccak-512': info('Keccak-512', 64, 72, 'Keccak submission v3 (pre-FIPS 202 padding)'),
  ripemd160: info('RIPEMD-160', 20, 64, 'ISO/IEC 10118-3'),
  blake2b: blake('BLAKE2b', 64, 128, 'RFC 7693', {
    outputLength: { min: 1, max: 64 },
    key: { min: 0, max: 64 },
  }),
  blake2s: blake('BLAKE2s', 32, 64, 'RFC 7693', {
    outputLength: { min: 1, max: 32 },
    key: { min: 0, max: 32 },
  }),
  blake3: blake('BLAKE3', 32, 64, 'BLAKE3 specification', {
    outputLength: BLAKE3_LENGTH,
    key: { min: 0, max: 32 },
  }),
  // HMAC over MD2 is left out: nothing here (OpenSSL 3, node:crypto) computes one to test it against.
  md2: info('MD2', 16, 16, 'RFC 1319', { hmac: false }),
  md4: info('MD4', 16, 64, 'RFC 1320'),
  ripemd128: info('RIPEMD-128', 16, 64, 'ISO/IEC 10118-3'),
  ripemd256: info('RIPEMD-256', 32, 64, 'RIPEMD authors (Bosselaers, Dobbertin, Preneel)'),
  ripemd320: info('RIPEMD-320', 40, 64, 'RIPEMD authors (Bosselaers, Dobbertin, Preneel)'),
  sm3: info('SM3', 32, 64, 'GB/T 32905-2016'),
  // HMAC over Streebog: R 50.1.113-2016, whose vectors RFC 7836 section 4.1 repeats (tested)
  streebog256: info('Streebog-256', 32, 64, 'GOST R 34.11-2012 (RFC 6986)'),
  streebog512: info('Streebog-512', 64, 64, 'GOST R 34.11-2012 (RFC 6986)'),
  whirlpool: info('Whirlpool', 64, 64, 'ISO/IEC 10118-3'),
  shake128: xof('SHAKE128', 32, 168, 'FIPS 202', { outputLength: XOF_LENGTH }),
  shake256: xof('SHAKE256', 64, 136, 'FIPS 202', { outputLength: XOF_LENGTH }),
  cshake128: xof('cSHAKE128', 32, 168, 'NIST SP 800-185', {
    outputLength: XOF_LENGTH,
    functionName: true,
    customization: true,
  }),
  cshake256: xof('cSHAKE256', 64, 136, 'NIST SP 800-185', {
    outputLength: XOF_LENGTH,
    functionName: true,
    customization: true,
  }),
  kmac128: xof('KMAC128', 32, 168, 'NIST SP 800-185', {
    outputLength: XOF_LENGTH,
    key: { min: 0, max: 1024 },
    customization: true,
  }),
  kmac256: xof('KMAC256', 64, 136, 'NIST SP 800-185', {
    outputLength: XOF_LENGTH,
    key: { min: 0, max: 1024 },
    customization: true,
  }),
  crc32: sum('CRC-32', 4, 'ISO 3309 / ITU-T V.42 (CRC-32/ISO-HDLC)'),
  crc32c: sum('CRC-32C', 4, 'RFC 3720 (CRC-32/ISCSI)'),
  'crc16-arc': sum('CRC-16/ARC', 2, 'CRC RevEng catalogue'),
  'crc16-ccitt-false': sum('CRC-16/CCITT-FALSE', 2, 'CRC RevEng catalogue (CRC-16/IBM-3740)'),
  'crc16-modbus': sum('CRC-16/MODBUS', 2, 'CRC RevEng catalogue'),
  'crc16-xmodem': sum('CRC-16/XMODEM', 2, 'CRC RevEng catalogue'),
  'crc16-kermit': sum('CRC-16/KERMIT', 2, 'CRC RevEng catalogue'),
  adler32: sum('Adler-32', 4, 'RFC 1950'),
};
const TABLE = Object.fromEntries(
  Object.entries(INFO).map(([id, i]) => [id, { id: id as HashAlgorithm, ...i }]),
) as Record<HashAlgorithm, HashAlgorithmInfo>;
// A catalogue CRC's info follows from its name, CRC-<width>/<NAME> (digest and hmac carry no list of the
// names: the CRC code checks the name against the catalogue when it is loaded).
const CRC_ID = /^CRC-(\d+)\/[0-9A-Z][0-9A-Z-]*$/;

/**
 * Sizes, label and standard of a digest algorithm.
 *
 * @throws TypeError for an unknown algorithm id (for a CRC named like the catalogue's, `CRC-<width>/<NAME>`,
 *   when `digest` or `createHash` loads it).
 * @example hashAlgorithmInfo('sha3-256').digestLength // 32
 * @example hashAlgorithmInfo('CRC-24/OPENPGP').digestLength // 3
 */
export function hashAlgorithmInfo(algorithm: HashAlgorithm): HashAlgorithmInfo {
  const i = TABLE[algorithm];
  if (i) return i;
  const width = Number(CRC_ID.exec(algorithm)?.[1]);
  if (width >= 3 && width <= 64) {
    const crc = { id: algorithm, ...sum(algorithm, Math.ceil(width / 8), 'CRC RevEng catalogue') };
    TABLE[algorithm] = crc;
    return crc;
  }
  throw new TypeError(`algorithm: unknown hash algorithm "${String(algorithm)}"`);
}

/**
 * True when `value` is a CRC of the catalogue by its catalogue name (not an engine id such as `crc32`).
 *
 * @example isCrcName('CRC-16/USB') // true
 * @example isCrcName('crc16-modbus') // false
 */
export function isCrcName(value: unknown): value is CrcName {
  return (CRC_CATALOGUE as readonly unknown[]).includes(value);
}

/**
 * True when `value` is one of {@link HASH_ALGORITHMS}.
 *
 * @example isHashAlgorithm('sha256') // true
 * @example isHashAlgorithm('CRC-16/X-25') // false (an alias: see crcName)
 */
export function isHashAlgorithm(value: unknown): value is HashAlgorithm {
  return typeof value === 'string' && (Object.hasOwn(INFO, value) || isCrcName(value));
}
