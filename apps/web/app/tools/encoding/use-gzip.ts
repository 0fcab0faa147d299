import type { CompressionFormat, GzipHeader } from '@tinkerbox/engine/encoding';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/form.ts';
import { type JobOutcome, type JobState, outcomeOf, useBugToBoundary, useJob } from '../../lib/worker/use-job.ts';
import { encodingMessages } from './encoding.messages.ts';
import {
  createEncodingWorker,
  type EncodingProtocol,
  type GzipResult,
  type UnreadableResult,
} from './encoding.protocol.ts';

/** Bytes up to this size are worked on the page at once (about a millisecond); beyond, in the worker. */
const PAGE_LIMIT = 256 * 1024;

export interface GzipRequest {
  source: File | Uint8Array;
  inflate: boolean;
  format: CompressionFormat | 'auto';
  level: number;
  /** gzip's optional header fields, when compressing. */
  header?: GzipHeader;
}

/** What /gzip shows of its newest request. */
export interface GzipState {
  /** How it ended (use-job's JobOutcome); null while it runs, or with no request. */
  outcome: JobOutcome<GzipResult | UnreadableResult> | null;
  /** Bytes read so far of the total, while it runs in the worker. */
  progress: { done: number; total: number } | null;
}

/**
 * /gzip's work: small bytes at once on the page, big ones and files in the family's worker with progress,
 * on the one job hook (lib/worker/use-job.ts), both ending in its JobOutcome; a new request supersedes the
 * running one, and `cancel` stops it. Bad data is said in the visitor's language; anything else thrown is
 * a bug, for the tool's error boundary.
 */
export function useGzip(request: GzipRequest | null) {
  const { locale } = useLocale();
  const m = useMessages(encodingMessages);
  const onPage = request !== null && request.source instanceof Uint8Array && request.source.length <= PAGE_LIMIT;
  const job = useMemo(() => (request && !onPage ? { kind: 'gzip' as const, ...request } : null), [request, onPage]);
  const run = useJob<EncodingProtocol>(createEncodingWorker, job, { supersede: 'terminate' });

  const toBoundary = useBugToBoundary();
  /** How the newest request worked on the page ended (a bug goes to the tool's error boundary instead). */
  const [page, setPage] = useState<JobOutcome<GzipResult | UnreadableResult> | null>(null);
  useEffect(() => {
    if (!request) setPage(null);
    if (!request || !onPage) return;
    let live = true;
    // fflate loads with the first job, not with the page.
    outcomeOf(import('./gzip.ops.ts').then((ops) => ops.runGzip({ kind: 'gzip', ...request }, () => {}))).then(
      (outcome) => live && setPage(outcome),
      (bug: unknown) => live && toBoundary(bug),
    );
    return () => {
      live = false;
    };
  }, [request, onPage, toBoundary]);

  let state: GzipState = { outcome: null, progress: null };
  if (request && onPage) state.outcome = page;
  else if (request && run.status === 'running') {
    const total = request.source instanceof Uint8Array ? request.source.length : request.source.size;
    state.progress = run.progress ?? { done: 0, total };
  } else if (request) state = { outcome: workerOutcome(run), progress: null };

  const { outcome } = state;
  return {
    ...state,
    /** The compressed or decompressed bytes, once they are there. */
    result: outcome?.status === 'done' && outcome.result.kind === 'gzip' ? outcome.result : null,
    /** Bad data, or a file that could not be read, in the visitor's language. */
    error:
      outcome?.status === 'invalid'
        ? errorText(outcome.error, locale)
        : outcome?.status === 'done' && outcome.result.kind === 'unreadable'
          ? m.unreadable
          : null,
    cancel: run.cancel,
  };
}

/** The worker's job as /gzip's outcome: its end, or null while none is there (idle, running). */
function workerOutcome(run: JobState<EncodingProtocol>): JobOutcome<GzipResult | UnreadableResult> | null {
  const { status, result, error } = run;
  if (status === 'done' && (result?.kind === 'gzip' || result?.kind === 'unreadable')) return { status, result };
  if (status === 'invalid' && error) return { status, error };
  if (status === 'cancelled' || status === 'failed') return { status };
  return null;
}
