import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';
import {
  ARGON2_VERSIONS,
  type Argon2Variant,
  type Argon2Version,
  type BcryptVersion,
  bcryptBase64,
  encodeArgon2,
  encodeScrypt,
  type ParsedPasswordHash,
  parsePasswordHash,
} from './password-format.ts';
import { wasmPasswordHashes } from './wasm.ts';

/** A password hash: the encoded string other software stores, and the raw hash (derived key) in it. */
export interface PasswordHash {
  encoded: string;
  hash: Uint8Array;
}

/** bcrypt reads at most this many bytes of a password; the rest is ignored (OpenBSD bcrypt.c). */
export const BCRYPT_MAX_PASSWORD_BYTES = 72;

/** The limits each scheme's settings are held to (memory in bytes for scrypt, KiB for Argon2). */
export const PASSWORD_HASH_LIMITS = {
  bcrypt: { cost: { min: 4, max: 31 }, saltBytes: 16 },
  scrypt: { ln: { min: 1, max: 24 }, maxMemory: 2 ** 30, dkLen: { min: 1, max: 1024 } },
  argon2: {
    memory: { min: 8, max: 2 ** 21 },
    iterations: { min: 1, max: 1_000_000 },
    parallelism: { min: 1, max: 255 },
    hashLength: { min: 4, max: 1024 },
    salt: { min: 8, max: 1024 },
    secret: { max: 1024 },
    associatedData: { max: 1024 },
  },
} as const;

export interface BcryptOptions {
  /** Bytes, or text hashed as its UTF-8 bytes. */
  password: BytesOrText;
  /** Exactly 16 bytes (or text of 16 UTF-8 bytes). */
  salt: BytesOrText;
  /** log2 of the rounds, 4 to 31. */
  cost: number;
  /**
   * The prefix written. `2b` and `2y` compute the same; `2a` differs from them only for the rare
   * passwords that trip crypt_blowfish's `$2a$` safety measure (see {@link bcryptHash}). Default `2b`.
   */
  version?: BcryptVersion;
}

export interface ScryptOptions {
  /** Bytes, or text hashed as its UTF-8 bytes (the salt too). */
  password: BytesOrText;
  salt: BytesOrText;
  /** CPU/memory cost, a power of two from 2 to 2^24. */
  N: number;
  r: number;
  p: number;
  /** Length of the derived key in bytes. */
  dkLen: number;
}

export interface Argon2Options {
  variant: Argon2Variant;
  /** Bytes, or text hashed as its UTF-8 bytes (the salt, secret and associated data too). */
  password: BytesOrText;
  /** At least 8 bytes. */
  salt: BytesOrText;
  /** Memory in KiB, at least 8 × parallelism. */
  memory: number;
  iterations: number;
  parallelism: number;
  /** Tag length in bytes. */
  hashLength: number;
  /** The secret key K of RFC 9106 (a "pepper"), up to 1024 bytes; not written to the encoded string. */
  secret?: BytesOrText;
  /** The associated data X of RFC 9106, up to 1024 bytes; not written to the encoded string. */
  associatedData?: BytesOrText;
  /** 0x13 (19, RFC 9106, the default) or 0x10 (16, the reference implementation's first release). */
  version?: Argon2Version;
}

/**
 * What {@link verifyPassword} needs besides the string for an Argon2 hash made with a secret key or
 * associated data (the encoded string carries neither). Other schemes ignore it.
 */
export interface VerifyPasswordOptions {
  secret?: BytesOrText;
  associatedData?: BytesOrText;
}

function checkRange(value: number, min: number, max: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new EngineError('OUT_OF_RANGE', `${field} must be an integer from ${min} to ${max}`, { min, max, field });
  }
}

/**
 * How many bytes of `password` bcrypt ignores: those past the first {@link BCRYPT_MAX_PASSWORD_BYTES}
 * (OpenBSD bcrypt.c and crypt_blowfish read no further), so two passwords that share their first 72
 * bytes give the same hash. 0 for a password that bcrypt reads whole.
 *
 * @example
 * bcryptIgnoredBytes('a'.repeat(80)) // 8: text is read as its UTF-8 bytes
 * bcryptIgnoredBytes('密'.repeat(25)) // 3: 75 bytes
 */
export function bcryptIgnoredBytes(password: BytesOrText): number {
  return Math.max(0, bytesOf(password, 'password').length - BCRYPT_MAX_PASSWORD_BYTES);
}

