import {
  createHash,
  createHmac,
  digest,
  type HashAlgorithm,
  type Hasher,
  type HashParams,
  hashStream,
  hmac,
  pbkdf2,
} from '@tinkerbox/engine/hash';
import type { JobContext } from '../../lib/worker/expose.ts';
import { readWhole } from './file-pipeline.ts';
import { hashStage, readFile } from './file-stages.ts';
import type { HashJob, HashProtocol, HashResult, ParamsByAlgorithm } from './hash.protocol.ts';

// A file job awaits between chunks, so it gets its own hashers (the engine's pooled ones could be used
// by a 'bytes' job that arrives meanwhile), made for the algorithm's options if it has any.
const hasherFor = (a: HashAlgorithm, key?: Uint8Array, params?: HashParams): Promise<Hasher> =>
  key ? createHmac(a, key) : createHash(a, params);

async function hashFiles(job: Extract<HashJob, { type: 'files' }>, ctx: JobContext<HashProtocol>): Promise<void> {
  for (let i = 0; i < job.files.length; i++) {
    ctx.signal.throwIfAborted();
    const file = job.files[i]!;
    // A small file hashed with SHA-1/SHA-256 alone is read whole and hashed by WebCrypto, as on the pipeline.
    const whole = readWhole(file, job.algorithms);
    const hashers = whole
      ? []
      : await Promise.all(job.algorithms.map((a) => hasherFor(a, job.hmacKey, job.params?.[a])));
    const started = performance.now();
    let last = 0;
    try {
      const { digests, bytes } = whole
        ? await wholeFile(file, job.algorithms, job.hmacKey)
        : await hashStream(file.stream(), hashers, {
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

/** The digests (HMACs with a key) of `data`, one per algorithm, in order. */
function digestsOf(
  data: Uint8Array,
  algorithms: readonly HashAlgorithm[],
  key: Uint8Array | undefined,
  params?: ParamsByAlgorithm,
): Promise<Uint8Array[]> {
  // HMACs through the engine's one-shot hmac(), which reuses one hasher per algorithm: a new keyed
  // hasher per keystroke would make two WASM instances per algorithm each time. Likewise digest(),
  // which keeps one hasher per algorithm and per recent set of options (a length, a key).
  if (key) return Promise.all(algorithms.map((a) => hmac(a, key, data)));
  return Promise.all(algorithms.map((a) => digest(a, data, params?.[a])));
}

/** A file read whole, then its digests (see readWhole: meant for small files and SHA-1/SHA-256). */
async function wholeFile(
  file: File,
  algorithms: readonly HashAlgorithm[],
  key: Uint8Array | undefined,
): Promise<{ digests: Uint8Array[]; bytes: number }> {
  const data = new Uint8Array(await file.arrayBuffer());
  return { digests: await digestsOf(data, algorithms, key), bytes: data.length };
}

/**
 * Runs one job of the hash pages (in the worker; tests call it directly): digests of bytes, a files job
 * whose results arrive as events and which stops when `ctx.signal` aborts, a PBKDF2 derivation, a file
 * read whole, or one end of a file pipeline (file-stages.ts: the reader, or a hashing stage).
 * Bad PBKDF2 parameters throw the engine's OUT_OF_RANGE, with the field it is about.
 */
export async function runHashJob(job: HashJob, ctx: JobContext<HashProtocol>): Promise<HashResult> {
  const t0 = performance.now();
  if (job.type === 'bytes') {
    return { digests: await digestsOf(job.data, job.algorithms, job.hmacKey, job.params), ms: performance.now() - t0 };
  }
  if (job.type === 'whole') {
    const r = await wholeFile(job.file, job.algorithms, job.hmacKey);
    ctx.emit({ type: 'progress', file: 0, bytes: r.bytes });
    return { ...r, ms: performance.now() - t0 };
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
