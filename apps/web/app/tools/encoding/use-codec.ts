import { useMemo } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { attempt, errorText } from '../../lib/form.ts';
import { useJob } from '../../lib/worker/use-job.ts';
import { type CodecJob, type CodecResult, type HtmlCodec, jobSize, type RadixRunner, runJob } from './encoding.ops.ts';
import { createEncodingWorker, type EncodingProtocol } from './encoding.protocol.ts';

/** Inputs up to this many characters (or bytes) are worked on at once on the page: a few milliseconds. */
export const SYNC_LIMIT = 64 * 1024;
/** A bigger input waits this long after the last keystroke before its job starts. */
const DEBOUNCE_MS = 250;

export interface Codec {
  result: CodecResult | null;
  /** Bad input, in the visitor's language. */
  error: string | null;
  /** A big job is waiting or running; `result` is the previous one meanwhile. */
  busy: boolean;
}

/**
 * Runs a job of encoding.ops.ts: small inputs at once on the page, big ones in the family's worker after
 * a pause in typing, on the one job hook (lib/worker/use-job.ts), each keystroke superseding the job
 * before it (the worker is replaced). If the worker cannot start, the tool layout says so; the result
 * stays empty rather than pretend.
 */
export function useCodec(job: CodecJob | null, html?: HtmlCodec, radix?: RadixRunner): Codec {
  const { locale } = useLocale();
  const small = job !== null && jobSize(job) <= SYNC_LIMIT;
  const now = useMemo(
    () => (job && small ? attempt(() => runJob(job, html, radix), locale) : null),
    [job, small, html, radix, locale],
  );
  const big = useMemo(() => (job && !small ? { kind: 'codec' as const, job } : null), [job, small]);
  const run = useJob<EncodingProtocol>(createEncodingWorker, big, { debounceMs: DEBOUNCE_MS, supersede: 'terminate' });

  if (!job) return { result: null, error: null, busy: false };
  if (now) return { result: now.value, error: now.error, busy: false };
  return {
    result: run.result?.kind === 'codec' ? run.result.result : null,
    error: run.error ? errorText(run.error, locale) : null,
    busy: !run.settled,
  };
}
