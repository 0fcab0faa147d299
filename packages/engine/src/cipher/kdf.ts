import { md5, sha1 } from '@noble/hashes/legacy.js';
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { EngineError } from '../errors.ts';
import { tryWebCrypto } from '../webcrypto.ts';
import { concatBytes, own } from './bytes.ts';
import { pbkdf2HashId } from './facts.ts';
import type { KeyDerivation, Pbkdf2Hash } from './types.ts';

/** Most PBKDF2 iterations accepted: ten million is about 10 s in a browser. */
export const MAX_PBKDF2_ITERATIONS = 10_000_000;

const EVP_HASH = { md5, sha1, sha256, sha512 } as const;

/**
 * OpenSSL's EVP_BytesToKey with one round: D_i = H(D_(i-1) || passphrase || salt), concatenated, split
 * into key then IV. What `openssl enc` (without -pbkdf2) and crypto-js do with a passphrase.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const { key, iv } = evpBytesToKey(new TextEncoder().encode('pass'), new Uint8Array(8), 32, 16, 'md5');
 * toHex(key) // '0c6f80e1e8a32ea320d32cb3fff49c7b7e195e9a60577bc8699b9845e504b31f' (`openssl enc -aes-256-cbc -md md5 -k pass -S 0000000000000000 -P`)
 * toHex(iv) // '634a895310f6c4d3961019ecb354d771'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(evpBytesToKey(new TextEncoder().encode('x'), new Uint8Array(8), 32, 16, 'sha512').key) // '0599dcf1acd24fad93028598180c104e389ff28c2e7d727d5cd9d93e7aeb4a7d' (`openssl enc -aes-256-cbc -md sha512 -pass pass:x -S 0000000000000000 -P`)
 */
export function evpBytesToKey(
  passphrase: Uint8Array,
  salt: Uint8Array | undefined,
  keyLength: number,
  ivLength: number,
  hash: 'md5' | 'sha1' | 'sha256' | 'sha512',
): { key: Uint8Array; iv: Uint8Array } {
  const h = EVP_HASH[hash];
  const need = keyLength + ivLength;
  const blocks: Uint8Array[] = [];
  let have = 0;
  let prev = new Uint8Array(0);
  while (have < need) {
    prev = h(concatBytes(prev, passphrase, salt ?? new Uint8Array(0)));
    blocks.push(prev);
    have += prev.length;
  }
  const all = concatBytes(...blocks);
  return { key: all.slice(0, keyLength), iv: all.slice(keyLength, need) };
}

// the keys are pbkdf2HashId's ids (facts.ts, where a page can read them without loading these hashes)
const nobleHash = { sha1, sha256, sha384, sha512 } as const;
const WEBCRYPTO_NAME = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

/**
 * PBKDF2-HMAC (RFC 8018) for key then IV, as `openssl enc -pbkdf2` derives them: WebCrypto when present
 * and willing (never for an empty passphrase or salt), @noble/hashes otherwise.
 * @throws OUT_OF_RANGE when iterations is not a whole number from 1 to 10,000,000.
 */
export async function pbkdf2KeyIv(
  passphrase: Uint8Array,
  salt: Uint8Array,
  keyLength: number,
  ivLength: number,
  hash: Pbkdf2Hash,
  iterations: number,
): Promise<{ key: Uint8Array; iv: Uint8Array }> {
  const id = pbkdf2HashId(hash);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) {
    throw new EngineError('OUT_OF_RANGE', `PBKDF2 iterations must be 1 to ${MAX_PBKDF2_ITERATIONS}.`, {
      min: 1,
      max: MAX_PBKDF2_ITERATIONS,
    });
  }
  const need = keyLength + ivLength;
  if (need === 0) return { key: new Uint8Array(0), iv: new Uint8Array(0) };
  // WebKit refuses an empty passphrase (importKey) or an empty salt (deriveBits, as for data without
  // the Salted__ header) with an OperationError: those go to noble up front, any other refusal after.
  const bits =
    passphrase.length > 0 && salt.length > 0
      ? await tryWebCrypto(async (subtle) => {
          const base = await subtle.importKey('raw', own(passphrase), 'PBKDF2', false, ['deriveBits']);
          return subtle.deriveBits(
            { name: 'PBKDF2', hash: WEBCRYPTO_NAME[id], salt: own(salt), iterations },
            base,
            need * 8,
          );
        })
      : undefined;
  const all = bits
    ? new Uint8Array(bits)
    : await pbkdf2Async(nobleHash[id], passphrase, salt, { c: iterations, dkLen: need });
  return { key: all.slice(0, keyLength), iv: all.slice(keyLength, need) };
}

/** Key and IV from a passphrase by the chosen derivation. */
export async function deriveKeyIv(
  passphrase: Uint8Array,
  salt: Uint8Array | undefined,
  keyLength: number,
  ivLength: number,
  derivation: KeyDerivation,
): Promise<{ key: Uint8Array; iv: Uint8Array }> {
  if (derivation.kdf === 'pbkdf2') {
    return pbkdf2KeyIv(
      passphrase,
      salt ?? new Uint8Array(0),
      keyLength,
      ivLength,
      derivation.hash,
      derivation.iterations,
    );
  }
  const hash = derivation.kdf.slice(4) as keyof typeof EVP_HASH;
  if (!Object.hasOwn(EVP_HASH, hash)) throw new TypeError(`derivation.kdf: ${derivation.kdf}`);
  return evpBytesToKey(passphrase, salt, keyLength, ivLength, hash);
}

export { readSalt, saltedHeader } from './salted.ts';
