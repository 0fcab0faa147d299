import { base64nopad } from '@scure/base';
import { EngineError } from '../errors.ts';

/** The password-hashing schemes whose encoded strings {@link parsePasswordHash} reads. */
export const PASSWORD_SCHEMES = ['bcrypt', 'scrypt', 'argon2id', 'argon2i', 'argon2d'] as const;
export type PasswordScheme = (typeof PASSWORD_SCHEMES)[number];
export type Argon2Variant = 'argon2id' | 'argon2i' | 'argon2d';
/** Argon2's versions: 0x13 (19, RFC 9106) and 0x10 (16, the reference implementation before 2016). */
export const ARGON2_VERSIONS = [0x13, 0x10] as const;
export type Argon2Version = (typeof ARGON2_VERSIONS)[number];
/** The bcrypt prefixes that mean the same algorithm today ($2x$, crypt_blowfish's buggy variant, is not one). */
export type BcryptVersion = '2a' | '2b' | '2y';

/** An encoded password hash taken apart: the scheme, its cost settings, the salt and the stored hash. */
export type ParsedPasswordHash =
  | { scheme: 'bcrypt'; version: BcryptVersion; cost: number; salt: Uint8Array; hash: Uint8Array }
  | { scheme: 'scrypt'; ln: number; r: number; p: number; salt: Uint8Array; hash: Uint8Array }
  | {
      scheme: Argon2Variant;
      version: Argon2Version;
      memory: number;
      iterations: number;
      parallelism: number;
      salt: Uint8Array;
      hash: Uint8Array;
    };

// bcrypt's own base64: another alphabet than RFC 4648, no padding (OpenBSD bcrypt.c, encode_base64).
const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** bcrypt's base64 of `bytes` (16-byte salt: 22 characters; 23-byte hash: 31). */
export function bcryptBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i]!;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    out += BCRYPT_ALPHABET[b0 >> 2]! + BCRYPT_ALPHABET[((b0 & 3) << 4) | (b1 >> 4)]!;
    if (i + 1 < bytes.length) out += BCRYPT_ALPHABET[((b1 & 15) << 2) | (b2 >> 6)]!;
    if (i + 2 < bytes.length) out += BCRYPT_ALPHABET[b2 & 63]!;
  }
  return out;
}

function bcryptUnbase64(text: string, length: number): Uint8Array {
  const bits: number[] = [...text].map((c) => BCRYPT_ALPHABET.indexOf(c));
  const out = new Uint8Array(length);
  let acc = 0;
  let have = 0;
  let o = 0;
  for (const v of bits) {
    acc = (acc << 6) | v;
    have += 6;
    if (have >= 8 && o < length) {
      have -= 8;
      out[o++] = (acc >> have) & 0xff;
    }
    acc &= (1 << have) - 1;
  }
  return out;
}

function malformed(scheme: string, part: string): EngineError {
  return new EngineError('PASSWORD_HASH_MALFORMED', `malformed ${scheme} string: bad ${part}`, { scheme, part });
}

const BCRYPT_RE = /^\$(2[abxy]?)\$(\d{2})\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;

function parseBcrypt(s: string): ParsedPasswordHash {
  const m = BCRYPT_RE.exec(s);
  if (!m) throw malformed('bcrypt', /^\$2[abxy]?\$\d{2}\$/.test(s) ? 'salt/hash' : 'cost');
  const version = m[1]!;
  if (version !== '2a' && version !== '2b' && version !== '2y') throw malformed('bcrypt', 'version');
  const cost = Number(m[2]);
  if (cost < 4 || cost > 31) throw malformed('bcrypt', 'cost');
  return { scheme: 'bcrypt', version, cost, salt: bcryptUnbase64(m[3]!, 16), hash: bcryptUnbase64(m[4]!, 23) };
}

/** The PHC string format's base64: RFC 4648's alphabet without `=` padding. */
function phcBytes(text: string, scheme: string, part: string, allowEmpty = false): Uint8Array {
  if (allowEmpty && text === '') return new Uint8Array(0);
  if (!/^[A-Za-z0-9+/]+$/.test(text) || text.length % 4 === 1) throw malformed(scheme, part);
  try {
    return base64nopad.decode(text);
  } catch {
    throw malformed(scheme, part);
  }
}

/** `k=v,k=v` with exactly `keys`, in that order, each a decimal integer without leading zeros. */
function phcParams(text: string, keys: readonly string[], scheme: string): number[] {
  const pairs = text.split(',');
  if (pairs.length !== keys.length) throw malformed(scheme, keys.join(','));
  return pairs.map((pair, i) => {
    const m = /^([a-z]+)=(0|[1-9]\d{0,9})$/.exec(pair);
    if (!m || m[1] !== keys[i]) throw malformed(scheme, keys[i]!);
    return Number(m[2]);
  });
}

