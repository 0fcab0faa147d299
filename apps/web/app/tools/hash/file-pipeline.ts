import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import type { WorkerClient } from '../../lib/worker/client.ts';
import { isCancelled, WorkerFailedError } from '../../lib/worker/protocol.ts';
import type { HashEvent, HashJob, HashProtocol, ParamsByAlgorithm } from './hash.protocol.ts';

// The page side of a file pipeline (decision 0018): one worker reads the file while one or more others
// hash it, linked by MessageChannels: reader -> stage 1 -> ... -> stage n -> reader. Buffers are
// transferred along the ring and reused, so at most `ring` chunks are in flight whatever the file size.

/** Bytes per chunk handed down the pipeline. */
export const PIPELINE_CHUNK = 2 << 20;
/** Chunks in flight: enough that the reader runs ahead while every stage is busy. */
export const pipelineRing = (stages: number) => stages + 3;
/** The most hashing workers a page starts (each holds its own WASM instances). */
export const MAX_STAGES = 4;

/**
 * Files up to this size, when every algorithm is SHA-1 or SHA-256, are read whole and hashed by the
 * platform (WebCrypto, with the CPU's SHA instructions where it has them): 2.1-3.2x the one-worker
 * reference on 32 MiB here, where hash-wasm's WASM has no such instructions. SHA-384/512 gained too
 * little (WASM's 64-bit arithmetic is close to native) to pay for holding the file (decision 0018).
 * The renderer holds the file once, so the size is capped.
 */
export const WHOLE_FILE_MAX = 32 << 20;
const NATIVE: ReadonlySet<HashAlgorithm> = new Set(['sha1', 'sha256']);

/** True when `file` goes through the platform's SHA-1/SHA-256 in one piece rather than the pipeline. */
export const readWhole = (file: File, algorithms: readonly HashAlgorithm[]): boolean =>
  file.size <= WHOLE_FILE_MAX && algorithms.length > 0 && algorithms.every((a) => NATIVE.has(a));

/**
 * Files up to this size, hashed with one algorithm, are read and hashed in turn by the page's one worker.
 * Chromium's file stream reads ahead on its own thread, and with the engine's own hash functions one
 * worker kept up with the pipeline (decision 0145): in Chromium here, MD5 at 128 MiB 528-537 MB/s alone
 * against 276-461 through the pipeline, at 256 MiB 604-669 against 299-573, at 1 GiB 682-710 against
 * 621-696 (SHA-512: 388-441 / 292-367, 490-523 / 355-463, 538-552 / 481-525). Past this size the
 * pipeline stays, as it measured as fast and reads in bounded memory either way.
 */
export const ALONE_MAX = 256 << 20;

/** True when `file` is read and hashed by the reader alone rather than through the pipeline. */
export const hashAlone = (file: File, algorithms: readonly HashAlgorithm[]): boolean =>
  file.size <= ALONE_MAX && algorithms.length === 1;

// Rough relative cost per byte of each algorithm (WASM in V8: the engine's own MD5, SHA-1 and SHA-2, hash-wasm for the rest; SHAKE, cSHAKE and KMAC are
// @noble/hashes and MD2, Streebog, RIPEMD-128/256/320 and CRC-16 our own code, pure TS), used only to share the algorithms fairly between stages: a stage's load is its sum.
// The newer entries were measured in Node 20 on a loaded 2-core machine (8 MiB, relative to MD5).
const COST: Record<Exclude<HashAlgorithm, `CRC-${string}`>, number> = {
  md5: 1,
  sha1: 1,
  sha224: 2,
  sha256: 2,
  sha384: 1.5,
  sha512: 1.5,
  'sha512-224': 1.5,
  'sha512-256': 1.5,
  'sha3-224': 1.6,
  'sha3-256': 1.7,
  'sha3-384': 2.2,
  'sha3-512': 3.1,
  'keccak-224': 1.6,
  'keccak-256': 1.7,
  'keccak-384': 2.2,
  'keccak-512': 3.1,
  ripemd160: 1.5,
  blake2b: 0.7,
  blake2s: 1,
  blake3: 0.8,
  // our own pure TS, 18 passes over a 48-byte state per 16 bytes: about 120x MD5 (8 MiB, Node 20)
  md2: 120,
  // our own pure TS, 12 rounds of table lookups per 64 bytes: 0.85-1.0 s per 8 MiB where MD2 took 1.1 s
  streebog256: 100,
  streebog512: 90,
  md4: 0.2,
  ripemd128: 10,
  ripemd256: 11,
  ripemd320: 18,
  sm3: 4,
  whirlpool: 5,
  shake128: 23,
  shake256: 46,
  cshake128: 28,
  cshake256: 45,
  kmac128: 48,
  kmac256: 56,
  crc32: 0.2,
  crc32c: 0.2,
  'crc16-arc': 2.5,
  'crc16-ccitt-false': 2.5,
  'crc16-modbus': 2.5,
  'crc16-xmodem': 2.5,
  'crc16-kermit': 2.5,
  adler32: 0.4,
};
// The catalogue's CRCs (engine crc-core.ts, pure TS, one table lookup per byte as the CRC-16s were; two
// 32-bit halves above 32 bits), but CRC-32/ISO-HDLC and CRC-32/ISCSI, which are hash-wasm's CRC-32:
// estimated from the CRC-16s' figure, not measured apart.
const costOf = (a: HashAlgorithm): number =>
  a === 'CRC-32/ISO-HDLC' || a === 'CRC-32/ISCSI'
    ? 0.2
    : a.startsWith('CRC-')
      ? Number.parseInt(a.slice(4), 10) > 32
        ? 4
        : 2.5
      : COST[a as keyof typeof COST];

