import type { Base64EncodeOptions } from '@tinkerbox/engine/encoding';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';
import type { CodecJob, CodecResult } from './encoding.ops.ts';

/** A file to base64, reported as it goes (bytes read of the total); or a big text job of encoding.ops.ts. */
export type EncodingProtocol = WorkerProtocol<
  { kind: 'file'; file: File; options: Base64EncodeOptions } | { kind: 'codec'; job: CodecJob },
  { done: number; total: number },
  { kind: 'file'; text: string } | { kind: 'codec'; result: CodecResult }
>;

export const createEncodingWorker = () =>
  new Worker(new URL('./encoding.worker.ts', import.meta.url), { type: 'module' });
