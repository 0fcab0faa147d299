import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import { useEffect, useState } from 'react';
import type { WorkerClient } from '../../lib/worker/client.ts';
import { isCancelled, WorkerFailedError } from '../../lib/worker/protocol.ts';
import type { DigestSetup, HashProtocol } from './hash.protocol.ts';

/** What the worker answered for the current input: a digest per algorithm, or that it could not run. */
export interface TextDigests {
  digests: Map<HashAlgorithm, Uint8Array>;
  /** The worker could not start or died: the layout says so; the page shows no result. */
  failed: boolean;
}

/**
 * Hashes text, hex or base64 input in the worker as the visitor types; a newer input supersedes the job
 * still running, so only the newest answer is shown. A bug in the worker is rethrown during render, to
 * the tool's error boundary.
 */
export function useTextDigests(
  worker: WorkerClient<HashProtocol>,
  job: (DigestSetup & { data: Uint8Array }) | null,
): TextDigests {
  const [digests, setDigests] = useState<Map<HashAlgorithm, Uint8Array>>(new Map());
  const [failed, setFailed] = useState(false);
  const [bug, setBug] = useState<unknown>(null);
  if (bug) throw bug;

  useEffect(() => {
    if (!job) return;
    let live = true;
    const { data, algorithms, hmacKey, params } = job;
    worker.run({ type: 'bytes', data, algorithms, hmacKey, params }, { supersede: 'signal' }).then(
      (r) => {
        if (!live) return;
        setFailed(false);
        setDigests(new Map(algorithms.map((a, i) => [a, r.digests[i]!])));
      },
      (e: unknown) => {
        if (!live || isCancelled(e)) return;
        if (e instanceof WorkerFailedError) setFailed(true);
        else setBug(e);
      },
    );
    return () => {
      live = false;
    };
  }, [job, worker]);

  return { digests, failed };
}
