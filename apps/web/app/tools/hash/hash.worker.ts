/// <reference lib="webworker" />

import type { Pbkdf2Options } from '@tinkerbox/engine/hash';
import { createHash, createHmac, type HashAlgorithm, type Hasher, hashStream, pbkdf2 } from '@tinkerbox/engine/hash';

/** Requests the hash page sends to its worker. */
export type HashJob =
  | { type: 'bytes'; id: number; data: Uint8Array; algorithms: HashAlgorithm[]; hmacKey?: Uint8Array }
  | { type: 'files'; id: number; files: File[]; algorithms: HashAlgorithm[]; hmacKey?: Uint8Array }
  | { type: 'pbkdf2'; id: number; options: Pbkdf2Options };

/** What the worker answers. Errors keep an EngineError's name, code and params across the boundary. */
export type HashReply =
  | { type: 'result'; id: number; digests: Uint8Array[]; ms: number }
  | { type: 'progress'; id: number; file: number; bytes: number }
  | { type: 'file'; id: number; file: number; digests: Uint8Array[]; bytes: number; ms: number }
  | { type: 'file-error'; id: number; file: number; message: string }
  | { type: 'done'; id: number; ms: number }
  | { type: 'error'; id: number; error: { name: string; message: string; code?: string; params?: unknown } };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (r: HashReply) => scope.postMessage(r);

// Hashers are reused across jobs (digest() resets them); WASM instances are costly to create.
const plain = new Map<HashAlgorithm, Promise<Hasher>>();
// A file job awaits between chunks, so it gets its own hashers: a pooled one could be used by a
// 'bytes' job that arrives meanwhile.
const hasherFor = (a: HashAlgorithm, key?: Uint8Array, fresh = false): Promise<Hasher> => {
  if (key) return createHmac(a, key);
  if (fresh) return createHash(a);
  let h = plain.get(a);
  if (!h) {
    h = createHash(a);
    plain.set(a, h);
  }
  return h;
};

async function run(job: HashJob): Promise<void> {
  const t0 = performance.now();
  if (job.type === 'bytes') {
    const hashers = await Promise.all(job.algorithms.map((a) => hasherFor(a, job.hmacKey)));
    const digests = hashers.map((h) => h.update(job.data).digest());
    post({ type: 'result', id: job.id, digests, ms: performance.now() - t0 });
  } else if (job.type === 'pbkdf2') {
    const dk = await pbkdf2(job.options);
    post({ type: 'result', id: job.id, digests: [dk], ms: performance.now() - t0 });
  } else {
    for (let i = 0; i < job.files.length; i++) {
      const file = job.files[i]!;
      const hashers = await Promise.all(job.algorithms.map((a) => hasherFor(a, job.hmacKey, true)));
      const started = performance.now();
      let last = 0;
      try {
        const { digests, bytes } = await hashStream(file.stream(), hashers, {
          onProgress: (bytes) => {
            const now = performance.now();
            if (now - last > 100) {
              last = now;
              post({ type: 'progress', id: job.id, file: i, bytes });
            }
          },
        });
        post({ type: 'file', id: job.id, file: i, digests, bytes, ms: performance.now() - started });
      } catch (e) {
        // A file that vanished or cannot be read (permissions, a folder): report it and go on.
        post({ type: 'file-error', id: job.id, file: i, message: e instanceof Error ? e.message : String(e) });
      }
    }
    post({ type: 'done', id: job.id, ms: performance.now() - t0 });
  }
}

scope.onmessage = (e: MessageEvent<HashJob>) => {
  const job = e.data;
  run(job).catch((err: unknown) => {
    const x = err as { name?: string; message?: string; code?: string; params?: unknown };
    post({
      type: 'error',
      id: job.id,
      error: { name: x?.name ?? 'Error', message: x?.message ?? String(err), code: x?.code, params: x?.params },
    });
  });
};
