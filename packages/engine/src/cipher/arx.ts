import { chacha8, chacha12, chacha20, chacha20orig } from '@noble/ciphers/chacha.js';
import { salsa20, xsalsa20 } from '@noble/ciphers/salsa.js';
import { EngineError } from '../errors.ts';
import type { RawCore } from './core.ts';

export interface ArxOptions {
  readonly algorithm: 'chacha20' | 'salsa20' | 'xsalsa20';
  readonly key: Uint8Array;
  readonly nonce: Uint8Array;
  readonly rounds: 8 | 12 | 20;
  /** The block counter of the first 64 bytes. */
  readonly counter: number;
}

/** Last block counter noble runs: it refuses to reach 2^32 - 1 rather than pick a wrap rule. */
const LAST_COUNTER = 2 ** 32 - 2;

type Xor = (key: Uint8Array, nonce: Uint8Array, data: Uint8Array, output?: Uint8Array, counter?: number) => Uint8Array;

/**
 * The stream ciphers without a MAC, through @noble/ciphers: ChaCha20/12/8 with RFC 8439's 96-bit nonce
 * and 32-bit counter or Bernstein's 64-bit nonce and 64-bit counter, Salsa20 (8-byte nonce) and XSalsa20
 * (24-byte nonce). Encryption and decryption are the same XOR. A 64-bit ChaCha nonce runs as the 96-bit
 * one with four zero bytes before it: the state words are the same while the counter's high word stays
 * zero (noble lays out chacha20orig so), which gives ChaCha12 and ChaCha8 that nonce too.
 */
export function arxCore(o: ArxOptions): RawCore {
  let nonce = o.nonce;
  let xor: Xor;
  if (o.algorithm === 'salsa20') xor = salsa20;
  else if (o.algorithm === 'xsalsa20') xor = xsalsa20;
  else if (o.key.length === 16) xor = chacha20orig;
  else xor = o.rounds === 8 ? chacha8 : o.rounds === 12 ? chacha12 : chacha20;
  let counter = o.counter;
  if (o.algorithm === 'chacha20' && o.key.length !== 16) {
    if (nonce.length === 8) nonce = Uint8Array.of(0, 0, 0, 0, ...nonce);
    // OpenSSL's 16-byte IV (checkKeyIv allows it with counter 0): state words 12 to 15 as they are laid out.
    if (nonce.length === 16) {
      counter = new DataView(nonce.buffer, nonce.byteOffset, 4).getUint32(0, true);
      nonce = nonce.subarray(4);
    }
  }
  const run = (data: Uint8Array) => {
    const blocks = Math.ceil(data.length / 64);
    if (blocks === 0) return new Uint8Array(0);
    if (counter + blocks - 1 > LAST_COUNTER) {
      const limit = Math.max(0, LAST_COUNTER - counter + 1) * 64;
      throw new EngineError('DATA_TOO_LONG', `From this counter at most ${limit} bytes fit.`, {
        limit,
        unit: 'bytes',
      });
    }
    const out = xor(o.key, nonce, data, undefined, counter);
    counter += blocks;
    return out;
  };
  return { blockSize: 64, partialTail: true, process: run, finish: run };
}
