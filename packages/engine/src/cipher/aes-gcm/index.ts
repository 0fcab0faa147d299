export type { AesGcmSecret, AesGcmSpec } from '../aes-gcm-entry.ts';
export { decrypt, encrypt } from '../aes-gcm-entry.ts';
export type { SessionOptions } from '../session.ts';
export type { CipherResult } from '../types.ts';