/**
 * Shares `algorithms` between at most `stages` hashing stages, heaviest first onto the lightest stage
 * (longest-processing-time first), so the slowest stage, which sets the pace, is as light as it can be.
 */
export function planStages(algorithms: readonly HashAlgorithm[], stages: number): HashAlgorithm[][] {
  const n = Math.max(1, Math.min(stages, algorithms.length));
  const groups: { load: number; algorithms: HashAlgorithm[] }[] = Array.from({ length: n }, () => ({
    load: 0,
    algorithms: [],
  }));
  const heaviest = [...algorithms].sort((a, b) => costOf(b) - costOf(a));
  for (const a of heaviest) {
    const g = groups.reduce((min, x) => (x.load < min.load ? x : min));
    g.algorithms.push(a);
    g.load += costOf(a);
  }
  return groups.map((g) => g.algorithms).filter((g) => g.length > 0);
}

/**
 * How many hashing workers to use for `algorithms` on a device with `cores` logical cores: one per core
 * (the reader mostly waits), at most MAX_STAGES. On 2 cores, 2 stages hashed all 20 algorithms 1.72x
 * faster than one in a quiet run, 4 stages 1.39x (decision 0018).
 */
export function stageCount(algorithms: readonly HashAlgorithm[], cores: number): number {
  return Math.max(1, Math.min(algorithms.length, MAX_STAGES, cores));
}

/** The workers of a pipeline: one reader, and the hashing stages (created on first use by their clients). */
export interface PipelineWorkers {
  reader: WorkerClient<HashProtocol>;
  stages: readonly WorkerClient<HashProtocol>[];
}

/** A file that could not be read (it vanished, changed, or is a folder): the job goes on with the next. */
export class FileReadError extends Error {
  override readonly name = 'FileReadError';
}

/** Stops every worker of the pipeline at once (their jobs reject with CancelledError). */
export function cancelPipeline(w: PipelineWorkers): void {
  w.reader.cancel();
  for (const s of w.stages) s.cancel();
}

/**
 * Hashes one file through the pipeline (or, small, by the reader alone: read whole for SHA-1/SHA-256,
 * readWhole, or streamed for one algorithm, hashAlone): the digests for `algorithms`, in order, and the
 * bytes read.
 * Rejects with FileReadError when the file cannot be read, and with CancelledError or WorkerFailedError
 * (after stopping every other worker of the pipeline) when a worker is cancelled or dies.
 */
