import { SHA3_ALGORITHMS, SHA512_ALGORITHMS } from '../hash/algorithms.ts';
import { argBytes, argNumber, argString, textOutput } from './args.ts';
import { bytes, choice, num, op } from './define.ts';
import type { OpArg, OpArgs, Operation } from './types.ts';

// The key derivations and password hashes as operations: the input is the password (text is its UTF-8
// bytes), the output the derived key as text (hex unless told), or the string other software stores.

const KEY_FORMAT = ['hex', 'HEX', 'base64', 'base64url'] as const;
const format = (withEncoded: boolean, dflt?: string): OpArg =>
  choice(
    'format',
    withEncoded ? [...KEY_FORMAT, 'encoded'] : KEY_FORMAT,
    withEncoded ? 'how the key is written; encoded is the string a password store keeps' : 'how the key is written',
    dflt,
  );

/** The derived key written as asked (`encoded`: the scheme's own string). */
async function written(a: OpArgs, key: Uint8Array, encoded?: string): Promise<Uint8Array> {
  const f = argString(a, 'format');
  if (f === 'encoded' && encoded !== undefined) return textOutput(encoded);
  return textOutput((await import('../hash/codec.ts')).encodeDigest(key, f as 'hex'));
}

/** The salt argument, or `n` random bytes when it is empty (for schemes that refuse an empty salt). */
async function saltOr(a: OpArgs, n: number): Promise<Uint8Array> {
  if (a.salt !== '') return argBytes(a, 'salt');
  return (await import('../cipher/bytes.ts')).randomBytes(n);
}

/** The hashes PBKDF2 runs HMAC over (RFC 8018 appendix B.1, and SHA-3 as SP 800-132 allows). */
const PBKDF2_HASHES = ['sha256', 'sha1', 'sha224', 'sha384', ...SHA512_ALGORITHMS, ...SHA3_ALGORITHMS] as const;
/** The hashes HKDF runs HMAC over (the hash domain's HKDF_HASHES, SHA-256 first). */
const HKDF_HASHES = ['sha256', 'sha1', 'sha224', 'sha384', 'sha512', ...SHA3_ALGORITHMS] as const;

