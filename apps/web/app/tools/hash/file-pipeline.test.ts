import { createHash as nodeHash, createHmac as nodeHmac } from 'node:crypto';
import { HASH_ALGORITHMS, type HashAlgorithm } from '@tinkerbox/engine/hash';
import { describe, expect, it } from 'vitest';
import { WorkerClient } from '../../lib/worker/client.ts';
import { expose, type WorkerScope } from '../../lib/worker/expose.ts';
import { isCancelled } from '../../lib/worker/protocol.ts';
import {
  ALONE_MAX,
  cancelPipeline,
  type FileOutcome,
  FileReadError,
  hashAlone,
  hashFileInPipeline,
  hashFilesInPipeline,
  type PipelineWorkers,
  planStages,
  readWhole,
  WHOLE_FILE_MAX,
} from './file-pipeline.ts';
import { runHashJob } from './hash.jobs.ts';
import type { HashProtocol } from './hash.protocol.ts';

// The file pipeline (one reader, several hashing stages linked by MessageChannels) checked against
// node:crypto (OpenSSL) in this process. Each "worker" is the real job handler behind a real
// MessageChannel, as in the page; only the Worker object is a stand-in, so buffers and ports are
// really transferred between the ends.

// `direct`: the envelope is handed over as is, not cloned, so a test can give the reader a stand-in
// File whose stream fails (a function does not survive a structured clone); the ports inside stay real.
function client(direct = false) {
  const create = () => {
    const { port1, port2 } = new MessageChannel();
    expose<HashProtocol>(runHashJob, port1 as unknown as WorkerScope);
    const w = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      onerror: null,
      onmessageerror: null,
      postMessage: (m: unknown, t?: Transferable[]) =>
        direct ? port1.onmessage?.({ data: m } as MessageEvent) : port2.postMessage(m, t ?? []),
      terminate: () => {
        port1.close();
        port2.close();
      },
    };
    port2.onmessage = (e) => w.onmessage?.(e);
    return w as unknown as Worker;
  };
  return new WorkerClient<HashProtocol>(create);
}

const workers = (stages: number, direct = false): PipelineWorkers => ({
  reader: client(direct),
  stages: Array.from({ length: stages }, () => client()),
});
const dispose = (w: PipelineWorkers) => {
  w.reader.dispose();
  for (const s of w.stages) s.dispose();
};

/** `size` bytes of a fixed xorshift32 pattern: the same on every run, not a multiple of the chunk. */
function pattern(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let x = 0x2545f491;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 255;
  }
  return out;
}

/** A stand-in File whose stream's chunks come from `pull` (one call per read the reader asks for). */
const streamFile = (name: string, size: number, pull: (c: ReadableStreamDefaultController<Uint8Array>) => void) =>
  ({ name, size, stream: () => new ReadableStream<Uint8Array>({ pull }) }) as unknown as File;

// node:crypto's names for the algorithms it has.
const NODE_NAME: Partial<Record<HashAlgorithm, string>> = {
  md5: 'md5',
  sha1: 'sha1',
  sha256: 'sha256',
  sha512: 'sha512',
  'sha3-256': 'sha3-256',
  'sha512-256': 'sha512-256',
  ripemd160: 'ripemd160',
};

