import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';
import { concatBytes, plainBytes, randomBytes } from './bytes.ts';
import type { RawCore } from './core.ts';
import { deriveKeyIv } from './kdf.ts';
import { notBlockMultiple, pad, plaintextNotBlockMultiple, unpad } from './padding.ts';
import { readSalt, saltedHeader } from './salted.ts';
import { checkKeyIv, DEFAULT_DERIVATION, derivedKeyLength, ivLength, type ResolvedSpec, resolveSpec } from './spec.ts';
import type { CipherParams, CipherResult, CipherSecret, CipherSession, CipherSpec } from './types.ts';

const EMPTY: Uint8Array = new Uint8Array(0);

/** Internal knobs for tests and the benchmark. */
export interface SessionOptions {
  /** Force the AES backend (default: WebCrypto where it can, noble otherwise). */
  readonly aesBackend?: 'webcrypto' | 'noble';
}

// Each cipher's code is its own module, loaded when a session starts:
// with chunk splitting, AES-GCM with a raw key fetches AES alone, not crypto-js, SM4 or ChaCha (decision
// 0157). The passphrase derivations (kdf.ts) stay a static import: the index exports them, and esbuild
// makes every importer of the index fetch a module that is imported both ways.
async function makeCore(
  s: ResolvedSpec,
  encrypt: boolean,
  key: Uint8Array,
  iv: Uint8Array | undefined,
  opts: SessionOptions,
): Promise<RawCore> {
  if (s.algorithm === 'aes') {
    const o = { mode: s.mode, encrypt, key, iv, tagLength: s.tagLength, aad: s.aad };
    return (await import('./aes.ts')).aesCore(opts.aesBackend ? { ...o, backend: opts.aesBackend } : o);
  }
  if (s.algorithm === 'sm4') {
    const { sm4Core } = await import('./sm4.ts');
    return sm4Core({ mode: s.mode, encrypt, key, iv, tagLength: s.tagLength, aad: s.aad });
  }
  if (s.algorithm === 'rc2') {
    const { rc2Core } = await import('./rc2.ts');
    const mode = s.mode === 'ecb' || s.mode === 'cfb' || s.mode === 'ofb' ? s.mode : 'cbc';
    return rc2Core({ mode, encrypt, key, iv, effectiveKeyBits: s.effectiveKeyBits });
  }
  if (s.algorithm === 'chacha20-poly1305' || s.algorithm === 'xchacha20-poly1305') {
    const { chachaCore } = await import('./chacha.ts');
    return chachaCore({ algorithm: s.algorithm, encrypt, key, nonce: iv as Uint8Array, aad: s.aad });
  }
  if (s.arx) {
    const { arxCore } = await import('./arx.ts');
    const algorithm = s.algorithm as 'chacha20' | 'salsa20' | 'xsalsa20';
    return arxCore({ algorithm, key, nonce: iv as Uint8Array, rounds: s.rounds, counter: s.counter });
  }
  const { legacyCore } = await import('./legacy.ts');
  return legacyCore({
    algorithm: s.algorithm,
    mode: s.mode === 'gcm' ? 'cbc' : s.mode,
    encrypt,
    key,
    iv,
    drop: s.drop,
    rabbitOrder: s.rabbitOrder,
  });
}

/**
 * Starts a streaming encryption (SP 800-38A / 38D modes, OpenSSL `enc` container for passphrases).
 * With a passphrase the output begins with `Salted__` and the 8-byte salt, as `openssl enc` and
 * crypto-js write it. Raw keys are checked at once; a passphrase is derived on the first data.
 * ChaCha20-Poly1305 and XChaCha20-Poly1305 (raw keys only) give ciphertext || tag, after the nonce
 * when `spec.prefixNonce`. The bare ChaCha20, Salsa20 and XSalsa20 (raw keys only, no MAC) XOR the
 * keystream from `spec.counter` on.
 * @throws INVALID_KEY_SIZE, INVALID_IV_SIZE, INVALID_NONCE_SIZE, EMPTY_KEY, OUT_OF_RANGE,
 * PLAINTEXT_NOT_BLOCK_MULTIPLE (padding none), UNSUPPORTED (a passphrase with a ChaCha AEAD, ChaCha20,
 * Salsa20 or XSalsa20), DATA_TOO_LONG (ChaCha20, Salsa20, XSalsa20: data past block counter 2^32 - 2)
 * @example
 * const s = createEncryptor({ algorithm: 'aes', mode: 'ctr' }, { key: new Uint8Array(16), iv: new Uint8Array(16) });
 * [...(await s.update(new TextEncoder().encode('hi'))), ...(await s.final())] // [0x0e, 0x80] (as `openssl enc -aes-128-ctr`: no padding)
 */
