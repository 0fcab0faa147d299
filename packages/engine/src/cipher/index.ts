export type { AesGcmOptions } from './aes-gcm.ts';
export { decryptAesGcm, encryptAesGcm } from './aes-gcm.ts';
export type { TextEncoding } from './codec.ts';
export { bytesFromText, textFromBytes, utf8OrUndefined } from './codec.ts';
export {
  decryptTryingDerivations,
  isWrongKeySign,
  otherDerivations,
  sameDerivation,
  withOtherDerivations,
} from './derivations.ts';
export type { BlockAlgorithm, KeyLengths } from './facts.ts';
export {
  CHACHA_NONCE_BITS,
  CHACHA_ROUNDS,
  CIPHER_MODES,
  cipherErrorField,
  DEFAULT_DROP_WORDS,
  DEFAULT_PBKDF2_ITERATIONS,
  defaultPadding,
  isKeyLength,
  KEY_DERIVATIONS,
  KEY_LENGTHS,
  keyLengthsOf,
  MAX_STREAM_COUNTER,
  modesOf,
  PADDINGS,
  PBKDF2_HASHES,
  POLY1305_TAG_LENGTH,
  pbkdf2HashId,
  RC2_EFFECTIVE_BITS,
} from './facts.ts';
export { evpBytesToKey, MAX_PBKDF2_ITERATIONS, pbkdf2KeyIv, readSalt, saltedHeader } from './kdf.ts';
export { pad, unpad } from './padding.ts';
export type { SessionOptions } from './session.ts';
export { createDecryptor, createEncryptor, decrypt, encrypt } from './session.ts';
export type { ResolvedSpec } from './spec.ts';
export {
  checkKeyIv,
  DEFAULT_DERIVATION,
  derivedKeyLength,
  GCM_TAG_LENGTHS,
  isArxStream,
  isBlockAlgorithm,
  isChaChaAead,
  ivLength,
  keyLengthsText,
  MAX_DROP_WORDS,
  resolveSpec,
} from './spec.ts';
export type {
  CipherAlgorithm,
  CipherMode,
  CipherParams,
  CipherResult,
  CipherSecret,
  CipherSession,
  CipherSpec,
  KeyDerivation,
  Padding,
  Pbkdf2Hash,
  RabbitOrder,
} from './types.ts';
