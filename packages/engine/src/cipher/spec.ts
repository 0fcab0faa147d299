import { EngineError } from '../errors.ts';
import {
  DEFAULT_DROP_WORDS,
  defaultPadding,
  isKeyLength,
  keyLengthsOf,
  MAX_STREAM_COUNTER,
  modesOf,
  RC2_EFFECTIVE_BITS,
} from './facts.ts';
import type { CipherSpec, KeyDerivation, Padding } from './types.ts';

/** A spec with every default filled in and every combination checked. */
export interface ResolvedSpec {
  readonly algorithm: CipherSpec['algorithm'];
  readonly mode: NonNullable<CipherSpec['mode']>;
  readonly padding: Padding;
  readonly block: boolean;
  readonly blockSize: number;
  readonly tagLength: number;
  readonly drop: number;
  readonly rabbitOrder: NonNullable<CipherSpec['rabbitOrder']>;
  readonly aad: Uint8Array | undefined;
  readonly keyBits: 128 | 192 | 256;
  readonly tripleDesKeys: 2 | 3;
  /** A ChaCha AEAD: no mode, no padding, a 16-byte Poly1305 tag. */
  readonly aead: boolean;
  readonly prefixNonce: boolean;
  /** Where a raw key's IV (or nonce) travels: apart, before the data, or after it. */
  readonly ivAt: 'separate' | 'start' | 'end';
  /** ChaCha20, Salsa20 or XSalsa20 without a MAC: a raw key and nonce, a start counter. */
  readonly arx: boolean;
  readonly rounds: 8 | 12 | 20;
  readonly nonceBits: 96 | 64;
  readonly counter: number;
  /** RC2's effective key bits. */
  readonly effectiveKeyBits: number;
}

/** GCM tag lengths in bytes that NIST SP 800-38D (section 5.2.1.2) allows, shortest first. */
export const GCM_TAG_LENGTHS = [4, 8, 12, 13, 14, 15, 16] as const;
/** Most RC4Drop words accepted (4 MiB of keystream). */
export const MAX_DROP_WORDS = 1 << 20;

/** True for the block ciphers, which take a mode and a padding. */
export function isBlockAlgorithm(a: CipherSpec['algorithm']): boolean {
  return a === 'aes' || a === 'des' || a === 'tripledes' || a === 'sm4' || a === 'blowfish' || a === 'rc2';
}

/**
 * True for ChaCha20-Poly1305 and XChaCha20-Poly1305, which take a key, a nonce and additional data.
 * @example isChaChaAead('xchacha20-poly1305') // true
 */
export function isChaChaAead(a: CipherSpec['algorithm']): a is 'chacha20-poly1305' | 'xchacha20-poly1305' {
  return a === 'chacha20-poly1305' || a === 'xchacha20-poly1305';
}

/**
 * True for the bare stream ciphers ChaCha20, Salsa20 and XSalsa20 (no MAC), which take a raw key, a nonce
 * and a start counter.
 * @example isArxStream('xsalsa20') // true
 */
export function isArxStream(a: CipherSpec['algorithm']): a is 'chacha20' | 'salsa20' | 'xsalsa20' {
  return a === 'chacha20' || a === 'salsa20' || a === 'xsalsa20';
}

