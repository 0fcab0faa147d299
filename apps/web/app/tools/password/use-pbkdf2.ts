import type { EngineError } from '@tinkerbox/engine';
import { fromHex } from '@tinkerbox/engine/encoding';
import { DIGEST_FORMATS, type DigestFormat, PBKDF2_HASHES, PBKDF2_PRESETS } from '@tinkerbox/engine/hash';
import { SECRET_ENCODINGS, type SecretEncoding } from '@tinkerbox/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { errorText, secretBytes } from '../../lib/form.ts';
import { useFragmentEffect, useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { knownFrom, type Served } from '../../lib/worker/served.ts';
import { type JobOutcome, useJob } from '../../lib/worker/use-job.ts';
import {
  createPasswordWorker,
  type PasswordJob,
  type PasswordProtocol,
  type PasswordResult,
} from './password.protocol.ts';
import { pbkdf2Recipe } from './pbkdf2.recipe.ts';

export type Pbkdf2Hash = (typeof PBKDF2_HASHES)[number];
export type PresetName = keyof typeof PBKDF2_PRESETS | 'custom';
export const PRESET_NAMES = ['custom', ...(Object.keys(PBKDF2_PRESETS) as (keyof typeof PBKDF2_PRESETS)[])] as const;

/** A derivation's key and how long it took (not said for the server's answer: its time is not the visitor's). */
interface Derived {
  key: Uint8Array;
  ms: number | undefined;
}

/** /pbkdf2's job for these settings (the page's, and the server's for the untouched page). */
function pbkdf2Job(password: Uint8Array, salt: Uint8Array, hash: Pbkdf2Hash, iterations: string, dkLen: string) {
  return {
    type: 'pbkdf2' as const,
    options: { hash, password, salt, iterations: count(iterations), dkLen: count(dkLen) },
  } satisfies PasswordJob;
}

/** The job of the untouched page: the empty password and salt, the default preset. */
export const untouchedPbkdf2Job = () =>
  pbkdf2Job(new Uint8Array(0), new Uint8Array(0), DEFAULT.hash, String(DEFAULT.iterations), String(DEFAULT.dkLen));

/** The server's answer for the untouched page, as the page's data carries it: the key in hex. */
export type ServedPbkdf2 = Served<string>;
const fromServed = (hex: string): PasswordResult => ({ type: 'pbkdf2', key: fromHex(hex), ms: Number.NaN });

const DEFAULT = PBKDF2_PRESETS.cryptojs42;

/** The options of /pbkdf2 (the fragment and the kept fields) and the secret fields read as bytes. */
function usePbkdf2Options() {
  const { locale } = useLocale();
  const [hash, setHash] = useFragmentOption<Pbkdf2Hash>('hash', DEFAULT.hash, PBKDF2_HASHES);
  const [iterations, setIterations] = useFragmentOption<string>('iter', String(DEFAULT.iterations));
  const [dkLen, setDkLen] = useFragmentOption<string>('len', String(DEFAULT.dkLen));
  const [penc, setPenc] = useFragmentOption<SecretEncoding>('penc', 'utf8', SECRET_ENCODINGS);
  const [senc, setSenc] = useFragmentOption<SecretEncoding>('senc', 'utf8', SECRET_ENCODINGS);
  const [format, setFormat] = useFragmentOption<DigestFormat>('out', 'hex', DIGEST_FORMATS);
  const [password, setPassword] = useKeptState('hash:password', '');
  const [salt, setSalt] = useKeptState('hash:salt', '');

  useFragmentEffect((f) => {
    const pw = f.get('password');
    if (pw !== null) setPassword(pw);
    const s = f.get('salt');
    if (s !== null) setSalt(s);
  });

  const pw = useMemo(() => secretBytes(password, penc, locale), [password, penc, locale]);
  const sa = useMemo(() => secretBytes(salt, senc, locale), [salt, senc, locale]);
  const preset: PresetName =
    (Object.keys(PBKDF2_PRESETS) as (keyof typeof PBKDF2_PRESETS)[]).find((k) => {
      const p = PBKDF2_PRESETS[k];
      return p.hash === hash && String(p.iterations) === iterations && String(p.dkLen) === dkLen;
    }) ?? 'custom';
  const setPreset = (name: PresetName) => {
    if (name === 'custom') return;
    const p = PBKDF2_PRESETS[name];
    setHash(p.hash);
    setIterations(String(p.iterations));
    setDkLen(String(p.dkLen));
  };
  return {
    ...{ hash, setHash, iterations, setIterations, dkLen, setDkLen, penc, setPenc, senc, setSenc, format, setFormat },
    ...{ password, setPassword, salt, setSalt, pw, sa, preset, setPreset },
  };
}

/**
 * /pbkdf2's state and its worker, on the one job hook (lib/worker/use-job.ts): derives 300 ms after the
 * last change; a new setup or Cancel ends the derivation still running (by replacing the worker:
 * WebCrypto cannot be stopped mid-way).
 */
export function usePbkdf2(served: ServedPbkdf2 | null = null) {
  const { locale } = useLocale();
  const o = usePbkdf2Options();
  const { pw, sa, hash, iterations, dkLen } = o;
  const job = useMemo(
    () => (pw.ok && sa.ok ? pbkdf2Job(pw.value, sa.value, hash, iterations, dkLen) : null),
    [pw, sa, hash, iterations, dkLen],
  );
  const known = useMemo(() => knownFrom(served, fromServed), [served]);
  const run = useJob<PasswordProtocol>(createPasswordWorker, job, {
    debounceMs: 300,
    supersede: 'terminate',
    known,
  });

  // A failed worker stays reported until a new answer (or a cancel), through the next job's wait and run.
  const failed = useRef(false);
  if (run.status === 'failed') failed.current = true;
  else if (run.status !== 'running' && run.status !== 'idle') failed.current = false;
  /** The settings the visitor cancelled: there is no key for them, and the page says so until they change. */
  const cancelledFor = useRef<typeof job>(null);
  // How the derivation for the current settings ended, or null while there is none: any change makes the
  // last key stale, cleared at once, never shown (or copied) beside settings it was not derived from. A
  // cancel is this settings' end only if the visitor cancelled them (a key for them never came).
  const outcome: JobOutcome<Derived> | null = failed.current
    ? { status: 'failed' }
    : run.status === 'cancelled'
      ? cancelledFor.current === job
        ? { status: 'cancelled' }
        : null
      : !run.settled
        ? null
        : run.status === 'done' && run.result?.type === 'pbkdf2'
          ? {
              status: 'done',
              result: { key: run.result.key, ms: Number.isNaN(run.result.ms) ? undefined : run.result.ms },
            }
          : run.error
            ? { status: 'invalid', error: run.error }
            : null;

  // When the running derivation began (TimedJobStatus shows the time from it).
  const started = useRef<{ job: typeof job; at: number } | null>(null);
  if (run.status !== 'running') started.current = null;
  else if (started.current?.job !== job) started.current = { job, at: performance.now() };
  const running = started.current?.at ?? null;

  const { cancel: stop } = run;
  const cancel = useCallback(() => {
    cancelledFor.current = job;
    stop();
  }, [job, stop]);
  // Bad input (an EngineError) is the visitor's message beside its field.
  const fieldError = (field: string): string | null =>
    outcome?.status === 'invalid' && fieldOf(outcome.error) === field ? errorText(outcome.error, locale) : null;
  /** The same derivation as a recipe's first step ("Continue in a recipe"). */
  const recipe = useMemo(() => pbkdf2Recipe(job, o.format), [job, o.format]);
  return { o, outcome, running, cancel, fieldError, recipe };
}

// Digits only: `1e3`, `0x10` or `1.5` are not counts, and the engine's range check says so.
const count = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The field a refusal is about (its `field` param), or '' for none. */
function fieldOf(e: EngineError): string {
  const field = e.params.field;
  return typeof field === 'string' ? field : '';
}
