import { isEngineError } from '@tinkerbox/engine';
import { useEffect, useState } from 'react';
import { useBugToBoundary } from '../../lib/worker/use-job.ts';
import { isCancelled, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import { svgToCanvas } from './lib.ts';
import { useReadWorker } from './use-read-worker.ts';

/** Where the scan check is: nothing to check, reading, read back to the same text, or not. */
export type ScanCheck = 'idle' | 'checking' | 'ok' | 'fail';

/**
 * Reads the rendered image back with the reader worker, so styles, colours and logos are proven to
 * scan. A newer image supersedes the check of the older one. When the worker cannot start, the check
 * says nothing (the layout shows why) rather than claiming the image does not scan.
 */
export function useScanCheck(svg: string | null, text: string | null, modules: number, margin: number): ScanCheck {
  const { read } = useReadWorker();
  const rethrow = useBugToBoundary();
  const [check, setCheck] = useState<ScanCheck>('idle');
  useEffect(() => {
    if (!svg || text === null) {
      setCheck('idle');
      return;
    }
    setCheck('checking');
    let live = true;
    const timer = setTimeout(async () => {
      const px = Math.max(256, (modules + 2 * margin) * 4);
      let data: Uint8ClampedArray;
      try {
        const ctx = (await svgToCanvas(svg, px)).getContext('2d');
        if (!ctx) throw new Error('2D canvas unavailable');
        data = ctx.getImageData(0, 0, px, px).data;
      } catch {
        // The browser could not draw the image: it cannot be proven to scan.
        if (live) setCheck('fail');
        return;
      }
      try {
        const r = await read({ kind: 'pixels', data, width: px, height: px });
        if (live) setCheck(r.results.some((x) => x.text === text) ? 'ok' : 'fail');
      } catch (e) {
        if (!live || isCancelled(e)) return;
        if (e instanceof WorkerFailedError) setCheck('idle');
        else if (isEngineError(e))
          setCheck('fail'); // QR_NOT_FOUND: nothing read back
        else rethrow(e);
      }
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [svg, text, modules, margin, read, rethrow]);
  return check;
}