/**
 * Throws for a password that bcrypt cannot take as given: one with a NUL byte, which every bcrypt
 * (C strings) reads as the end of the password, so `abc\0def` and `abc\0xyz` would hash alike.
 *
 * @throws EngineError PASSWORD_HAS_NUL (params field 'password', index: the first NUL's byte offset).
 * @example
 * checkBcryptPassword('hunter2') // undefined
 * checkBcryptPassword(new Uint8Array([97, 0, 98])) // throws EngineError PASSWORD_HAS_NUL
 */
export function checkBcryptPassword(password: BytesOrText): void {
  const index = bytesOf(password, 'password').indexOf(0);
  if (index >= 0) {
    throw new EngineError('PASSWORD_HAS_NUL', 'bcrypt cannot take a password with a NUL byte', {
      field: 'password',
      index,
    });
  }
}

const BCRYPT_VERSIONS: readonly string[] = ['2a', '2b', '2y'] satisfies BcryptVersion[];

/**
 * Whether crypt_blowfish's `$2a$` safety measure changes this key (BF_set_key in crypt_blowfish.c):
 * a byte of 0x80 or more in the 2nd to 4th place of a key word whose sign extension (the old `$2x$`
 * bug) happens to change none of the 18 words. hash-wasm always applies it; `$2b$`/`$2y$` never do.
 */
function tripsBcrypt2aSafety(key: Uint8Array): boolean {
  let sign = false;
  let differ = false;
  let j = 0;
  for (let i = 0; i < 18; i++) {
    let right = 0;
    let buggy = 0;
    for (let b = 0; b < 4; b++) {
      const byte = key[j]!;
      right = ((right << 8) | byte) >>> 0;
      buggy = ((buggy << 8) | (byte >= 0x80 ? byte - 256 : byte)) >>> 0;
      if (b > 0 && byte >= 0x80) sign = true;
      j = (j + 1) % key.length;
    }
    if (right !== buggy) differ = true;
  }
  return sign && !differ;
}

/**
 * bcrypt (Provos and Mazières 1999, as OpenBSD's bcrypt.c): the `$2b$` string of `password` with a
 * 16-byte salt, or `$2y$` (the same hash) or `$2a$` (crypt_blowfish's, which differs for a few
 * passwords with 0xFF bytes, as crypt_blowfish 1.3's own tests show). Passwords longer than
 * {@link BCRYPT_MAX_PASSWORD_BYTES} bytes are cut there, as every bcrypt does: see
 * {@link bcryptIgnoredBytes}. A password with a NUL byte is refused ({@link checkBcryptPassword}).
 *
 * @throws EngineError OUT_OF_RANGE for a cost outside 4-31 (params min, max, field 'cost');
 * WRONG_LENGTH for a salt that is not 16 bytes (params expected, actual, field 'salt');
 * PASSWORD_HAS_NUL (params field 'password', index); BCRYPT_VERSION_UNSUPPORTED for a version other
 * than 2a, 2b or 2y (params version, field 'version').
 * @example
 * (await bcryptHash({ password: 'password', salt: new Uint8Array(16), cost: 4 })).encoded
 * // '$2b$04$......................LAtw7/ohmmBAhnXqmkuIz83Rl5Qdjhm'
 */
export async function bcryptHash(options: BcryptOptions): Promise<PasswordHash> {
  const { cost, version = '2b' } = options;
  const salt = bytesOf(options.salt, 'salt');
  if (!BCRYPT_VERSIONS.includes(version)) {
    throw new EngineError('BCRYPT_VERSION_UNSUPPORTED', `bcrypt version ${String(version)} is not 2a, 2b or 2y`, {
      version: String(version),
      field: 'version',
    });
  }
  const password = bytesOf(options.password, 'password');
  checkBcryptPassword(password);
  const { min, max } = PASSWORD_HASH_LIMITS.bcrypt.cost;
  checkRange(cost, min, max, 'cost');
  if (salt.length !== 16) {
    throw new EngineError('WRONG_LENGTH', 'a bcrypt salt is 16 bytes', {
      expected: 16,
      actual: salt.length,
      field: 'salt',
    });
  }
  const cut = password.subarray(0, BCRYPT_MAX_PASSWORD_BYTES);
  // bcrypt keys with the password and its terminating NUL, repeated.
  const key = new Uint8Array(cut.length + 1);
  key.set(cut);
  let hash: Uint8Array;
  if (version !== '2a' && tripsBcrypt2aSafety(key)) {
    hash = (await import('./bcrypt-eks.ts')).bcrypt2b(key, salt, cost);
  } else {
    const run = await wasmPasswordHashes.bcrypt();
    // hash-wasm refuses an empty password; its key "\0" repeated is the same as the empty string's.
    const out = await run({ password: cut.length > 0 ? cut : key, salt, costFactor: cost, outputType: 'binary' });
    // bcrypt keeps 23 of the 24 bytes of its ciphertext (the encoding has room for 184 bits).
    hash = out.slice(0, 23);
  }
  const encoded = `$${version}$${String(cost).padStart(2, '0')}$${bcryptBase64(salt)}${bcryptBase64(hash)}`;
  return { encoded, hash };
}

