import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FakeWorker } from '../../../test/fake-worker.ts';
import { WorkerClient } from '../../lib/worker/client.ts';
import { expose, type WorkerScope } from '../../lib/worker/expose.ts';
import { WorkerFailedError } from '../../lib/worker/protocol.ts';
import {
  LinkSender,
  PIPELINE_MIN,
  receive,
  type StageScope,
  type StageWorker,
  serveStage,
  stageGroups,
} from './recipe.pipeline.ts';
import type { RecipeProtocol, RecipeResult } from './recipe.protocol.ts';
import { runRecipeJob } from './recipe.run.ts';

// The pipeline of stage workers (decision 0182), with each stage worker stood in for by serveStage on a
// MessageChannel in this thread: the links, batches, acknowledgements and reports are the real ones.
// Expected values come from node:crypto and node:zlib (OpenSSL and zlib), never from the code under test.

const noCtx = () => ({ emit: () => {}, signal: new AbortController().signal, transferResult: () => {} });

/** How many stage workers a run started (and whether each was terminated). */
function fakeThreads(cores: number) {
  const started: { terminated: boolean }[] = [];
  const spawn = (): StageWorker => {
    const channel = new MessageChannel();
    const scope: StageScope = { postMessage: (m) => channel.port2.postMessage(m), onmessage: null };
    channel.port2.onmessage = (e) => scope.onmessage?.(e);
    serveStage(scope);
    const record = { terminated: false };
    started.push(record);
    const worker: StageWorker = {
      postMessage: (m, transfer) => channel.port1.postMessage(m, transfer ?? []),
      onmessage: null,
      onerror: null,
      terminate: () => {
        record.terminated = true;
        channel.port1.close();
        channel.port2.close();
      },
    };
    channel.port1.onmessage = (e) => worker.onmessage?.(e);
    return worker;
  };
  return { threads: { spawn, cores }, started };
}

const sizes = (r: RecipeResult) => r.steps.map((s) => s.size);

