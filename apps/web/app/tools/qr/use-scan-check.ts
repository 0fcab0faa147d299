import { useEffect, useState } from 'react';
import { useJob } from '../../lib/worker/use-job.ts';
import { svgToCanvas } from './lib.ts';
import type { ReadJob, ReadProtocol } from './qr.protocol.ts';
import { createReadWorker } from './use-read-worker.ts';

/** Where the scan check is: nothing to check, reading, read back to the same text, or not. */
export type ScanCheck = 'idle' | 'checking' | 'ok' | 'fail';

/** The pixels of the rendered image, for the text they should read back to; or that it could not be drawn. */
type Drawn = { job: ReadJob; text: string } | 'undrawable';

/**
 * Reads the rendered image back with a reader worker, on the one job hook (lib/worker/use-job.ts), so
 * styles, colours and logos are proven to scan. The image is drawn 350 ms after the last change; a newer
 * image supersedes the check of the older one. When the worker cannot start, the check says nothing (the
 * layout shows why) rather than claiming the image does not scan.
 */
export function useScanCheck(svg: string | null, text: string | null, modules: number, margin: number): ScanCheck {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    setDrawn(null);
    if (!svg || text === null) return;
    let live = true;
    const timer = setTimeout(async () => {
      const px = Math.max(256, (modules + 2 * margin) * 4);
      try {
        const ctx = (await svgToCanvas(svg, px)).getContext('2d');
        if (!ctx) throw new Error('2D canvas unavailable');
        const { data } = ctx.getImageData(0, 0, px, px);
        if (live) setDrawn({ job: { kind: 'pixels', data, width: px, height: px }, text });
      } catch {
        // The browser could not draw the image: it cannot be proven to scan.
        if (live) setDrawn('undrawable');
      }
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [svg, text, modules, margin]);

  const job = drawn && drawn !== 'undrawable' ? drawn.job : null;
  const run = useJob<ReadProtocol>(createReadWorker, job, {
    supersede: 'signal',
    // the pixels are moved into the worker, not copied
    transfer: (j) => (j.kind === 'pixels' ? [j.data.buffer] : []),
  });
  if (!svg || text === null) return 'idle';
  if (drawn === 'undrawable') return 'fail';
  if (run.status === 'failed') return 'idle';
  if (!drawn || !run.settled) return 'checking';
  // QR_NOT_FOUND (an EngineError): nothing read back
  if (run.status === 'invalid') return 'fail';
  return run.result?.results.some((x) => x.text === drawn.text) ? 'ok' : 'fail';
}
