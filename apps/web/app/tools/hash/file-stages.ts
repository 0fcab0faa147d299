import {
  createHash,
  createHmac,
  type HashAlgorithm,
  type Hasher,
  type HashParams,
  hasHashParams,
} from '@tinkerbox/engine/hash';
import type { JobContext } from '../../lib/worker/expose.ts';
import type { ChainMessage, HashJob, HashProtocol, HashResult } from './hash.protocol.ts';

// The worker side of a file pipeline (file-pipeline.ts builds it on the page): one worker reads the file
// into a small ring of buffers while others hash, so reading and hashing overlap, and several algorithms
// run in parallel on the same bytes. Each buffer is transferred reader -> stage 1 -> ... -> reader,
// never copied; the ring bounds the memory in flight to ring x chunk bytes.

type ReadJob = Extract<HashJob, { type: 'read' }>;
type StageJob = Extract<HashJob, { type: 'hash-port' }>;
type StreamJob = Extract<HashJob, { type: 'stream' }>;

function byobReader(stream: ReadableStream<Uint8Array>): ReadableStreamBYOBReader | undefined {
  try {
    return stream.getReader({ mode: 'byob' });
  } catch {
    return undefined; // not a byte stream
  }
}

/** Buffers coming back from the last stage, and a wait for the next one (allocated on first use). */
function ring(back: MessagePort, count: number, chunk: number) {
  const free: (ArrayBuffer | null)[] = Array.from({ length: count }, () => null);
  let wake: (() => void) | null = null;
  back.onmessage = (e: MessageEvent<ChainMessage>) => {
    if (e.data.kind !== 'chunk') return;
    free.push(e.data.buf);
    wake?.();
    wake = null;
  };
  // A credit to send one more chunk: a buffer of ours to fill, or null (allocate one if reading BYOB).
  return async (signal: AbortSignal): Promise<ArrayBuffer | null> => {
    while (free.length === 0) {
      await new Promise<void>((r) => {
        wake = r;
      });
      signal.throwIfAborted();
    }
    const b = free.pop() ?? null;
    return b && b.byteLength === chunk ? b : null;
  };
}

/** Fills `buf` from a BYOB reader (one read may give less than asked); returns the buffer, its length, and whether the file ended. */
async function fill(reader: ReadableStreamBYOBReader, buf: ArrayBuffer) {
  let filled = 0;
  let ended = false;
  let b = buf;
  while (filled < b.byteLength) {
    const { value, done } = await reader.read(new Uint8Array(b, filled, b.byteLength - filled));
    if (value) {
      b = value.buffer as ArrayBuffer;
      filled += value.byteLength;
    }
    if (done) {
      ended = true;
      break;
    }
  }
  return { buf: b, length: filled, ended };
}

/**
 * Opens `file` for reading chunk by chunk: into a buffer of ours when its stream is a byte stream
 * (BYOB; `into` gives the buffer), else in the stream's own chunks.
 */
function openChunks(file: File) {
  const stream = file.stream();
  const byob = byobReader(stream);
  const reader = byob ?? stream.getReader();
  return {
    byob: byob !== undefined,
    /** The next chunk, and whether the file ended with it. */
    async next(into: () => ArrayBuffer): Promise<{ view: Uint8Array; ended: boolean }> {
      if (byob) {
        const r = await fill(byob, into());
        return { view: new Uint8Array(r.buf, 0, r.length), ended: r.ended };
      }
      const r = await (reader as ReadableStreamDefaultReader<Uint8Array>).read();
      return { view: r.value ?? new Uint8Array(), ended: r.done };
    },
    cancel: () => void reader.cancel().catch(() => undefined),
  };
}

/** Reports `progress` at most every 100 ms, and when the file ends. */
function progressEvery100ms(ctx: JobContext<HashProtocol>) {
  let last = 0;
  return (bytes: number, ended: boolean) => {
    const now = performance.now();
    if (now - last > 100 || ended) {
      last = now;
      ctx.emit({ type: 'progress', bytes });
    }
  };
}

