import {
  createHash,
  createHmac,
  type HashAlgorithm,
  type Hasher,
  type HashParams,
  hasHashParams,
  hashStream,
  hmac,
  pbkdf2,
} from '@tinkerbox/engine/hash';
import type { JobContext } from '../../lib/worker/expose.ts';
import { hashStage, readFile } from './file-stages.ts';
import type { HashJob, HashProtocol, HashResult } from './hash.protocol.ts';

// Hashers are reused across jobs (digest() resets them); WASM instances are costly to create.
const plain = new Map<HashAlgorithm, Promise<Hasher>>();
// A file job awaits between chunks, so it gets its own hashers: a pooled one could be used by a
// 'bytes' job that arrives meanwhile.
// An algorithm with options of its own (a length, a key) gets a hasher made for them.
const hasherFor = (a: HashAlgorithm, key?: Uint8Array, fresh = false, params?: HashParams): Promise<Hasher> => {
  if (key) return createHmac(a, key);
  if (fresh || hasHashParams(a, params)) return createHash(a, params);
  let h = plain.get(a);
  if (!h) {
    h = createHash(a);
    plain.set(a, h);
  }
  return h;
};

async function hashFiles(job: Extract<HashJob, { type: 'files' }>, ctx: JobContext<HashProtocol>): Promise<void> {
  for (let i = 0; i < job.files.length; i++) {
    ctx.signal.throwIfAborted();
    const file = job.files[i]!;
    const hashers = await Promise.all(job.algorithms.map((a) => hasherFor(a, job.hmacKey, true, job.params?.[a])));
    const started = performance.now();
    let last = 0;
    try {
      const { digests, bytes } = await hashStream(file.stream(), hashers, {
        signal: ctx.signal,
        onProgress: (bytes) => {
          const now = performance.now();
          if (now - last > 100) {
            last = now;
            ctx.emit({ type: 'progress', file: i, bytes });
          }
        },
      });
      ctx.emit({ type: 'file', file: i, digests, bytes, ms: performance.now() - started });
    } catch (e) {
      if (ctx.signal.aborted) throw e;
      // A file that vanished or cannot be read (permissions, a folder): report it and go on.
      ctx.emit({ type: 'file-error', file: i, message: e instanceof Error ? e.message : String(e) });
    }
  }
}

/**
 * Runs one job of the hash pages (in the worker; tests call it directly): digests of bytes, a files job
 * whose results arrive as events and which stops when `ctx.signal` aborts, a PBKDF2 derivation, or one
 * end of a file pipeline (file-stages.ts: the reader, or a hashing stage).
 * Bad PBKDF2 parameters throw the engine's OUT_OF_RANGE, with the field it is about.
 */
export async function runHashJob(job: HashJob, ctx: JobContext<HashProtocol>): Promise<HashResult> {
  const t0 = performance.now();
  if (job.type === 'bytes') {
    // HMACs through the engine's one-shot hmac(), which reuses one hasher per algorithm: a new keyed
    // hasher per keystroke would make two WASM instances per algorithm each time
    const key = job.hmacKey;
    if (key) {
      const digests = await Promise.all(job.algorithms.map((a) => hmac(a, key, job.data)));
      return { digests, ms: performance.now() - t0 };
    }
    const hashers = await Promise.all(job.algorithms.map((a) => hasherFor(a, undefined, false, job.params?.[a])));
    const digests = hashers.map((h) => h.update(job.data).digest());
    return { digests, ms: performance.now() - t0 };
  }
  if (job.type === 'pbkdf2') {
    const dk = await pbkdf2(job.options);
    return { digests: [dk], ms: performance.now() - t0 };
  }
  if (job.type === 'read') return readFile(job, ctx);
  if (job.type === 'hash-port') return hashStage(job, ctx);
  await hashFiles(job, ctx);
  return { digests: [], ms: performance.now() - t0 };
}
