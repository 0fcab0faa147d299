export type { JwsAlgorithm, JwtKey, JwtVerification, VerifyJwtOptions } from './jws.ts';
export { JWS_ALGORITHMS, JWT_MIN_RSA_BITS, signJwt, verifyJwt, verifyJwtDetails } from './jws.ts';
export type { DecodedJwt, JwtPart, JwtTimeClaim, JwtTimeStatus } from './jwt.ts';
export { decodeJwt, jwtTimeStatus } from './jwt.ts';
export type { PassphraseOptions } from './passphrase.ts';
export { generatePassphrase, passphraseEntropyBits } from './passphrase.ts';
export type { PasswordClass, PasswordOptions, TokenFormat } from './password.ts';
export {
  generatePassword,
  LOOK_ALIKES,
  PASSWORD_CLASSES,
  passwordAlphabets,
  passwordEntropyBits,
  randomBelow,
  randomToken,
  TOKEN_FORMATS,
} from './password.ts';
export type { UlidInfo } from './ulid.ts';
export { inspectUlid, ulid, ulidText } from './ulid.ts';
export type { GregorianUuidOptions, RandomSource, UuidFormat, UuidInfo, UuidNamespace } from './uuid.ts';
export {
  formatUuid,
  inspectUuid,
  MonotonicClock,
  parseUuid,
  UUID_MAX,
  UUID_NAMESPACES,
  UUID_NIL,
  uuidText,
  uuidV1,
  uuidV3,
  uuidV4,
  uuidV5,
  uuidV6,
  uuidV7,
} from './uuid.ts';
