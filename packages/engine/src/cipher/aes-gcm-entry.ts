import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';
import { aesGcm } from './aes-gcm.ts';
import { plainBytes } from './bytes.ts';
import type { SessionOptions } from './session.ts';
import { checkKeyIv, type ResolvedSpec, resolveSpec } from './spec.ts';
import type { CipherResult, CipherSpec } from './types.ts';

// `encrypt` and `decrypt` of `/cipher` for AES-GCM with a raw key: the same spec and key checks
// (spec.ts) and the same GCM code as `encryptAesGcm` (aes-gcm.ts: WebCrypto, noble's GCM where it does
// not run), and nothing else reachable, so that a bundle in one file holds AES-GCM alone (decision 0192).
// The other modes are not here: with CBC and CTR beside GCM, a bundle in one file measured over the 8 KB
// budget (the mode is a string, so a bundler keeps every mode's code).

/** What `@tinkerbox/engine/cipher/aes-gcm` runs: `/cipher`'s {@link CipherSpec} for AES in GCM mode. */
export interface AesGcmSpec {
  readonly algorithm: 'aes';
  readonly mode: 'gcm';
  /** GCM takes none (the default), as in `/cipher`. */
  readonly padding?: 'none';
  /** Tag length in bytes: 4, 8, 12, 13, 14, 15 or 16 (the default), as NIST SP 800-38D allows. */
  readonly tagLength?: number;
  /** Additional authenticated data (SP 800-38D's A). */
  readonly aad?: Uint8Array;
}

/** A raw 16-, 24- or 32-byte AES key and the GCM IV (8 to 128 bytes; 12 is GCM's own and WebCrypto's). */
export interface AesGcmSecret {
  readonly key: Uint8Array;
  readonly iv?: Uint8Array;
}

const ELSEWHERE = 'import encrypt and decrypt from @tinkerbox/engine/cipher';

function unsupported(what: string, message: string): EngineError {
  return new EngineError('UNSUPPORTED', `@tinkerbox/engine/cipher/aes-gcm ${message}: ${ELSEWHERE}.`, { what });
}

/** The spec and key checked as `/cipher` checks them, after refusing what only `/cipher` runs. */
function checked(spec: AesGcmSpec, secret: AesGcmSecret): ResolvedSpec {
  const { algorithm, mode } = spec as CipherSpec;
  if (algorithm !== 'aes') throw unsupported('algorithm', `runs AES-GCM alone, not ${String(algorithm)}`);
  if (mode !== 'gcm') throw unsupported('mode', `runs GCM alone, not ${mode ?? 'CBC (the default mode)'}`);
  const s = resolveSpec(spec);
  if (s.ivAt !== 'separate') throw unsupported('ivPlacement', 'takes the IV apart from the data');
  if (!('key' in secret))
    throw unsupported('passphrase', "takes a raw key, not a passphrase (OpenSSL's Salted__ container)");
  checkKeyIv(s, secret.key, secret.iv);
  return s;
}

async function run(
  encrypt: boolean,
  data: Uint8Array,
  s: ResolvedSpec,
  secret: AesGcmSecret,
  opts: SessionOptions,
): Promise<CipherResult> {
  const key = plainBytes(secret.key);
  const iv = plainBytes(secret.iv as Uint8Array);
  const { tagLength, aad } = s;
  const o = { mode: 'gcm', encrypt, key, iv, tagLength, aad } as const;
  const output = await aesGcm(opts.aesBackend ? { ...o, backend: opts.aesBackend } : o, plainBytes(data));
  return { output, key, iv, salt: undefined };
}

/**
 * AES-GCM encryption (NIST SP 800-38D) with a raw key: the call, the bytes and the errors of `encrypt`
 * from `@tinkerbox/engine/cipher` for `{ algorithm: 'aes', mode: 'gcm' }`, with AES-GCM's code alone in a
 * bundle (about 7 KB gzipped in one file, where `/cipher`'s `encrypt` inlines every cipher:
 * `pnpm --filter @tinkerbox/engine size`). `data` is bytes, or a string encrypted as its UTF-8 bytes; the
 * output is ciphertext || tag. Runs on WebCrypto where there is one (a 12-byte IV), on @noble/ciphers
 * otherwise.
 *
 * @throws EngineError INVALID_KEY_SIZE, INVALID_IV_SIZE (8 to 128 bytes), OUT_OF_RANGE; UNSUPPORTED for
 *   what only `@tinkerbox/engine/cipher` runs (another algorithm or mode, a passphrase, an IV placed in the
 *   data). RangeError for a spec `/cipher` refuses too (a tag length GCM does not allow, a padding);
 *   TypeError for data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * // NIST GCM spec test case 13: the all-zero 256-bit key and 96-bit IV, no data: the tag alone
 * const key = new Uint8Array(32);
 * const { output } = await encrypt(new Uint8Array(0), { algorithm: 'aes', mode: 'gcm' }, { key, iv: new Uint8Array(12) });
 * toHex(output) // '530f8afbc74536b9a963b4f1c4cb738b'
 * @example
 * await encrypt('hi', { algorithm: 'aes', mode: 'cbc' }, { key: new Uint8Array(32), iv: new Uint8Array(16) }) // throws EngineError UNSUPPORTED
 */
export async function encrypt(
  data: BytesOrText,
  spec: AesGcmSpec,
  secret: AesGcmSecret,
  opts: SessionOptions = {},
): Promise<CipherResult> {
  const s = checked(spec, secret);
  return run(true, bytesOf(data, 'data'), s, secret, opts);
}

/**
 * AES-GCM decryption (NIST SP 800-38D) of ciphertext || tag with a raw key; the inverse of
 * {@link encrypt}, with the bytes and errors of `decrypt` from `@tinkerbox/engine/cipher`.
 *
 * @throws EngineError DECRYPT_FAILED (a wrong key, IV, additional data or tag length, or altered
 *   ciphertext), INVALID_KEY_SIZE, INVALID_IV_SIZE; UNSUPPORTED as {@link encrypt}.
 * @example
 * import { fromHex } from '@tinkerbox/engine/encoding';
 * const key = new Uint8Array(32);
 * const { output } = await decrypt(fromHex('530f8afbc74536b9a963b4f1c4cb738b'), { algorithm: 'aes', mode: 'gcm' }, { key, iv: new Uint8Array(12) });
 * output.length // 0
 * @example
 * import { fromHex } from '@tinkerbox/engine/encoding';
 * const key = new Uint8Array(32);
 * await decrypt(fromHex('530f8afbc74536b9a963b4f1c4cb738c'), { algorithm: 'aes', mode: 'gcm' }, { key, iv: new Uint8Array(12) }) // throws EngineError DECRYPT_FAILED
 */
export async function decrypt(
  data: Uint8Array,
  spec: AesGcmSpec,
  secret: AesGcmSecret,
  opts: SessionOptions = {},
): Promise<CipherResult> {
  return run(false, data, checked(spec, secret), secret, opts);
}
