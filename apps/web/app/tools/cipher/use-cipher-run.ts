import type { EngineError } from '@tinkerbox/engine';
import { cipherErrorField } from '@tinkerbox/engine/cipher';
import { useEffect, useMemo, useRef } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { errorText } from '../../lib/form.ts';
import { type JobStatus, useJob, useJobRunner } from '../../lib/worker/use-job.ts';
import type { CipherProtocol, CipherResult } from './cipher.protocol.ts';
import type { CipherForm, Fail } from './use-cipher-form.ts';
import type { CipherState, Direction } from './use-cipher-state.ts';

const create = () => new Worker(new URL('./cipher.worker.ts', import.meta.url), { type: 'module' });

/** A finished job as the page shows it. */
export interface CipherOutcome extends CipherResult {
  direction: Direction;
  /** The key came from a passphrase: the page shows what was derived. */
  passphrase: boolean;
  /** The file it came from, for the download's name. */
  fileName?: string | undefined;
}

/** A file job: where it is (use-job's JobStatus: running, done or cancelled) and how far it got. */
interface FileRun {
  status: Extract<JobStatus, 'running' | 'done' | 'cancelled'>;
  bytes: number;
  total: number;
}

type Job = CipherProtocol['job'];

/**
 * Runs the cipher in its worker, on the one job hook (lib/worker/use-job.ts): typed input as the visitor
 * types (120 ms after the last change; only the newest answer counts), a file on request with progress
 * and cancel (in a worker of its own, replaced to stop it). A bad key, IV or ciphertext gets its message
 * beside its field; a worker that cannot start leaves no result at all (the tool layout says why).
 */
export function useCipherRun(s: CipherState, f: CipherForm, locale: Locale) {
  const { inKind, direction, keyKind, file } = s;
  const { fail, spec, secret, input, tag, splitTag } = f;
  /** Whether each job's key came from a passphrase, as it was when the job was made. */
  const passphrase = useRef(new WeakMap<Job, boolean>()).current;

  const typed = useMemo(() => {
    if (inKind === 'file' || fail || !spec || !secret || !input || (input.length === 0 && direction === 'decrypt'))
      return null;
    const job: Job = { direction, spec, secret, data: input, tag, splitTag };
    passphrase.set(job, keyKind === 'passphrase');
    return job;
  }, [inKind, fail, input, spec, secret, direction, keyKind, tag, splitTag, passphrase]);
  const live = useJob<CipherProtocol>(create, typed, { debounceMs: 120, supersede: 'signal' });
  const files = useJobRunner<CipherProtocol>(create, { supersede: 'terminate' });
  const { reset: resetFiles } = files;
  // typed input again: the file's run is over and forgotten
  useEffect(() => {
    if (inKind !== 'file') resetFiles();
  }, [inKind, resetFiles]);

  const outcome = (r: CipherResult | undefined, job: Job | undefined): CipherOutcome | null =>
    r && job
      ? {
          ...r,
          direction: job.direction,
          passphrase: passphrase.get(job) ?? false,
          ...('file' in job && { fileName: job.file.name }),
        }
      : null;
  const refusal = (e: EngineError | undefined): Fail | null => {
    if (!e) return null;
    const field = cipherErrorField(e.code);
    return { field: field === 'data' ? 'output' : field, message: errorText(e, locale) };
  };

  /** The bytes read when the file job was last heard of: the bar stays there after a cancel. */
  const lastBytes = useRef(0);
  if (files.status === 'running') lastBytes.current = files.progress?.bytes ?? 0;
  const total = file?.size ?? 0;
  const fileRun: FileRun | null =
    inKind !== 'file'
      ? null
      : files.status === 'done'
        ? { status: 'done', bytes: total, total }
        : files.status === 'running' || files.status === 'cancelled'
          ? { status: files.status, bytes: lastBytes.current, total }
          : null;

  const runFile = () => {
    if (!file || fail || !spec || !secret) return;
    const job: Job = { direction, spec, secret, file, tag, splitTag };
    passphrase.set(job, keyKind === 'passphrase');
    files.run(job);
  };
  const chooseFile = (next: File) => {
    s.setFile(next);
    files.reset();
  };

  const onFile = inKind === 'file';
  return {
    result: onFile
      ? files.status === 'done'
        ? outcome(files.result, files.answers)
        : null
      : outcome(live.result, live.answers),
    runError: onFile ? (files.status === 'invalid' ? refusal(files.error) : null) : refusal(live.error),
    fileRun,
    /** A newer job is on its way: the output shown belongs to the previous input. */
    pending: !onFile && typed !== null && !live.settled,
    running: onFile && files.status === 'running',
    runFile,
    /** Stops the file job at once (a WebCrypto call or a crypto-js loop cannot be interrupted otherwise). */
    cancelFile: files.cancel,
    chooseFile,
  };
}

export type CipherRun = ReturnType<typeof useCipherRun>;
