/**
 * Ciphers this domain runs. `rabbit-legacy` is crypto-js's RabbitLegacy (key words not byte-swapped);
 * `sm4` is GB/T 32907-2016; the two ChaCha-Poly1305 ones are the AEADs of RFC 8439 and
 * draft-irtf-cfrg-xchacha; `chacha20`, `salsa20` and `xsalsa20` are the bare stream ciphers (no MAC).
 */
export type CipherAlgorithm =
  | 'aes'
  | 'des'
  | 'tripledes'
  | 'rabbit'
  | 'rabbit-legacy'
  | 'rc4'
  | 'rc4drop'
  | 'sm4'
  | 'chacha20-poly1305'
  | 'xchacha20-poly1305'
  | 'chacha20'
  | 'salsa20'
  | 'xsalsa20'
  | 'blowfish'
  | 'rc2';

/** Block-cipher modes (NIST SP 800-38A, and SP 800-38D for GCM, which AES and SM4 offer). */
export type CipherMode = 'cbc' | 'cfb' | 'ctr' | 'ofb' | 'ecb' | 'gcm';

/**
 * Padding schemes, named as crypto-js names them: `pkcs7` (RFC 5652), `ansix923`, `iso10126`,
 * `iso7816` (ISO/IEC 7816-4, crypto-js's Iso97971), `zero` and `none`.
 */
export type Padding = 'pkcs7' | 'ansix923' | 'iso10126' | 'iso7816' | 'zero' | 'none';

/** Byte order of Rabbit's key, IV and keystream: crypto-js's (eSTREAM reference code) or RFC 4503's printed order. */
export type RabbitOrder = 'crypto-js' | 'rfc4503';

/**
 * PBKDF2's hash, spelled as the hash domain spells it (`'sha256'`, as `openssl enc -md sha256`). The
 * WebCrypto spellings `'SHA-1'`, `'SHA-256'`, `'SHA-384'`, `'SHA-512'` are still accepted but deprecated.
 */
export type Pbkdf2Hash = 'sha1' | 'sha256' | 'sha384' | 'sha512' | 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';

/**
 * How a passphrase becomes key and IV. `evp-md5` is OpenSSL's EVP_BytesToKey with MD5 and one round
 * (crypto-js's default and `openssl enc -md md5`); `evp-sha256` is the same with SHA-256 (`openssl enc`
 * since 1.1.0); `evp-sha1` and `evp-sha512` are the same with `openssl enc -md sha1` and `-md sha512`;
 * `pbkdf2` is PKCS #5 PBKDF2-HMAC (`openssl enc -pbkdf2 -iter N -md hash`).
 */
export type KeyDerivation =
  | { readonly kdf: 'evp-md5' }
  | { readonly kdf: 'evp-sha256' }
  | { readonly kdf: 'evp-sha1' }
  | { readonly kdf: 'evp-sha512' }
  | { readonly kdf: 'pbkdf2'; readonly hash: Pbkdf2Hash; readonly iterations: number };

