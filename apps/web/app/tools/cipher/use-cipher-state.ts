import {
  CHACHA_NONCE_BITS,
  CHACHA_ROUNDS,
  type CipherMode,
  DEFAULT_DROP_WORDS,
  DEFAULT_PBKDF2_ITERATIONS,
  defaultPadding,
  GCM_TAG_LENGTHS,
  isChaChaAead,
  KEY_DERIVATIONS,
  KEY_LENGTHS,
  modesOf,
  PADDINGS,
  type Padding,
  PBKDF2_HASHES,
  type Pbkdf2Hash,
  RC2_EFFECTIVE_BITS,
} from '@tinkerbox/engine/cipher';
import { SECRET_ENCODINGS, type SecretEncoding } from '@tinkerbox/ui';
import { useCallback, useState } from 'react';
import { useFragmentEffect, useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import type { CipherPreset } from './cipher.preset.ts';

export const DIRECTIONS = ['encrypt', 'decrypt'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const INPUTS = ['text', 'hex', 'base64', 'file'] as const;
type InputKind = (typeof INPUTS)[number];
export const OUTPUTS = ['text', 'hex', 'base64'] as const;
export type OutputKind = (typeof OUTPUTS)[number];
export const KEY_KINDS = ['passphrase', 'raw'] as const;
type KeyKind = (typeof KEY_KINDS)[number];
type Kdf = (typeof KEY_DERIVATIONS)[number];
/** AES key sizes in bits, largest (crypto-js's default) first, from the engine's key lengths. */
export const AES_BITS = sizesOf('aes').map((n) => String(n * 8) as '128' | '192' | '256');
/** RC4's passphrase key sizes: crypto-js derives 256 bits, `openssl enc -rc4` 128. */
export const RC4_BITS = ['256', '128'] as const;
/** Triple DES keying by number of keys (three: 24 bytes, two: 16), from the engine's key lengths. */
export const TRIPLE = sizesOf('tripledes').map((n) => String(n / 8) as '2' | '3');
/** GCM tag lengths in bytes, longest (the default) first. */
export const TAGS = [...GCM_TAG_LENGTHS].reverse().map(String);
export const VARIANTS = ['rabbit', 'rabbit-legacy', 'rfc4503'] as const;
/** Where an AEAD's nonce and tag go: after the ciphertext (libsodium combined), nonce first, or tag apart. */
export const LAYOUTS = ['combined', 'prefixed', 'separate'] as const;
export type Layout = (typeof LAYOUTS)[number];
type Variant = (typeof VARIANTS)[number];
/** ChaCha20's rounds and nonce sizes in bits, the defaults (20, RFC 8439's 96) first. */
export const ROUNDS = CHACHA_ROUNDS.map(String) as ('20' | '12' | '8')[];
export const NONCE_BITS = CHACHA_NONCE_BITS.map(String) as ('96' | '64')[];
/** Where a raw key's IV travels: apart (as openssl enc takes it), before the data or after it. */
export const IV_PLACEMENTS = ['separate', 'prepended', 'appended'] as const;
export type IvPlacement = (typeof IV_PLACEMENTS)[number];
/** The /salsa20 page's two ciphers. */
export const SALSAS = ['salsa20', 'xsalsa20'] as const;
const BITS_ALLOWED = [...AES_BITS];

function sizesOf(a: 'aes' | 'tripledes'): number[] {
  const k = KEY_LENGTHS[a];
  return 'sizes' in k ? [...k.sizes].reverse() : [];
}

/**
 * Everything the visitor set on a cipher page: the options live in the URL fragment (a link keeps
 * them), the inputs and secrets in memory for the session only (useKeptState), never in storage.
 */
export function useCipherState(alg: CipherPreset['algorithm']) {
  const [direction, setDirection] = useFragmentOption<Direction>('dir', 'encrypt', DIRECTIONS);
  const [inKind, setInKind] = useFragmentOption<InputKind>('in', 'text', INPUTS);
  const [outKind, setOutKind] = useFragmentOption<OutputKind>('out', 'base64', OUTPUTS);
  const [keyKind, setKeyKind] = useFragmentOption<KeyKind>('key', 'passphrase', KEY_KINDS);
  const [kdf, setKdf] = useFragmentOption<Kdf>('kdf', 'evp-md5', KEY_DERIVATIONS);
  const [hash, setHash] = useFragmentOption<Pbkdf2Hash>('hash', 'SHA-256', PBKDF2_HASHES);
  const [iterText, setIterText] = useFragmentOption<string>('iter', String(DEFAULT_PBKDF2_ITERATIONS));
  const [bits, setBits] = useFragmentOption<string>('bits', '256', BITS_ALLOWED);
  const [triple, setTriple] = useFragmentOption<string>('keys', '3', TRIPLE);
  // Stream ciphers have no modes; theirs is never read, so the list they accept does not matter.
  const modes = modesOf(alg).length > 0 ? modesOf(alg) : modesOf('aes');
  const [mode, setModeRaw] = useFragmentOption<CipherMode>('mode', 'cbc', modes);
  const [padding, setPadding] = useFragmentOption<Padding>('pad', 'pkcs7', PADDINGS);
  const [tag, setTag] = useFragmentOption<string>('tag', '16', TAGS);
  const [dropText, setDropText] = useFragmentOption<string>('drop', String(DEFAULT_DROP_WORDS));
  const [effBitsText, setEffBitsText] = useFragmentOption<string>('eff', String(RC2_EFFECTIVE_BITS.default));
  const [variant, setVariant] = useFragmentOption<Variant>('variant', 'rabbit', VARIANTS);
  const [keyEnc, setKeyEnc] = useFragmentOption<SecretEncoding>('kenc', 'hex', SECRET_ENCODINGS);
  const [ivEnc, setIvEnc] = useFragmentOption<SecretEncoding>('ivenc', 'hex', SECRET_ENCODINGS);
  const [layout, setLayout] = useFragmentOption<Layout>('layout', 'combined', LAYOUTS);
  const [tagEnc, setTagEnc] = useFragmentOption<SecretEncoding>('tagenc', 'hex', SECRET_ENCODINGS);
  /** How the additional data is read: UTF-8 text (as before) unless the visitor picks hex or base64. */
  const [aadEnc, setAadEnc] = useFragmentOption<SecretEncoding>('aadenc', 'utf8', SECRET_ENCODINGS);
  const [rounds, setRounds] = useFragmentOption<(typeof ROUNDS)[number]>('rounds', '20', ROUNDS);
  const [nonceBits, setNonceBits] = useFragmentOption<(typeof NONCE_BITS)[number]>('nonce', '96', NONCE_BITS);
  const [salsa, setSalsa] = useFragmentOption<(typeof SALSAS)[number]>('salsa', 'salsa20', SALSAS);
  const [counterText, setCounterText] = useFragmentOption<string>('counter', '0');
  const [ivAt, setIvAt] = useFragmentOption<IvPlacement>('ivat', 'separate', IV_PLACEMENTS);
  const [tagText, setTagText] = useKeptState(`cipher:${alg}:tag`, '');
  /** The ChaCha AEADs take a raw key only (see the note on their page). */
  const aead = isChaChaAead(alg);
  /** The bare stream ciphers ChaCha20 and Salsa20/XSalsa20: a raw key, a nonce and a start counter, no MAC. */
  const arx = alg === 'chacha20' || alg === 'salsa20';

  const [text, setText] = useKeptState('cipher:text', '');
  const [passphrase, setPassphraseRaw] = useKeptState('cipher:passphrase', '');
  const [keyText, setKeyTextRaw] = useKeptState(`cipher:${alg}:key`, '');
  /** The visitor has typed in (or generated) a key or passphrase: a missing one may now be pointed out. */
  const [keyTouched, setKeyTouched] = useState(false);
  const setPassphrase = useCallback(
    (v: string) => {
      setKeyTouched(true);
      setPassphraseRaw(v);
    },
    [setPassphraseRaw],
  );
  const setKeyText = useCallback(
    (v: string) => {
      setKeyTouched(true);
      setKeyTextRaw(v);
    },
    [setKeyTextRaw],
  );
  const [ivText, setIvText] = useKeptState(`cipher:${alg}:iv`, '');
  const [aadText, setAadText] = useKeptState('cipher:aad', '');
  const [file, setFile] = useKeptState<File | null>('cipher:file', null);
  const [showPass, setShowPass] = useState(false);
  /** The IV field holds one the page made up because it was blank when encrypting. */
  const [ivGenerated, setIvGenerated] = useState(false);

  // A link made with "copy link with input and key" carries them in the fragment.
  useFragmentEffect((f) => {
    const t = f.get('text');
    if (t !== null) setText(t);
    const p = f.get('pass');
    if (p !== null) setPassphrase(p);
    const k = f.get('k');
    if (k !== null) setKeyText(k);
    const v = f.get('iv');
    if (v !== null) setIvText(v);
    const g = f.get('tag');
    if (g !== null) setTagText(g);
  });

  /** A new mode takes the padding `openssl enc` uses with it. */
  const setMode = (v: CipherMode) => {
    setModeRaw(v);
    setPadding(defaultPadding(v));
  };
  /** Decrypting usually starts from base64 and ends in text; encrypting the other way round. */
  const changeDirection = (d: Direction) => {
    setDirection(d);
    if (inKind !== 'file') setInKind(d === 'decrypt' ? 'base64' : 'text');
    setOutKind(d === 'decrypt' ? 'text' : 'base64');
  };

  return {
    alg,
    direction,
    setDirection,
    changeDirection,
    inKind,
    setInKind,
    outKind,
    setOutKind,
    keyKind: aead || arx ? 'raw' : keyKind,
    setKeyKind,
    aead,
    arx,
    rounds,
    setRounds,
    nonceBits,
    setNonceBits,
    salsa,
    setSalsa,
    counterText,
    setCounterText,
    ivAt,
    setIvAt,
    layout,
    setLayout,
    tagEnc,
    setTagEnc,
    tagText,
    setTagText,
    kdf,
    setKdf,
    hash,
    setHash,
    iterText,
    setIterText,
    bits,
    setBits,
    triple,
    setTriple,
    mode,
    setMode,
    padding,
    setPadding,
    tag,
    setTag,
    dropText,
    setDropText,
    effBitsText,
    setEffBitsText,
    variant,
    setVariant,
    keyEnc,
    setKeyEnc,
    ivEnc,
    setIvEnc,
    text,
    setText,
    passphrase,
    setPassphrase,
    keyText,
    setKeyText,
    keyTouched,
    ivText,
    setIvText,
    aadText,
    setAadText,
    aadEnc,
    setAadEnc,
    file,
    setFile,
    showPass,
    setShowPass,
    ivGenerated,
    setIvGenerated,
  };
}

export type CipherState = ReturnType<typeof useCipherState>;
