import type { CompressionFormat } from '@tinkerbox/engine/encoding';
import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { errorText } from '../../lib/form.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import { createEncodingWorker, type EncodingProtocol, type GzipResult } from './encoding.protocol.ts';

/** Bytes up to this size are worked on the page at once (about a millisecond); beyond, in the worker. */
const PAGE_LIMIT = 256 * 1024;

export interface GzipRequest {
  source: File | Uint8Array;
  inflate: boolean;
  format: CompressionFormat | 'auto';
  level: number;
}

export interface GzipState {
  result: GzipResult | null;
  /** Bad data, in the visitor's language. */
  error: string | null;
  /** Bytes read so far of the total, while a job runs. */
  progress: { done: number; total: number } | null;
  cancelled: boolean;
}

const IDLE: GzipState = { result: null, error: null, progress: null, cancelled: false };

/**
 * /gzip's work: small bytes at once on the page, big ones and files in the family's worker with progress;
 * a new request supersedes the running one, and `cancel` stops it.
 */
export function useGzip(request: GzipRequest | null) {
  const { locale } = useLocale();
  const worker = useWorker<EncodingProtocol>(createEncodingWorker);
  const [state, setState] = useState<GzipState>(IDLE);

  useEffect(() => {
    if (!request) {
      setState(IDLE);
      return;
    }
    let live = true;
    const size = request.source instanceof Uint8Array ? request.source.length : request.source.size;
    const fail = (e: unknown) => {
      if (!live || isCancelled(e)) return;
      if (e instanceof WorkerFailedError) setState({ ...IDLE });
      else {
        let error: string;
        try {
          error = errorText(e, locale);
        } catch {
          error = e instanceof Error ? e.message : String(e);
        }
        setState({ ...IDLE, error });
      }
    };
    const done = (result: GzipResult) => live && setState({ ...IDLE, result });
    if (request.source instanceof Uint8Array && size <= PAGE_LIMIT) {
      // fflate loads with the first job, not with the page.
      import('./gzip.ops.ts').then((m) => m.runGzip({ kind: 'gzip', ...request }, () => {})).then(done, fail);
    } else {
      setState({ ...IDLE, progress: { done: 0, total: size } });
      worker
        .run(
          { kind: 'gzip', ...request },
          {
            supersede: 'terminate',
            onEvent: (p) => live && setState((s) => ({ ...s, progress: p })),
          },
        )
        .then((r) => r.kind === 'gzip' && done(r), fail);
    }
    return () => {
      live = false;
    };
  }, [request, worker, locale]);

  const cancel = useCallback(() => {
    worker.cancel();
    setState({ ...IDLE, cancelled: true });
  }, [worker]);

  return { ...state, cancel };
}