/**
 * scrypt (RFC 7914): the derived key and passlib's `$scrypt$ln=..,r=..,p=..$salt$hash` string.
 *
 * @throws EngineError OUT_OF_RANGE (params min, max, field) for N that is not a power of two from 2 to
 * 2^24 (field 'N'), r or p below 1, memory (128·N·r or 128·r·p bytes) over 1 GiB, or dkLen outside 1-1024.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex((await scryptHash({ password: new Uint8Array(), salt: new Uint8Array(), N: 16, r: 1, p: 1, dkLen: 16 })).hash)
 * // '77d6576238657b203b19ca42c18a0497'
 */
export async function scryptHash(options: ScryptOptions): Promise<PasswordHash> {
  const { N, r, p, dkLen } = options;
  const password = bytesOf(options.password, 'password');
  const salt = bytesOf(options.salt, 'salt');
  const L = PASSWORD_HASH_LIMITS.scrypt;
  const ln = Math.log2(N);
  if (!Number.isInteger(ln) || ln < L.ln.min || ln > L.ln.max) {
    throw new EngineError('OUT_OF_RANGE', 'N must be a power of two from 2 to 2^24', {
      min: 2,
      max: 2 ** L.ln.max,
      field: 'N',
    });
  }
  checkRange(r, 1, Math.floor(L.maxMemory / 128 / N), 'r');
  checkRange(p, 1, Math.floor(L.maxMemory / 128 / r), 'p');
  checkRange(dkLen, L.dkLen.min, L.dkLen.max, 'dkLen');
  const run = await wasmPasswordHashes.scrypt();
  const hash = await run({
    password,
    salt,
    costFactor: N,
    blockSize: r,
    parallelism: p,
    hashLength: dkLen,
    outputType: 'binary',
  });
  return { encoded: encodeScrypt(ln, r, p, salt, hash), hash };
}

/**
 * Argon2id, Argon2i or Argon2d (RFC 9106, version 0x13, or the reference implementation's 0x10), with an
 * optional secret key and associated data, and its PHC string as the reference implementation's
 * `argon2 -e` prints it (`v=19` or `v=16`; the secret and the associated data are not in it).
 *
 * @throws EngineError OUT_OF_RANGE (params min, max, field) for a salt under 8 bytes (field 'salt'),
 * memory (KiB) under 8 × parallelism or over 2 GiB, iterations, parallelism or hashLength outside their
 * limits, or a secret (field 'secret') or associated data (field 'associatedData') over 1024 bytes.
 * @throws RangeError for a version other than 0x10 or 0x13.
 * @example
 * const enc = new TextEncoder();
 * (await argon2Hash({ variant: 'argon2i', password: enc.encode('password'), salt: enc.encode('somesalt'), memory: 65536, iterations: 2, parallelism: 4, hashLength: 24 })).encoded
 * // '$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'
 * @example
 * // RFC 9106 section 5.3 (Argon2id with a secret and associated data)
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex((await argon2Hash({ variant: 'argon2id', password: new Uint8Array(32).fill(1), salt: new Uint8Array(16).fill(2), secret: new Uint8Array(8).fill(3), associatedData: new Uint8Array(12).fill(4), memory: 32, iterations: 3, parallelism: 4, hashLength: 32 })).hash)
 * // '0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659'
 */
