import { type Argon2Variant, bcryptIgnoredBytes, checkBcryptPassword } from '@tinkerbox/engine/hash';
import { SECRET_ENCODINGS, type SecretEncoding } from '@tinkerbox/ui';
import { useMemo, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { attempt, randomHex, secretBytes } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ARGON2_VARIANTS, buildHashJob, DEFAULTS, errorField, type SettingField } from './password.options.ts';
import type { PasswordPreset } from './password.preset.ts';
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
  const [memory, setMemory] = useFragmentOption('m', DEFAULTS.memory);
  const [iterations, setIterations] = useFragmentOption('t', DEFAULTS.iterations);
  const [parallelism, setParallelism] = useFragmentOption('par', DEFAULTS.parallelism);
  const [hashLength, setHashLength] = useFragmentOption('hlen', DEFAULTS.hashLength);
  const values = { cost, n, r, p, dkLen, variant, memory, iterations, parallelism, hashLength };
  const setters: Record<SettingField, (v: string) => void> = {
    ...{ cost: setCost, n: setN, r: setR, p: setP, dkLen: setDkLen, memory: setMemory },
    ...{ iterations: setIterations, parallelism: setParallelism, hashLength: setHashLength },
  };
  return { values, setters, setVariant };
}

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

  const pw = useMemo(() => secretBytes(password, penc, locale), [password, penc, locale]);
  const sa = useMemo(() => secretBytes(salt, senc, locale), [salt, senc, locale]);
  const key = JSON.stringify([scheme, settings.values, password, penc, salt, senc]);
  // bcrypt reads a password up to a NUL and no further than 72 bytes: refuse the one, tell the other.
  const bcrypt = scheme === 'bcrypt' && pw.ok ? pw.value : null;
  const nulError = useMemo(
    () => (bcrypt ? attempt(() => checkBcryptPassword(bcrypt), locale).error : null),
    [bcrypt, locale],
  );
  const ignored = bcrypt ? bcryptIgnoredBytes(bcrypt) : 0;
  const tooLong = ignored > 0 && bcrypt ? { bytes: bcrypt.length, ignored } : null;

  const hash = () => {
    if (!pw.ok || nulError) return;
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
    const built = buildHashJob(scheme, settings.values, pw.value, saltBytes, locale);
    setFieldErrors(built.errors);
    if (built.job) job.run(built.job, JSON.stringify([scheme, settings.values, password, penc, saltText, saltEnc]));
  };

  const { outcome } = job;
  const current = outcome.key === key;
  const engineField = current && outcome.error ? errorField(outcome.error) : null;
  const errorFor = (field: SettingField | 'salt'): unknown =>
    engineField === field ? outcome.error : field === 'salt' ? null : (fieldErrors[field] ?? null);
  const result = current && outcome.result?.type === 'hash' ? outcome.result : null;
  return {
    ...{ settings, password, setPassword, salt, setSalt, penc, setPenc, senc, setSenc, pw, sa, tooLong, nulError },
    ...{
      hash,
      job,
      current,
      result,
      errorFor,
      unplaced: current && outcome.error && !engineField ? outcome.error : null,
    },
  };
}
export type PasswordHashState = ReturnType<typeof usePasswordHash>;

/** The verify half: a stored string and a password, checked in the worker. */
export function usePasswordVerify() {
  const { locale } = useLocale();
  const [encoded, setEncoded] = useKeptState('password:encoded', '');
  const [password, setPassword] = useKeptState('password:verify', '');
  const [penc, setPenc] = useFragmentOption<SecretEncoding>('vpenc', 'utf8', SECRET_ENCODINGS);
  const pw = useMemo(() => secretBytes(password, penc, locale), [password, penc, locale]);
  const job = usePasswordJob();
  const key = JSON.stringify([encoded, password, penc]);
  const verify = () => {
    if (pw.ok) job.run({ type: 'verify', encoded, password: pw.value }, key);
  };
  const current = job.outcome.key === key;
  const result = current && job.outcome.result?.type === 'verify' ? job.outcome.result : null;
  const error = current ? (job.outcome.error ?? null) : null;
  return { encoded, setEncoded, password, setPassword, penc, setPenc, pw, verify, job, current, result, error };
}
