import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';

/**
 * AES-CMAC (NIST SP 800-38B; RFC 4493 for AES-128): the 16-byte MAC of `data` under a 16-, 24- or
 * 32-byte AES key (`data` may be text: its UTF-8 bytes are MACed), as `openssl mac -cipher AES-128-CBC -macopt hexkey:.. CMAC` gives it. Computed by
 * @noble/ciphers (loaded on first use).
 *
 * @throws EngineError INVALID_KEY_SIZE for a key that is not 16, 24 or 32 bytes (params expected, actual).
 * @throws TypeError for a key that is not a Uint8Array, or data that is neither bytes nor a string.
 * @example
 * // RFC 4493 section 4, example 2
 * import { fromHex, toHex } from '@tinkerbox/engine/encoding';
 * toHex(await aesCmac(fromHex('2b7e151628aed2a6abf7158809cf4f3c'), fromHex('6bc1bee22e409f96e93d7e117393172a')))
 * // '070a16b46b4d4144f79bdd9dd04a287c'
 */
export async function aesCmac(key: Uint8Array, data: BytesOrText): Promise<Uint8Array> {
  if (!(key instanceof Uint8Array)) throw new TypeError('key: expected a Uint8Array');
  const bytes = bytesOf(data, 'data');
  const k = key.length;
  if (k !== 16 && k !== 24 && k !== 32) {
    throw new EngineError('INVALID_KEY_SIZE', `The key must be 16 / 24 / 32 bytes, not ${k}.`, {
      expected: '16 / 24 / 32',
      actual: k,
    });
  }
  const { cmac } = await import('@noble/ciphers/aes.js');
  return cmac(bytes, key);
}