describe('the recipe pipeline', () => {
  it('shares the steps out in consecutive groups, one per thread, at most 4, none on one core', () => {
    expect(stageGroups(3, 2)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(stageGroups(6, 8)).toEqual([
      [0, 2],
      [2, 3],
      [3, 5],
      [5, 6],
    ]);
    expect(stageGroups(3, 1)).toEqual([[0, 3]]);
    expect(stageGroups(1, 4)).toEqual([[0, 1]]);
  });

  it('gives the bytes node:zlib and node:crypto give, through three threads, as the one-thread run does', async () => {
    // random bytes as hex text, gzipped by node:zlib, as base64: about 10 MiB of input
    const textBytes = Buffer.from(randomBytes(7 << 20).toString('hex'));
    const gz = gzipSync(textBytes);
    const input = new Blob([gz.toString('base64')]);
    expect(input.size).toBeGreaterThanOrEqual(PIPELINE_MIN);
    const job = { recipe: 'from-base64,gunzip,sha256', input: { kind: 'file' as const, file: input } };
    const { threads, started } = fakeThreads(2);
    const piped = await runRecipeJob(job, noCtx(), threads);
    expect(started).toHaveLength(2);
    expect(started.every((w) => w.terminated)).toBe(true);
    expect(piped.failure).toBeUndefined();
    expect(await (piped.output as Blob).text()).toBe(createHash('sha256').update(textBytes).digest('hex'));
    expect(sizes(piped)).toEqual([gz.length, textBytes.length, 64]);
    expect(Buffer.from(piped.steps[0]?.preview ?? []).equals(gz.subarray(0, 64 * 1024))).toBe(true);
    expect(Buffer.from(piped.steps[1]?.preview ?? []).equals(textBytes.subarray(0, 64 * 1024))).toBe(true);
    const alone = await runRecipeJob(job, noCtx());
    expect(sizes(alone)).toEqual(sizes(piped));
    expect(await (alone.output as Blob).text()).toBe(await (piped.output as Blob).text());
  });

  it('a big output comes back whole and in order (to-hex in a stage worker: twice the input)', async () => {
    const bytes = randomBytes(PIPELINE_MIN + 12345);
    const { threads } = fakeThreads(4);
    const r = await runRecipeJob(
      { recipe: 'to-base64,from-base64,to-hex', input: { kind: 'file', file: new Blob([bytes]) } },
      noCtx(),
      threads,
    );
    expect(await (r.output as Blob).text()).toBe(bytes.toString('hex'));
  });

  it('a link moves fresh chunks without a copy, in order and whole, also several views into one buffer', async () => {
    const bytes = randomBytes(3 << 20);
    // pieces of 1 to 70 000 bytes; every third a view of the first half of its buffer
    const chunks: Uint8Array[] = [];
    for (let at = 0, i = 0; at < bytes.length; i++) {
      const n = Math.min(bytes.length - at, 1 + ((i * 7919) % 70_000));
      const own = new Uint8Array(n * 2);
      own.set(bytes.subarray(at, at + n));
      chunks.push(i % 3 === 2 ? own.subarray(0, n) : new Uint8Array(bytes.subarray(at, at + n)));
      at += n;
    }
    const shared = new Uint8Array(16);
    shared.set([1, 2, 3, 4], 0);
    const { port1, port2 } = new MessageChannel();
    const got: Uint8Array[] = [];
    const ended = new Promise<void>((resolve, reject) =>
      receive(port2, { onChunks: async (d) => void got.push(...d), onEnd: async () => resolve(), onError: reject }),
    );
    const sender = new LinkSender(port1, true);
    for (const c of chunks) await sender.send([c], false);
    // two views into one buffer in one batch: the buffer is moved once
    await sender.send([shared.subarray(0, 2), shared.subarray(2, 4)], false);
    await sender.end();
    await ended;
    expect(Buffer.concat(got).equals(Buffer.concat([bytes, Buffer.from([1, 2, 3, 4])]))).toBe(true);
    // moved, not copied: the sender's chunks are detached
    expect(chunks.every((c) => c.byteLength === 0)).toBe(true);
    port1.close();
  });

  it('a fresh step in a stage worker (from-base64) hands its chunks on as they are: the digest node:crypto gives', async () => {
    const bytes = randomBytes(PIPELINE_MIN + 54321);
    const { threads } = fakeThreads(4);
    const r = await runRecipeJob(
      { recipe: 'to-base64,from-base64,sha256', input: { kind: 'file', file: new Blob([bytes]) } },
      noCtx(),
      threads,
    );
    expect(await (r.output as Blob).text()).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(sizes(r)).toEqual([Math.ceil(bytes.length / 3) * 4, bytes.length, 64]);
  });

  it('a step failing in a later stage ends the run with its error; the steps before keep their output', async () => {
    // not gzip: step 3 (gunzip, in the third thread) refuses it; steps 1 and 2 ran over all of it
    const bytes = randomBytes(PIPELINE_MIN);
    const { threads, started } = fakeThreads(2);
    const r = await runRecipeJob(
      { recipe: 'to-hex,from-hex,gunzip', input: { kind: 'file', file: new Blob([bytes]) } },
      noCtx(),
      threads,
    );
    expect(r.failure?.step).toBe(2);
    expect(r.failure?.error.code).toBe('INVALID_COMPRESSED');
    expect(r.failure?.error.params).toMatchObject({ step: 3, operation: 'gunzip' });
    expect(r.steps).toHaveLength(2);
    expect(Buffer.from(r.steps[0]?.preview ?? []).toString()).toBe(bytes.subarray(0, 32 * 1024).toString('hex'));
    expect(Buffer.from(r.steps[1]?.preview ?? []).equals(bytes.subarray(0, 64 * 1024))).toBe(true);
    expect(r.output).toBeUndefined();
    expect(started.every((w) => w.terminated)).toBe(true);
  });

  it('a step failing in the reading thread ends the run too (from-base64 of text that is not base64)', async () => {
    const { threads } = fakeThreads(2);
    const r = await runRecipeJob(
      {
        recipe: 'from-base64,to-hex',
        input: { kind: 'file', file: new Blob([new Uint8Array(PIPELINE_MIN).fill(0x21)]) },
      },
      noCtx(),
      threads,
    );
    expect(r.failure?.step).toBe(0);
    expect(r.failure?.error.params).toMatchObject({ step: 1, operation: 'from-base64' });
    expect(r.steps).toEqual([]);
  });

  it('a stage worker that cannot load ends the run as a worker failure (the page shows its banner), not as a bug', async () => {
    // the stage's script answered 404: the Worker fires "error" (with no message in Firefox and WebKit)
    const spawn = (): StageWorker => {
      const worker: StageWorker = { postMessage: () => {}, onmessage: null, onerror: null, terminate: () => {} };
      setTimeout(() => worker.onerror?.({ message: '', preventDefault: () => {} } as unknown as ErrorEvent), 0);
      return worker;
    };
    const failures: (WorkerFailedError | null)[] = [];
    // the recipe worker's handler behind a real MessageChannel, as the page's worker runs it
    const create = () => {
      const { port1, port2 } = new MessageChannel();
      expose<RecipeProtocol>(
        (job, ctx) => runRecipeJob(job, ctx, { spawn, cores: 2 }),
        port1 as unknown as WorkerScope,
      );
      return new FakeWorker(port2) as unknown as Worker;
    };
    const client = new WorkerClient<RecipeProtocol>(create, (e) => failures.push(e));
    const file = new Blob([new Uint8Array(PIPELINE_MIN)]);
    const run = client.run({ recipe: 'to-hex,from-hex,sha256', input: { kind: 'file', file } });
    await expect(run).rejects.toBeInstanceOf(WorkerFailedError);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(WorkerFailedError);
    client.dispose();
  });
});