/** Fills defaults and rejects impossible combinations (a programmer's error: RangeError). */
export function resolveSpec(spec: CipherSpec): ResolvedSpec {
  const block = isBlockAlgorithm(spec.algorithm);
  const mode = block ? (spec.mode ?? 'cbc') : 'ctr';
  if (block && !modesOf(spec.algorithm).includes(mode)) {
    throw new RangeError(`spec.mode: ${mode} is not a mode of ${spec.algorithm}`);
  }
  const padding = block ? (spec.padding ?? defaultPadding(mode)) : 'none';
  if (mode === 'gcm' && padding !== 'none') throw new RangeError('spec.padding: GCM takes none');
  const tagLength = spec.tagLength ?? 16;
  if (!(GCM_TAG_LENGTHS as readonly number[]).includes(tagLength)) throw new RangeError('spec.tagLength');
  const aead = isChaChaAead(spec.algorithm);
  if (aead && tagLength !== 16) throw new RangeError('spec.tagLength: Poly1305 tags are 16 bytes');
  if (spec.prefixNonce && !aead)
    throw new RangeError('spec.prefixNonce: ChaCha20-Poly1305 and XChaCha20-Poly1305 only');
  const arx = isArxStream(spec.algorithm);
  const placement = spec.ivPlacement ?? 'separate';
  if (placement !== 'separate' && (aead || arx || !(block ? mode !== 'ecb' : spec.algorithm.startsWith('rabbit'))))
    throw new RangeError(`spec.ivPlacement: ${spec.algorithm} ${block ? mode : ''} takes no IV to place`);
  if ((spec.rounds !== undefined || spec.nonceBits !== undefined) && spec.algorithm !== 'chacha20')
    throw new RangeError('spec.rounds, spec.nonceBits: ChaCha20 only');
  if (spec.counter !== undefined && !arx) throw new RangeError('spec.counter: ChaCha20, Salsa20 and XSalsa20 only');
  const rounds = spec.rounds ?? 20;
  if (rounds !== 20 && rounds !== 12 && rounds !== 8) throw new RangeError('spec.rounds: 20, 12 or 8');
  const nonceBits = spec.nonceBits ?? 96;
  if (nonceBits !== 96 && nonceBits !== 64) throw new RangeError('spec.nonceBits: 96 or 64');
  const counter = spec.counter ?? 0;
  if (!Number.isInteger(counter) || counter < 0 || counter > MAX_STREAM_COUNTER) {
    throw new EngineError('OUT_OF_RANGE', `The counter must be 0 to ${MAX_STREAM_COUNTER}.`, {
      min: 0,
      max: MAX_STREAM_COUNTER,
    });
  }
  if (spec.effectiveKeyBits !== undefined && spec.algorithm !== 'rc2')
    throw new RangeError('spec.effectiveKeyBits: RC2 only');
  const effectiveKeyBits = spec.effectiveKeyBits ?? RC2_EFFECTIVE_BITS.default;
  const { min, max } = RC2_EFFECTIVE_BITS;
  if (!Number.isInteger(effectiveKeyBits) || effectiveKeyBits < min || effectiveKeyBits > max) {
    throw new EngineError('OUT_OF_RANGE', `The effective key bits must be ${min} to ${max}.`, { min, max });
  }
  const drop = spec.drop ?? DEFAULT_DROP_WORDS;
  if (!Number.isInteger(drop) || drop < 0 || drop > MAX_DROP_WORDS) {
    throw new EngineError('OUT_OF_RANGE', `Words dropped must be 0 to ${MAX_DROP_WORDS}.`, {
      min: 0,
      max: MAX_DROP_WORDS,
    });
  }
  return {
    algorithm: spec.algorithm,
    mode,
    padding,
    block,
    blockSize: spec.algorithm === 'aes' || spec.algorithm === 'sm4' ? 16 : block ? 8 : 1,
    tagLength,
    drop,
    rabbitOrder: spec.rabbitOrder ?? 'crypto-js',
    aad: spec.aad,
    keyBits: spec.keyBits ?? 256,
    tripleDesKeys: spec.tripleDesKeys ?? 3,
    aead,
    prefixNonce: spec.prefixNonce ?? false,
    ivAt: spec.prefixNonce || placement === 'prepended' ? 'start' : placement === 'appended' ? 'end' : 'separate',
    arx,
    rounds,
    nonceBits,
    counter,
    effectiveKeyBits,
  };
}

/** Key bytes a passphrase derives for this spec (crypto-js's sizes, and OpenSSL's for the same cipher). */
export function derivedKeyLength(s: ResolvedSpec): number {
  switch (s.algorithm) {
    case 'aes':
      return s.keyBits / 8;
    case 'sm4':
    case 'blowfish':
    case 'rc2':
      // Blowfish: 128 bits, as `openssl enc -bf-*` (EVP_bf_cbc's key length) and crypto-js derive; RC2
      // 128 as `openssl enc -rc2-cbc` (EVP_rc2_cbc's).
      return 16;
    case 'chacha20-poly1305':
    case 'xchacha20-poly1305':
    case 'chacha20':
    case 'salsa20':
    case 'xsalsa20':
      return 32;
    case 'des':
      return 8;
    case 'tripledes':
      return s.tripleDesKeys === 2 ? 16 : 24;
    case 'rabbit':
    case 'rabbit-legacy':
      return 16;
    default:
      // RC4: crypto-js derives 256 bits; `openssl enc -rc4` derives 128 (keyBits 128).
      return s.keyBits / 8;
  }
}

/**
 * IV (nonce) bytes this spec uses; 0 when it takes none (ECB, RC4). GCM's is 12 when derived or
 * generated; ChaCha20-Poly1305 takes 12 and XChaCha20-Poly1305 24.
 */