export async function hashFileInPipeline(
  w: PipelineWorkers,
  file: File,
  algorithms: readonly HashAlgorithm[],
  options: {
    hmacKey?: Uint8Array | undefined;
    params?: ParamsByAlgorithm | undefined;
    onRead?: (bytes: number) => void;
    cores: number;
  },
): Promise<{ digests: Uint8Array[]; bytes: number }> {
  const onEvent = (e: HashEvent) => {
    if (e.type === 'progress') options.onRead?.(e.bytes);
  };
  // A small file goes to the reader alone: read whole for the platform's SHA-1/SHA-256, or streamed.
  const alone: HashJob | null = readWhole(file, algorithms)
    ? { type: 'whole', file, algorithms: [...algorithms], hmacKey: options.hmacKey }
    : hashAlone(file, algorithms)
      ? {
          type: 'stream',
          file,
          chunk: PIPELINE_CHUNK,
          algorithms: [...algorithms],
          hmacKey: options.hmacKey,
          params: options.params,
        }
      : null;
  if (alone) {
    try {
      const r = await w.reader.run(alone, { onEvent });
      return { digests: r.digests, bytes: r.bytes ?? file.size };
    } catch (e) {
      if (isCancelled(e) || e instanceof WorkerFailedError) throw e;
      throw new FileReadError(e instanceof Error ? e.message : String(e));
    }
  }
  const groups = planStages(algorithms, Math.min(w.stages.length, stageCount(algorithms, options.cores)));
  const links = Array.from({ length: groups.length + 1 }, () => new MessageChannel());
  const stageRuns = groups.map((g, i) => {
    const input = links[i]!.port2;
    const output = links[i + 1]!.port1;
    return w.stages[i]!.run(
      { type: 'hash-port', input, output, algorithms: g, hmacKey: options.hmacKey, params: options.params },
      { transfer: [input, output] },
    );
  });
  const out = links[0]!.port1;
  const back = links[groups.length]!.port2;
  const read = w.reader.run(
    { type: 'read', file, out, back, chunk: PIPELINE_CHUNK, ring: pipelineRing(groups.length) },
    { transfer: [out, back], onEvent },
  );
  // A worker cancelled or gone leaves the others waiting on it: stop them all, and report the first cause.
  let failure: unknown = null;
  let readFailed = false;
  const fatal = (e: unknown) => {
    if (!readFailed && failure === null && (isCancelled(e) || e instanceof WorkerFailedError)) {
      failure = e;
      cancelPipeline(w);
    }
    throw failure ?? e;
  };
  const stageResults = Promise.all(stageRuns).catch(fatal);
  stageResults.catch(() => undefined); // awaited below, or not when reading fails first
  let bytes: number;
  try {
    bytes = (await read).bytes ?? 0;
  } catch (e) {
    if (failure !== null || isCancelled(e) || e instanceof WorkerFailedError) fatal(e);
    // Reading failed. The reader told the stages to stop, but one may still wait for a chunk (the
    // reader may not have started): stop them, as a Cancel does.
    readFailed = true;
    for (const s of w.stages) s.cancel();
    throw new FileReadError(e instanceof Error ? e.message : String(e));
  }
  const results = await stageResults;
  const byAlgorithm = new Map<HashAlgorithm, Uint8Array>();
  groups.forEach((g, i) => {
    for (const [j, a] of g.entries()) byAlgorithm.set(a, results[i]!.digests[j]!);
  });
  return { digests: algorithms.map((a) => byAlgorithm.get(a)!), bytes };
}

/** One file's outcome in `hashFilesInPipeline`: its digests (for the run's algorithms, in order), or why it could not be read. */
export type FileOutcome = { digests: Uint8Array[]; bytes: number } | { error: string };

/** What `hashFilesInPipeline` reports, never after it was stopped. */
export interface FilesRunListener {
  /** Bytes of file `index` read so far. */
  onRead?: (index: number, bytes: number) => void;
  onFile: (index: number, outcome: FileOutcome) => void;
  /** The run ended: every file done, cancelled (Cancel), or a worker could not start or died. */
  onEnd: (end: 'done' | 'cancelled' | 'failed') => void;
  /** Anything else thrown: a bug, for the page's error boundary. */
  onBug: (e: unknown) => void;
}

/**
 * Hashes `files` one after another through the pipeline, reporting each file and how the run ended.
 * Returns the function that stops it (an effect's cleanup): from then on nothing is reported, and a run
 * still going is cancelled, every worker and the reading with it.
 */
export function hashFilesInPipeline(
  w: PipelineWorkers,
  files: readonly File[],
  algorithms: readonly HashAlgorithm[],
  options: { hmacKey?: Uint8Array | undefined; params?: ParamsByAlgorithm | undefined; cores: number },
  on: FilesRunListener,
): () => void {
  let live = true;
  let running = true;
  const hashAll = async () => {
    for (let i = 0; i < files.length && live; i++) {
      const onRead = (bytes: number) => live && on.onRead?.(i, bytes);
      let outcome: FileOutcome;
      try {
        outcome = await hashFileInPipeline(w, files[i]!, algorithms, { ...options, onRead });
      } catch (e) {
        if (!(e instanceof FileReadError)) throw e;
        outcome = { error: e.message };
      }
      if (live) on.onFile(i, outcome);
    }
  };
  hashAll()
    .then(
      () => live && on.onEnd('done'),
      (e: unknown) => {
        if (!live) return;
        if (isCancelled(e)) on.onEnd('cancelled');
        else if (e instanceof WorkerFailedError) on.onEnd('failed');
        else on.onBug(e);
      },
    )
    .finally(() => {
      running = false;
    });
  return () => {
    live = false;
    if (running) cancelPipeline(w);
  };
}
