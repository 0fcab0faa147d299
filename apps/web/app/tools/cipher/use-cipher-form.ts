import { EngineError } from '@tinkerbox/engine';
import {
  bytesFromText,
  type CipherAlgorithm,
  type CipherSecret,
  type CipherSpec,
  checkKeyIv,
  derivedKeyLength,
  isBlockAlgorithm,
  ivLength,
  MAX_DROP_WORDS,
  MAX_PBKDF2_ITERATIONS,
  MAX_STREAM_COUNTER,
  RC2_EFFECTIVE_BITS,
  type ResolvedSpec,
  resolveSpec,
} from '@tinkerbox/engine/cipher';
import type { SecretEncoding } from '@tinkerbox/ui';
import { useLayoutEffect, useMemo } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { attempt, errorText, randomHex, secretBytes } from '../../lib/form.ts';
import type { CipherState } from './use-cipher-state.ts';

/** The fields a message can stand beside. */
export type FieldName =
  | 'input'
  | 'key'
  | 'iv'
  | 'tag'
  | 'aad'
  | 'output'
  | 'iterations'
  | 'drop'
  | 'counter'
  | 'effbits';
/** What is wrong, and beside which field the visitor reads it. */
export interface Fail {
  field: FieldName;
  message: string;
  /** Something not filled in yet (a key, an IV): shown only once the visitor touched the key or gave input. */
  missing?: boolean;
}
const isFail = (x: unknown): x is Fail => x !== null && typeof x === 'object' && 'field' in x && 'message' in x;

const whole = (text: string) => /^\d+$/.test(text.trim());
const outOfRange = (min: number, max: number, locale: Locale) =>
  errorText(new EngineError('OUT_OF_RANGE', 'out of range', { min, max }), locale);

type SpecOptions = Pick<
  CipherState,
  'alg' | 'variant' | 'mode' | 'padding' | 'bits' | 'triple' | 'tag' | 'aead' | 'layout'
> &
  Partial<Pick<CipherState, 'arx' | 'rounds' | 'nonceBits' | 'salsa'>>;
type SecretOptions = Pick<
  CipherState,
  | 'alg'
  | 'direction'
  | 'keyKind'
  | 'passphrase'
  | 'kdf'
  | 'hash'
  | 'iterText'
  | 'keyText'
  | 'keyEnc'
  | 'ivText'
  | 'ivEnc'
  | 'aead'
  | 'layout'
> &
  Partial<Pick<CipherState, 'ivAt'>>;

/** Whether the options take additional data: AES-GCM, SM4-GCM and the ChaCha AEADs. */
export function takesAad(s: Pick<CipherState, 'alg' | 'mode' | 'aead'>): boolean {
  return s.aead || ((s.alg === 'aes' || s.alg === 'sm4') && s.mode === 'gcm');
}

/**
 * The additional data's bytes, read as UTF-8, hex or base64 like the key (none when the field is empty),
 * or the message beside the field. Text is taken as typed; hex and base64 are trimmed like the key.
 */
export function readAad(text: string, encoding: SecretEncoding, locale: Locale): Uint8Array | Fail | null {
  const t = encoding === 'utf8' ? text : text.trim();
  if (t === '') return null;
  const r = secretBytes(t, encoding, locale);
  return r.ok ? r.value : { field: 'aad', message: r.error };
}

/**
 * The spec the options describe, with the additional data's bytes (when the cipher takes them) and
 * without RC4Drop's drop and RC2's effective key bits (which the visitor types, so may be wrong).
 */
export function baseSpec(s: SpecOptions, aadBytes: Uint8Array | null): CipherSpec {
  const { alg } = s;
  const aad = aadBytes ? { aad: aadBytes } : {};
  if (alg === 'chacha20') {
    const rounds = Number(s.rounds ?? 20) as 20 | 12 | 8;
    return { algorithm: 'chacha20', rounds, nonceBits: Number(s.nonceBits ?? 96) as 96 | 64 };
  }
  if (alg === 'salsa20') return { algorithm: s.salsa === 'xsalsa20' ? 'xsalsa20' : 'salsa20' };
  if (s.aead) return { algorithm: alg, ...aad, ...(s.layout === 'prefixed' ? { prefixNonce: true } : {}) };
  const algorithm: CipherAlgorithm = alg === 'rabbit' && s.variant === 'rabbit-legacy' ? 'rabbit-legacy' : alg;
  const block = isBlockAlgorithm(alg);
  const mode = block ? s.mode : undefined;
  const gcm = (alg === 'aes' || alg === 'sm4') && mode === 'gcm';
  return {
    algorithm,
    ...(block ? { mode, padding: gcm ? 'none' : s.padding } : {}),
    ...(alg === 'aes' || alg === 'rc4' || alg === 'rc4drop' ? { keyBits: Number(s.bits) as 128 | 192 | 256 } : {}),
    ...(alg === 'tripledes' ? { tripleDesKeys: Number(s.triple) as 2 | 3 } : {}),
    ...(gcm ? { tagLength: Number(s.tag), ...aad } : {}),
    ...(alg === 'rabbit' && s.variant === 'rfc4503' ? { rabbitOrder: 'rfc4503' as const } : {}),
  };
}