describe('file pipeline', () => {
  const data = pattern(5 * (1 << 20) + 12_345);
  const file = new File([data], 'pattern.bin');

  it('several algorithms at once, spread over three hashing workers, give what node:crypto gives', async () => {
    const w = workers(3);
    const algorithms = Object.keys(NODE_NAME) as HashAlgorithm[];
    const seen: number[] = [];
    const r = await hashFileInPipeline(w, file, algorithms, { cores: 8, onRead: (b) => seen.push(b) });
    expect(r.bytes).toBe(data.length);
    expect(r.digests.map((d) => Buffer.from(d).toString('hex'))).toEqual(
      algorithms.map((a) => nodeHash(NODE_NAME[a]!).update(data).digest('hex')),
    );
    expect(seen.at(-1)).toBe(data.length);
    dispose(w);
  });

  it('one algorithm, and the same file again through the same workers (pooled hashers reset)', async () => {
    const w = workers(2, true);
    // said to be larger than ALONE_MAX, so that one algorithm goes through the pipeline too
    const big = () => {
      let at = 0;
      return streamFile('big.bin', ALONE_MAX + 1, (c) => {
        if (at >= data.length) return c.close();
        c.enqueue(data.slice(at, at + (1 << 16)));
        at += 1 << 16;
      });
    };
    for (let i = 0; i < 2; i++) {
      const r = await hashFileInPipeline(w, big(), ['sha3-256'], { cores: 8 });
      expect(Buffer.from(r.digests[0]!).toString('hex')).toBe(nodeHash('sha3-256').update(data).digest('hex'));
    }
    const empty = await hashFileInPipeline(w, new File([], 'empty'), ['md5', 'sha1'], { cores: 8 });
    expect(empty.bytes).toBe(0);
    expect(empty.digests.map((d) => Buffer.from(d).toString('hex'))).toEqual([
      nodeHash('md5').digest('hex'),
      nodeHash('sha1').digest('hex'),
    ]);
    dispose(w);
  });

  it('HMACs with a key, over two stages', async () => {
    const w = workers(2);
    const key = new TextEncoder().encode('pipeline key');
    const r = await hashFileInPipeline(w, file, ['sha512', 'md5'], { cores: 3, hmacKey: key });
    expect(r.digests.map((d) => Buffer.from(d).toString('hex'))).toEqual([
      nodeHmac('sha512', key).update(data).digest('hex'),
      nodeHmac('md5', key).update(data).digest('hex'),
    ]);
    dispose(w);
  });

  it('a file that cannot be read ends in FileReadError, and the workers serve the next file', async () => {
    const w = workers(2, true);
    let pulls = 0;
    const broken = streamFile('gone.bin', 1 << 22, (c) => {
      if (++pulls === 3) c.error(new Error('NotReadableError: the file changed'));
      else c.enqueue(new Uint8Array(1 << 16));
    });
    const e = await hashFileInPipeline(w, broken, ['sha1', 'md5'], { cores: 3 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(FileReadError);
    expect((e as Error).message).toBe('NotReadableError: the file changed');
    const r = await hashFileInPipeline(w, file, ['sha1', 'md5'], { cores: 3 });
    expect(Buffer.from(r.digests[0]!).toString('hex')).toBe(nodeHash('sha1').update(data).digest('hex'));
    dispose(w);
  });

  it('cancel stops the reading and every stage at once', async () => {
    const w = workers(2, true);
    let pulls = 0;
    const endless = streamFile('endless.bin', 1 << 30, (c) => {
      if (++pulls === 5) cancelPipeline(w);
      c.enqueue(new Uint8Array(1 << 16));
    });
    const e = await hashFileInPipeline(w, endless, ['sha256', 'md5'], { cores: 3 }).catch((x: unknown) => x);
    expect(isCancelled(e)).toBe(true);
    expect(w.reader.busy || w.stages.some((s) => s.busy)).toBe(false);
    expect(pulls).toBeLessThan(10);
    dispose(w);
  });

  it('a run of several files reports each (an unreadable one as its error) and then its end', async () => {
    const w = workers(2, true);
    const broken = streamFile('gone.bin', 1 << 22, (c) => c.error(new Error('NotReadableError: the file changed')));
    const outcomes: [number, FileOutcome][] = [];
    const end = await new Promise<string>((resolve, reject) => {
      hashFilesInPipeline(
        w,
        [file, broken, file],
        ['md5', 'sha512'],
        { cores: 3 },
        {
          onFile: (i, o) => outcomes.push([i, o]),
          onEnd: resolve,
          onBug: reject,
        },
      );
    });
    expect(end).toBe('done');
    const expected = ['md5', 'sha512'].map((a) => nodeHash(a).update(data).digest('hex'));
    expect(outcomes.map(([i]) => i)).toEqual([0, 1, 2]);
    for (const at of [0, 2]) {
      const o = outcomes[at]![1];
      expect('digests' in o && o.digests.map((d) => Buffer.from(d).toString('hex'))).toEqual(expected);
    }
    expect(outcomes[1]![1]).toEqual({ error: 'NotReadableError: the file changed' });
    dispose(w);
  });

  it('stopping a run cancels its workers and reports nothing more', async () => {
    const w = workers(2, true);
    let pulls = 0;
    let stop = () => {};
    const endless = streamFile('endless.bin', 1 << 30, (c) => {
      if (++pulls === 5) stop();
      c.enqueue(new Uint8Array(1 << 16));
    });
    const reports: string[] = [];
    stop = hashFilesInPipeline(
      w,
      [endless, file],
      ['sha256'],
      { cores: 3 },
      {
        onRead: () => reports.push('read'),
        onFile: () => reports.push('file'),
        onEnd: (e) => reports.push(e),
        onBug: () => reports.push('bug'),
      },
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(pulls).toBeGreaterThanOrEqual(5);
    expect(pulls).toBeLessThan(10);
    expect(reports.filter((r) => r !== 'read')).toEqual([]);
    expect(w.reader.busy || w.stages.some((s) => s.busy)).toBe(false);
    dispose(w);
  });

  // Stages that must not start: a small file with one algorithm is hashed by the reader alone.
  const readerAlone = (): PipelineWorkers => ({
    reader: client(true),
    stages: [
      new WorkerClient<HashProtocol>(() => {
        throw new Error('a hashing worker was started');
      }),
    ],
  });

  it('a small file with one algorithm is read and hashed by the reader alone, as node:crypto hashes it', async () => {
    const w = readerAlone();
    for (const a of ['md5', 'sha512', 'sha3-256', 'sha512-256'] as const) {
      const seen: number[] = [];
      const r = await hashFileInPipeline(w, file, [a], { cores: 4, onRead: (b) => seen.push(b) });
      expect(r.bytes).toBe(data.length);
      expect(seen.at(-1)).toBe(data.length);
      expect(Buffer.from(r.digests[0]!).toString('hex'), a).toBe(nodeHash(NODE_NAME[a]!).update(data).digest('hex'));
    }
    const key = new TextEncoder().encode('alone key');
    const m = await hashFileInPipeline(w, file, ['md5'], { cores: 4, hmacKey: key });
    expect(Buffer.from(m.digests[0]!).toString('hex')).toBe(nodeHmac('md5', key).update(data).digest('hex'));
    const empty = await hashFileInPipeline(w, new File([], 'empty'), ['md5'], { cores: 4 });
    expect(Buffer.from(empty.digests[0]!).toString('hex')).toBe(nodeHash('md5').digest('hex'));
    dispose(w);
  });

  it('alone, a file that cannot be read ends in FileReadError and the next file hashes afresh; cancel stops it', async () => {
    const w = readerAlone();
    let pulls = 0;
    const broken = streamFile('gone.bin', 1 << 22, (c) => {
      if (++pulls === 3) c.error(new Error('NotReadableError: the file changed'));
      else c.enqueue(new Uint8Array(1 << 16).fill(pulls));
    });
    const e = await hashFileInPipeline(w, broken, ['md5'], { cores: 4 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(FileReadError);
    expect((e as Error).message).toBe('NotReadableError: the file changed');
    // the pooled hasher dropped the bytes of the failed file
    const r = await hashFileInPipeline(w, file, ['md5'], { cores: 4 });
    expect(Buffer.from(r.digests[0]!).toString('hex')).toBe(nodeHash('md5').update(data).digest('hex'));
    // A real worker ends when terminated; the stand-in's job runs in this process, so its stream ends.
    pulls = 0;
    const endless = streamFile('endless.bin', 1 << 22, (c) => {
      if (++pulls === 5) cancelPipeline(w);
      if (pulls > 5) c.close();
      else c.enqueue(new Uint8Array(1 << 16));
    });
    const c = await hashFileInPipeline(w, endless, ['md5'], { cores: 4 }).catch((x: unknown) => x);
    expect(isCancelled(c)).toBe(true);
    expect(w.reader.busy).toBe(false);
    dispose(w);
  });

  it('hashes alone only small files with one algorithm', () => {
    const f = (size: number) => ({ size }) as File;
    expect(hashAlone(f(ALONE_MAX), ['md5'])).toBe(true);
    expect(hashAlone(f(0), ['sha512'])).toBe(true);
    expect(hashAlone(f(ALONE_MAX + 1), ['md5'])).toBe(false);
    expect(hashAlone(f(10), ['md5', 'sha1'])).toBe(false);
  });

  // A stand-in File that can only be read whole: had the pipeline taken it, stream() would throw.
  const wholeOnly = (bytes: Uint8Array<ArrayBuffer> | null, size = bytes?.length ?? 0) =>
    ({
      name: 'whole.bin',
      size,
      arrayBuffer: () =>
        bytes ? Promise.resolve(bytes.slice().buffer) : Promise.reject(new Error('NotReadableError: the file changed')),
      stream: () => {
        throw new Error('read through the pipeline');
      },
    }) as unknown as File;

  it('a small file hashed only with SHA-1/SHA-256 is read whole (WebCrypto), digests and HMACs as node:crypto gives', async () => {
    const w = workers(2, true);
    const algorithms: HashAlgorithm[] = ['sha1', 'sha256'];
    const seen: number[] = [];
    const r = await hashFileInPipeline(w, wholeOnly(data), algorithms, { cores: 2, onRead: (b) => seen.push(b) });
    expect(r.bytes).toBe(data.length);
    expect(seen).toEqual([data.length]);
    expect(r.digests.map((d) => Buffer.from(d).toString('hex'))).toEqual(
      algorithms.map((a) => nodeHash(a).update(data).digest('hex')),
    );
    const key = new TextEncoder().encode('whole key');
    for (const k of [key, new Uint8Array(0)]) {
      const m = await hashFileInPipeline(w, wholeOnly(data), ['sha256', 'sha1'], { cores: 2, hmacKey: k });
      expect(m.digests.map((d) => Buffer.from(d).toString('hex'))).toEqual([
        nodeHmac('sha256', k).update(data).digest('hex'),
        nodeHmac('sha1', k).update(data).digest('hex'),
      ]);
    }
    const e = await hashFileInPipeline(w, wholeOnly(null, 100), ['sha1'], { cores: 2 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(FileReadError);
    expect((e as Error).message).toBe('NotReadableError: the file changed');
    dispose(w);
  });

  it('reads whole only small files with SHA-1/SHA-256 alone; anything else goes through the pipeline', () => {
    const f = (size: number) => ({ size }) as File;
    expect(readWhole(f(WHOLE_FILE_MAX), ['sha256', 'sha1'])).toBe(true);
    expect(readWhole(f(WHOLE_FILE_MAX + 1), ['sha256'])).toBe(false);
    expect(readWhole(f(10), ['sha256', 'md5'])).toBe(false);
    expect(readWhole(f(10), ['sha224'])).toBe(false);
    expect(readWhole(f(10), ['sha512'])).toBe(false);
    expect(readWhole(f(10), [])).toBe(false);
  });

  it('shares the algorithms between the stages: each exactly once, never more stages than asked', () => {
    for (const n of [1, 2, 3, 4]) {
      const groups = planStages(HASH_ALGORITHMS, n);
      expect(groups.length).toBe(n);
      expect(groups.flat().sort()).toEqual([...HASH_ALGORITHMS].sort());
    }
    expect(planStages(['md5', 'sha1'], 4)).toEqual([['md5'], ['sha1']]);
  });
});
