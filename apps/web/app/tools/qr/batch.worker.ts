/// <reference lib="webworker" />
import { isEngineError } from '@tinkerbox/engine';
import { encodeQr, toPng, toSvg } from '@tinkerbox/engine/qr';
import { zipSync } from 'fflate';
import { expose } from '../../lib/worker/expose.ts';
import type { BatchProtocol } from './qr.protocol.ts';

// The rows are encoded in one synchronous loop: cancel ends the worker (WorkerClient.cancel), which is
// the only way to stop such a loop mid-way.
expose<BatchProtocol>(({ job, rows, options }, ctx) => {
  const files: Record<string, Uint8Array> = {};
  const items: { text: string; svg: string }[] = [];
  const skipped: number[] = [];
  const enc = new TextEncoder();
  const look = { margin: options.margin, foreground: options.foreground, background: options.background };
  let last = 0;
  rows.forEach((r, i) => {
    try {
      const symbol = encodeQr(r.text, options.utf8Eci ? { level: options.level, eci: 26 } : { level: options.level });
      if (job === 'sheet') items.push({ text: r.text, svg: toSvg(symbol, look) });
      else if (options.format === 'svg') files[r.file] = enc.encode(toSvg(symbol, { ...look, size: options.size }));
      else files[r.file] = toPng(symbol, { ...look, size: options.size });
    } catch (err) {
      // Too long for a QR code: the row is left out and named in the summary; anything else is a bug.
      if (!isEngineError(err)) throw err;
      skipped.push(r.row);
    }
    const now = Date.now();
    if (now - last > 100 || i === rows.length - 1) {
      last = now;
      ctx.emit({ done: i + 1, total: rows.length });
    }
  });
  if (job === 'sheet') return { job, items, skipped };
  // PNG is already deflated: store it in the ZIP as it is.
  const level = options.format === 'png' ? 0 : 6;
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [v, { level }]])));
  ctx.transferResult([zip.buffer]);
  return { job, zip, files: Object.keys(files).length, skipped };
});