/** What to run: the algorithm and, where they apply, its mode, padding and variant options. */
export interface CipherSpec {
  readonly algorithm: CipherAlgorithm;
  /** Block ciphers (aes, des, tripledes, sm4, blowfish, rc2) only; default `cbc`. `gcm` is AES and SM4 only. */
  readonly mode?: CipherMode;
  /** Block ciphers only; default `pkcs7` for CBC and ECB, `none` for the others. GCM takes `none` only. */
  readonly padding?: Padding;
  /** AES and RC4 key size when the key comes from a passphrase (a raw key's length decides). Default 256, as crypto-js; `openssl enc -rc4` derives 128. */
  readonly keyBits?: 128 | 192 | 256;
  /** Triple DES key from a passphrase: 24 bytes K1 K2 K3 (crypto-js, `des-ede3`) or 16 bytes K1 K2 K1 (`des-ede`). Default 3. */
  readonly tripleDesKeys?: 2 | 3;
  /** GCM tag length in bytes: 4, 8, 12, 13, 14, 15 or 16 (default). Poly1305's is always 16. */
  readonly tagLength?: number;
  /** Additional authenticated data for GCM and the ChaCha20-Poly1305 AEADs. */
  readonly aad?: Uint8Array;
  /**
   * ChaCha20-Poly1305 and XChaCha20-Poly1305 with a raw key only: encryption writes the nonce before
   * ciphertext || tag, and decryption reads it from there (nonce || ciphertext || tag, the layout many
   * libsodium users store). Without it the nonce travels apart, as libsodium's combined mode leaves it.
   */
  readonly prefixNonce?: boolean;
  /**
   * A raw key's IV stored with the data instead of apart (ChaCha AEADs: use `prefixNonce`): encryption
   * writes it before (`prepended`) or after (`appended`) the output, decryption reads it from there.
   * Block ciphers in a mode with an IV (not ECB), and Rabbit; GCM's is its 12-byte nonce. Decrypting
   * `appended` data holds all of it until the end, where the IV is.
   */
  readonly ivPlacement?: 'separate' | 'prepended' | 'appended';
  /** RC4Drop: keystream discarded first, in 32-bit words (crypto-js's unit). Default 192 (768 bytes). */
  readonly drop?: number;
  /** ChaCha20 only: 20 (default), 12 or 8 rounds (ChaCha20/12 and ChaCha20/8 of Bernstein's paper). */
  readonly rounds?: 8 | 12 | 20;
  /**
   * ChaCha20 only: a 96-bit nonce and 32-bit block counter (RFC 8439, the default) or a 64-bit nonce and
   * 64-bit counter (Bernstein's original, libsodium's `crypto_stream_chacha20`).
   */
  readonly nonceBits?: 96 | 64;
  /**
   * ChaCha20, Salsa20 and XSalsa20: the block counter of the first 64 bytes, 0 (default) to 2^32 - 2.
   * RFC 8439's encryption example starts at 1; `openssl enc -chacha20` takes it as the IV's first 4 bytes.
   */
  readonly counter?: number;
  /**
   * RC2 only: the effective key bits of RFC 2268 (1 to 1024), apart from the key's length. Default 128,
   * as `openssl enc -rc2-cbc` (16-byte key); `-rc2-40-cbc` is 40 with a 5-byte key, `-rc2-64-cbc` 64 with 8.
   */
  readonly effectiveKeyBits?: number;
  /** Rabbit byte order; default `crypto-js`. */
  readonly rabbitOrder?: RabbitOrder;
}

/** A passphrase (UTF-8 bytes) to derive key and IV from, or a raw key and IV. */
export type CipherSecret =
  | {
      readonly passphrase: Uint8Array;
      readonly derivation?: KeyDerivation;
      /** 8 bytes; encryption draws a random one when absent, decryption reads it from the `Salted__` header. */
      readonly salt?: Uint8Array;
      /** Encrypt with no salt and no header, as `openssl enc -nosalt` (weak; decryption detects it by itself). */
      readonly noSalt?: boolean;
    }
  | { readonly key: Uint8Array; readonly iv?: Uint8Array };

/** Key, IV and salt actually used; salt is absent for raw keys and for unsalted (`-nosalt`) data. */
export interface CipherParams {
  readonly key: Uint8Array;
  readonly iv: Uint8Array | undefined;
  readonly salt: Uint8Array | undefined;
}

/** A streaming encryption or decryption: feed chunks to `update`, then call `final` once. */
export interface CipherSession {
  update(chunk: Uint8Array): Promise<Uint8Array>;
  final(): Promise<Uint8Array>;
  /** Key, IV and salt in use: known once data that needed them has passed (always after `final`). */
  readonly params: CipherParams | undefined;
}

/** The result of a one-shot {@link encrypt} or {@link decrypt}. */
export interface CipherResult extends CipherParams {
  readonly output: Uint8Array;
}
