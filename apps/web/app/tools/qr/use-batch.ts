import { useEffect, useRef, useState } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import { printSheet, sheetHtml } from './batch.sheet.ts';
import type { Row } from './batch-rows.ts';
import { uniqueFileNames } from './csv.ts';
import { download } from './lib.ts';
import type { BatchJob, BatchOptions, BatchProgress, BatchProtocol, BatchResult } from './qr.protocol.ts';
import { qrBatchMessages } from './qr-batch.messages.ts';
import { useRethrow } from './use-rethrow.ts';

const createBatchWorker = () => new Worker(new URL('./batch.worker.ts', import.meta.url), { type: 'module' });

/**
 * Making the batch in the worker: `run('zip' | 'sheet', ...)` starts it (a new run replaces one still
 * going), `progress` is how far it is, `cancel()` stops it at once, and `status` says what came out.
 * When the worker cannot start, the busy state ends and the layout shows why; nothing is downloaded.
 */
export function useBatch(perRow: number) {
  const b = useMessages(qrBatchMessages);
  const worker = useWorker<BatchProtocol>(createBatchWorker);
  const rethrow = useRethrow();
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const sheet = useRef<HTMLIFrameElement | null>(null);
  useEffect(() => () => sheet.current?.remove(), []);

  const finish = (r: BatchResult) => {
    const skipped = r.skipped.length
      ? fmt(b.skipped, { n: r.skipped.length, rows: r.skipped.slice(0, 20).join(', ') })
      : '';
    if (r.job === 'zip') {
      download(new Blob([r.zip as BlobPart], { type: 'application/zip' }), 'qrcodes.zip');
      setStatus([fmt(b.zipDone, { n: r.files }), skipped].filter(Boolean).join(' '));
    } else {
      sheet.current?.remove();
      sheet.current = printSheet(sheetHtml(r.items, perRow, b.sheetTitle), b.sheetTitle);
      setStatus(skipped || null);
    }
  };

  const run = async (job: BatchJob['job'], rows: readonly Row[], options: BatchOptions) => {
    setStatus(null);
    const names = uniqueFileNames(
      rows.map((r) => r.name),
      options.format,
    );
    const batch: BatchJob = { job, options, rows: rows.map((r, i) => ({ row: r.row, text: r.text, file: names[i]! })) };
    setProgress({ done: 0, total: rows.length });
    try {
      const result = await worker.run(batch, { onEvent: setProgress, supersede: 'terminate' });
      setProgress(null);
      finish(result);
    } catch (e) {
      if (isCancelled(e)) return;
      setProgress(null);
      // A worker that cannot start: the layout says so; anything else from the worker is a bug.
      if (!(e instanceof WorkerFailedError)) rethrow(e);
    }
  };

  const cancel = () => {
    worker.cancel();
    setProgress(null);
    setStatus(b.cancelled);
  };

  return { run, cancel, progress, status };
}
