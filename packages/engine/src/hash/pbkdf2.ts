import { EngineError } from '../errors.ts';
import { tryWebCrypto } from '../webcrypto.ts';
import { type HashAlgorithm, hashAlgorithmInfo, SHA3_ALGORITHMS, SHA512_ALGORITHMS } from './algorithms.ts';
import { createWasmHasher, type WasmAlgorithm, wasmPbkdf2 } from './wasm.ts';

export interface Pbkdf2Options {
  /** The PRF is HMAC over this hash. */
  hash: HashAlgorithm;
  password: Uint8Array;
  salt: Uint8Array;
  /** 1 to {@link PBKDF2_MAX_ITERATIONS}. */
  iterations: number;
  /** Derived key length in bytes, 1 to {@link PBKDF2_MAX_KEY_LENGTH}. */
  dkLen: number;
}

/** The most iterations {@link pbkdf2} accepts. */
export const PBKDF2_MAX_ITERATIONS = 100_000_000;
/** The longest derived key {@link pbkdf2} gives, in bytes. */
export const PBKDF2_MAX_KEY_LENGTH = 1024;

/**
 * The hashes whose HMAC is a registered PBKDF2 pseudorandom function: SHA-1 and the SHA-2 family of
 * RFC 8018 appendix B.1 (hmacWithSHA1 ... hmacWithSHA512-256), and SHA-3 (NIST's id-hmacWithSHA3-224
 * ... -512, allowed by SP 800-132). {@link pbkdf2} takes any {@link HashAlgorithm}; these are the ones
 * other software can be expected to derive the same key with.
 *
 * @example PBKDF2_HASHES.includes('sha256') // true
 */
export const PBKDF2_HASHES = [
  'sha1',
  'sha224',
  'sha256',
  'sha384',
  ...SHA512_ALGORITHMS,
  ...SHA3_ALGORITHMS,
] as const satisfies readonly HashAlgorithm[];

/** A set of PBKDF2 parameters that some software uses by default. */
export interface Pbkdf2Preset {
  readonly hash: (typeof PBKDF2_HASHES)[number];
  readonly iterations: number;
  /** Derived key length in bytes. */
  readonly dkLen: number;
}

/**
 * Well-known PBKDF2 parameters: crypto-js's defaults since 4.2.0 (`CryptoJS.PBKDF2(password, salt)`:
 * SHA-256, 250000 iterations, keySize 4 words) and before it (SHA-1, 1 iteration, 4 words), and OWASP's
 * Password Storage Cheat Sheet figure for PBKDF2-HMAC-SHA256 (600000 iterations, 2023) with a 32-byte key.
 *
 * @example PBKDF2_PRESETS.cryptojs42 // { hash: 'sha256', iterations: 250000, dkLen: 16 }
 */
export const PBKDF2_PRESETS = {
  cryptojs42: { hash: 'sha256', iterations: 250_000, dkLen: 16 },
  cryptojsOld: { hash: 'sha1', iterations: 1, dkLen: 16 },
  owasp: { hash: 'sha256', iterations: 600_000, dkLen: 32 },
} as const satisfies Record<string, Pbkdf2Preset>;

const WEBCRYPTO_NAME: Partial<Record<HashAlgorithm, string>> = {
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

function checkRange(value: number, min: number, max: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new EngineError('OUT_OF_RANGE', `${field} must be an integer from ${min} to ${max}`, { min, max, field });
  }
}

/**
 * PBKDF2 (RFC 8018 section 5.2) with HMAC over any {@link HashAlgorithm}. SHA-1/256/384/512 use the
 * platform's WebCrypto (as fast as OpenSSL) when the password and the salt are not empty and the platform
 * accepts the call; the others, and those, use hash-wasm, or @noble/hashes for SHA-512/t.
 *
 * @throws EngineError OUT_OF_RANGE for iterations or dkLen outside their limits (params min, max, field).
 * @throws TypeError for an unknown hash, a checksum, an XOF or RIPEMD-128/256/320, or a non-Uint8Array
 *   password/salt.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await pbkdf2({ hash: 'sha1', password: new TextEncoder().encode('password'), salt: new TextEncoder().encode('salt'), iterations: 1, dkLen: 20 }))
 * // '0c60c80f961f0e71f3a9b524af6012062fe037a6'
 */
export async function pbkdf2(options: Pbkdf2Options): Promise<Uint8Array> {
  const { hash, password, salt, iterations, dkLen } = options;
  const info = hashAlgorithmInfo(hash);
  // HMAC needs a fixed-output hash with a block (not a checksum or an XOF); RIPEMD-128/256/320 are
  // computed by our own code only, which hash-wasm's PBKDF2 cannot drive.
  if (!info.hmac || hash === 'ripemd128' || hash === 'ripemd256' || hash === 'ripemd320') {
    throw new TypeError(`hash: PBKDF2 is not offered over ${info.label}`);
  }
  if (!(password instanceof Uint8Array)) throw new TypeError('password: expected a Uint8Array');
  if (!(salt instanceof Uint8Array)) throw new TypeError('salt: expected a Uint8Array');
  checkRange(iterations, 1, PBKDF2_MAX_ITERATIONS, 'iterations');
  checkRange(dkLen, 1, PBKDF2_MAX_KEY_LENGTH, 'dkLen');

  const webName = WEBCRYPTO_NAME[hash];
  // WebKit refuses an empty password (importKey) or an empty salt (deriveBits) with an OperationError,
  // so those never ask it; any other refusal falls through to the portable path below as well.
  if (webName && password.length > 0 && salt.length > 0) {
    const bits = await tryWebCrypto(async (subtle) => {
      const key = await subtle.importKey('raw', password as Uint8Array<ArrayBuffer>, 'PBKDF2', false, ['deriveBits']);
      return subtle.deriveBits(
        { name: 'PBKDF2', hash: webName, salt: salt as Uint8Array<ArrayBuffer>, iterations },
        key,
        dkLen * 8,
      );
    });
    if (bits) return new Uint8Array(bits);
  }
  if (hash === 'sha512-224' || hash === 'sha512-256') {
    const [{ pbkdf2Async }, { sha512_224, sha512_256 }] = await Promise.all([
      import('@noble/hashes/pbkdf2.js'),
      import('@noble/hashes/sha2.js'),
    ]);
    return pbkdf2Async(hash === 'sha512-224' ? sha512_224 : sha512_256, password, salt, { c: iterations, dkLen });
  }
  const run = await wasmPbkdf2();
  return run({
    password,
    salt,
    iterations,
    hashLength: dkLen,
    hashFunction: createWasmHasher(hash as WasmAlgorithm),
    outputType: 'binary',
  });
}
