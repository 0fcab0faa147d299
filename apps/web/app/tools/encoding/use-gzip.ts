import type { CompressionFormat, GzipHeader } from '@tinkerbox/engine/encoding';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/form.ts';
import { useJob } from '../../lib/worker/use-job.ts';
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

export interface GzipState {
  result: GzipResult | null;
  /** Bad data, or a file that could not be read, in the visitor's language. */
  error: string | null;
  /** Bytes read so far of the total, while a job runs. */
  progress: { done: number; total: number } | null;
  cancelled: boolean;
}

/** How a job on the page ended: its result, or what it threw (bad data; anything else is a bug). */
interface PageOutcome {
  result?: GzipResult | UnreadableResult;
  thrown?: unknown;
}

/**
 * /gzip's work: small bytes at once on the page, big ones and files in the family's worker with progress,
 * on the one job hook (lib/worker/use-job.ts); a new request supersedes the running one, and `cancel`
 * stops it. Bad data is said in the visitor's language; anything else thrown is a bug, for the tool's
 * error boundary (errorText rethrows it while rendering).
 */
export function useGzip(request: GzipRequest | null) {
  const { locale } = useLocale();
  const m = useMessages(encodingMessages);
  const onPage = request !== null && request.source instanceof Uint8Array && request.source.length <= PAGE_LIMIT;
  const job = useMemo(() => (request && !onPage ? { kind: 'gzip' as const, ...request } : null), [request, onPage]);
  const run = useJob<EncodingProtocol>(createEncodingWorker, job, { supersede: 'terminate' });

  const [page, setPage] = useState<PageOutcome | null>(null);
  useEffect(() => {
    if (!request) setPage(null);
    if (!request || !onPage) return;
    let live = true;
    // fflate loads with the first job, not with the page.
    import('./gzip.ops.ts')
      .then((ops) => ops.runGzip({ kind: 'gzip', ...request }, () => {}))
      .then(
        (result) => live && setPage({ result }),
        (thrown: unknown) => live && setPage({ thrown }),
      );
    return () => {
      live = false;
    };
  }, [request, onPage]);

  const outcome = (r: EncodingProtocol['result'] | undefined, thrown?: unknown): GzipState => ({
    result: r?.kind === 'gzip' ? r : null,
    error: r?.kind === 'unreadable' ? m.unreadable : thrown === undefined ? null : errorText(thrown, locale),
    progress: null,
    cancelled: false,
  });
  let state: GzipState;
  if (!request) state = outcome(undefined);
  else if (onPage) state = outcome(page?.result, page?.thrown);
  else if (run.status === 'running') {
    const total = request.source instanceof Uint8Array ? request.source.length : request.source.size;
    state = { ...outcome(undefined), progress: run.progress ?? { done: 0, total } };
  } else if (run.status === 'done') state = outcome(run.result);
  else if (run.status === 'invalid') state = outcome(undefined, run.error);
  else state = { ...outcome(undefined), cancelled: run.status === 'cancelled' };
  return { ...state, cancel: run.cancel };
}
