import { EngineError } from '@tinkerbox/engine';
import { describe, expect, it } from 'vitest';
import { WorkerClient } from '../app/lib/worker/client.ts';
import { expose, type WorkerScope } from '../app/lib/worker/expose.ts';
import { CancelledError, WorkerFailedError, type WorkerProtocol } from '../app/lib/worker/protocol.ts';
import { FakeWorker } from './fake-worker.ts';

// The page side and the worker side talk through a real MessageChannel (structured clone, as between a
// page and a Worker); only the Worker object around the page's port is a stand-in.
type Job = { kind: 'add'; a: number; b: number } | { kind: 'slow'; steps: number } | { kind: 'bad'; hex: string };
type P = WorkerProtocol<Job, { step: number }, number>;

function handler(job: Job, ctx: Parameters<Parameters<typeof expose<P>>[0]>[1]): number | Promise<number> {
  if (job.kind === 'add') return job.a + job.b;
  if (job.kind === 'bad') throw new EngineError('INVALID_HEX', `bad hex ${job.hex}`, { char: job.hex[0] ?? '' });
  return (async () => {
    for (let i = 0; i < job.steps; i++) {
      if (ctx.signal.aborted) throw new Error('aborted');
      ctx.emit({ step: i });
      await new Promise((r) => setTimeout(r, 5));
    }
    return job.steps;
  })();
}

function setup() {
  const spawned: FakeWorker[] = [];
  const failures: (WorkerFailedError | null)[] = [];
  const create = () => {
    const { port1, port2 } = new MessageChannel();
    expose<P>(handler, port1 as unknown as WorkerScope);
    const w = new FakeWorker(port2);
    spawned.push(w);
    return w as unknown as Worker;
  };
  const client = new WorkerClient<P>(create, (e) => failures.push(e));
  return { client, spawned, failures };
}

describe('worker protocol', () => {
  it('answers a job with its result, and several jobs each with their own', async () => {
    const { client } = setup();
    const [x, y] = await Promise.all([
      client.run({ kind: 'add', a: 2, b: 3 }),
      client.run({ kind: 'add', a: 10, b: -1 }),
    ]);
    expect([x, y]).toEqual([5, 9]);
  });

  it('passes events before the result', async () => {
    const { client } = setup();
    const steps: number[] = [];
    const r = await client.run({ kind: 'slow', steps: 3 }, { onEvent: (e) => steps.push(e.step) });
    expect(r).toBe(3);
    expect(steps).toEqual([0, 1, 2]);
  });

  it('keeps an EngineError code and params across the boundary', async () => {
    const { client } = setup();
    const e = await client.run({ kind: 'bad', hex: 'zz' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(EngineError);
    expect(e).toMatchObject({ code: 'INVALID_HEX', params: { char: 'z' }, message: 'bad hex zz' });
  });

  it('cancel() rejects running jobs with CancelledError and replaces the worker', async () => {
    const { client, spawned } = setup();
    const p = client.run({ kind: 'slow', steps: 50 });
    client.cancel();
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    expect(spawned[0]?.terminated).toBe(true);
    expect(await client.run({ kind: 'add', a: 1, b: 1 })).toBe(2);
    expect(spawned).toHaveLength(2);
  });

  it("supersede 'signal' cancels the older job in the worker and keeps the worker", async () => {
    const { client, spawned } = setup();
    const old = client.run({ kind: 'slow', steps: 50 });
    const next = client.run({ kind: 'add', a: 4, b: 4 }, { supersede: 'signal' });
    await expect(old).rejects.toBeInstanceOf(CancelledError);
    expect(await next).toBe(8);
    expect(spawned).toHaveLength(1);
  });

  it("supersede 'terminate' replaces a busy worker, and reuses an idle one", async () => {
    const { client, spawned } = setup();
    expect(await client.run({ kind: 'add', a: 1, b: 2 }, { supersede: 'terminate' })).toBe(3);
    expect(spawned).toHaveLength(1);
    const old = client.run({ kind: 'slow', steps: 50 });
    const next = client.run({ kind: 'add', a: 1, b: 2 }, { supersede: 'terminate' });
    await expect(old).rejects.toBeInstanceOf(CancelledError);
    expect(await next).toBe(3);
    expect(spawned).toHaveLength(2);
  });

  it('a worker that cannot load rejects its jobs with WorkerFailedError and reports the failure', async () => {
    const { client, spawned, failures } = setup();
    const p = client.run({ kind: 'slow', steps: 50 });
    // What a browser does when the worker script answers 404: an error event on the Worker object.
    spawned[0]?.onerror?.({ message: '', preventDefault() {} } as ErrorEvent);
    await expect(p).rejects.toBeInstanceOf(WorkerFailedError);
    expect(failures.at(-1)).toBeInstanceOf(WorkerFailedError);
    // A later job that works clears the failure.
    expect(await client.run({ kind: 'add', a: 0, b: 0 })).toBe(0);
    expect(failures.at(-1)).toBeNull();
  });
});
