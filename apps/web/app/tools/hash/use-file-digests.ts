import type { HashAlgorithm } from '@tinkerbox/engine/hash';

// Not on the one job hook (lib/worker/use-job.ts), on purpose (issue 38): a files job fans out to several
// workers at once (a reader and up to MAX_STAGES hashing stages, file-pipeline.ts), one outcome per file,
// which a single job's state cannot hold. It keeps the WorkerClients and shares only the bug path.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WorkerClient } from '../../lib/worker/client.ts';
import { useBugToBoundary } from '../../lib/worker/use-job.ts';
import { useWorker } from '../../lib/worker/use-worker.ts';
import { cancelPipeline, hashFilesInPipeline, MAX_STAGES, type PipelineWorkers } from './file-pipeline.ts';
import { createHashWorker, type DigestSetup, type HashProtocol } from './hash.protocol.ts';

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

/** The workers of the page's file pipeline: `reader` reads, up to MAX_STAGES more hash (spawned on first use). */
export function usePipelineWorkers(reader: WorkerClient<HashProtocol>): PipelineWorkers {
  // A fixed number of hook calls; a stage's worker starts only when a file job needs it.
  const s1 = useWorker<HashProtocol>(createHashWorker);
  const s2 = useWorker<HashProtocol>(createHashWorker);
  const s3 = useWorker<HashProtocol>(createHashWorker);
  const s4 = useWorker<HashProtocol>(createHashWorker);
  return useMemo(() => ({ reader, stages: [s1, s2, s3, s4].slice(0, MAX_STAGES) }), [reader, s1, s2, s3, s4]);
}

/**
 * Hashes the chosen files, one after another, each read once by `worker` while the algorithms run in
 * other workers (file-pipeline.ts), with progress, speed and cancel. A new set of files or algorithms
 * replaces the job still running; Cancel stops every worker and the reading at once.
 */
export function useFileDigests(worker: WorkerClient<HashProtocol>, job: (DigestSetup & { files: File[] }) | null) {
  const [results, setResults] = useState<FileResult[]>([]);
  const [run, setRun] = useState<FileRun | null>(null);
  const onBug = useBugToBoundary();
  const workers = usePipelineWorkers(worker);

  useEffect(() => {
    if (!job || job.files.length === 0) {
      setRun(null);
      return;
    }
    const { files, algorithms, hmacKey, params } = job;
    const sizes = files.map((f) => f.size);
    const before = (i: number) => sizes.slice(0, i).reduce((s, x) => s + x, 0);
    const total = before(files.length);
    const started = performance.now();
    const cores = globalThis.navigator?.hardwareConcurrency || 2;
    setResults(files.map(() => ({})));
    setRun({ running: true, file: 0, bytes: 0, started, total });
    // Superseded or gone: the returned stop cancels a pipeline still running, every worker and the reading.
    return hashFilesInPipeline(
      workers,
      files,
      algorithms,
      { hmacKey, params, cores },
      {
        onRead: (i, bytes) => setRun((s) => s && { ...s, file: i, bytes: before(i) + bytes }),
        onFile: (i, outcome) => {
          const r: FileResult = 'error' in outcome ? { error: outcome.error } : { ...outcome, algorithms };
          setResults((prev) => prev.map((x, j) => (j === i ? r : x)));
          setRun((s) => s && { ...s, file: i + 1, bytes: before(i + 1) });
        },
        onEnd: (end) => {
          if (end === 'done') {
            const ms = performance.now() - started;
            setRun((s) => s && { ...s, running: false, bytes: total, done: { ms, bytes: total } });
          } else if (end === 'cancelled') setRun((s) => s && { ...s, running: false, cancelled: true });
          else {
            setResults([]);
            setRun((s) => s && { ...s, running: false, failed: true });
          }
        },
        onBug,
      },
    );
  }, [job, workers, onBug]);

  // Speed and progress text move on while a job runs.
  const [, tick] = useState(0);
  useEffect(() => {
    if (!run?.running) return;
    const t = setInterval(() => tick((x) => x + 1), 250);
    return () => clearInterval(t);
  }, [run?.running]);

  const cancel = useCallback(() => cancelPipeline(workers), [workers]);
  return { results, run, cancel };
}