/** The secret the key section describes, or which field is wrong; 'wait' while a blank IV is being made up. */
function readSecret(
  s: SecretOptions,
  resolved: ResolvedSpec,
  usesIv: boolean,
  locale: Locale,
  ivNeeded: string,
): CipherSecret | Fail | 'wait' {
  const empty = (): Fail => ({
    field: 'key',
    message: errorText(new EngineError('EMPTY_KEY', 'empty'), locale),
    missing: true,
  });
  if (s.keyKind === 'passphrase') {
    if (s.passphrase === '') return empty();
    const passphrase = new TextEncoder().encode(s.passphrase);
    if (s.kdf !== 'pbkdf2') return { passphrase, derivation: { kdf: s.kdf } };
    const iterations = Number(s.iterText.trim());
    if (!whole(s.iterText) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) {
      return { field: 'iterations', message: outOfRange(1, MAX_PBKDF2_ITERATIONS, locale) };
    }
    return { passphrase, derivation: { kdf: 'pbkdf2', hash: s.hash, iterations } };
  }
  if (s.keyText.trim() === '') return empty();
  const key = secretBytes(s.keyText.trim(), s.keyEnc, locale);
  if (!key.ok) return { field: 'key', message: key.error };
  // A key of a size the cipher does not take is said now, beside the key (and no IV is made up for it).
  const size = attempt(() => checkKeyIv(resolved, key.value, undefined, true), locale);
  if (!size.ok) return { field: 'key', message: size.error };
  if (!usesIv) return { key: key.value };
  // nonce || ciphertext || tag, or an IV stored with the data: it comes with the data.
  if (s.aead && s.layout === 'prefixed' && s.direction === 'decrypt') return { key: key.value };
  if (s.ivAt && s.ivAt !== 'separate' && s.direction === 'decrypt') return { key: key.value };
  if (s.ivText.trim() === '') {
    // Rabbit without an IV is RFC 4503's key-only setup.
    if (s.alg === 'rabbit' && s.direction === 'decrypt') return { key: key.value };
    if (s.direction === 'encrypt') return 'wait';
    return { field: 'iv', message: ivNeeded, missing: true };
  }
  const iv = secretBytes(s.ivText.trim(), s.ivEnc, locale);
  return iv.ok ? { key: key.value, iv: iv.value } : { field: 'iv', message: iv.error };
}

/**
 * The start block counter the visitor typed (ChaCha20, Salsa20, XSalsa20), or the message beside it.
 */
export function readCounter(text: string, locale: Locale): number | Fail {
  const n = Number(text.trim());
  if (!whole(text) || n > MAX_STREAM_COUNTER) {
    return { field: 'counter', message: outOfRange(0, MAX_STREAM_COUNTER, locale) };
  }
  return n;
}

/**
 * What the cipher form means: the spec and the secret for the worker, the input's bytes, the first
 * thing wrong (with its field), and the key and IV sizes the engine gives for the chosen options.
 */
