import { EngineError } from '../errors.ts';
import { encipher, expand, initialState, stream } from './bcrypt-eks.ts';

export interface BcryptPbkdfOptions {
  /** Not empty. */
  password: Uint8Array;
  /** 1 byte to 1 MiB. */
  salt: Uint8Array;
  /** 1 to {@link BCRYPT_PBKDF_MAX_ROUNDS}; OpenSSH's `ssh-keygen -a` (16 by default). */
  rounds: number;
  /** Derived key length in bytes, 1 to 1024. */
  dkLen: number;
}

/** The most rounds {@link bcryptPbkdf} accepts. */
export const BCRYPT_PBKDF_MAX_ROUNDS = 100_000;

// bcrypt_pbkdf.c's "OxychromaticBlowfishSwatDynamite", as 8 big-endian words.
const MAGIC = new TextEncoder().encode('OxychromaticBlowfishSwatDynamite');

/** bcrypt_pbkdf.c's `bcrypt_hash`: 32 bytes from the SHA-512 of the password and of the salt. */
function bcryptHash(sha2pass: Uint8Array, sha2salt: Uint8Array): Uint8Array {
  const state = initialState();
  expand(state, sha2pass, sha2salt);
  for (let i = 0; i < 64; i++) {
    expand(state, sha2salt);
    expand(state, sha2pass);
  }
  const words = new Uint32Array(8);
  const next = stream(MAGIC);
  for (let i = 0; i < 8; i++) words[i] = next();
  const lr = new Uint32Array(2);
  for (let n = 0; n < 64; n++) {
    for (let i = 0; i < 8; i += 2) {
      lr[0] = words[i]!;
      lr[1] = words[i + 1]!;
      encipher(state, lr);
      words[i] = lr[0]!;
      words[i + 1] = lr[1]!;
    }
  }
  // copied out little-endian, unlike bcrypt's own hash
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) view.setUint32(i * 4, words[i]!, true);
  return out;
}

function checkRange(value: number, min: number, max: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new EngineError('OUT_OF_RANGE', `${field} must be an integer from ${min} to ${max}`, { min, max, field });
  }
}

/**
 * bcrypt_pbkdf, the key derivation of OpenSSH's new private key format (`openssh-key-v1`, KDF name
 * `bcrypt`), as OpenBSD's bcrypt_pbkdf.c: PBKDF2's structure over a bcrypt-like hash of the SHA-512 of the
 * password and of the salt, with the output bytes interleaved across blocks.
 *
 * @throws EngineError OUT_OF_RANGE (params min, max, field) for an empty password (field 'password', as
 * OpenSSH refuses it), a salt that is empty or over 1 MiB (field 'salt'), rounds outside 1 to
 * {@link BCRYPT_PBKDF_MAX_ROUNDS} (field 'rounds') or dkLen outside 1 to 1024 (field 'dkLen').
 * @throws TypeError for a password or salt that is not a Uint8Array.
 * @example
 * // pyca/bcrypt's tests (test_kdf)
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const enc = new TextEncoder();
 * toHex(await bcryptPbkdf({ password: enc.encode('password'), salt: enc.encode('salt'), rounds: 4, dkLen: 32 }))
 * // '5bbf0cc293587f1c3635555c27796598d47e579071bf427e9d8fbe842aba34d9'
 */
export async function bcryptPbkdf(options: BcryptPbkdfOptions): Promise<Uint8Array> {
  const { password, salt, rounds, dkLen } = options;
  if (!(password instanceof Uint8Array)) throw new TypeError('password: expected a Uint8Array');
  if (!(salt instanceof Uint8Array)) throw new TypeError('salt: expected a Uint8Array');
  checkRange(password.length, 1, Number.MAX_SAFE_INTEGER, 'password');
  checkRange(salt.length, 1, 2 ** 20, 'salt');
  checkRange(rounds, 1, BCRYPT_PBKDF_MAX_ROUNDS, 'rounds');
  checkRange(dkLen, 1, 1024, 'dkLen');
  const { sha512 } = await import('@noble/hashes/sha2.js');
  const stride = Math.ceil(dkLen / 32);
  let amt = Math.ceil(dkLen / stride);
  const key = new Uint8Array(dkLen);
  const sha2pass = sha512(password);
  const countsalt = new Uint8Array(salt.length + 4);
  countsalt.set(salt);
  let left = dkLen;
  for (let count = 1; left > 0; count++) {
    new DataView(countsalt.buffer).setUint32(salt.length, count);
    let tmp = bcryptHash(sha2pass, sha512(countsalt));
    const out = tmp.slice();
    for (let i = 1; i < rounds; i++) {
      tmp = bcryptHash(sha2pass, sha512(tmp));
      for (let j = 0; j < 32; j++) out[j]! ^= tmp[j]!;
    }
    // bcrypt_pbkdf.c spreads each block's bytes across the key (byte i of block n goes to i·stride + n).
    amt = Math.min(amt, left);
    let i = 0;
    for (; i < amt; i++) {
      const dest = i * stride + (count - 1);
      if (dest >= dkLen) break;
      key[dest] = out[i]!;
    }
    left -= i;
  }
  return key;
}
