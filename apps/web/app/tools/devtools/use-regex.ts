import { useMemo } from 'react';
import { useFragmentEffect, writeFragment } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { knownFrom, type Served } from '../../lib/worker/served.ts';
import { useJob } from '../../lib/worker/use-job.ts';
import { REGEX_FLAGS, type RegexJob, type RegexResult } from './regex.logic.ts';
import type { RegexProtocol } from './regex.protocol.ts';

/** How long a pattern may run before the worker is terminated. */
export const REGEX_TIME_LIMIT_MS = 2000;
/** How many matches come back in full and are highlighted. */
export const REGEX_MATCH_LIMIT = 1000;

const createWorker = () => new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module' });

/** What the page opens with: a date pattern, its replacement, and no text yet. */
const START = {
  pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(\\d{2})',
  flags: 'g',
  text: '',
  replacement: '$<month>/$3/$<year>',
};

/** /regex's job for these fields (the page's, and the server's for the untouched page). */
function regexJob(pattern: string, flags: string, text: string, replacement: string): RegexJob {
  return { pattern, flags, text, replacement: replacement === '' ? null : replacement, limit: REGEX_MATCH_LIMIT };
}

/** The job of the untouched page (decision 0199: the server answers it). */
export const untouchedRegexJob = () => regexJob(START.pattern, START.flags, START.text, START.replacement);

/** The server's answer for the untouched page: the worker's result as it is (JSON). */
export type ServedRegex = Served<RegexResult>;

/** Keeps only the flags the page offers, once each, in the platform's order. */
export function cleanFlags(flags: string): string {
  return REGEX_FLAGS.filter((f) => flags.includes(f)).join('');
}

/**
 * The state of /regex: pattern, flags, text and replacement (kept across navigation; pattern, flags
 * and replacement also in the link), and the worker's result 150 ms after the last change, on the one
 * job hook (lib/worker/use-job.ts). Each run replaces the previous worker (`terminate`), and one that
 * outlives the time limit is terminated.
 */
export function useRegex(served: ServedRegex | null = null) {
  const [pattern, setPattern] = useKeptState('regex:pattern', START.pattern);
  const [flags, setFlagsRaw] = useKeptState('regex:flags', START.flags);
  const [text, setText] = useKeptState('regex:text', START.text);
  const [replacement, setReplacement] = useKeptState('regex:replacement', START.replacement);

  useFragmentEffect((f) => {
    const p = f.get('re');
    if (p !== null) setPattern(p);
    const fl = f.get('flags');
    if (fl !== null) setFlagsRaw(cleanFlags(fl));
    const r = f.get('replace');
    if (r !== null) setReplacement(r);
  });
  // from the flags as they are, not as last rendered: flags ticked before the tool hydrated are handed
  // over one after another in one pass (ui's useEarlyValue)
  const setFlag = (flag: string, on: boolean) =>
    setFlagsRaw((now) => cleanFlags(on ? now + flag : now.replace(flag, '')));

  const job = useMemo(() => regexJob(pattern, flags, text, replacement), [pattern, flags, text, replacement]);
  const known = useMemo(() => knownFrom(served, (r: RegexResult) => r), [served]);
  const run = useJob<RegexProtocol>(createWorker, job, {
    debounceMs: 150,
    supersede: 'terminate',
    timeLimitMs: REGEX_TIME_LIMIT_MS,
    known,
  });
  // a pattern the platform refuses comes back as a result with its message; an error is a bug
  if (run.error) throw run.error;
  const result = run.result?.ok ? run.result : null;
  const syntax = run.result && !run.result.ok ? run.result.message : null;
  const share = () => writeFragment({ re: pattern, flags, replace: replacement });

  return {
    pattern,
    setPattern,
    flags,
    setFlag,
    text,
    setText,
    replacement,
    setReplacement,
    result,
    syntax,
    /** `timeout`: the time limit ended the run; `cancelled`: the visitor stopped it; `failed`: no worker. */
    status: run.status,
    stop: run.cancel,
    share,
  };
}
