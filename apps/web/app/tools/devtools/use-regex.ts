import { useEffect, useState } from 'react';
import { useFragmentEffect, writeFragment } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import { REGEX_FLAGS, type RegexResult } from './regex.logic.ts';
import type { RegexProtocol } from './regex.protocol.ts';

/** How long a pattern may run before the worker is terminated. */
export const REGEX_TIME_LIMIT_MS = 2000;
/** How many matches come back in full and are highlighted. */
export const REGEX_MATCH_LIMIT = 1000;

/** `timeout`: the time limit ended the run; `stopped`: the visitor did; `failed`: no worker. */
export type RegexStatus = 'idle' | 'busy' | 'ready' | 'timeout' | 'stopped' | 'failed';

const createWorker = () => new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module' });

/** Keeps only the flags the page offers, once each, in the platform's order. */
export function cleanFlags(flags: string): string {
  return REGEX_FLAGS.filter((f) => flags.includes(f)).join('');
}

/**
 * The state of /regex: pattern, flags, text and replacement (kept across navigation; pattern, flags
 * and replacement also in the link), and the worker's result 150 ms after the last change. Each run
 * replaces the previous worker (`terminate`), and one that outlives the time limit is terminated.
 */
export function useRegex() {
  const [pattern, setPattern] = useKeptState('regex:pattern', '(?<year>\\d{4})-(?<month>\\d{2})-(\\d{2})');
  const [flags, setFlagsRaw] = useKeptState('regex:flags', 'g');
  const [text, setText] = useKeptState('regex:text', '');
  const [replacement, setReplacement] = useKeptState('regex:replacement', '$<month>/$3/$<year>');
  const [result, setResult] = useState<Extract<RegexResult, { ok: true }> | null>(null);
  const [syntax, setSyntax] = useState<string | null>(null);
  const [status, setStatus] = useState<RegexStatus>('idle');
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  const worker = useWorker<RegexProtocol>(createWorker);
  if (bug) throw bug.error;

  useFragmentEffect((f) => {
    const p = f.get('re');
    if (p !== null) setPattern(p);
    const fl = f.get('flags');
    if (fl !== null) setFlagsRaw(cleanFlags(fl));
    const r = f.get('replace');
    if (r !== null) setReplacement(r);
  });
  const setFlags = (v: string) => setFlagsRaw(cleanFlags(v));

  useEffect(() => {
    let live = true;
    let limit: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      setStatus('busy');
      limit = setTimeout(() => {
        if (!live) return;
        worker.cancel();
        setStatus('timeout');
      }, REGEX_TIME_LIMIT_MS);
      const job = {
        pattern,
        flags,
        text,
        replacement: replacement === '' ? null : replacement,
        limit: REGEX_MATCH_LIMIT,
      };
      worker.run(job, { supersede: 'terminate' }).then(
        (r) => {
          clearTimeout(limit);
          if (!live) return;
          if (r.ok) {
            setResult(r);
            setSyntax(null);
          } else {
            setResult(null);
            setSyntax(r.message);
          }
          setStatus('ready');
        },
        (e: unknown) => {
          clearTimeout(limit);
          if (!live || isCancelled(e)) return;
          if (e instanceof WorkerFailedError) {
            setResult(null);
            setStatus('failed');
          } else setBug({ error: e });
        },
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(limit);
    };
  }, [pattern, flags, text, replacement, worker]);

  const stop = () => {
    worker.cancel();
    setStatus('stopped');
  };
  const share = () => writeFragment({ re: pattern, flags, replace: replacement });

  return {
    pattern,
    setPattern,
    flags,
    setFlags,
    text,
    setText,
    replacement,
    setReplacement,
    result,
    syntax,
    status,
    stop,
    share,
  };
}
