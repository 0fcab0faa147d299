import type { Base64EncodeOptions, CompressionFormat, GzipHeader } from '@tinkerbox/engine/encoding';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';
import type { CodecJob, CodecResult } from './encoding.ops.ts';

/** /gzip's work: a file or bytes compressed or decompressed in chunks ('auto' reads the header). */
export interface GzipJob {
  kind: 'gzip';
  source: File | Uint8Array;
  inflate: boolean;
  format: CompressionFormat | 'auto';
  level: number;
  /** gzip's optional header fields, when compressing. */
  header?: GzipHeader;
}
export interface GzipResult {
  kind: 'gzip';
  bytes: Uint8Array;
  format: CompressionFormat;
}

/** The file could not be read (moved, changed or deleted since it was chosen): said beside it, not a bug. */
export interface UnreadableResult {
  kind: 'unreadable';
}

/** A file to base64, reported as it goes (bytes read of the total); or a big text job of encoding.ops.ts. */
export type EncodingProtocol = WorkerProtocol<
  { kind: 'file'; file: File; options: Base64EncodeOptions } | { kind: 'codec'; job: CodecJob } | GzipJob,
  { done: number; total: number },
  { kind: 'file'; text: string } | { kind: 'codec'; result: CodecResult } | GzipResult | UnreadableResult
>;

export const createEncodingWorker = () =>
  new Worker(new URL('./encoding.worker.ts', import.meta.url), { type: 'module' });
