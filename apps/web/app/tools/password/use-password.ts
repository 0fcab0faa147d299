import { type Argon2Variant, bcryptIgnoredBytes, checkBcryptPassword } from '@tinkerbox/engine/hash';
import { SECRET_ENCODINGS, type SecretEncoding } from '@tinkerbox/ui';
import { useMemo, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { attempt, randomHex, secretBytes } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import {
  ARGON2_VARIANTS,
  ARGON2_VERSION_TEXTS,
  type Argon2Keys,
  type Argon2VersionText,
  buildHashJob,
  DEFAULTS,
  errorField,
  type SettingField,
} from './password.options.ts';
import type { PasswordPreset } from './password.preset.ts';
import { passwordRecipe } from './password.recipe.ts';
import { usePasswordJob } from './use-password-job.ts';

/** Bytes of the salt made when the field is empty (16: bcrypt's size, and NIST SP 800-132's minimum). */
export const SALT_BYTES = 16;

/** The settings of one scheme's page, kept in the URL fragment (never the password or salt). */
function useSettings() {
  const [cost, setCost] = useFragmentOption('cost', DEFAULTS.cost);
  const [n, setN] = useFragmentOption('n', DEFAULTS.n);
  const [r, setR] = useFragmentOption('r', DEFAULTS.r);
  const [p, setP] = useFragmentOption('p', DEFAULTS.p);
  const [dkLen, setDkLen] = useFragmentOption('len', DEFAULTS.dkLen);
  const [variant, setVariant] = useFragmentOption<Argon2Variant>('v', DEFAULTS.variant, ARGON2_VARIANTS);
  const [version, setVersion] = useFragmentOption<Argon2VersionText>('ver', DEFAULTS.version, ARGON2_VERSION_TEXTS);
  const [memory, setMemory] = useFragmentOption('m', DEFAULTS.memory);
  const [iterations, setIterations] = useFragmentOption('t', DEFAULTS.iterations);
  const [parallelism, setParallelism] = useFragmentOption('par', DEFAULTS.parallelism);
  const [hashLength, setHashLength] = useFragmentOption('hlen', DEFAULTS.hashLength);
  const values = { cost, n, r, p, dkLen, variant, version, memory, iterations, parallelism, hashLength };
  const setters: Record<SettingField, (v: string) => void> = {
    ...{ cost: setCost, n: setN, r: setR, p: setP, dkLen: setDkLen, memory: setMemory },
    ...{ iterations: setIterations, parallelism: setParallelism, hashLength: setHashLength },
  };
  return { values, setters, setVariant, setVersion };
}

/**
 * Argon2's secret key and associated data (RFC 9106's K and X), each with its encoding; `prefix` keeps
 * the hash half's apart from the verify half's. The texts stay in memory only, never in the URL.
 */
export function useArgon2Keys(prefix: string) {
  const { locale } = useLocale();
  const [secret, setSecret] = useKeptState(`password:${prefix}secret`, '');
  const [ad, setAd] = useKeptState(`password:${prefix}ad`, '');
  const [kenc, setKenc] = useFragmentOption<SecretEncoding>(`${prefix}kenc`, 'utf8', SECRET_ENCODINGS);
  const [xenc, setXenc] = useFragmentOption<SecretEncoding>(`${prefix}xenc`, 'utf8', SECRET_ENCODINGS);
  const sk = useMemo(() => secretBytes(secret, kenc, locale), [secret, kenc, locale]);
  const x = useMemo(() => secretBytes(ad, xenc, locale), [ad, xenc, locale]);
  const bytes: Argon2Keys | null = sk.ok && x.ok ? { secret: sk.value, associatedData: x.value } : null;
  return { secret, setSecret, ad, setAd, kenc, setKenc, xenc, setXenc, sk, x, bytes, key: [secret, kenc, ad, xenc] };
}
export type Argon2KeysState = ReturnType<typeof useArgon2Keys>;

/** The hash half of a password page: password, salt, settings, the worker job and its result. */
export function usePasswordHash({ scheme }: PasswordPreset) {
  const { locale } = useLocale();
  const settings = useSettings();
  const [password, setPassword] = useKeptState('password:password', '');
  const [salt, setSalt] = useKeptState('password:salt', '');
  const [penc, setPenc] = useFragmentOption<SecretEncoding>('penc', 'utf8', SECRET_ENCODINGS);
  const [senc, setSenc] = useFragmentOption<SecretEncoding>('senc', 'utf8', SECRET_ENCODINGS);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SettingField, string>>>({});
  const job = usePasswordJob();
  const keys = useArgon2Keys('');
  const argon2 = scheme === 'argon2';

  const pw = useMemo(() => secretBytes(password, penc, locale), [password, penc, locale]);
  const sa = useMemo(() => secretBytes(salt, senc, locale), [salt, senc, locale]);
  const keyParts = (saltText: string, saltEnc: SecretEncoding) =>
    JSON.stringify([scheme, settings.values, password, penc, saltText, saltEnc, argon2 ? keys.key : null]);
  const key = keyParts(salt, senc);
  // bcrypt reads a password up to a NUL and no further than 72 bytes: refuse the one, tell the other.
  const bcrypt = scheme === 'bcrypt' && pw.ok ? pw.value : null;
  const nulError = useMemo(
    () => (bcrypt ? attempt(() => checkBcryptPassword(bcrypt), locale).error : null),
    [bcrypt, locale],
  );
  const ignored = bcrypt ? bcryptIgnoredBytes(bcrypt) : 0;
  const tooLong = ignored > 0 && bcrypt ? { bytes: bcrypt.length, ignored } : null;

  const hash = () => {
    if (!pw.ok || nulError || (argon2 && !keys.bytes)) return;
    let saltBytes = sa.ok ? sa.value : null;
    let saltText = salt;
    let saltEnc = senc;
    if (salt.trim() === '') {
      saltText = randomHex(SALT_BYTES);
      saltEnc = 'hex';
      saltBytes = secretBytes(saltText, 'hex', locale).value;
      setSalt(saltText);
      setSenc('hex');
    }
    if (!saltBytes) return;
    const built = buildHashJob(scheme, settings.values, pw.value, saltBytes, locale, keys.bytes ?? undefined);
    setFieldErrors(built.errors);
    if (built.job) job.run(built.job, keyParts(saltText, saltEnc));
  };

  const { outcome } = job;
  const current = job.key === key;
  const refusal = current && outcome?.status === 'invalid' ? outcome.error : null;
  const engineField = refusal ? errorField(refusal) : null;
  const errorFor = (field: SettingField | 'salt' | keyof Argon2Keys): unknown =>
    engineField === field
      ? refusal
      : field === 'salt' || field === 'secret' || field === 'associatedData'
        ? null
        : (fieldErrors[field] ?? null);
  const result = current && outcome?.status === 'done' && outcome.result.type === 'hash' ? outcome.result : null;
  // the hash shown, with its salt, as a recipe's first step ("Continue in a recipe")
  const hasResult = result !== null;
  const recipe = useMemo(() => {
    if (!hasResult || !pw.ok || !sa.ok) return null;
    return passwordRecipe(
      buildHashJob(scheme, settings.values, pw.value, sa.value, locale, keys.bytes ?? undefined).job,
    );
  }, [hasResult, pw, sa, scheme, settings.values, locale, keys.bytes]);
  return {
    ...{ settings, password, setPassword, salt, setSalt, penc, setPenc, senc, setSenc, pw, sa, tooLong, nulError },
    keys,
    ready: pw.ok && sa.ok && nulError === null && (!argon2 || keys.bytes !== null),
    ...{
      hash,
      job,
      current,
      result,
      recipe,
      errorFor,
      unplaced: refusal && !engineField ? refusal : null,
    },
  };
}
export type PasswordHashState = ReturnType<typeof usePasswordHash>;

/**
 * The verify half: a stored string and a password, checked in the worker; on /argon2 also the secret key
 * and associated data the hash was made with (the string does not carry them).
 */
export function usePasswordVerify(withKeys: boolean) {
  const { locale } = useLocale();
  const [encoded, setEncoded] = useKeptState('password:encoded', '');
  const [password, setPassword] = useKeptState('password:verify', '');
  const [penc, setPenc] = useFragmentOption<SecretEncoding>('vpenc', 'utf8', SECRET_ENCODINGS);
  const pw = useMemo(() => secretBytes(password, penc, locale), [password, penc, locale]);
  const job = usePasswordJob();
  const keys = useArgon2Keys('v');
  const key = JSON.stringify([encoded, password, penc, withKeys ? keys.key : null]);
  const ready = pw.ok && (!withKeys || keys.bytes !== null) && encoded.trim() !== '';
  const verify = () => {
    if (!pw.ok || (withKeys && !keys.bytes)) return;
    const extra = withKeys && keys.bytes ? { keys: keys.bytes } : {};
    job.run({ type: 'verify', encoded, password: pw.value, ...extra }, key);
  };
  const { outcome } = job;
  const current = job.key === key;
  const result = current && outcome?.status === 'done' && outcome.result.type === 'verify' ? outcome.result : null;
  const error = current && outcome?.status === 'invalid' ? outcome.error : null;
  return {
    ...{ encoded, setEncoded, password, setPassword, penc, setPenc, pw, verify, job, current, result, error },
    ...{ keys, ready },
  };
}
