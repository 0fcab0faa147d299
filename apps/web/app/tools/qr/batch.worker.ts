/// <reference lib="webworker" />
import { isEngineError } from '@tinkerbox/engine';
import { encodeQr, toPng, toSvg } from '@tinkerbox/engine/qr';
import { zipSync } from 'fflate';

export interface BatchRow {
  /** 1-based row number as the visitor sees it (line or CSV data row). */
  row: number;
  text: string;
  /** File name with extension, already unique. */
  file: string;
}

export interface BatchOptions {
  level: string;
  margin: number;
  size: number;
  foreground: string;
  background: string;
  format: 'png' | 'svg';
}

export type BatchRequest = { job: 'zip' | 'sheet'; rows: BatchRow[]; options: BatchOptions };

export type BatchResponse =
  | { type: 'progress'; done: number; total: number }
  | { type: 'zip'; zip: Uint8Array; files: number; skipped: number[] }
  | { type: 'sheet'; items: { text: string; svg: string }[]; skipped: number[] }
  | { type: 'bug'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<BatchRequest>) => {
  const { job, rows, options } = e.data;
  const post = (r: BatchResponse, transfer: Transferable[] = []) => scope.postMessage(r, transfer);
  try {
    const files: Record<string, Uint8Array> = {};
    const items: { text: string; svg: string }[] = [];
    const skipped: number[] = [];
    const enc = new TextEncoder();
    let last = 0;
    rows.forEach((r, i) => {
      try {
        const symbol = encodeQr(r.text, { level: options.level });
        const look = { margin: options.margin, foreground: options.foreground, background: options.background };
        if (job === 'sheet') items.push({ text: r.text, svg: toSvg(symbol, look) });
        else if (options.format === 'svg') files[r.file] = enc.encode(toSvg(symbol, { ...look, size: options.size }));
        // PNG is already deflated: store it in the ZIP as it is.
        else files[r.file] = toPng(symbol, { ...look, size: options.size });
      } catch (err) {
        if (!isEngineError(err)) throw err;
        skipped.push(r.row);
      }
      const now = Date.now();
      if (now - last > 100 || i === rows.length - 1) {
        last = now;
        post({ type: 'progress', done: i + 1, total: rows.length });
      }
    });
    if (job === 'sheet') return post({ type: 'sheet', items, skipped });
    const zip = zipSync(
      Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [v, { level: options.format === 'png' ? 0 : 6 }]])),
    );
    post({ type: 'zip', zip, files: Object.keys(files).length, skipped }, [zip.buffer]);
  } catch (err) {
    post({ type: 'bug', message: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
};