export function useCipherForm(s: CipherState, locale: Locale, ivNeeded: string, tagNeeded: string) {
  const { alg, variant, mode, padding, bits, triple, tag, aadText, aadEnc, aead, layout } = s;
  const { arx, rounds, nonceBits, salsa, counterText } = s;
  const aadRead = useMemo(() => readAad(aadText, aadEnc, locale), [aadText, aadEnc, locale]);
  // A bad hex or base64 in the field: the spec goes without it, and `spec` below says what is wrong.
  const aadBytes = aadRead instanceof Uint8Array ? aadRead : null;
  const base = useMemo(
    () =>
      baseSpec({ alg, variant, mode, padding, bits, triple, tag, aead, layout, rounds, nonceBits, salsa }, aadBytes),
    [alg, variant, mode, padding, bits, triple, tag, aead, layout, rounds, nonceBits, salsa, aadBytes],
  );
  const resolved = useMemo(() => resolveSpec(base), [base]);
  /** IV bytes the options take (0: none); also the size of a generated IV. */
  const ivBytes = ivLength(resolved);
  const usesIv = ivBytes > 0;
  /** Key bytes a passphrase derives for these options; also the size of a generated key. */
  const keyBytes = derivedKeyLength(resolved);

  const { dropText, effBitsText } = s;
  const aadUsed = takesAad({ alg, mode, aead });
  /** The IV stored before or after the data: a raw key, a cipher and mode with an IV, not the ChaCha ciphers. */
  const ivAt = s.keyKind === 'raw' && usesIv && !aead && !arx ? s.ivAt : 'separate';
  const spec = useMemo((): CipherSpec | Fail => {
    if (aadUsed && isFail(aadRead)) return aadRead;
    if (arx) {
      const counter = readCounter(counterText, locale);
      return isFail(counter) ? counter : { ...base, counter };
    }
    if (alg === 'rc2') {
      const { min, max } = RC2_EFFECTIVE_BITS;
      const effectiveKeyBits = Number(effBitsText.trim());
      if (!whole(effBitsText) || effectiveKeyBits < min || effectiveKeyBits > max) {
        return { field: 'effbits', message: outOfRange(min, max, locale) };
      }
      return { ...base, ...(ivAt !== 'separate' ? { ivPlacement: ivAt } : {}), effectiveKeyBits };
    }
    if (ivAt !== 'separate') return { ...base, ivPlacement: ivAt };
    if (alg !== 'rc4drop') return base;
    const drop = Number(dropText.trim());
    if (!whole(dropText) || drop > MAX_DROP_WORDS) {
      return { field: 'drop', message: outOfRange(0, MAX_DROP_WORDS, locale) };
    }
    return { ...base, drop };
  }, [alg, dropText, effBitsText, base, locale, aadUsed, aadRead, arx, counterText, ivAt]);

  const { direction, keyKind, passphrase, kdf, hash, iterText, keyText, keyEnc, ivText, ivEnc } = s;
  const secret = useMemo(
    () =>
      readSecret(
        {
          alg,
          direction,
          keyKind,
          passphrase,
          kdf,
          hash,
          iterText,
          keyText,
          keyEnc,
          ivText,
          ivEnc,
          aead,
          layout,
          ivAt,
        },
        resolved,
        usesIv,
        locale,
        ivNeeded,
      ),
    [
      alg,
      direction,
      keyKind,
      passphrase,
      kdf,
      hash,
      iterText,
      keyText,
      keyEnc,
      ivText,
      ivEnc,
      aead,
      layout,
      ivAt,
      resolved,
      usesIv,
      locale,
      ivNeeded,
    ],
  );

  /** A tag given apart (decrypting the `separate` layout), appended to the ciphertext by the worker. */
  const { tagText, tagEnc } = s;
  const tagApart = aead && layout === 'separate';
  const tagIn = useMemo((): Uint8Array | Fail | null => {
    if (!tagApart || direction !== 'decrypt') return null;
    if (tagText.trim() === '') return { field: 'tag', message: tagNeeded, missing: true };
    const t = secretBytes(tagText.trim(), tagEnc, locale);
    return t.ok ? t.value : { field: 'tag', message: t.error };
  }, [tagApart, direction, tagText, tagEnc, locale, tagNeeded]);

  // Encrypting with a raw key and no IV: make one and show it, never zeros. A layout effect, so it runs in
  // the commit of the render that found the IV blank: a passive one runs a frame late in Preact, after a
  // nonce, a format or a direction the visitor gave meanwhile, and overwrote it.
  const { setIvEnc, setIvText, setIvGenerated } = s;
  useLayoutEffect(() => {
    if (secret !== 'wait') return;
    setIvEnc('hex');
    setIvText(randomHex(ivBytes));
    setIvGenerated(true);
  }, [secret, ivBytes, setIvText, setIvEnc, setIvGenerated]);

  const { inKind, text } = s;
  const input = useMemo((): Uint8Array | Fail | null => {
    if (inKind === 'file') return null;
    const r = attempt(() => bytesFromText(text, inKind === 'text' ? 'utf8' : inKind), locale);
    return r.ok ? r.value : { field: 'input', message: r.error };
  }, [inKind, text, locale]);

  const fail = [spec, secret, input, tagIn].find(isFail) ?? null;
  /** The raw key's length in bytes, shown under it; null when there is none or it does not decode. */
  const keyLength = useMemo(() => {
    if (keyKind !== 'raw' || keyText.trim() === '') return null;
    const k = secretBytes(keyText.trim(), keyEnc, locale);
    return k.ok ? k.value.length : null;
  }, [keyKind, keyText, keyEnc, locale]);

  return {
    block: isBlockAlgorithm(alg),
    /** The mode in effect (stream ciphers report none of theirs: see isBlockAlgorithm). */
    mode: resolved.mode,
    ivBytes,
    usesIv,
    keyBytes,
    spec: isFail(spec) ? null : spec,
    secret: secret === 'wait' || isFail(secret) ? null : secret,
    input: input instanceof Uint8Array ? input : null,
    /** Decrypting with the tag apart: the tag's bytes. */
    tag: tagIn instanceof Uint8Array ? tagIn : undefined,
    /** Encrypting with the tag apart: the worker splits it off the output. */
    splitTag: tagApart && direction === 'encrypt',
    /** Decrypting nonce || ciphertext || tag, or data with its IV: no nonce field. */
    nonceInData: ((aead && layout === 'prefixed') || ivAt !== 'separate') && direction === 'decrypt',
    /** Where the IV travels (raw keys with an IV only; 'separate' otherwise). */
    ivAt,
    fail,
    keyLength,
  };
}

export type CipherForm = ReturnType<typeof useCipherForm>;
