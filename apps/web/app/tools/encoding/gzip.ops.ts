import { createCompression, detectCompression } from '@tinkerbox/engine/encoding';
import { joinBytes } from '../../lib/bytes.ts';
import type { GzipJob, GzipResult, UnreadableResult } from './encoding.protocol.ts';

/** Bytes fed to fflate at a time: small enough for steady progress, big enough to cost nothing. */
const CHUNK = 1 << 20;

/** A file's read failed: the file, not the code, is at fault. */
class UnreadableFile extends Error {}

async function slice(source: File | Uint8Array, start: number, end: number): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source.subarray(start, end);
  try {
    return new Uint8Array(await source.slice(start, end).arrayBuffer());
  } catch {
    throw new UnreadableFile();
  }
}

/**
 * Compresses or decompresses a file or bytes in 1 MiB chunks, reporting bytes read; on the page for
 * small input, in encoding.worker.ts for big input and files. Bad data throws INVALID_COMPRESSED; a file
 * that cannot be read is an `unreadable` result.
 */
export async function runGzip(
  job: GzipJob,
  progress: (done: number, total: number) => void,
): Promise<GzipResult | UnreadableResult> {
  try {
    return await compress(job, progress);
  } catch (e) {
    if (e instanceof UnreadableFile) return { kind: 'unreadable' };
    throw e;
  }
}

async function compress(job: GzipJob, progress: (done: number, total: number) => void): Promise<GzipResult> {
  const { source, inflate } = job;
  const total = source instanceof Uint8Array ? source.length : source.size;
  const format = job.format === 'auto' ? detectCompression(await slice(source, 0, 2)) : job.format;
  const stream = createCompression(format, {
    level: job.level,
    inflate,
    ...(job.header ? { header: job.header } : {}),
  });
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < total || offset === 0; offset += CHUNK) {
    const end = Math.min(offset + CHUNK, total);
    // Output parts may share fflate's buffers: copy those that stay.
    for (const p of stream.push(await slice(source, offset, end), end >= total)) parts.push(p.slice());
    progress(end, total);
    if (total === 0) break;
  }
  return { kind: 'gzip', bytes: joinBytes(parts), format };
}