export function ivLength(s: ResolvedSpec): number {
  if (s.mode === 'ecb' && s.block) return 0;
  if (s.algorithm === 'aes' || s.algorithm === 'sm4') return s.mode === 'gcm' ? 12 : 16;
  if (s.algorithm === 'chacha20-poly1305') return 12;
  if (s.algorithm === 'xchacha20-poly1305' || s.algorithm === 'xsalsa20') return 24;
  if (s.algorithm === 'chacha20') return s.nonceBits / 8;
  if (s.algorithm === 'salsa20') return 8;
  if (s.algorithm === 'rc4' || s.algorithm === 'rc4drop') return 0;
  return 8;
}

/**
 * Key lengths accepted for a raw key, for messages ('16 / 24 / 32'); see {@link keyLengthsOf}. Bare
 * ChaCha20 takes 16 bytes only with the 64-bit nonce and 20 rounds: @noble/ciphers has 128-bit keys
 * for that variant alone (chacha20orig), and its constants ("expand 16-byte k") cannot be had otherwise.
 */
export function keyLengthsText(s: ResolvedSpec): string {
  if (s.algorithm === 'chacha20' && (s.nonceBits !== 64 || s.rounds !== 20)) return '32';
  return keyLengthsOf(s.algorithm);
}

/** `openssl enc -chacha20`'s IV: the 32-bit block counter (little-endian), then RFC 8439's 96-bit nonce. */
export const OPENSSL_CHACHA_IV = 16;

/**
 * Checks a raw key and IV against the spec.
 * @throws INVALID_KEY_SIZE, INVALID_IV_SIZE (an IV is required wherever the mode uses one, except
 * Rabbit, where no IV means RFC 4503's key-only setup), INVALID_NONCE_SIZE (the ChaCha AEADs and the
 * bare ChaCha20, Salsa20 and XSalsa20; not
 * checked when `ivInData`, a decryption that reads the nonce from the data). ChaCha20 with the 96-bit
 * nonce also takes 16 bytes, `openssl enc -chacha20`'s IV: a little-endian 32-bit counter, then the
 * nonce; with `spec.counter` set too that is INVALID_NONCE_SIZE (expected '12').
 */
export function checkKeyIv(s: ResolvedSpec, key: Uint8Array, iv: Uint8Array | undefined, ivInData = false): void {
  const k = key.length;
  const ok =
    s.algorithm === 'chacha20' ? keyLengthsText(s).split(' / ').includes(String(k)) : isKeyLength(s.algorithm, k);
  if (!ok) {
    throw new EngineError('INVALID_KEY_SIZE', `The key must be ${keyLengthsText(s)} bytes, not ${k}.`, {
      expected: keyLengthsText(s),
      actual: k,
    });
  }
  const want = ivLength(s);
  if (want === 0 || ivInData) return;
  if (s.aead || s.arx) {
    const n = iv?.length ?? 0;
    if (n === want) return;
    const openssl = s.algorithm === 'chacha20' && want === 12;
    if (openssl && n === OPENSSL_CHACHA_IV) {
      if (s.counter === 0) return;
      throw new EngineError(
        'INVALID_NONCE_SIZE',
        `With a start counter the nonce must be ${want} bytes, not ${n}: a 16-byte IV holds its own counter.`,
        { expected: String(want), actual: n },
      );
    }
    // 16 is named only where it would be taken: with a start counter it is refused (above).
    const expected = openssl && s.counter === 0 ? `${want} / ${OPENSSL_CHACHA_IV}` : String(want);
    throw new EngineError('INVALID_NONCE_SIZE', `The nonce must be ${expected} bytes, not ${n}.`, {
      expected,
      actual: n,
    });
  }
  if (iv === undefined && s.algorithm.startsWith('rabbit')) return;
  const n = iv?.length ?? 0;
  const good = s.mode === 'gcm' ? n >= 8 && n <= 128 : n === want;
  if (!good) {
    const expected = s.mode === 'gcm' ? '8–128' : String(want);
    throw new EngineError('INVALID_IV_SIZE', `The IV must be ${expected} bytes, not ${n}.`, { expected, actual: n });
  }
}

/** The default passphrase derivation: crypto-js's, EVP_BytesToKey with MD5. */
export const DEFAULT_DERIVATION: KeyDerivation = { kdf: 'evp-md5' };