/** The key derivation operations, in the order `tinkerbox list` shows them. */
export const KDF_OPERATIONS: readonly Operation[] = [
  op({
    id: 'derive-pbkdf2-key',
    summary: 'PBKDF2 (RFC 8018) key from the input as password',
    input: 'bytes',
    output: 'text',
    args: [
      bytes('salt', 'salt (text as UTF-8, or hex:…)'),
      num('iterations', 10_000, 1, 100_000_000, 'iterations'),
      num('length', 32, 1, 1024, 'key length in bytes'),
      choice('hash', PBKDF2_HASHES, 'HMAC hash'),
      format(false),
    ],
    run: async (input, a) => {
      const { pbkdf2 } = await import('../hash/pbkdf2.ts');
      const key = await pbkdf2({
        hash: argString(a, 'hash') as 'sha256',
        password: input,
        salt: argBytes(a, 'salt'),
        iterations: argNumber(a, 'iterations'),
        dkLen: argNumber(a, 'length'),
      });
      return written(a, key);
    },
  }),
  op({
    id: 'derive-hkdf-key',
    summary: 'HKDF (RFC 5869) key from the input as keying material',
    input: 'bytes',
    output: 'text',
    args: [
      bytes('salt', 'salt; empty for HashLen zero bytes'),
      bytes('info', 'context and application-specific information'),
      num('length', 32, 1, 255 * 64, 'key length in bytes, at most 255 × the hash’s length'),
      choice('hash', HKDF_HASHES, 'HMAC hash'),
      format(false),
    ],
    run: async (input, a) => {
      const { hkdf } = await import('../hash/hkdf.ts');
      const key = await hkdf({
        hash: argString(a, 'hash') as 'sha256',
        ikm: input,
        salt: argBytes(a, 'salt'),
        info: argBytes(a, 'info'),
        length: argNumber(a, 'length'),
      });
      return written(a, key);
    },
  }),
  op({
    id: 'scrypt',
    summary: 'scrypt (RFC 7914) key from the input as password; encoded is passlib’s $scrypt$ string',
    input: 'bytes',
    output: 'text',
    args: [
      bytes('salt', 'salt (text as UTF-8, or hex:…)'),
      num('n', 16_384, 2, 2 ** 24, 'CPU/memory cost N, a power of two'),
      num('r', 8, 1, 1024, 'block size r'),
      num('p', 1, 1, 1024, 'parallelisation p'),
      num('length', 64, 1, 1024, 'key length in bytes'),
      format(true),
    ],
    run: async (input, a) => {
      const { scryptHash } = await import('../hash/password.ts');
      const r = await scryptHash({
        password: input,
        salt: argBytes(a, 'salt'),
        N: argNumber(a, 'n'),
        r: argNumber(a, 'r'),
        p: argNumber(a, 'p'),
        dkLen: argNumber(a, 'length'),
      });
      return written(a, r.hash, r.encoded);
    },
  }),
  op({
    id: 'bcrypt',
    summary: 'bcrypt of the input as password ($2b$ string as OpenBSD writes it; the first 72 bytes count)',
    input: 'bytes',
    output: 'text',
    args: [
      num('cost', 10, 4, 31, 'cost: log2 of the rounds'),
      bytes('salt', '16-byte salt (hex:…); random when empty'),
      choice('version', ['2b', '2a', '2y'], 'prefix written ($2a$ is crypt_blowfish’s)'),
      format(true, 'encoded'),
    ],
    run: async (input, a) => {
      const { bcryptHash } = await import('../hash/password.ts');
      const r = await bcryptHash({
        password: input,
        salt: await saltOr(a, 16),
        cost: argNumber(a, 'cost'),
        version: argString(a, 'version') as '2b',
      });
      return written(a, r.hash, r.encoded);
    },
  }),
  op({
    id: 'bcrypt-pbkdf',
    summary: 'bcrypt_pbkdf (OpenSSH’s openssh-key-v1 key derivation) key from the input as password',
    input: 'bytes',
    output: 'text',
    args: [
      bytes('salt', 'salt, 1 byte to 1 MiB (text as UTF-8, or hex:…)'),
      // the engine's BCRYPT_PBKDF_MAX_ROUNDS (a literal here: importing it would bring Blowfish into the registry)
      num('rounds', 16, 1, 100_000, 'rounds (ssh-keygen -a; 16 by default)'),
      num('length', 32, 1, 1024, 'key length in bytes'),
      format(false),
    ],
    run: async (input, a) => {
      const { bcryptPbkdf } = await import('../hash/bcrypt-pbkdf.ts');
      const key = await bcryptPbkdf({
        password: input,
        salt: argBytes(a, 'salt'),
        rounds: argNumber(a, 'rounds'),
        dkLen: argNumber(a, 'length'),
      });
      return written(a, key);
    },
  }),
  op({
    id: 'argon2',
    summary: 'Argon2 (RFC 9106, version 0x13) of the input as password; encoded is the PHC string',
    input: 'bytes',
    output: 'text',
    args: [
      choice('variant', ['argon2id', 'argon2i', 'argon2d'], 'variant'),
      bytes('salt', 'salt, at least 8 bytes (hex:…); 16 random bytes when empty'),
      num('iterations', 3, 1, 1_000_000, 'passes over memory (t)'),
      num('memory', 4096, 8, 2 ** 21, 'memory in KiB (m), at least 8 × parallelism'),
      num('parallelism', 1, 1, 255, 'lanes (p)'),
      num('length', 32, 4, 1024, 'tag length in bytes'),
      bytes('secret', 'secret key K (a pepper); not in the encoded string'),
      bytes('associated-data', 'associated data X; not in the encoded string'),
      format(true),
    ],
    run: async (input, a) => {
      const { argon2Hash } = await import('../hash/password.ts');
      const r = await argon2Hash({
        variant: argString(a, 'variant') as 'argon2id',
        password: input,
        salt: await saltOr(a, 16),
        iterations: argNumber(a, 'iterations'),
        memory: argNumber(a, 'memory'),
        parallelism: argNumber(a, 'parallelism'),
        hashLength: argNumber(a, 'length'),
        ...(a.secret !== '' ? { secret: argBytes(a, 'secret') } : {}),
        ...(a['associated-data'] !== '' ? { associatedData: argBytes(a, 'associated-data') } : {}),
      });
      return written(a, r.hash, r.encoded);
    },
  }),
];