export function createEncryptor(spec: CipherSpec, secret: CipherSecret, opts: SessionOptions = {}): CipherSession {
  return new Session(resolveSpec(spec), secret, true, opts);
}

/**
 * Starts a streaming decryption; the inverse of {@link createEncryptor}. With a passphrase, the salt is
 * read from a leading `Salted__` header; data without one is taken as unsalted (`openssl enc -nosalt`).
 * With `spec.prefixNonce` the nonce is read from the data's first bytes; with `spec.ivPlacement` the IV
 * from its first or last bytes.
 * @throws INVALID_KEY_SIZE, INVALID_IV_SIZE, INVALID_NONCE_SIZE, EMPTY_KEY, NOT_BLOCK_MULTIPLE,
 * INVALID_PADDING, DECRYPT_FAILED (AES-GCM tag), AUTH_TAG_MISMATCH (SM4-GCM and Poly1305 tags),
 * TRUNCATED (shorter than the nonce or IV it should start or end with), UNSUPPORTED (a passphrase with a ChaCha AEAD)
 * @example
 * import { fromBase64 } from '@tinkerbox/engine/encoding';
 * const s = createDecryptor({ algorithm: 'aes' }, { passphrase: new TextEncoder().encode('pw') });
 * const head = await s.update(fromBase64('U2FsdGVkX18BAgMEBQYHCKNtbVSmbS3VF8Fs8kxEHNw='));
 * new TextDecoder().decode(new Uint8Array([...head, ...(await s.final())])) // 'hi'
 */
export function createDecryptor(spec: CipherSpec, secret: CipherSecret, opts: SessionOptions = {}): CipherSession {
  return new Session(resolveSpec(spec), secret, false, opts);
}

/**
 * Encrypts in one call and returns the output with the key, IV and salt used. `data` is bytes, or a
 * string encrypted as its UTF-8 bytes. Where the bundler splits chunks, only the asked cipher's code is
 * fetched (AES-GCM with a raw key: about 15 KB gzipped in all, the passphrase derivations included); a
 * bundle in one file holds every cipher `encrypt` can run (about 54 KB): for AES-GCM with a raw key, import
 * `encrypt` from `@tinkerbox/engine/cipher/aes-gcm` (the same call, about 7 KB in one file), or call
 * {@link encryptAesGcm} (5 KB in one file, 2.6 KB in split chunks).
 * @throws see {@link createEncryptor}; TypeError for data that is neither a Uint8Array nor a string
 * @example
 * import { toBase64 } from '@tinkerbox/engine/encoding';
 * const passphrase = new TextEncoder().encode('pw');
 * const r = await encrypt(new TextEncoder().encode('hi'), { algorithm: 'aes' }, { passphrase, salt: Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8) });
 * toBase64(r.output); // 'U2FsdGVkX18BAgMEBQYHCKNtbVSmbS3VF8Fs8kxEHNw=' (`Salted__`, the salt, then what `openssl enc -aes-256-cbc -md md5 -k pw -S 0102030405060708` writes)
 * [r.key.length, r.iv?.length] // [32, 16]
 * @example
 * const key = Uint8Array.from({ length: 32 }, (_, i) => i);
 * const iv = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0x4a, 0, 0, 0, 0);
 * const { output } = await encrypt('Ladies', { algorithm: 'chacha20', counter: 1 }, { key, iv });
 * [...output.subarray(0, 4)] // [0x6e, 0x2e, 0x35, 0x9a] (RFC 8439 section 2.4.2: bare ChaCha20, no MAC)
 * @example
 * const key = Uint8Array.from({ length: 32 }, (_, i) => i);
 * // `openssl enc -chacha20 -iv 01000000000000000000004a00000000`: counter 1 (little-endian), then the nonce
 * const iv = Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x4a, 0, 0, 0, 0);
 * const { output } = await encrypt('Ladies', { algorithm: 'chacha20' }, { key, iv });
 * [...output.subarray(0, 4)] // [0x6e, 0x2e, 0x35, 0x9a]
 */
export async function encrypt(
  data: BytesOrText,
  spec: CipherSpec,
  secret: CipherSecret,
  opts: SessionOptions = {},
): Promise<CipherResult> {
  const session = createEncryptor(spec, secret, opts);
  return run(session, bytesOf(data, 'data'));
}

