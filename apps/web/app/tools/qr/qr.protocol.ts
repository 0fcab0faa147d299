import type { QrLevel } from '@tinkerbox/engine/qr';
import type { QrReadResult } from '@tinkerbox/engine/qr-reader';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

// The jobs and replies of the QR family's two workers (read.worker.ts, batch.worker.ts), in the shared
// envelope of lib/worker. Bad input comes back as an EngineError: QR_NOT_FOUND, NOT_AN_IMAGE.

/** An image to read: a file as it is, or pixels already drawn (a camera frame, the generator's own image). */
export type ReadJob =
  | { kind: 'file'; file: Blob }
  | { kind: 'pixels'; data: Uint8ClampedArray; width: number; height: number };

/** The codes found, and the pixel size of the image their corners refer to. */
export interface ReadResult {
  results: QrReadResult[];
  width: number;
  height: number;
}

export type ReadProtocol = WorkerProtocol<ReadJob, never, ReadResult>;

export interface BatchRow {
  /** 1-based row number as the visitor sees it (line or CSV data row). */
  row: number;
  text: string;
  /** File name with extension, already unique. */
  file: string;
}

export interface BatchOptions {
  level: QrLevel;
  margin: number;
  size: number;
  foreground: string;
  background: string;
  format: 'png' | 'svg';
  /** Write an ECI 26 header, so readers know the text is UTF-8. */
  utf8Eci: boolean;
}

/** A ZIP of image files, or the SVGs of a print sheet. */
export interface BatchJob {
  job: 'zip' | 'sheet';
  rows: BatchRow[];
  options: BatchOptions;
}

/** How far the batch is: `done` rows of `total`. */
export interface BatchProgress {
  done: number;
  total: number;
}

/** What a batch made; `skipped` lists the rows too long for a QR code. */
export type BatchResult =
  | { job: 'zip'; zip: Uint8Array; files: number; skipped: number[] }
  | { job: 'sheet'; items: { text: string; svg: string }[]; skipped: number[] };

export type BatchProtocol = WorkerProtocol<BatchJob, BatchProgress, BatchResult>;
