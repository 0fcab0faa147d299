import { useEffect, useRef, useState } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import { useJobRunner } from '../../lib/worker/use-job.ts';
import { printSheet, sheetHtml } from './batch.sheet.ts';
import type { Row } from './batch-rows.ts';
import { uniqueFileNames } from './csv.ts';
import { download } from './lib.ts';
import type { BatchJob, BatchOptions, BatchProgress, BatchProtocol } from './qr.protocol.ts';
import { qrBatchMessages } from './qr-batch.messages.ts';

const createBatchWorker = () => new Worker(new URL('./batch.worker.ts', import.meta.url), { type: 'module' });

/**
 * Making the batch in the worker, on the one job hook (lib/worker/use-job.ts): `run('zip' | 'sheet', ...)`
 * starts it (a new run replaces one still going), `progress` is how far it is, `cancel()` stops it at
 * once, and `status` says what came out. When the worker cannot start, the busy state ends and the layout
 * shows why; nothing is downloaded. Anything the worker throws is a bug, for the tool's error boundary.
 */
export function useBatch(perRow: number) {
  const b = useMessages(qrBatchMessages);
  const batch = useJobRunner<BatchProtocol>(createBatchWorker, { supersede: 'terminate' });
  if (batch.error) throw batch.error;
  const [status, setStatus] = useState<string | null>(null);
  const [total, setTotal] = useState(0);
  const sheet = useRef<HTMLIFrameElement | null>(null);
  useEffect(() => () => sheet.current?.remove(), []);
  // read when a batch is done: a change of layout afterwards does not make (or download) it again
  const latest = useAsLastSet({ b, perRow });

  const done = batch.status === 'done' ? batch.result : undefined;
  useEffect(() => {
    if (!done) return;
    const { b, perRow } = latest.current;
    const skipped = done.skipped.length
      ? fmt(b.skipped, { n: done.skipped.length, rows: done.skipped.slice(0, 20).join(', ') })
      : '';
    if (done.job === 'zip') {
      download(new Blob([done.zip as BlobPart], { type: 'application/zip' }), 'qrcodes.zip');
      setStatus([fmt(b.zipDone, { n: done.files }), skipped].filter(Boolean).join(' '));
    } else {
      sheet.current?.remove();
      sheet.current = printSheet(sheetHtml(done.items, perRow, b.sheetTitle), b.sheetTitle);
      setStatus(skipped || null);
    }
  }, [done]);

  const run = (job: BatchJob['job'], rows: readonly Row[], options: BatchOptions) => {
    setStatus(null);
    setTotal(rows.length);
    const names = uniqueFileNames(
      rows.map((r) => r.name),
      options.format,
    );
    batch.run({ job, options, rows: rows.map((r, i) => ({ row: r.row, text: r.text, file: names[i]! })) });
  };

  const cancel = () => {
    batch.cancel();
    setStatus(b.cancelled);
  };

  const progress: BatchProgress | null = batch.status === 'running' ? (batch.progress ?? { done: 0, total }) : null;
  return { run, cancel, progress, status };
}
