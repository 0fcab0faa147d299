import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import { useCallback, useEffect, useState } from 'react';
import type { WorkerClient } from '../../lib/worker/client.ts';
import { isCancelled, WorkerFailedError } from '../../lib/worker/protocol.ts';
import type { HashEvent, HashProtocol } from './hash.protocol.ts';

/** One file's outcome: its digests (for `algorithms`, in order), or why it could not be read. */
export interface FileResult {
  digests?: Uint8Array[];
  /** The algorithms `digests` are for (the page may have moved on meanwhile). */
  algorithms?: HashAlgorithm[];
  error?: string;
  bytes?: number;
}

/** Where a files job stands: which file, how many bytes of all, and how it ended. */
export interface FileRun {
  running: boolean;
  file: number;
  bytes: number;
  started: number;
  total: number;
  done?: { ms: number; bytes: number };
  cancelled?: boolean;
  /** The worker could not start or died: no digest is shown as if one had been computed. */
  failed?: boolean;
}

/**
 * Hashes the chosen files in the worker, one pass per file through every algorithm shown, with
 * progress, speed and cancel. A new set of files or algorithms replaces the job still running.
 */
export function useFileDigests(
  worker: WorkerClient<HashProtocol>,
  job: { files: File[]; algorithms: HashAlgorithm[]; hmacKey: Uint8Array | undefined } | null,
) {
  const [results, setResults] = useState<FileResult[]>([]);
  const [run, setRun] = useState<FileRun | null>(null);
  const [bug, setBug] = useState<unknown>(null);
  if (bug) throw bug;

  useEffect(() => {
    if (!job || job.files.length === 0) {
      setRun(null);
      return;
    }
    let live = true;
    const { files, algorithms, hmacKey } = job;
    const sizes = files.map((f) => f.size);
    const before = (i: number) => sizes.slice(0, i).reduce((s, x) => s + x, 0);
    const total = before(files.length);
    setResults(files.map(() => ({})));
    setRun({ running: true, file: 0, bytes: 0, started: performance.now(), total });
    const onEvent = (e: HashEvent) => {
      if (!live) return;
      if (e.type === 'progress') setRun((s) => s && { ...s, file: e.file, bytes: before(e.file) + e.bytes });
      else if (e.type === 'file') {
        const r: FileResult = { digests: e.digests, algorithms, bytes: e.bytes };
        setResults((prev) => prev.map((x, i) => (i === e.file ? r : x)));
        setRun((s) => s && { ...s, file: e.file + 1, bytes: before(e.file + 1) });
      } else setResults((prev) => prev.map((x, i) => (i === e.file ? { error: e.message } : x)));
    };
    worker.run({ type: 'files', files, algorithms, hmacKey }, { onEvent, supersede: 'terminate' }).then(
      (r) => {
        if (live) setRun((s) => s && { ...s, running: false, bytes: total, done: { ms: r.ms, bytes: total } });
      },
      (e: unknown) => {
        if (!live) return;
        if (isCancelled(e)) setRun((s) => s && { ...s, running: false, cancelled: true });
        else if (e instanceof WorkerFailedError) {
          setResults([]);
          setRun((s) => s && { ...s, running: false, failed: true });
        } else setBug(e);
      },
    );
    return () => {
      live = false;
    };
  }, [job, worker]);

  // Speed and progress text move on while a job runs.
  const [, tick] = useState(0);
  useEffect(() => {
    if (!run?.running) return;
    const t = setInterval(() => tick((x) => x + 1), 250);
    return () => clearInterval(t);
  }, [run?.running]);

  const cancel = useCallback(() => worker.cancel(), [worker]);
  return { results, run, cancel };
}
