import {
  type CipherSecret,
  type CipherSpec,
  defaultPadding,
  pbkdf2HashId,
  RC2_EFFECTIVE_BITS,
} from '@tinkerbox/engine/cipher';
import { type HandedRecipe, type HandedStep, hexArg, textArg, unlessDefault } from '../../shell/continue-in-recipe.tsx';

// "Continue in a recipe" for the cipher pages: the page's own job as the recipe's steps (reading hex or
// base64 input first, writing hex or base64 output after, as the page shows it), or null where no
// operation's argument says what the page does (a GCM tag shorter than 16 bytes, an IV stored with the
// data, a Triple DES key two keys long from a passphrase, RC4 or Rabbit from a passphrase, a nonce or
// tag apart from the data, a file): no link rather than a wrong one. Arguments
// at their default are left out. The key or passphrase is an argument, so it goes into the link's
// fragment, which the browser never sends to a server (decision 0173). cipher.recipe.test.ts runs each
// through the engine's operations against the page's own worker job.

/** What the page has set: the job it hands its worker, and how the input is read and the output shown. */
export interface CipherRecipeJob {
  readonly direction: 'encrypt' | 'decrypt';
  readonly spec: CipherSpec;
  readonly secret: CipherSecret;
  readonly inKind: 'text' | 'hex' | 'base64' | 'file';
  readonly outKind: 'text' | 'hex' | 'base64';
  /** The typed input as it is in the box. */
  readonly text: string;
  /** An AEAD tag apart from the data (decrypting), or asked for apart (encrypting). */
  readonly tagApart: boolean;
}

const BLOCK: Record<string, string> = {
  aes: 'aes',
  des: 'des',
  tripledes: 'triple-des',
  blowfish: 'blowfish',
  rc2: 'rc2',
  sm4: 'sm4',
};
const hex = (b: Uint8Array | undefined) => (b?.length ? hexArg(b) : undefined);

/** The cipher's own step, or null when no operation's arguments say it. */
function cipherStep(j: CipherRecipeJob): HandedStep | null {
  const { spec, secret, direction } = j;
  const encrypt = direction === 'encrypt';
  const raw = 'key' in secret ? secret : null;
  const block = BLOCK[spec.algorithm];
  if (block) {
    if (spec.ivPlacement || spec.prefixNonce) return null;
    const mode = spec.mode ?? 'cbc';
    if (mode === 'gcm' && (spec.tagLength ?? 16) !== 16) return null;
    // in the operation's order of arguments (the canonical text): passphrase, key, iv, mode, kdf,
    // iterations, salt, padding, key-bits, effective-bits, aad
    let passphrase: HandedStep['args'] = {};
    let derivation: HandedStep['args'] = {};
    if (!raw) {
      if (!('passphrase' in secret) || secret.noSalt) return null;
      // the operation derives Triple DES's three keys from a passphrase
      if (spec.algorithm === 'tripledes' && spec.tripleDesKeys === 2) return null;
      const d = secret.derivation ?? { kdf: 'evp-md5' };
      const pbkdf2 = d.kdf === 'pbkdf2';
      passphrase = { passphrase: textArg(new TextDecoder('utf-8', { ignoreBOM: true }).decode(secret.passphrase)) };
      derivation = {
        kdf: pbkdf2 ? `pbkdf2-${pbkdf2HashId(d.hash)}` : unlessDefault(d.kdf, 'evp-md5'),
        iterations: pbkdf2 ? unlessDefault(d.iterations, 10_000) : undefined,
        salt: encrypt ? hex(secret.salt) : undefined,
      };
    }
    return {
      op: `${block}-${direction}`,
      args: {
        ...passphrase,
        key: raw ? hexArg(raw.key) : undefined,
        iv: raw ? hex(raw.iv) : undefined,
        mode: unlessDefault(mode, 'cbc'),
        ...derivation,
        padding: spec.padding === undefined || spec.padding === defaultPadding(mode) ? undefined : spec.padding,
        'key-bits': spec.algorithm === 'aes' && !raw ? unlessDefault(String(spec.keyBits ?? 256), '256') : undefined,
        'effective-bits':
          spec.algorithm === 'rc2' ? unlessDefault(spec.effectiveKeyBits, RC2_EFFECTIVE_BITS.default) : undefined,
        aad: mode === 'gcm' ? hex(spec.aad) : undefined,
      },
    };
  }
  if (!raw) return null; // the stream ciphers' operations take a key as given
  switch (spec.algorithm) {
    case 'rc4':
      return { op: 'rc4', args: { key: hexArg(raw.key) } };
    case 'rc4drop':
      return { op: 'rc4-drop', args: { key: hexArg(raw.key), drop: unlessDefault(spec.drop, 192) } };
    case 'chacha20':
      return {
        op: 'chacha',
        args: {
          key: hexArg(raw.key),
          nonce: hex(raw.iv),
          counter: unlessDefault(spec.counter, 0),
          rounds: unlessDefault(String(spec.rounds ?? 20), '20'),
        },
      };
    case 'salsa20':
    case 'xsalsa20':
      return {
        op: spec.algorithm,
        args: { key: hexArg(raw.key), nonce: hex(raw.iv), counter: unlessDefault(spec.counter, 0) },
      };
    case 'rabbit':
    case 'rabbit-legacy':
      return {
        op: 'rabbit',
        args: {
          key: hexArg(raw.key),
          iv: hex(raw.iv),
          order: spec.algorithm === 'rabbit-legacy' ? 'legacy' : spec.rabbitOrder === 'rfc4503' ? 'rfc4503' : undefined,
        },
      };
    case 'chacha20-poly1305':
    case 'xchacha20-poly1305':
      if (spec.prefixNonce || j.tagApart) return null;
      return {
        op: `${spec.algorithm}-${direction}`,
        args: { key: hexArg(raw.key), nonce: hex(raw.iv), aad: hex(spec.aad) },
      };
    default:
      return null;
  }
}

/**
 * The cipher page's job as a recipe: the input read as the page reads it (`from-hex`, `from-base64`),
 * the cipher, and the output written as the page shows it (`to-hex`, `to-base64`; ciphertext shown as
 * text is base64 there too); null when no operation says what the page does.
 */
export function cipherRecipe(j: CipherRecipeJob | null): HandedRecipe | null {
  if (!j || j.inKind === 'file') return null;
  const step = cipherStep(j);
  if (!step) return null;
  const out = j.direction === 'encrypt' && j.outKind === 'text' ? 'base64' : j.outKind;
  const steps: HandedStep[] = [
    ...(j.inKind === 'text' ? [] : [{ op: `from-${j.inKind}` }]),
    step,
    ...(out === 'text' ? [] : [{ op: `to-${out}` }]),
  ];
  return { steps, input: j.text };
}
