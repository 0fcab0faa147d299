import {
  checksumAlgorithm,
  checksumBaseName,
  digestMatches,
  type HashAlgorithm,
  parseChecksumFile,
} from '@tinkerbox/engine/hash';
import { useEffect, useMemo, useState } from 'react';
import { useBugToBoundary } from '../../lib/worker/use-job.ts';
import { useWorker } from '../../lib/worker/use-worker.ts';
import { hashFilesInPipeline } from './file-pipeline.ts';
import { createHashWorker, type HashProtocol } from './hash.protocol.ts';
import { usePipelineWorkers } from './use-file-digests.ts';

// Not on the one job hook (lib/worker/use-job.ts), on purpose (issue 38): the files go through the
// multi-worker pipeline (file-pipeline.ts), one outcome per file; it shares only the bug path.

/** How one line of a checksum file came out against the dropped files. */
export type SumsStatus = 'ok' | 'mismatch' | 'missing' | 'unknown' | 'unreadable' | 'pending';

export interface SumsRow {
  /** The name as the checksum file writes it. */
  name: string;
  line: number;
  algorithm: HashAlgorithm | undefined;
  status: SumsStatus;
}

/**
 * Checks a checksum file (SHA256SUMS, `sha256sum --tag` or `openssl dgst` output) against the dropped
 * files, paired by base name: each line OK, mismatch, or missing (no such file dropped); dropped files
 * the list does not name are listed apart. The files are hashed by a pipeline of workers of their own,
 * once each through every algorithm the list needs, so the digests shown above are not interrupted.
 */
export function useSumsCheck(text: string, files: File[], preferred: HashAlgorithm) {
  const list = useMemo(() => parseChecksumFile(text), [text]);
  const workers = usePipelineWorkers(useWorker<HashProtocol>(createHashWorker));
  const pairs = useMemo(
    () =>
      list.entries.map((e) => ({
        entry: e,
        algorithm: checksumAlgorithm(e, preferred),
        file: files.findIndex((f) => f.name === checksumBaseName(e.file)),
      })),
    [list, files, preferred],
  );
  const job = useMemo(() => {
    const wanted = [...new Set(pairs.filter((p) => p.file >= 0 && p.algorithm).map((p) => p.file))];
    const algorithms = [...new Set(pairs.flatMap((p) => (p.algorithm ? [p.algorithm] : [])))];
    return wanted.length > 0 ? { indexes: wanted, algorithms } : null;
  }, [pairs]);

  // Per dropped file (by its index in `files`): its digests for job.algorithms, or that it could not be read.
  const [digests, setDigests] = useState<Map<number, Uint8Array[] | 'error'>>(new Map());
  const [failed, setFailed] = useState(false);
  const onBug = useBugToBoundary();

  useEffect(() => {
    setDigests(new Map());
    if (!job) return;
    const { indexes, algorithms } = job;
    const cores = globalThis.navigator?.hardwareConcurrency || 2;
    // Each file through the same pipeline as the digests above (file-pipeline.ts): read once in bounded
    // memory while another worker hashes, or read whole for SHA-1/SHA-256 when small. Superseded (another
    // list or other files) or gone: the returned stop cancels the reading and every hashing worker.
    return hashFilesInPipeline(
      workers,
      indexes.map((at) => files[at]!),
      algorithms,
      { cores },
      {
        onFile: (i, outcome) => {
          const d = 'error' in outcome ? 'error' : outcome.digests;
          setDigests((m) => new Map(m).set(indexes[i]!, d));
        },
        onEnd: (end) => {
          if (end !== 'cancelled') setFailed(end === 'failed');
        },
        onBug,
      },
    );
  }, [job, files, workers, onBug]);

  const rows: SumsRow[] = pairs.map(({ entry, algorithm, file }) => {
    const base = { name: entry.file, line: entry.line, algorithm };
    if (!algorithm) return { ...base, status: 'unknown' };
    if (file < 0) return { ...base, status: 'missing' };
    const d = digests.get(file);
    if (d === 'error') return { ...base, status: 'unreadable' };
    const mine = d?.[job?.algorithms.indexOf(algorithm) ?? -1];
    if (!mine) return { ...base, status: 'pending' };
    return { ...base, status: digestMatches(entry.digest, mine) ? 'ok' : 'mismatch' };
  });
  const listed = new Set(pairs.map((p) => p.file));
  const notListed = files.filter((_, i) => !listed.has(i)).map((f) => f.name);
  return { rows, notListed, unreadable: list.unreadable, failed };
}
