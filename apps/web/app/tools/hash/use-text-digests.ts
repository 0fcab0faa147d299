import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import { useMemo } from 'react';
import { knownFrom } from '../../lib/worker/served.ts';
import { useJob } from '../../lib/worker/use-job.ts';
import { createHashWorker, type HashProtocol } from './hash.protocol.ts';
import type { TextJob } from './hash.served.ts';
import { fromDigestsWire, type ServedDigests } from './served-digests.ts';

/** What the worker answered for the current input: a digest per algorithm, or that it could not run. */
export interface TextDigests {
  digests: Map<HashAlgorithm, Uint8Array>;
  /** The worker could not start or died: the layout says so; the page shows no result. */
  failed: boolean;
}

const NONE = new Map<HashAlgorithm, Uint8Array>();

/**
 * Hashes text, hex or base64 input in the worker as the visitor types, on the one job hook
 * (lib/worker/use-job.ts); a newer input supersedes the job still running (by signal), so only the
 * newest answer is shown, and the last one stays meanwhile. The job the server answered (`served`: the
 * untouched page's, hash.served.ts) is not asked of the worker: its answer is shown as it came.
 */
export function useTextDigests(job: TextJob | null, served: ServedDigests | null = null): TextDigests {
  const bytes = useMemo(() => (job ? { type: 'bytes' as const, ...job } : null), [job]);
  const known = useMemo(() => knownFrom(served, fromDigestsWire), [served]);
  const run = useJob<HashProtocol>(createHashWorker, bytes, { supersede: 'signal', known });
  // the page checks what it asks for: a refusal from the worker is a bug, for the tool's error boundary
  if (run.error) throw run.error;
  const { result, answers } = run;
  const digests = useMemo(
    () =>
      result && answers?.type === 'bytes' ? new Map(answers.algorithms.map((a, i) => [a, result.digests[i]!])) : NONE,
    [result, answers],
  );
  return { digests, failed: run.status === 'failed' };
}
