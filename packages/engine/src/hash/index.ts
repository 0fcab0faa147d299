export type { HashAlgorithm, HashAlgorithmInfo, HashParamSpec, LengthRange } from './algorithms.ts';
export {
  CHECKSUM_ALGORITHMS,
  HASH_ALGORITHMS,
  hashAlgorithmInfo,
  isCrcName,
  isHashAlgorithm,
  KECCAK_ALGORITHMS,
  RIPEMD_ALGORITHMS,
  SHA3_ALGORITHMS,
  SHA512_ALGORITHMS,
  STREEBOG_ALGORITHMS,
  XOF_ALGORITHMS,
} from './algorithms.ts';
export type { BcryptPbkdfOptions } from './bcrypt-pbkdf.ts';
export { BCRYPT_PBKDF_MAX_ROUNDS, bcryptPbkdf } from './bcrypt-pbkdf.ts';
export type { ChecksumFile, ChecksumForm, ChecksumLine } from './checksum.ts';
export {
  CHECKSUM_FORMS,
  checksumAlgorithm,
  checksumBaseName,
  isChecksumFileName,
  parseChecksumFile,
  readChecksumLine,
} from './checksum.ts';
export { aesCmac } from './cmac.ts';
export type { DigestFormat, ParseHexOptions } from './codec.ts';
export {
  DIGEST_FORMATS,
  digestMatches,
  encodeDigest,
  parseBase64Input,
  parseHexInput,
  toHexDigest,
} from './codec.ts';
export type { CrcModel, CrcParams } from './crc.ts';
export { CRC_WIDTH, Crc, crc, crcAliases, crcModel, crcName } from './crc.ts';
export type { CrcName } from './crc-names.ts';
export { CRC_CATALOGUE } from './crc-names.ts';
export type { Hasher } from './hasher.ts';
export { createHash, createHmac, digest, hmac } from './hasher.ts';
export type { HkdfHash, HkdfOptions } from './hkdf.ts';
export { HKDF_HASHES, hkdf, hkdfExpand, hkdfExtract, hkdfMaxLength } from './hkdf.ts';
export type { HashParams } from './params.ts';
export { checkHashParams, hasHashParams, hashLabel } from './params.ts';
export type { Argon2Options, BcryptOptions, PasswordHash, ScryptOptions, VerifyPasswordOptions } from './password.ts';
export {
  argon2Hash,
  BCRYPT_MAX_PASSWORD_BYTES,
  bcryptHash,
  bcryptIgnoredBytes,
  checkBcryptPassword,
  PASSWORD_HASH_LIMITS,
  scryptHash,
  verifyPassword,
} from './password.ts';
export type {
  Argon2Variant,
  Argon2Version,
  BcryptVersion,
  ParsedPasswordHash,
  PasswordScheme,
} from './password-format.ts';
export { ARGON2_VERSIONS, PASSWORD_SCHEMES, parsePasswordHash } from './password-format.ts';
export type { Pbkdf2Options, Pbkdf2Preset } from './pbkdf2.ts';
export {
  PBKDF2_HASHES,
  PBKDF2_MAX_ITERATIONS,
  PBKDF2_MAX_KEY_LENGTH,
  PBKDF2_PRESETS,
  pbkdf2,
} from './pbkdf2.ts';
export { hmacSha1, hmacSha256, hmacSha384, hmacSha512, sha1, sha256, sha384, sha512 } from './sha.ts';
export type { ByteSource, HashStreamOptions, HashStreamResult } from './stream.ts';
export { hashStream } from './stream.ts';
export type { SyncHashAlgorithm } from './sync.ts';
export { digestSync } from './sync.ts';
export type { TextEncodingName } from './text.ts';
export { encodeText, TEXT_ENCODING_LABELS, TEXT_ENCODINGS } from './text.ts';