/** Reads a file down the pipeline (the `read` job); resolves with the number of bytes read. */
export async function readFile(job: ReadJob, ctx: JobContext<HashProtocol>): Promise<HashResult> {
  const t0 = performance.now();
  const { out, back } = job;
  const take = ring(back, job.ring, job.chunk);
  const chunks = openChunks(job.file);
  const progress = progressEvery100ms(ctx);
  const send = (m: ChainMessage, transfer: Transferable[] = []) => out.postMessage(m, transfer);
  let bytes = 0;
  try {
    for (;;) {
      ctx.signal.throwIfAborted();
      const credit = await take(ctx.signal);
      const { view, ended } = await chunks.next(() => credit ?? new ArrayBuffer(job.chunk));
      if (view.byteLength > 0) {
        // Our buffer (BYOB) goes as it is; a chunk of the stream's own is sent as its own buffer.
        const whole = chunks.byob || (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength);
        const buf = (whole ? view.buffer : view.slice().buffer) as ArrayBuffer;
        bytes += view.byteLength;
        send({ kind: 'chunk', buf, length: view.byteLength }, [buf]);
      }
      progress(bytes, ended);
      if (ended) break;
    }
    send({ kind: 'end' });
    return { digests: [], ms: performance.now() - t0, bytes };
  } catch (e) {
    send({ kind: 'stop' });
    chunks.cancel();
    throw e;
  } finally {
    back.onmessage = null;
    out.close();
    back.close();
  }
}

// Each stage worker runs one stage job at a time (the page hashes its files one after another), so its
// hashers are reused from file to file: digest() resets them, and a WASM instance is costly to create.
const stageHashers = new Map<HashAlgorithm, Promise<Hasher>>();
function stageHasher(a: HashAlgorithm, key: Uint8Array | undefined, params?: HashParams): Promise<Hasher> {
  if (key) return createHmac(a, key);
  if (hasHashParams(a, params)) return createHash(a, params);
  let h = stageHashers.get(a);
  if (!h) {
    h = createHash(a);
    stageHashers.set(a, h);
    h.catch(() => stageHashers.delete(a));
  }
  return h;
}

/** One hashing stage (the `hash-port` job): resolves with its digests, or none if reading stopped. */
export async function hashStage(job: StageJob, ctx: JobContext<HashProtocol>): Promise<HashResult> {
  const t0 = performance.now();
  const { input, output } = job;
  const hashers = await Promise.all(job.algorithms.map((a) => stageHasher(a, job.hmacKey, job.params?.[a])));
  const result = await new Promise<HashResult>((resolve, reject) => {
    const finish = (digests: Uint8Array[]) => {
      input.onmessage = null;
      input.close();
      output.close();
      resolve({ digests, ms: performance.now() - t0 });
    };
    ctx.signal.addEventListener('abort', () => {
      input.close();
      output.close();
      reject(ctx.signal.reason);
    });
    input.onmessage = (e: MessageEvent<ChainMessage>) => {
      const m = e.data;
      if (m.kind === 'chunk') {
        const view = new Uint8Array(m.buf, 0, m.length);
        for (const h of hashers) h.update(view);
        output.postMessage(m, [m.buf]);
        return;
      }
      output.postMessage(m);
      const digests = hashers.map((h) => h.digest()); // also resets a pooled hasher after a stop
      finish(m.kind === 'end' ? digests : []);
    };
  });
  return result;
}

/**
 * A file read and hashed in turn by this worker alone (the `stream` job): no second worker to start,
 * for a file small enough that starting one costs more than overlapping reading with hashing saves.
 */
export async function hashAlone(job: StreamJob, ctx: JobContext<HashProtocol>): Promise<HashResult> {
  const t0 = performance.now();
  const hashers = await Promise.all(job.algorithms.map((a) => stageHasher(a, job.hmacKey, job.params?.[a])));
  const chunks = openChunks(job.file);
  const progress = progressEvery100ms(ctx);
  let buf = new ArrayBuffer(job.chunk);
  let bytes = 0;
  try {
    for (;;) {
      ctx.signal.throwIfAborted();
      const { view, ended } = await chunks.next(() => buf);
      if (chunks.byob) buf = view.buffer as ArrayBuffer; // the read hands the buffer back
      for (const h of hashers) h.update(view);
      bytes += view.length;
      progress(bytes, ended);
      if (ended) break;
    }
  } catch (e) {
    chunks.cancel();
    for (const h of hashers) h.digest(); // a pooled hasher starts the next file afresh
    throw e;
  }
  return { digests: hashers.map((h) => h.digest()), ms: performance.now() - t0, bytes };
}