/**
 * Decrypts in one call and returns the plaintext with the key, IV and salt used.
 * @throws see {@link createDecryptor}
 * @example
 * import { fromBase64 } from '@tinkerbox/engine/encoding';
 * const { output } = await decrypt(fromBase64('U2FsdGVkX18BAgMEBQYHCKNtbVSmbS3VF8Fs8kxEHNw='), { algorithm: 'aes' }, { passphrase: new TextEncoder().encode('pw') });
 * new TextDecoder().decode(output) // 'hi'
 */
export async function decrypt(
  data: Uint8Array,
  spec: CipherSpec,
  secret: CipherSecret,
  opts: SessionOptions = {},
): Promise<CipherResult> {
  return run(createDecryptor(spec, secret, opts), data);
}

async function run(s: CipherSession, data: Uint8Array): Promise<CipherResult> {
  const a = await s.update(data);
  const b = await s.final();
  const p = s.params as CipherParams;
  return { output: concatBytes(a, b), key: p.key, iv: p.iv, salt: p.salt };
}

class Session implements CipherSession {
  params: CipherParams | undefined;
  #core: RawCore | undefined;
  /** Bytes not yet handed to the core (less than a block, or the block held back for unpadding). */
  #pending: Uint8Array = EMPTY;
  /** Decrypted zero bytes held back under zero padding, in case they turn out to be the padding. */
  #zeros = 0;
  #total = 0;
  #done = false;
  /** Decrypting data whose IV is at its end: everything, held until final. */
  readonly #held: Uint8Array[] = [];
  #endIv: Uint8Array | undefined;
  readonly #s: ResolvedSpec;
  readonly #secret: CipherSecret;
  readonly #encrypt: boolean;
  readonly #opts: SessionOptions;

  constructor(s: ResolvedSpec, secret: CipherSecret, encrypt: boolean, opts: SessionOptions) {
    this.#s = s;
    this.#secret =
      'key' in secret ? { key: plainBytes(secret.key), ...(secret.iv ? { iv: plainBytes(secret.iv) } : {}) } : secret;
    this.#encrypt = encrypt;
    this.#opts = opts;
    if ('key' in secret) {
      checkKeyIv(s, secret.key, secret.iv, this.#nonceInData());
      if (!this.#nonceInData()) {
        const { key, iv } = this.#secret as { key: Uint8Array; iv?: Uint8Array };
        this.params = { key, iv: ivLength(s) === 0 ? undefined : iv, salt: undefined };
      }
    } else if (s.aead || s.arx) {
      throw new EngineError('UNSUPPORTED', `${s.algorithm} takes a raw key and nonce, not a passphrase.`, {
        what: 'passphrase',
      });
    } else if (s.ivAt !== 'separate') {
      throw new EngineError('UNSUPPORTED', 'A passphrase derives the IV: there is none to store with the data.', {
        what: 'passphrase',
      });
    } else if (secret.passphrase.length === 0) {
      throw new EngineError('EMPTY_KEY', 'The passphrase is empty.');
    }
  }

  /** A decryption that reads the IV (nonce) from the data's first or last bytes. */
  #nonceInData(): boolean {
    return this.#s.ivAt !== 'separate' && !this.#encrypt;
  }

