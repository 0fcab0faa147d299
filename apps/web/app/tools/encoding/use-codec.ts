import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { attempt, errorText } from '../../lib/form.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
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

interface Done {
  job: CodecJob;
  result: CodecResult | null;
  error: string | null;
  /** Not bad input but a bug: thrown while rendering, so the tool's error boundary shows it. */
  bug?: unknown;
}

/**
 * Runs a job of encoding.ops.ts: small inputs at once on the page, big ones in the family's worker after
 * a pause in typing, each keystroke superseding the job before it (the worker is replaced). If the
 * worker cannot start, the tool layout says so; the result stays empty rather than pretend.
 */
export function useCodec(job: CodecJob | null, html?: HtmlCodec, radix?: RadixRunner): Codec {
  const { locale } = useLocale();
  const worker = useWorker<EncodingProtocol>(createEncodingWorker);
  const small = job !== null && jobSize(job) <= SYNC_LIMIT;
  const now = useMemo(
    () => (job && small ? attempt(() => runJob(job, html, radix), locale) : null),
    [job, small, html, radix, locale],
  );
  const [done, setDone] = useState<Done | null>(null);

  useEffect(() => {
    if (!job || small) return;
    let live = true;
    const timer = setTimeout(() => {
      worker.run({ kind: 'codec', job }, { supersede: 'terminate' }).then(
        (r) => live && setDone({ job, result: r.kind === 'codec' ? r.result : null, error: null }),
        (e: unknown) => {
          if (!live || isCancelled(e)) return;
          if (e instanceof WorkerFailedError) setDone({ job, result: null, error: null });
          else {
            try {
              setDone({ job, result: null, error: errorText(e, locale) });
            } catch {
              setDone({ job, result: null, error: null, bug: e });
            }
          }
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [job, small, worker, locale]);

  if (done?.bug !== undefined) throw done.bug;
  if (!job) return { result: null, error: null, busy: false };
  if (now) return { result: now.value, error: now.error, busy: false };
  return { result: done?.result ?? null, error: done?.error ?? null, busy: done?.job !== job };
}
