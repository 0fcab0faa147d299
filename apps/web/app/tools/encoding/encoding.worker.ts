/// <reference lib="webworker" />
import { type Base64EncodeOptions, toBase64 } from '@tinkerbox/engine/encoding';

export interface Base64FileRequest {
  file: File;
  options: Base64EncodeOptions;
}
export type Base64FileReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; text: string }
  | { type: 'error'; message: string };

// 57 bytes make one 76-character MIME line and are a multiple of 3, so chunks join without padding.
const CHUNK = 57 * 65536;

/** Encodes a file to base64 in 3.7 MB slices, reporting progress; the page cancels by terminating. */
self.onmessage = async (e: MessageEvent<Base64FileRequest>) => {
  const { file, options } = e.data;
  const post = (r: Base64FileReply) => (self as unknown as Worker).postMessage(r);
  try {
    const parts: string[] = [];
    for (let offset = 0; offset < file.size || offset === 0; offset += CHUNK) {
      const bytes = new Uint8Array(await file.slice(offset, offset + CHUNK).arrayBuffer());
      parts.push(toBase64(bytes, options));
      post({ type: 'progress', done: Math.min(offset + CHUNK, file.size), total: file.size });
      if (file.size === 0) break;
    }
    post({ type: 'done', text: parts.join(options.lineLength ? '\r\n' : '') });
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
