/// <reference lib="webworker" />
import { type CipherSession, type CipherSpec, createDecryptor, createEncryptor } from '@tinkerbox/engine/cipher';
import { expose, type JobContext } from '../../lib/worker/expose.ts';
import { CancelledError } from '../../lib/worker/protocol.ts';
import type { CipherProtocol, CipherResult } from './cipher.protocol.ts';

/** 1 MiB pieces; DES and Triple DES run at about 1-3 MB/s, so they get 64 KiB ones for a moving progress bar. */
const chunkFor = (spec: CipherSpec) => (spec.algorithm === 'des' || spec.algorithm === 'tripledes' ? 1 << 16 : 1 << 20);
/** Bytes of a file's result kept for the output box; the whole is in the Blob. */
const PREVIEW = 64 * 1024;

expose<CipherProtocol>(async (job, ctx) => {
  const started = performance.now();
  const s = job.direction === 'encrypt' ? createEncryptor(job.spec, job.secret) : createDecryptor(job.spec, job.secret);
  if ('data' in job) {
    const output = join([await s.update(job.data), await s.final()]);
    ctx.transferResult([output.buffer]);
    return { output, size: output.length, params: s.params, ms: performance.now() - started };
  }
  return runFile(job.file, job.spec, s, ctx, started);
});

/** Streams a file through in pieces; the result is a Blob of the pieces, so memory stays near the file size. */
async function runFile(
  file: File,
  spec: CipherSpec,
  s: CipherSession,
  ctx: JobContext<CipherProtocol>,
  started: number,
): Promise<CipherResult> {
  const parts: Uint8Array[] = [];
  let size = 0;
  let read = 0;
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  const keep = (out: Uint8Array) => {
    if (out.length === 0) return;
    parts.push(out);
    size += out.length;
  };
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = join(pending);
    pending = [];
    pendingLength = 0;
    keep(await s.update(chunk));
    ctx.emit({ bytes: read });
  };
  const chunk = chunkFor(spec);
  const reader = file.stream().getReader();
  for (;;) {
    if (ctx.signal.aborted) {
      await reader.cancel();
      throw new CancelledError();
    }
    const { done, value } = await reader.read();
    if (done) break;
    read += value.length;
    pending.push(value);
    pendingLength += value.length;
    if (pendingLength >= chunk) await flush();
  }
  await flush();
  keep(await s.final());
  const blob = new Blob(parts as BlobPart[], { type: 'application/octet-stream' });
  const output = new Uint8Array(await blob.slice(0, PREVIEW).arrayBuffer());
  return { output, blob, size, params: s.params, ms: performance.now() - started };
}

/** One array of the pieces (the piece itself when there is one). */
function join(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
