import type { EngineError } from '@tinkerbox/engine';
import { type Argon2Variant, PASSWORD_HASH_LIMITS } from '@tinkerbox/engine/hash';
import { fmt } from '../../i18n/define.ts';
import type { Locale } from '../../i18n/locales.ts';
import { wholeNumber } from '../../lib/form.ts';
import { passwordMessages } from './password.messages.ts';
import type { PasswordJob } from './password.protocol.ts';

export const ARGON2_VARIANTS: readonly Argon2Variant[] = ['argon2id', 'argon2i', 'argon2d'];
/** Argon2's versions as the page keeps them (decimal, as `v=` in the encoded string writes them). */
export const ARGON2_VERSION_TEXTS = ['19', '16'] as const;
export type Argon2VersionText = (typeof ARGON2_VERSION_TEXTS)[number];

/** The page's own ceilings, below the engine's: settings a visitor can wait for in a browser tab. */
export const UI_LIMITS = {
  bcryptCost: 18,
  scryptN: 2 ** 20,
  scryptR: 64,
  scryptP: 64,
  argon2Memory: 2 ** 20,
  argon2Iterations: 100,
  argon2Parallelism: 64,
} as const;

/** Defaults: bcrypt cost 10; scrypt N = 2^15, r = 8, p = 1; Argon2id with OWASP's m = 19 MiB, t = 2, p = 1. */
export const DEFAULTS = {
  cost: '10',
  n: '32768',
  r: '8',
  p: '1',
  dkLen: '32',
  variant: 'argon2id' as Argon2Variant,
  version: '19' as Argon2VersionText,
  memory: '19456',
  iterations: '2',
  parallelism: '1',
  hashLength: '32',
};

export type SettingsText = Omit<typeof DEFAULTS, 'variant' | 'version'> & {
  variant: Argon2Variant;
  version: Argon2VersionText;
};
export type SettingField = Exclude<keyof SettingsText, 'variant' | 'version'>;
/** Argon2's optional inputs, as bytes: the secret key K and the associated data X of RFC 9106. */
export interface Argon2Keys {
  secret: Uint8Array;
  associatedData: Uint8Array;
}

/**
 * The job for `scheme` from the settings as typed, or the visitor's message for each field that is not
 * a number in range. The engine checks the rest (salt length, memory) and its error names the field.
 */
export function buildHashJob(
  scheme: 'bcrypt' | 'scrypt' | 'argon2',
  s: SettingsText,
  password: Uint8Array,
  salt: Uint8Array,
  locale: Locale,
  keys?: Argon2Keys,
): { job: PasswordJob | null; errors: Partial<Record<SettingField, string>> } {
  const errors: Partial<Record<SettingField, string>> = {};
  const num = (field: SettingField, min: number, max: number): number => {
    const r = wholeNumber(s[field], min, max, Number.NaN, locale);
    if (r.error || Number.isNaN(r.value))
      errors[field] = r.error ?? fmt(passwordMessages[locale].notPowerOfTwo, { max });
    return r.value;
  };
  const L = PASSWORD_HASH_LIMITS;
  let job: PasswordJob;
  if (scheme === 'bcrypt') {
    job = { type: 'bcrypt', options: { password, salt, cost: num('cost', L.bcrypt.cost.min, UI_LIMITS.bcryptCost) } };
  } else if (scheme === 'scrypt') {
    const N = num('n', 2, UI_LIMITS.scryptN);
    if (!errors.n && (N & (N - 1)) !== 0) {
      errors.n = fmt(passwordMessages[locale].notPowerOfTwo, { max: UI_LIMITS.scryptN });
    }
    const r = num('r', 1, UI_LIMITS.scryptR);
    const p = num('p', 1, UI_LIMITS.scryptP);
    const dkLen = num('dkLen', L.scrypt.dkLen.min, L.scrypt.dkLen.max);
    job = { type: 'scrypt', options: { password, salt, N, r, p, dkLen } };
  } else {
    const parallelism = num('parallelism', 1, UI_LIMITS.argon2Parallelism);
    const memory = num('memory', 8, UI_LIMITS.argon2Memory);
    const iterations = num('iterations', 1, UI_LIMITS.argon2Iterations);
    const hashLength = num('hashLength', L.argon2.hashLength.min, L.argon2.hashLength.max);
    const version = s.version === '16' ? 0x10 : 0x13;
    job = {
      type: 'argon2',
      options: { variant: s.variant, password, salt, memory, iterations, parallelism, hashLength, version, ...keys },
    };
  }
  return { job: Object.keys(errors).length > 0 ? null : job, errors };
}

/** Where an engine error of a hash job belongs on the page: its `field` param, as the page names it. */
export function errorField(e: EngineError): SettingField | 'salt' | keyof Argon2Keys | null {
  const field = String(e.params.field ?? '');
  if (field === 'salt' || field === 'secret' || field === 'associatedData') return field;
  if (field === 'N') return 'n';
  const known: SettingField[] = ['cost', 'r', 'p', 'dkLen', 'memory', 'iterations', 'parallelism', 'hashLength'];
  return (known as string[]).includes(field) ? (field as SettingField) : null;
}
