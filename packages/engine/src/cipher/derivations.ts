import { isEngineError } from '../errors.ts';
import { DEFAULT_PBKDF2_ITERATIONS, pbkdf2HashId } from './facts.ts';
import { decrypt, type SessionOptions } from './session.ts';
import { DEFAULT_DERIVATION } from './spec.ts';
import type { CipherResult, CipherSecret, CipherSpec, KeyDerivation } from './types.ts';

/**
 * What `openssl enc` derives from a passphrase, by version and flag: SHA-256 EVP_BytesToKey (its
 * default since 1.1.0), MD5 EVP_BytesToKey (before 1.1.0, and crypto-js), PBKDF2-HMAC-SHA-256 with
 * 10,000 iterations (`-pbkdf2` without `-iter`), then EVP_BytesToKey with `-md sha1` and `-md sha512`.
 */
const OPENSSL_DERIVATIONS: readonly KeyDerivation[] = [
  { kdf: 'evp-sha256' },
  { kdf: 'evp-md5' },
  { kdf: 'pbkdf2', hash: 'SHA-256', iterations: DEFAULT_PBKDF2_ITERATIONS },
  { kdf: 'evp-sha1' },
  { kdf: 'evp-sha512' },
];

/**
 * Whether two derivations derive the same key and IV.
 * @example sameDerivation({ kdf: 'evp-md5' }, { kdf: 'evp-md5' }) // true
 */
export function sameDerivation(a: KeyDerivation, b: KeyDerivation): boolean {
  if (a.kdf !== 'pbkdf2' || b.kdf !== 'pbkdf2') return a.kdf === b.kdf;
  return pbkdf2HashId(a.hash) === pbkdf2HashId(b.hash) && a.iterations === b.iterations;
}

/**
 * The derivations of `openssl enc` (and crypto-js) other than `tried`, likeliest first: worth trying
 * when a passphrase decryption fails, since data from OpenSSL 1.1.0 or later is SHA-256 by default
 * while crypto-js and older OpenSSL use MD5, and `-md sha1` and `-md sha512` are the other digests
 * people pass to `openssl enc`.
 * @example otherDerivations({ kdf: 'evp-md5' }).map((d) => d.kdf) // ['evp-sha256', 'pbkdf2', 'evp-sha1', 'evp-sha512']
 */
export function otherDerivations(tried: KeyDerivation = DEFAULT_DERIVATION): KeyDerivation[] {
  return OPENSSL_DERIVATIONS.filter((d) => !sameDerivation(d, tried));
}

/** Errors that a different key (so a different derivation) can cure: bad padding, a failed GCM tag. */
export function isWrongKeySign(e: unknown): boolean {
  return (
    isEngineError(e) && (e.code === 'INVALID_PADDING' || e.code === 'DECRYPT_FAILED' || e.code === 'AUTH_TAG_MISMATCH')
  );
}

/**
 * Runs `attempt` with the secret; when it is a passphrase and the attempt fails with bad padding or a
 * failed GCM tag, runs it again with each of {@link otherDerivations} in turn. Returns the first
 * result and the derivation it used (undefined for a raw key). A wrong passphrase fails them all, and
 * the first error stands. For streams, where `attempt` reads the data again.
 *
 * With padding, a wrong key passes PKCS #7 by chance about once in 256 tries, and its output is noise.
 * Given `plausible` (say, "is valid UTF-8"), a result that opens but is not plausible is not taken at
 * once: the other derivations are tried too, and the first that opens and is plausible wins; when none
 * is, the first that opened stands.
 * @throws whatever `attempt` throws
 */
export async function withOtherDerivations<T>(
  secret: CipherSecret,
  attempt: (secret: CipherSecret) => Promise<T>,
  plausible?: (value: T) => boolean,
): Promise<{ value: T; derivation: KeyDerivation | undefined }> {
  const asked = 'passphrase' in secret ? (secret.derivation ?? DEFAULT_DERIVATION) : undefined;
  let opened: { value: T; derivation: KeyDerivation | undefined } | undefined;
  let firstError: unknown;
  try {
    opened = { value: await attempt(secret), derivation: asked };
    if (!asked || !plausible || plausible(opened.value)) return opened;
  } catch (e) {
    if (!asked || !('passphrase' in secret) || !isWrongKeySign(e)) throw e;
    firstError = e;
  }
  for (const derivation of otherDerivations(asked)) {
    try {
      const value = await attempt({ ...secret, derivation });
      if (!plausible || plausible(value)) return { value, derivation };
      opened ??= { value, derivation };
    } catch (e) {
      if (!isWrongKeySign(e)) throw e;
    }
  }
  if (opened) return opened;
  throw firstError;
}

/**
 * {@link decrypt} through {@link withOtherDerivations}: `derivation` says which derivation worked; `plausible`
 * judges an output that opened (a wrong key opens padded data about once in 256 tries).
 * @throws see {@link decrypt}
 * @example
 * import { fromBase64 } from '@tinkerbox/engine/encoding';
 * const data = fromBase64('U2FsdGVkX18BAgMEBQYHCKNtbVSmbS3VF8Fs8kxEHNw=');
 * const r = await decryptTryingDerivations(data, { algorithm: 'aes' }, { passphrase: new TextEncoder().encode('pw'), derivation: { kdf: 'evp-sha256' } });
 * r.derivation // { kdf: 'evp-md5' } (the data is `openssl enc -aes-256-cbc -md md5` output)
 */
export async function decryptTryingDerivations(
  data: Uint8Array,
  spec: CipherSpec,
  secret: CipherSecret,
  opts: SessionOptions = {},
  plausible?: (output: Uint8Array) => boolean,
): Promise<CipherResult & { derivation: KeyDerivation | undefined }> {
  const { value, derivation } = await withOtherDerivations(
    secret,
    (s) => decrypt(data, spec, s, opts),
    plausible && ((r) => plausible(r.output)),
  );
  return { ...value, derivation };
}
