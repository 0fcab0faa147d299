/// <reference lib="webworker" />
import { type Base64EncodeOptions, toBase64 } from '@tinkerbox/engine/encoding';
import { expose } from '../../lib/worker/expose.ts';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** A file to base64, reported as it goes: bytes read so far of the total. */
export type Base64Protocol = WorkerProtocol<
  { file: File; options: Base64EncodeOptions },
  { done: number; total: number },
  { text: string }
>;

// 57 bytes make one 76-character MIME line and are a multiple of 3, so chunks join without padding.
const CHUNK = 57 * 65536;

/** Encodes a file to base64 in 3.7 MB slices, reporting progress; the page cancels by terminating. */
expose<Base64Protocol>(async ({ file, options }, ctx) => {
  const parts: string[] = [];
  for (let offset = 0; offset < file.size || offset === 0; offset += CHUNK) {
    const bytes = new Uint8Array(await file.slice(offset, offset + CHUNK).arrayBuffer());
    parts.push(toBase64(bytes, options));
    ctx.emit({ done: Math.min(offset + CHUNK, file.size), total: file.size });
    if (file.size === 0) break;
  }
  return { text: parts.join(options.lineLength ? '\r\n' : '') };
});
