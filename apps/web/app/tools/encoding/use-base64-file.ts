import type { Base64EncodeOptions } from '@tinkerbox/engine/encoding';
import { useCallback, useEffect } from 'react';
import { useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { type JobState, type JobStatus, useJobRunner } from '../../lib/worker/use-job.ts';
import { encodingMessages } from './encoding.messages.ts';
import { createEncodingWorker, type EncodingProtocol } from './encoding.protocol.ts';

/** A file being encoded: its progress, then its text, or why there is none. */
export interface FileJob {
  name: string;
  size: number;
  done: number;
  /**
   * Where its encoding is (use-job's JobStatus): `done` with its `text`; `invalid` when the file could not
   * be read (moved, changed or deleted), `error` saying so; `cancelled`, also when it was stopped by leaving
   * the page while it ran; `failed` when the worker could not start (the tool layout says why and offers
   * a reload).
   */
  status: JobStatus;
  text?: string;
  /** Why there is no text (status `invalid`), in the visitor's language. */
  error?: string;
}

/**
 * /base64's file encoding in the worker, on the one job hook (lib/worker/use-job.ts): start (replacing
 * any running job), cancel, and the job. The file's name and its finished text are kept across
 * navigation.
 */
export function useBase64File() {
  const m = useMessages(encodingMessages);
  const run = useJobRunner<EncodingProtocol>(createEncodingWorker, { supersede: 'terminate' });
  const [file, setFile] = useKeptState<{ name: string; size: number; source: File; text?: string } | null>(
    'base64:file',
    null,
  );
  const { run: go, cancel } = run;

  const start = useCallback(
    (f: File, options: Base64EncodeOptions) => {
      setFile({ name: f.name, size: f.size, source: f });
      go({ kind: 'file', file: f, options });
    },
    [go, setFile],
  );

  const text = run.status === 'done' && run.result?.kind === 'file' ? run.result.text : undefined;
  const answered = run.answers?.kind === 'file' ? run.answers.file : undefined;
  useEffect(() => {
    // only into the file it answers: another may have been picked since this render (the effect runs later)
    if (text !== undefined) setFile((f) => (f && f.source === answered ? { ...f, text } : f));
  }, [text, answered, setFile]);

  // the text is the result's until the effect above has kept it
  const done = text ?? file?.text;
  const unreadable = run.status === 'done' && run.result?.kind === 'unreadable';
  const job: FileJob | null = file && {
    name: file.name,
    size: file.size,
    done: run.status === 'running' ? (run.progress?.done ?? 0) : file.size,
    status: done !== undefined ? 'done' : unreadable ? 'invalid' : statusOf(run),
    ...(done !== undefined && { text: done }),
    ...(unreadable && { error: m.unreadable }),
  };
  return { job, start, cancel };
}

/** Where a file's encoding is that has no text yet, from the job's state: one not running was stopped. */
function statusOf(run: JobState<EncodingProtocol>): JobStatus {
  if (run.status === 'running' || run.status === 'failed') return run.status;
  // idle: the page was left while it ran (the file is kept, the job is not)
  return 'cancelled';
}
