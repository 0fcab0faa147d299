export type { HashParams } from '../params.ts';
export type { ShaAlgorithm } from '../sha-entry.ts';
export { digest, hmac } from '../sha-entry.ts';
