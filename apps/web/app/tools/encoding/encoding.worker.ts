/// <reference lib="webworker" />
import { toBase64 } from '@tinkerbox/engine/encoding';
import { expose } from '../../lib/worker/expose.ts';
import { runRadix } from './codecs.ops.ts';
import { runJob } from './encoding.ops.ts';
import type { EncodingProtocol } from './encoding.protocol.ts';
import { runGzip } from './gzip.ops.ts';
import { decodeHtml, encodeHtml } from './html-codec.ts';

// 57 bytes make one 76-character MIME line and are a multiple of 3, so chunks join without padding.
const CHUNK = 57 * 65536;

/**
 * Files to base64 in 3.7 MB slices with progress, and the family's big text jobs (the page supersedes
 * a job on the next keystroke by terminating the worker).
 */
expose<EncodingProtocol>(async (job, ctx) => {
  if (job.kind === 'gzip') {
    const result = await runGzip(job, (done, total) => ctx.emit({ done, total }));
    if (result.kind === 'gzip') ctx.transferResult([result.bytes.buffer as ArrayBuffer]);
    return result;
  }
  if (job.kind === 'codec') {
    const result = runJob(job.job, { encodeHtml, decodeHtml }, runRadix);
    if (result.kind === 'bytes') ctx.transferResult([result.bytes.buffer as ArrayBuffer]);
    return { kind: 'codec', result };
  }
  const { file, options } = job;
  const parts: string[] = [];
  for (let offset = 0; offset < file.size || offset === 0; offset += CHUNK) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.slice(offset, offset + CHUNK).arrayBuffer());
    } catch {
      // moved, changed or deleted since it was chosen: the page says so beside it
      return { kind: 'unreadable' };
    }
    parts.push(toBase64(bytes, options));
    ctx.emit({ done: Math.min(offset + CHUNK, file.size), total: file.size });
    if (file.size === 0) break;
  }
  return { kind: 'file', text: parts.join(options.lineLength ? '\r\n' : '') };
});
