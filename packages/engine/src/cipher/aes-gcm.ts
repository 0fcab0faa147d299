import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';
import { tryWebCrypto } from '../webcrypto.ts';
import { type AesOptions, gcmFailed } from './aes-gcm-core.ts';
import { own } from './bytes.ts';

// AES-GCM with a raw key as functions of their own, so that a bundle in one file holds AES-GCM alone
// (WebCrypto's, with noble's GCM for where there is none), not every cipher `encrypt` can run (decision
// 0157). The checks and the errors are encrypt()'s own (test/cipher/aes-gcm.test.ts compares them).

/** Options of {@link encryptAesGcm} and {@link decryptAesGcm}. */
export interface AesGcmOptions {
  /** Additional authenticated data (SP 800-38D's A): bytes, or a string as its UTF-8 bytes. */
  readonly aad?: BytesOrText;
  /** Tag length in bytes: 4, 8, 12, 13, 14, 15 or 16 (the default), as SP 800-38D allows. */
  readonly tagLength?: number;
}

/** GCM tag lengths in bytes that NIST SP 800-38D (section 5.2.1.2) allows; spec.ts's GCM_TAG_LENGTHS. */
const TAGS = [4, 8, 12, 13, 14, 15, 16];

/** encrypt()'s checks of an AES-GCM key and IV (spec.ts's checkKeyIv), with its codes, messages and params. */
function check(key: Uint8Array, iv: Uint8Array, tagLength: number): void {
  if (!(key instanceof Uint8Array)) throw new TypeError('key: expected a Uint8Array');
  if (!(iv instanceof Uint8Array)) throw new TypeError('iv: expected a Uint8Array');
  if (!TAGS.includes(tagLength)) throw new RangeError('options.tagLength');
  const k = key.length;
  if (k !== 16 && k !== 24 && k !== 32) {
    throw new EngineError('INVALID_KEY_SIZE', `The key must be 16 / 24 / 32 bytes, not ${k}.`, {
      expected: '16 / 24 / 32',
      actual: k,
    });
  }
  const n = iv.length;
  if (n < 8 || n > 128) {
    throw new EngineError('INVALID_IV_SIZE', `The IV must be 8–128 bytes, not ${n}.`, { expected: '8–128', actual: n });
  }
}

async function gcmOnce(
  encrypt: boolean,
  data: Uint8Array,
  key: Uint8Array,
  iv: Uint8Array,
  options: AesGcmOptions,
): Promise<Uint8Array> {
  const tagLength = options.tagLength ?? 16;
  check(key, iv, tagLength);
  const aad = options.aad === undefined ? undefined : bytesOf(options.aad, 'options.aad');
  return aesGcm({ mode: 'gcm', encrypt, key, iv, tagLength, aad }, data);
}

/**
 * One AES-GCM seal (ciphertext || tag) or open of the whole of `data`, its key, IV and tag length already
 * checked (here, and by `/cipher/aes-gcm` with spec.ts's checks). As aes.ts does: WebCrypto for a 12-byte
 * IV (Node refuses others); any refusal, a failed tag included, goes to noble, which gives the same bytes
 * or throws DECRYPT_FAILED. `o.backend` 'noble' skips WebCrypto (tests, the benchmark).
 */
export async function aesGcm(o: AesOptions & { readonly iv: Uint8Array }, data: Uint8Array): Promise<Uint8Array> {
  const { encrypt, key, iv, tagLength, aad } = o;
  if (!encrypt && data.length < tagLength) throw gcmFailed();
  if (iv.length === 12 && o.backend !== 'noble') {
    const out = await tryWebCrypto(async (subtle) => {
      const k = await subtle.importKey('raw', own(key), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
      const params: AesGcmParams = { name: 'AES-GCM', iv: own(iv), tagLength: tagLength * 8 };
      if (aad) params.additionalData = own(aad);
      return encrypt ? subtle.encrypt(params, k, own(data)) : subtle.decrypt(params, k, own(data));
    });
    if (out) return new Uint8Array(out);
  }
  const { nobleGcm } = await import('./aes-noble-gcm.ts');
  return nobleGcm(o, data);
}

/**
 * AES-GCM encryption (NIST SP 800-38D) with a raw 16-, 24- or 32-byte key: returns ciphertext || tag,
 * the same bytes as `encrypt(data, { algorithm: 'aes', mode: 'gcm' }, { key, iv }).output` and as
 * WebCrypto's AES-GCM. `data` is bytes, or a string encrypted as its UTF-8 bytes. Runs on WebCrypto where
 * there is one (a 12-byte IV), on @noble/ciphers otherwise; a browser bundle of it is about 5 KB gzipped
 * in one file, 2.6 KB in split chunks where WebCrypto runs it (`pnpm --filter @tinkerbox/engine size`).
 *
 * @throws EngineError INVALID_KEY_SIZE, INVALID_IV_SIZE (8 to 128 bytes). RangeError for a tag length
 *   GCM does not allow. TypeError for data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * // NIST GCM spec test case 13: the all-zero 256-bit key and 96-bit IV, no data: the tag alone
 * toHex(await encryptAesGcm(new Uint8Array(0), new Uint8Array(32), new Uint8Array(12)))
 * // '530f8afbc74536b9a963b4f1c4cb738b'
 */
export async function encryptAesGcm(
  data: BytesOrText,
  key: Uint8Array,
  iv: Uint8Array,
  options: AesGcmOptions = {},
): Promise<Uint8Array> {
  return gcmOnce(true, bytesOf(data, 'data'), key, iv, options);
}

/**
 * AES-GCM decryption (NIST SP 800-38D) of ciphertext || tag with a raw key; the inverse of
 * {@link encryptAesGcm}, with decrypt()'s checks and errors.
 *
 * @throws EngineError DECRYPT_FAILED (a wrong key, IV, additional data or tag length, or altered
 *   ciphertext), INVALID_KEY_SIZE, INVALID_IV_SIZE. RangeError for a tag length GCM does not allow.
 * @example
 * import { fromHex } from '@tinkerbox/engine/encoding';
 * const out = await decryptAesGcm(fromHex('530f8afbc74536b9a963b4f1c4cb738b'), new Uint8Array(32), new Uint8Array(12));
 * out.length // 0
 */
export async function decryptAesGcm(
  data: Uint8Array,
  key: Uint8Array,
  iv: Uint8Array,
  options: AesGcmOptions = {},
): Promise<Uint8Array> {
  if (!(data instanceof Uint8Array)) throw new TypeError('data: expected a Uint8Array');
  return gcmOnce(false, data, key, iv, options);
}
