import { Button, NumberField, type SecretEncoding, SecretField, Select } from '@tinkerbox/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText, randomHex, secretEncodingMessages } from '../../lib/form.ts';
import { passwordMessages } from './password.messages.ts';
import { ARGON2_VARIANTS, ARGON2_VERSION_TEXTS, type SettingField, UI_LIMITS } from './password.options.ts';
import type { PasswordPreset } from './password.preset.ts';
import { type Argon2KeysState, type PasswordHashState, SALT_BYTES } from './use-password.ts';
import type { PasswordJobState } from './use-password-job.ts';

const VARIANT_LABEL = { argon2id: 'Argon2id', argon2i: 'Argon2i', argon2d: 'Argon2d' } as const;

/** A password as its hook keeps it: the text and how it is read (UTF-8, hex or base64). */
interface PasswordText {
  password: string;
  setPassword: (v: string) => void;
  penc: SecretEncoding;
  setPenc: (v: SecretEncoding) => void;
}

/** A salt as its hook keeps it. */
interface SaltText {
  salt: string;
  setSalt: (v: string) => void;
  senc: SecretEncoding;
  setSenc: (v: SecretEncoding) => void;
}

/** The family's password field (hash, verify, /pbkdf2), in the family's words; `error` sits beside it. */
export function PasswordField({
  state,
  error,
  hint,
  testId,
}: {
  state: PasswordText;
  error: string | null;
  hint?: ReactNode;
  testId?: string;
}) {
  const m = useMessages(passwordMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  return (
    <SecretField
      label={m.password}
      value={state.password}
      onChange={state.setPassword}
      encoding={state.penc}
      onEncodingChange={state.setPenc}
      encodingLabel={m.passwordEncoding}
      encodingNames={enc}
      error={error}
      hint={hint}
      testId={testId}
    />
  );
}

/** The family's salt field, with Generate: SALT_BYTES random bytes, written as hex. */
export function SaltField({ state, error, hint }: { state: SaltText; error: string | null; hint?: ReactNode }) {
  const m = useMessages(passwordMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  return (
    <SecretField
      label={m.salt}
      value={state.salt}
      onChange={state.setSalt}
      encoding={state.senc}
      onEncodingChange={state.setSenc}
      encodingLabel={m.saltEncoding}
      encodingNames={enc}
      error={error}
      hint={hint}
      generate={{
        label: fmt(m.randomSalt, { bytes: SALT_BYTES }),
        onGenerate: () => {
          state.setSenc('hex');
          state.setSalt(randomHex(SALT_BYTES));
        },
      }}
    />
  );
}

/**
 * The password family's job status, for the hash and verify halves of /bcrypt, /scrypt and /argon2 and for
 * /pbkdf2: while a job runs, an indeterminate bar (the WASM hashes and WebCrypto report no progress;
 * decision 0105), the time so far and Cancel; after it, the time it took, or that it was cancelled. Not the
 * shell's JobStatus (shell/job-status.tsx): that one has no clock, and these pages show the time.
 */
export function TimedJobStatus({
  running,
  tookMs,
  cancelled,
  onCancel,
  testId,
}: {
  /** When the running job started (performance.now()), or null when none runs. */
  running: number | null;
  /** How long the finished job for the current settings took, if there is one. */
  tookMs: number | undefined;
  cancelled: boolean;
  onCancel: () => void;
  /** Prefix of the test ids: `<testId>-running`, `-cancelled`, `-took`. */
  testId: string;
}) {
  const m = useMessages(passwordMessages);
  // The time so far moves on every 100 ms while a job runs.
  const [, tick] = useState(0);
  useEffect(() => {
    if (running === null) return;
    const i = setInterval(() => tick((x) => x + 1), 100);
    return () => clearInterval(i);
  }, [running]);
  if (running !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3" role="status" data-testid={`${testId}-running`}>
        <div
          role="progressbar"
          aria-label={m.progress}
          aria-busy="true"
          className="relative h-2 w-48 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="absolute inset-0 animate-pulse rounded-full bg-sky-600" />
        </div>
        <span className="text-sm text-slate-700">
          {fmt(m.working, { s: ((performance.now() - running) / 1000).toFixed(1) })}
        </span>
        <Button onClick={onCancel}>{m.cancel}</Button>
      </div>
    );
  }
  if (cancelled) {
    return (
      <p role="status" className="text-sm text-slate-700" data-testid={`${testId}-cancelled`}>
        {m.cancelled}
      </p>
    );
  }
  if (tookMs === undefined) return null;
  return (
    <p className="text-sm text-slate-600" data-testid={`${testId}-took`}>
      {fmt(m.took, { ms: Math.round(tookMs) })}
    </p>
  );
}

/** TimedJobStatus's props for a hash or verify job; `current`: its outcome is for the settings shown. */
export function timedStatusOf(job: PasswordJobState, current: boolean) {
  const { running, outcome, cancel } = job;
  return {
    running,
    tookMs: current && outcome?.status === 'done' ? outcome.result.ms : undefined,
    cancelled: current && outcome?.status === 'cancelled',
    onCancel: cancel,
  };
}

/** The cost settings of the route's scheme. */
export function SchemeSettings({ scheme, s }: { scheme: PasswordPreset['scheme']; s: PasswordHashState }) {
  const m = useMessages(passwordMessages);
  const { locale } = useLocale();
  const { values, setters, setVariant, setVersion } = s.settings;
  const field = (name: SettingField, label: string, hint?: string) => {
    const e = s.errorFor(name);
    return (
      <NumberField
        label={label}
        value={values[name]}
        onChange={setters[name]}
        hint={hint}
        error={typeof e === 'string' ? e : e ? errorText(e, locale) : null}
      />
    );
  };
  if (scheme === 'bcrypt') {
    return (
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        {field('cost', m.cost, fmt(m.costHint, { max: UI_LIMITS.bcryptCost }))}
      </div>
    );
  }
  if (scheme === 'scrypt') {
    const mib = (128 * Number(values.n) * Number(values.r)) / 2 ** 20;
    return (
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        {field('n', m.n, Number.isFinite(mib) && mib > 0 ? `${m.nHint} ${fmt(m.memoryNeeded, { mib })}` : m.nHint)}
        {field('r', m.r)}
        {field('p', m.p)}
        {field('dkLen', m.dkLen)}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
      <Select
        label={m.variant}
        value={values.variant}
        onChange={setVariant}
        options={ARGON2_VARIANTS.map((v) => ({ value: v, label: VARIANT_LABEL[v] }))}
      />
      <Select
        label={m.version}
        value={values.version}
        onChange={setVersion}
        options={ARGON2_VERSION_TEXTS.map((v) => ({ value: v, label: m.versionNames[v] }))}
        hint={m.versionHint}
      />
      {field('memory', m.memory)}
      {field('iterations', m.iterations)}
      {field('parallelism', m.parallelism)}
      {field('hashLength', m.hashLength)}
    </div>
  );
}

/**
 * Argon2's secret key and associated data, each a SecretField (UTF-8, hex or base64); `errorFor` gives
 * the engine's error for a field (a value over 1024 bytes), placed beside it.
 */
export function Argon2KeyFields({
  keys,
  errorFor,
  hint,
}: {
  keys: Argon2KeysState;
  errorFor: (field: 'secret' | 'associatedData') => unknown;
  hint?: string;
}) {
  const m = useMessages(passwordMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  const { locale } = useLocale();
  const engine = (field: 'secret' | 'associatedData') => {
    const e = errorFor(field);
    return e ? errorText(e, locale) : null;
  };
  return (
    <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
      <SecretField
        label={m.secret}
        value={keys.secret}
        onChange={keys.setSecret}
        encoding={keys.kenc}
        onEncodingChange={keys.setKenc}
        encodingLabel={m.secretEncoding}
        encodingNames={enc}
        error={keys.sk.error ?? engine('secret')}
        hint={hint ?? m.secretHint}
      />
      <SecretField
        label={m.associatedData}
        value={keys.ad}
        onChange={keys.setAd}
        encoding={keys.xenc}
        onEncodingChange={keys.setXenc}
        encodingLabel={m.associatedDataEncoding}
        encodingNames={enc}
        error={keys.x.error ?? engine('associatedData')}
        hint={hint ?? m.associatedDataHint}
      />
    </div>
  );
}
