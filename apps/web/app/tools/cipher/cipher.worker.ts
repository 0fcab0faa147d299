/// <reference lib="webworker" />
import {
  type CipherParams,
  type CipherSecret,
  type CipherSpec,
  createDecryptor,
  createEncryptor,
} from '@tinkerbox/engine/cipher';

/** One encryption or decryption of bytes typed on the page, or of a file read in chunks. */
export type CipherJob = {
  id: number;
  direction: 'encrypt' | 'decrypt';
  spec: CipherSpec;
  secret: CipherSecret;
} & ({ data: Uint8Array } | { file: File });

export type CipherReply =
  | { type: 'progress'; id: number; bytes: number }
  | {
      type: 'done';
      id: number;
      /** The whole result for typed input; for files, a Blob of it and the first bytes for a preview. */
      output: Uint8Array;
      blob?: Blob;
      size: number;
      params: CipherParams | undefined;
      ms: number;
    }
  | { type: 'error'; id: number; error: { name: string; message: string; code?: string; params?: object } };

/** 1 MiB pieces; DES and Triple DES run at about 1-3 MB/s, so they get 64 KiB ones for a moving progress bar. */
const chunkFor = (spec: CipherSpec) => (spec.algorithm === 'des' || spec.algorithm === 'tripledes' ? 1 << 16 : 1 << 20);
const PREVIEW = 64 * 1024;

async function run(job: CipherJob): Promise<void> {
  const started = performance.now();
  const s = job.direction === 'encrypt' ? createEncryptor(job.spec, job.secret) : createDecryptor(job.spec, job.secret);
  if ('data' in job) {
    const a = await s.update(job.data);
    const b = await s.final();
    const output = new Uint8Array(a.length + b.length);
    output.set(a);
    output.set(b, a.length);
    const reply: CipherReply = {
      type: 'done',
      id: job.id,
      output,
      size: output.length,
      params: s.params,
      ms: performance.now() - started,
    };
    postMessage(reply, { transfer: [output.buffer] });
    return;
  }
  // Files stream through in 1 MiB pieces; the result is a Blob of the pieces, so memory stays near the file size.
  const parts: Uint8Array[] = [];
  let size = 0;
  let read = 0;
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  const flush = async () => {
    if (pendingLength === 0) return;
    const chunk = pending.length === 1 ? (pending[0] as Uint8Array) : join(pending, pendingLength);
    pending = [];
    pendingLength = 0;
    const out = await s.update(chunk);
    if (out.length) {
      parts.push(out);
      size += out.length;
    }
    postMessage({ type: 'progress', id: job.id, bytes: read } satisfies CipherReply);
  };
  const chunk = chunkFor(job.spec);
  const reader = job.file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.length;
    pending.push(value);
    pendingLength += value.length;
    if (pendingLength >= chunk) await flush();
  }
  await flush();
  const last = await s.final();
  if (last.length) {
    parts.push(last);
    size += last.length;
  }
  const blob = new Blob(parts as BlobPart[], { type: 'application/octet-stream' });
  const output = new Uint8Array(await blob.slice(0, PREVIEW).arrayBuffer());
  const reply: CipherReply = {
    type: 'done',
    id: job.id,
    output,
    blob,
    size,
    params: s.params,
    ms: performance.now() - started,
  };
  postMessage(reply);
}

function join(parts: Uint8Array[], n: number): Uint8Array {
  const out = new Uint8Array(n);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

self.onmessage = (e: MessageEvent<CipherJob>) => {
  const job = e.data;
  run(job).catch((err: unknown) => {
    const x = err as { name?: string; message?: string; code?: string; params?: object };
    const error = { name: x?.name ?? 'Error', message: x?.message ?? String(err), code: x?.code, params: x?.params };
    postMessage({ type: 'error', id: job.id, error } satisfies CipherReply);
  });
};