export async function argon2Hash(options: Argon2Options): Promise<PasswordHash> {
  const { variant, memory, iterations, parallelism, hashLength, version = 0x13 } = options;
  if (variant !== 'argon2id' && variant !== 'argon2i' && variant !== 'argon2d') {
    throw new TypeError(`variant: unknown Argon2 variant ${String(variant)}`);
  }
  if (!ARGON2_VERSIONS.includes(version))
    throw new RangeError(`version: expected 0x10 or 0x13, got ${String(version)}`);
  const password = bytesOf(options.password, 'password');
  const salt = bytesOf(options.salt, 'salt');
  const secret = bytesOf(options.secret ?? new Uint8Array(0), 'secret');
  const associatedData = bytesOf(options.associatedData ?? new Uint8Array(0), 'associatedData');
  const L = PASSWORD_HASH_LIMITS.argon2;
  checkRange(salt.length, L.salt.min, L.salt.max, 'salt');
  checkRange(secret.length, 0, L.secret.max, 'secret');
  checkRange(associatedData.length, 0, L.associatedData.max, 'associatedData');
  checkRange(parallelism, L.parallelism.min, L.parallelism.max, 'parallelism');
  checkRange(memory, Math.max(L.memory.min, 8 * parallelism), L.memory.max, 'memory');
  checkRange(iterations, L.iterations.min, L.iterations.max, 'iterations');
  checkRange(hashLength, L.hashLength.min, L.hashLength.max, 'hashLength');
  let hash: Uint8Array;
  // hash-wasm takes a secret but neither associated data nor version 0x10, and refuses an empty
  // password, which RFC 9106 allows; noble's pure-JS Argon2 (slower) takes all of them.
  if (password.length === 0 || associatedData.length > 0 || version !== 0x13) {
    const noble = await import('@noble/hashes/argon2.js');
    hash = noble[variant](password, salt, {
      ...{ m: memory, t: iterations, p: parallelism, dkLen: hashLength, version },
      ...{ key: secret, personalization: associatedData, maxmem: memory * 1024 },
    });
  } else {
    const run = (await wasmPasswordHashes.argon2())[variant];
    hash = await run({
      ...{ password, salt, memorySize: memory, iterations, parallelism, hashLength, outputType: 'binary' },
      ...(secret.length > 0 ? { secret } : {}),
    });
  }
  return { encoded: encodeArgon2(variant, { memory, iterations, parallelism, version }, salt, hash), hash };
}

/** Compares in time that depends only on the lengths. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** The hash of `password` under the settings and salt of `parsed`. */
async function rehash(
  parsed: ParsedPasswordHash,
  password: Uint8Array,
  options: VerifyPasswordOptions,
): Promise<Uint8Array> {
  const { salt } = parsed;
  if (parsed.scheme === 'bcrypt') {
    return (await bcryptHash({ password, salt, cost: parsed.cost, version: parsed.version })).hash;
  }
  if (parsed.scheme === 'scrypt') {
    const { ln, r, p } = parsed;
    return (await scryptHash({ password, salt, N: 2 ** ln, r, p, dkLen: parsed.hash.length })).hash;
  }
  const { scheme: variant, memory, iterations, parallelism, version } = parsed;
  const { secret, associatedData } = options;
  const hashLength = parsed.hash.length;
  return (
    await argon2Hash({
      ...{ variant, password, salt, memory, iterations, parallelism, hashLength, version },
      ...{ secret, associatedData },
    })
  ).hash;
}

/**
 * Checks `password` against an encoded bcrypt (`$2a$`, `$2b$`, `$2y$`), Argon2 (PHC string, `v=19`,
 * `v=16` or, as the reference reads it, no `v=` for 0x10) or scrypt (passlib's `$scrypt$`) hash: true
 * when it matches. An Argon2 hash made with a secret key or associated data needs them in `options`.
 *
 * @throws EngineError PASSWORD_HASH_UNKNOWN, PASSWORD_HASH_MALFORMED (params scheme, part) for a string
 * that is not one of these; OUT_OF_RANGE (params min, max, field) for settings beyond the limits;
 * PASSWORD_HAS_NUL for a bcrypt string and a password with a NUL byte.
 * @example
 * await verifyPassword('$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'password')
 * // true
 * @example
 * // phc-winner-argon2 src/test.c: version 0x10, written without `v=`
 * await verifyPassword('$argon2i$m=256,t=2,p=1$c29tZXNhbHQ$/U3YPXYsSb3q9XxHvc0MLxur+GP960kN9j7emXX8zwY', new TextEncoder().encode('password'))
 * // true
 */
export async function verifyPassword(
  encoded: string,
  password: BytesOrText,
  options: VerifyPasswordOptions = {},
): Promise<boolean> {
  const bytes = bytesOf(password, 'password');
  const parsed = parsePasswordHash(encoded);
  return sameBytes(await rehash(parsed, bytes, options), parsed.hash);
}
