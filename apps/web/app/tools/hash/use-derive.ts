import { useMemo, useRef } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { errorText } from '../../lib/form.ts';
import { knownFrom } from '../../lib/worker/served.ts';
import { useJob } from '../../lib/worker/use-job.ts';
import { createHashWorker, type HashJob, type HashProtocol } from './hash.protocol.ts';
import { fromDigestsWire, type ServedDigests } from './served-digests.ts';

/**
 * A job of the hash family's worker (HKDF, CMAC, bcrypt_pbkdf) run `debounceMs` after the last change:
 * its bytes, or the engine's error for one field (`fieldOf` names it), translated at render time. A slow
 * job (`slow`) is ended by replacing the worker when the input changes, as /pbkdf2's is. The server's
 * answer for the untouched page (`served`) is shown without asking the worker.
 */
export function useDerive(
  job: HashJob | null,
  fieldOf: (e: unknown) => string,
  slow = false,
  served: ServedDigests | null = null,
) {
  const { locale } = useLocale();
  const known = useMemo(() => knownFrom(served, fromDigestsWire), [served]);
  const run = useJob<HashProtocol>(createHashWorker, job, {
    debounceMs: slow ? 300 : 150,
    supersede: slow ? 'terminate' : 'signal',
    known,
  });
  // A failed worker stays reported until a new answer.
  const failed = useRef(false);
  if (run.status === 'failed') failed.current = true;
  else if (run.status !== 'running' && run.status !== 'idle') failed.current = false;
  const done = job !== null && run.settled && run.status === 'done' && run.result ? run.result.digests : null;
  const error = job !== null && run.settled && run.error ? { field: fieldOf(run.error), raw: run.error } : null;
  const fieldError = (field: string): string | null => (error?.field === field ? errorText(error.raw, locale) : null);
  return { digests: done, failed: failed.current, fieldError, running: run.status === 'running' };
}

/** The `field` param of an engine error, or ''. */
export function paramField(e: unknown): string {
  const params = (e as { params?: { field?: unknown } }).params;
  return typeof params?.field === 'string' ? params.field : '';
}
