import { isEngineError } from '@tinkerbox/engine';
import {
  DIGEST_FORMATS,
  type DigestFormat,
  PBKDF2_HASHES,
  PBKDF2_PRESETS,
  type Pbkdf2Options,
} from '@tinkerbox/engine/hash';
import { SECRET_ENCODINGS, type SecretEncoding } from '@tinkerbox/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { errorText, secretBytes } from '../../lib/form.ts';
import { useFragmentEffect, useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { isCancelled, WorkerFailedError } from '../../lib/worker/protocol.ts';
import { useWorker } from '../../lib/worker/use-worker.ts';
import { createHashWorker, type HashProtocol } from './hash.protocol.ts';

export type Pbkdf2Hash = (typeof PBKDF2_HASHES)[number];
export type PresetName = keyof typeof PBKDF2_PRESETS | 'custom';
export const PRESET_NAMES = ['custom', ...(Object.keys(PBKDF2_PRESETS) as (keyof typeof PBKDF2_PRESETS)[])] as const;

/** How the last derivation ended: the key and its time, or an input error for one field. */
interface Outcome {
  key?: Uint8Array;
  ms?: number;
  /** The worker's EngineError, translated at render time, and the field it is about. */
  error?: { field: string; raw: unknown };
  /** The worker could not start or died. */
  failed?: boolean;
  /** The visitor cancelled the derivation for the current settings: there is no key for them. */
  cancelled?: boolean;
}

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
 * /pbkdf2's state and its worker: derives after a short pause in typing; a new setup or Cancel ends
 * the derivation still running (by replacing the worker: WebCrypto cannot be stopped mid-way).
 */
export function usePbkdf2() {
  const { locale } = useLocale();
  const o = usePbkdf2Options();
  const worker = useWorker<HashProtocol>(createHashWorker);
  const [outcome, setOutcome] = useState<Outcome>({});
  const [running, setRunning] = useState<number | null>(null);
  const [bug, setBug] = useState<unknown>(null);
  if (bug) throw bug;

  const { pw, sa, hash, iterations, dkLen } = o;
  useEffect(() => {
    // Any change makes the last key stale: it is cleared at once, never shown (or copied) beside
    // settings it was not derived from. A failed worker stays reported until a new answer.
    setOutcome((prev) => (prev.failed ? prev : {}));
    if (!pw.ok || !sa.ok) return;
    let live = true;
    const options: Pbkdf2Options = {
      hash,
      password: pw.value,
      salt: sa.value,
      iterations: count(iterations),
      dkLen: count(dkLen),
    };
    const timer = setTimeout(() => {
      setRunning(performance.now());
      worker.run({ type: 'pbkdf2', options }, { supersede: 'terminate' }).then(
        (r) => {
          if (!live) return;
          setRunning(null);
          setOutcome({ key: r.digests[0], ms: r.ms });
        },
        (e: unknown) => {
          if (!live) return;
          setRunning(null);
          // Cancel (the page's button): no key for these settings, and the page says so.
          if (isCancelled(e)) setOutcome({ cancelled: true });
          else if (e instanceof WorkerFailedError) setOutcome({ failed: true });
          else if (isEngineError(e)) setOutcome({ error: { field: fieldOf(e), raw: e } });
          else setBug(e);
        },
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pw, sa, hash, iterations, dkLen, worker]);

  // The elapsed time moves on while a derivation runs.
  const [, tick] = useState(0);
  useEffect(() => {
    if (running === null) return;
    const i = setInterval(() => tick((x) => x + 1), 100);
    return () => clearInterval(i);
  }, [running]);

  const cancel = useCallback(() => worker.cancel(), [worker]);
  // Bad input (an EngineError) is the visitor's message beside its field.
  const fieldError = (field: string): string | null =>
    outcome.error?.field === field ? errorText(outcome.error.raw, locale) : null;
  return { o, outcome, running, cancel, fieldError };
}

// Digits only: `1e3`, `0x10` or `1.5` are not counts, and the engine's range check says so.
const count = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function fieldOf(e: unknown): string {
  const params = (e as { params?: { field?: unknown } }).params;
  return typeof params?.field === 'string' ? params.field : '';
}