function parseArgon2(variant: Argon2Variant, all: string[]): ParsedPasswordHash {
  // $argon2id$v=19$m=..,t=..,p=..$salt$hash; the reference writes v=19 (or v=16) and reads a string
  // without v= as version 0x10 (decode_string in its encoding.c), as its own 0x10 tests are written.
  let version: Argon2Version = 0x10;
  let fields = all;
  if (all[1]?.startsWith('v=')) {
    if (all[1] === 'v=19') version = 0x13;
    else if (all[1] !== 'v=16') throw malformed(variant, 'v');
    fields = [all[0]!, ...all.slice(2)];
  }
  if (fields.length !== 4) throw malformed(variant, fields.length === 5 ? 'v' : 'm,t,p');
  const [memory, iterations, parallelism] = phcParams(fields[1]!, ['m', 't', 'p'], variant) as [number, number, number];
  if (parallelism < 1 || parallelism > 0xffffff) throw malformed(variant, 'p');
  if (iterations < 1) throw malformed(variant, 't');
  if (memory < 8 * parallelism || memory > 0xffffffff) throw malformed(variant, 'm');
  const salt = phcBytes(fields[2]!, variant, 'salt');
  const hash = phcBytes(fields[3]!, variant, 'hash');
  if (salt.length < 8) throw malformed(variant, 'salt');
  if (hash.length < 4) throw malformed(variant, 'hash');
  return { scheme: variant, version, memory, iterations, parallelism, salt, hash };
}

function parseScrypt(fields: string[]): ParsedPasswordHash {
  // passlib's form: $scrypt$ln=16,r=8,p=1$salt$hash (N = 2^ln).
  if (fields.length !== 4) throw malformed('scrypt', 'ln,r,p');
  const [ln, r, p] = phcParams(fields[1]!, ['ln', 'r', 'p'], 'scrypt') as [number, number, number];
  if (ln < 1 || ln > 63) throw malformed('scrypt', 'ln');
  if (r < 1) throw malformed('scrypt', 'r');
  if (p < 1) throw malformed('scrypt', 'p');
  const salt = phcBytes(fields[2]!, 'scrypt', 'salt', true);
  const hash = phcBytes(fields[3]!, 'scrypt', 'hash');
  return { scheme: 'scrypt', ln, r, p, salt, hash };
}

/**
 * Reads an encoded password hash: bcrypt's `$2a$`/`$2b$`/`$2y$` modular crypt string, Argon2's PHC
 * string (`$argon2id$v=19$m=..,t=..,p=..$salt$hash`, as the reference implementation writes it; `v=16`
 * and a string without `v=` are version 0x10, as the reference reads them) or
 * scrypt's PHC-style string as passlib writes it (`$scrypt$ln=..,r=..,p=..$salt$hash`).
 *
 * @throws EngineError PASSWORD_HASH_UNKNOWN for a string of none of these schemes;
 * PASSWORD_HASH_MALFORMED (params scheme, part) for one whose part `part` is wrong.
 * @example
 * parsePasswordHash('$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG').memory
 * // 65536
 */
export function parsePasswordHash(encoded: string): ParsedPasswordHash {
  if (typeof encoded !== 'string') throw new TypeError('encoded: expected a string');
  const s = encoded.trim();
  if (/^\$2[a-z]?\$/.test(s)) return parseBcrypt(s);
  const fields = s.split('$').slice(1);
  if (s.startsWith('$') && (fields[0] === 'argon2id' || fields[0] === 'argon2i' || fields[0] === 'argon2d')) {
    return parseArgon2(fields[0], fields);
  }
  if (s.startsWith('$') && fields[0] === 'scrypt') return parseScrypt(fields);
  throw new EngineError('PASSWORD_HASH_UNKNOWN', 'not a bcrypt, scrypt or Argon2 string', {});
}

/** The PHC string of an Argon2 hash (what the reference `argon2 -e` prints). */
export function encodeArgon2(
  variant: Argon2Variant,
  o: { memory: number; iterations: number; parallelism: number; version: Argon2Version },
  salt: Uint8Array,
  hash: Uint8Array,
): string {
  const params = `m=${o.memory},t=${o.iterations},p=${o.parallelism}`;
  return `$${variant}$v=${o.version}$${params}$${base64nopad.encode(salt)}$${base64nopad.encode(hash)}`;
}

/** passlib's scrypt string: `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<hash>`, base64 without padding. */
export function encodeScrypt(ln: number, r: number, p: number, salt: Uint8Array, hash: Uint8Array): string {
  return `$scrypt$ln=${ln},r=${r},p=${p}$${base64nopad.encode(salt)}$${base64nopad.encode(hash)}`;
}