  async update(input: Uint8Array): Promise<Uint8Array> {
    if (this.#done) throw new TypeError('update after final');
    const chunk = plainBytes(input);
    this.#total += chunk.length;
    if (this.#nonceInData() && this.#s.ivAt === 'end') {
      this.#held.push(chunk.slice());
      return EMPTY;
    }
    let data: Uint8Array = this.#pending.length ? concatBytes(this.#pending, chunk) : chunk;
    let head: Uint8Array = EMPTY;
    if (!this.#core) {
      // A passphrase decryption needs the 16-byte header before it can derive anything.
      const header = this.#nonceInData() ? ivLength(this.#s) : 'key' in this.#secret || this.#encrypt ? 0 : 16;
      if (data.length < header) {
        this.#pending = data.slice();
        return EMPTY;
      }
      const r = await this.#start(data);
      head = r.head;
      data = r.data;
    }
    const core = this.#core as RawCore;
    const bs = core.blockSize;
    let n = data.length - (data.length % bs);
    // Keep the last whole block back when decrypting padded data: unpad needs it at final.
    if (!this.#encrypt && this.#s.padding !== 'none' && n === data.length) n -= bs;
    if (n <= 0) {
      this.#pending = data.slice();
      return head;
    }
    this.#pending = data.slice(n);
    const out = await core.process(data.subarray(0, n));
    return concatBytes(head, this.#releaseZeros(out, false));
  }

  async final(): Promise<Uint8Array> {
    if (this.#done) throw new TypeError('final called twice');
    let data: Uint8Array = this.#pending;
    let head: Uint8Array = EMPTY;
    if (this.#nonceInData() && this.#s.ivAt === 'end') {
      const all = concatBytes(...this.#held);
      const n = ivLength(this.#s);
      if (all.length < n) {
        throw new EngineError('TRUNCATED', `The data is shorter than the ${n}-byte IV it ends with.`, {
          offset: all.length,
        });
      }
      this.#endIv = all.slice(all.length - n);
      data = all.subarray(0, all.length - n);
    }
    if (!this.#core) {
      const r = await this.#start(data);
      head = r.head;
      data = r.data;
    }
    this.#done = true;
    this.#pending = EMPTY;
    const core = this.#core as RawCore;
    const s = this.#s;
    if (this.#encrypt) {
      const last = s.block ? pad(data, s.blockSize, s.padding) : data;
      if (!core.partialTail && last.length % core.blockSize !== 0)
        throw plaintextNotBlockMultiple(this.#total, s.blockSize);
      const tail = s.ivAt === 'end' && this.params?.iv ? this.params.iv : EMPTY;
      return concatBytes(head, await core.finish(last), tail);
    }
    if (!core.partialTail && data.length % core.blockSize !== 0) {
      throw notBlockMultiple(this.#total - (this.params?.salt ? 16 : 0), s.blockSize);
    }
    if (s.padding !== 'none' && s.padding !== 'zero' && data.length === 0) {
      throw notBlockMultiple(this.#total - (this.params?.salt ? 16 : 0), s.blockSize);
    }
    const out = await core.finish(data);
    if (s.padding === 'zero') return this.#releaseZeros(out, true);
    return unpad(out, s.blockSize, s.padding);
  }

  /** Zero padding: hold back trailing zero bytes until non-zero data follows, drop them at the end. */
  #releaseZeros(out: Uint8Array, last: boolean): Uint8Array {
    if (this.#encrypt || this.#s.padding !== 'zero') return out;
    let end = out.length;
    while (end > 0 && out[end - 1] === 0) end--;
    if (last && end === 0) return EMPTY;
    if (end === 0) {
      this.#zeros += out.length;
      return EMPTY;
    }
    const held = this.#zeros;
    this.#zeros = out.length - end;
    return held ? concatBytes(new Uint8Array(held), out.subarray(0, end)) : out.subarray(0, end);
  }

  async #start(data: Uint8Array): Promise<{ head: Uint8Array; data: Uint8Array }> {
    const s = this.#s;
    let head: Uint8Array = EMPTY;
    let key: Uint8Array;
    let iv: Uint8Array | undefined;
    if ('key' in this.#secret && s.ivAt !== 'separate') {
      key = this.#secret.key;
      const n = ivLength(s);
      if (this.#encrypt) {
        iv = this.#secret.iv;
        if (s.ivAt === 'start') head = (iv as Uint8Array).slice();
      } else if (s.ivAt === 'end') {
        iv = this.#endIv;
      } else {
        if (data.length < n) {
          throw new EngineError('TRUNCATED', `The data is shorter than the ${n}-byte nonce it starts with.`, {
            offset: data.length,
          });
        }
        iv = data.slice(0, n);
        data = data.subarray(n);
      }
      this.params = { key, iv, salt: undefined };
    } else if ('key' in this.#secret) {
      key = this.#secret.key;
      iv = this.params?.iv;
    } else {
      const sec = this.#secret;
      let salt: Uint8Array | undefined;
      if (this.#encrypt && !sec.noSalt) {
        salt = sec.salt ?? randomBytes(8);
        if (salt.length !== 8) throw new RangeError('secret.salt must be 8 bytes');
        head = saltedHeader(salt);
      } else if (!this.#encrypt) {
        salt = readSalt(data);
        if (salt) data = data.subarray(16);
      }
      const ivLen = ivLength(s);
      const d = await deriveKeyIv(
        sec.passphrase,
        salt,
        derivedKeyLength(s),
        ivLen,
        sec.derivation ?? DEFAULT_DERIVATION,
      );
      key = d.key;
      iv = ivLen ? d.iv : undefined;
      this.params = { key, iv, salt };
    }
    this.#core = await makeCore(s, this.#encrypt, key, iv, this.#opts);
    return { head, data };
  }
}
