// @vitest-environment happy-dom
import { EngineError } from '@tinkerbox/engine';
import * as React from 'react';
import { Component, type ReactNode, useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WorkerClient } from '../app/lib/worker/client.ts';
import { expose, type WorkerScope } from '../app/lib/worker/expose.ts';
import type { WorkerProtocol } from '../app/lib/worker/protocol.ts';
import { type JobState, outcomeOf, shownOutcome, useJob, useJobRunner } from '../app/lib/worker/use-job.ts';
import { useAnyWorkerFailed } from '../app/lib/worker/use-worker.ts';
import { FakeWorker } from './fake-worker.ts';

// The job hook (issue 38) on React and on Preact's compatibility layer, against the real worker protocol:
// the worker side (expose) and the page side talk through a MessageChannel, as a page and a Worker do
// (structured clone); only the Worker object around the page's port is a stand-in.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const act = ((React as { act?: typeof React.act }).act ?? (await import('preact/test-utils')).act) as (
  f: () => void | Promise<void>,
) => Promise<void> | void;

type Job =
  | { kind: 'upper'; text: string }
  | { kind: 'slow'; text: string; steps: number; ignoreSignal?: boolean }
  | { kind: 'bad'; text: string }
  | { kind: 'bug' };
type P = WorkerProtocol<Job, { step: number }, string>;

/** What the worker side was asked, and what it finished, in order. */
let asked: string[] = [];
let finished: string[] = [];

async function handler(job: Job, ctx: Parameters<Parameters<typeof expose<P>>[0]>[1]): Promise<string> {
  asked.push(job.kind === 'bug' ? 'bug' : job.text);
  if (job.kind === 'bad') throw new EngineError('INVALID_HEX', `not hex: ${job.text}`, { char: job.text[0] ?? '' });
  if (job.kind === 'bug') throw new TypeError('cannot read properties of undefined');
  if (job.kind === 'slow')
    for (let i = 0; i < job.steps; i++) {
      if (ctx.signal.aborted && !job.ignoreSignal) throw new Error('aborted');
      ctx.emit({ step: i });
      await new Promise((r) => setTimeout(r, 10));
    }
  finished.push(job.text);
  return job.text.toUpperCase();
}

const spawned: FakeWorker[] = [];
const create = () => {
  const { port1, port2 } = new MessageChannel();
  expose<P>(handler, port1 as unknown as WorkerScope);
  const w = new FakeWorker(port2);
  spawned.push(w);
  return w as unknown as Worker;
};
const createBroken = () => new FakeWorker(null) as unknown as Worker;

let seen: (JobState<P> & { settled?: boolean })[] = [];
let stopFollow: (() => void) | undefined;
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  asked = [];
  finished = [];
  seen = [];
  spawned.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(() => root.unmount());
  container.remove();
});

const render = (node: ReactNode) => act(() => root.render(node));
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
const last = () => seen.at(-1);
/** Waits (inside act) until the hook's latest state meets `ok`: no fixed sleep for what must happen, so load only slows it. */
async function until(ok: (s: JobState<P> | undefined) => boolean, what: string) {
  for (let i = 0; i < 500 && !ok(last()); i++) await wait(10);
  expect(ok(last()), what).toBe(true);
}
const isDone = (s: JobState<P> | undefined) => s?.status === 'done';

/** A view of `useJob`: the job is made from `text` (memoised, as a family's hook does). */
function Follow({
  text,
  debounceMs,
  timeLimitMs,
  broken,
  onEvent,
  known,
}: {
  text: string | null;
  known?: (job: Job) => string | undefined;
  debounceMs?: number | ((job: Job, previous: Job | null) => number);
  onEvent?: (event: { step: number }, job: Job) => void;
  timeLimitMs?: number;
  broken?: boolean;
}) {
  const job = useMemo<Job | null>(() => {
    if (text === null) return null;
    if (text.startsWith('slow:')) return { kind: 'slow', text: text.slice(5), steps: 5 };
    if (text.startsWith('late:')) return { kind: 'slow', text: text.slice(5), steps: 5, ignoreSignal: true };
    if (text.startsWith('spin:')) return { kind: 'slow', text: text.slice(5), steps: 100_000, ignoreSignal: true };
    if (text.startsWith('bad:')) return { kind: 'bad', text: text.slice(4) };
    if (text === 'bug') return { kind: 'bug' };
    return { kind: 'upper', text };
  }, [text]);
  const state = useJob<P>(broken ? createBroken : create, job, {
    debounceMs,
    timeLimitMs,
    ...(onEvent && { onEvent }),
    known,
  });
  const failed = useAnyWorkerFailed();
  seen.push(state);
  stopFollow = state.cancel;
  return <output data-failed={String(failed)}>{state.result ?? ''}</output>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('useJob (issue 38)', () => {
  it('runs the job and gives its result', async () => {
    await render(<Follow text="abc" />);
    await until(isDone, 'done');
    expect(last()).toMatchObject({ status: 'done', result: 'ABC', error: undefined });
    expect(container.textContent).toBe('ABC');
  });

  it('debounces: only the input that stood still for debounceMs is sent', async () => {
    await render(<Follow text="a" debounceMs={40} />);
    await render(<Follow text="ab" debounceMs={40} />);
    await render(<Follow text="abc" debounceMs={40} />);
    // the shown state does not answer this input until its job is done
    expect(last()?.settled).toBe(false);
    await until(isDone, 'done');
    expect(last()?.settled).toBe(true);
    expect(asked).toEqual(['abc']);
    expect(last()).toMatchObject({ status: 'done', result: 'ABC' });
  });

  it('a debounce function sees the job and the one before it: typing waits, a job it answers 0 for runs at once', async () => {
    const calls: [string, string | null][] = [];
    const text = (j: Job | null) => (j === null ? null : j.kind === 'bug' ? 'bug' : j.text);
    // long enough that nothing typed could run before the next render, short for the test
    const debounceMs = (job: Job, previous: Job | null) => {
      calls.push([text(job)!, text(previous)]);
      return text(job)?.startsWith('now') ? 0 : 400;
    };
    await render(<Follow text="a" debounceMs={debounceMs} />);
    await render(<Follow text="ab" debounceMs={debounceMs} />);
    await render(<Follow text="now" debounceMs={debounceMs} />);
    await until(isDone, 'done');
    expect(asked).toEqual(['now']);
    expect(calls).toEqual([
      ['a', null],
      ['ab', 'a'],
      ['now', 'ab'],
    ]);
  });

  it('onEvent gets each event of the current job, none of a job superseded', async () => {
    const events: string[] = [];
    const onEvent = (e: { step: number }, job: Job) => events.push(`${job.kind === 'bug' ? '' : job.text}:${e.step}`);
    await render(<Follow text="late:old" onEvent={onEvent} />);
    await until((s) => s?.progress !== undefined, 'progress');
    await render(<Follow text="slow:new" onEvent={onEvent} />);
    await until(isDone, 'done');
    // the old job ignores its cancel and goes on emitting: none of that after it was superseded
    await until(() => asked.length === 2, 'both asked');
    await wait(80);
    const after = events.slice(events.indexOf('new:0'));
    expect(after).toEqual(['new:0', 'new:1', 'new:2', 'new:3', 'new:4']);
    expect(events.filter((e) => e.startsWith('old:')).length).toBeGreaterThan(0);
  });

  it('cancel stops a job still waiting out its debounce: it is never sent', async () => {
    await render(<Follow text="waits" debounceMs={60} />);
    await act(() => stopFollow?.());
    await wait(120);
    expect(asked).toEqual([]);
    expect(last()?.status).toBe('cancelled');
  });

  it('supersedes: a newer job cancels the running one, which never shows', async () => {
    await render(<Follow text="slow:first" />);
    await until((s) => s?.progress !== undefined, 'progress');
    expect(last()?.status).toBe('running');
    expect(last()?.progress?.step).toBeTypeOf('number');
    await render(<Follow text="second" />);
    await until(isDone, 'done');
    // the first job's worker side would have finished by now, had it not been cancelled
    await wait(80);
    expect(asked).toEqual(['first', 'second']);
    // cancelled in the worker (its signal aborted), not just ignored on the page
    expect(finished).toEqual(['second']);
    expect(seen.some((s) => s.result === 'FIRST')).toBe(false);
    expect(last()).toMatchObject({ status: 'done', result: 'SECOND' });
  });

  it('drops a stale answer: a job that ignores the cancel and finishes late does not overwrite the newer result', async () => {
    await render(<Follow text="late:old" />);
    await until((s) => s?.progress !== undefined, 'progress');
    await render(<Follow text="new" />);
    await until(isDone, 'done');
    // until the old job has answered too (it ignores the cancel), then some
    await until(() => asked.length === 2, 'both asked');
    await wait(80);
    expect(last()).toMatchObject({ status: 'done', result: 'NEW' });
    expect(seen.some((s) => s.result === 'OLD')).toBe(false);
  });

  it('keeps the last result while a newer job runs, and clears it for null', async () => {
    await render(<Follow text="one" />);
    await until(isDone, 'done');
    await render(<Follow text="slow:two" />);
    await until((s) => s?.status === 'running', 'running');
    expect(last()).toMatchObject({ status: 'running', result: 'ONE' });
    await render(<Follow text={null} />);
    await wait(80);
    expect(last()).toMatchObject({ status: 'idle', result: undefined });
    // the job that was running is stopped (its worker replaced), not left to finish unseen
    expect(spawned[0]?.terminated).toBe(true);
  });

  // decision 0199: the server's answer for the untouched page
  const knownUntouched = (job: Job) => (job.kind === 'upper' && job.text === 'untouched' ? 'SERVED' : undefined);

  it('a known answer shows from the first render and starts no worker; another job asks the worker', async () => {
    await render(<Follow text="untouched" known={knownUntouched} />);
    expect(seen[0]).toMatchObject({ status: 'done', result: 'SERVED', settled: true });
    await wait(50);
    expect(spawned).toHaveLength(0);
    expect(asked).toEqual([]);
    await render(<Follow text="typed" known={knownUntouched} />);
    await until((s) => s?.result === 'TYPED', 'the worker’s answer');
    expect(last()).toMatchObject({ status: 'done', result: 'TYPED' });
    expect(asked).toEqual(['typed']);
    // back to the untouched job: the known answer again, the worker not asked
    await render(<Follow text="untouched" known={knownUntouched} />);
    await wait(50);
    expect(last()).toMatchObject({ status: 'done', result: 'SERVED', settled: true });
    expect(asked).toEqual(['typed']);
  });

  it('a job still running when the job becomes the known one is stopped, and its answer never shows', async () => {
    await render(<Follow text="late:typed" known={knownUntouched} />);
    await until((s) => s?.status === 'running', 'running');
    await render(<Follow text="untouched" known={knownUntouched} />);
    await wait(120);
    expect(last()).toMatchObject({ status: 'done', result: 'SERVED' });
    expect(seen.some((s) => s.result === 'TYPED')).toBe(false);
    expect(spawned[0]?.terminated).toBe(true);
  });

  it('the server renders the known answer', async () => {
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<Follow text="untouched" known={knownUntouched} />)).toContain('SERVED');
    expect(renderToString(<Follow text="typed" known={knownUntouched} />)).not.toContain('TYPED');
  });

  it('stops a job that runs past timeLimitMs (its worker replaced), says timeout, and keeps the last result', async () => {
    // the limit is read when a job starts: the first job runs without one, however slow the machine
    await render(<Follow text="one" />);
    await until(isDone, 'done');
    // a job that ignores its signal for 1,000 s (so a loaded machine cannot see it finish), as a pattern
    // that backtracks would: only terminate ends it
    await render(<Follow text="spin:two" timeLimitMs={150} />);
    await until((s) => s?.status === 'timeout', 'timeout');
    expect(last()).toMatchObject({ status: 'timeout', result: 'ONE', progress: undefined });
    expect(spawned[0]?.terminated).toBe(true);
    expect(finished).toEqual(['one']);
    // the next job runs in a new worker, under its own limit
    await render(<Follow text="three" timeLimitMs={5000} />);
    await until(isDone, 'done');
    expect(last()).toMatchObject({ status: 'done', result: 'THREE' });
    expect(spawned).toHaveLength(2);
  });

  it('the time limit is each job’s own: one that ended in time is not stopped afterwards', async () => {
    await render(<Follow text="quick" timeLimitMs={1000} />);
    await until(isDone, 'done');
    await wait(1200);
    expect(last()).toMatchObject({ status: 'done', result: 'QUICK' });
    expect(spawned[0]?.terminated).toBe(false);
  });

  it('gives an EngineError as invalid input, with its code and params, and no result', async () => {
    await render(<Follow text="ok" />);
    await until(isDone, 'done');
    await render(<Follow text="bad:zz" />);
    await until((s) => s?.status === 'invalid', 'invalid');
    const s = last();
    expect(s?.status).toBe('invalid');
    expect(s?.result).toBeUndefined();
    expect(s?.error).toBeInstanceOf(EngineError);
    expect(s?.error).toMatchObject({ code: 'INVALID_HEX', params: { char: 'z' } });
  });

  it('says failed when the worker never loads, and the page-wide banner flag is raised', async () => {
    await render(<Follow text="abc" broken />);
    await until((s) => s?.status === 'failed', 'failed');
    expect(last()).toMatchObject({ status: 'failed', result: undefined });
    expect(container.querySelector('output')?.dataset.failed).toBe('true');
  });

  it('throws a bug (not bad input) to the tool’s error boundary', async () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await render(
        <Boundary>
          <Follow text="bug" />
        </Boundary>,
      );
      for (let i = 0; i < 500 && !container.querySelector('[role="alert"]'); i++) await wait(10);
    } finally {
      console.error = quiet;
    }
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('cannot read properties of undefined');
  });
});

describe('useJobRunner (issue 38)', () => {
  let runner: ReturnType<typeof useJobRunner<P>> | undefined;
  function Run() {
    runner = useJobRunner<P>(create);
    seen.push(runner);
    return null;
  }

  it('runs on demand, and cancel stops the job by replacing the worker', async () => {
    await render(<Run />);
    expect(last()?.status).toBe('idle');
    await act(() => runner?.run({ kind: 'upper', text: 'x' }));
    await until(isDone, 'done');
    expect(last()).toMatchObject({ status: 'done', result: 'X' });
    await act(() => runner?.run({ kind: 'slow', text: 'y', steps: 20 }));
    await until((s) => s?.progress !== undefined, 'progress');
    expect(last()?.status).toBe('running');
    await act(() => runner?.cancel());
    await until((s) => s?.status === 'cancelled', 'cancelled');
    expect(last()).toMatchObject({ status: 'cancelled', result: 'X', progress: undefined });
    expect(spawned[0]?.terminated).toBe(true);
    // the next job gets a new worker
    await act(() => runner?.run({ kind: 'upper', text: 'z' }));
    await until(isDone, 'done');
    expect(last()).toMatchObject({ status: 'done', result: 'Z' });
    expect(spawned).toHaveLength(2);
  });
});

describe('outcomeOf (issue 38): an awaited job sorted as the hooks sort it', () => {
  it('done, invalid (the EngineError), cancelled (superseded or stopped), failed; a bug rejects', async () => {
    const client = new WorkerClient<P>(create);
    expect(await outcomeOf(client.run({ kind: 'upper', text: 'a' }))).toEqual({ status: 'done', result: 'A' });
    const bad = await outcomeOf(client.run({ kind: 'bad', text: 'zz' }));
    expect(bad.status).toBe('invalid');
    expect(bad.status === 'invalid' && bad.error).toMatchObject({ code: 'INVALID_HEX', params: { char: 'z' } });
    const superseded = outcomeOf(client.run({ kind: 'slow', text: 'b', steps: 20 }));
    const newer = outcomeOf(client.run({ kind: 'upper', text: 'c' }, { supersede: 'signal' }));
    expect(await superseded).toEqual({ status: 'cancelled' });
    expect(await newer).toEqual({ status: 'done', result: 'C' });
    const stopped = outcomeOf(client.run({ kind: 'slow', text: 'd', steps: 20 }));
    client.cancel();
    expect(await stopped).toEqual({ status: 'cancelled' });
    await expect(outcomeOf(client.run({ kind: 'bug' }))).rejects.toThrow('cannot read properties of undefined');
    const broken = new WorkerClient<P>(createBroken);
    expect(await outcomeOf(broken.run({ kind: 'upper', text: 'e' }))).toEqual({ status: 'failed' });
  });
});

describe('shownOutcome (issue 38): the outcome a page shows from a job state', () => {
  const refused = new EngineError('INVALID_HEX', 'not hex: z', { char: 'z' });
  it('failed and cancelled as the status says (a timeout is a stop), whatever the state keeps', () => {
    expect(shownOutcome({ status: 'failed', result: undefined, error: undefined })).toEqual({ status: 'failed' });
    expect(shownOutcome({ status: 'cancelled', result: 'A', error: undefined })).toEqual({ status: 'cancelled' });
    expect(shownOutcome({ status: 'timeout', result: 'A', error: undefined })).toEqual({ status: 'cancelled' });
  });
  it('otherwise the kept answer, also while a newer job runs; null when there is none', () => {
    expect(shownOutcome({ status: 'done', result: 'A', error: undefined })).toEqual({ status: 'done', result: 'A' });
    expect(shownOutcome({ status: 'running', result: 'A', error: undefined })).toEqual({ status: 'done', result: 'A' });
    expect(shownOutcome({ status: 'invalid', result: undefined, error: refused })).toEqual({
      status: 'invalid',
      error: refused,
    });
    expect(shownOutcome({ status: 'running', result: undefined, error: refused })).toEqual({
      status: 'invalid',
      error: refused,
    });
    expect(shownOutcome({ status: 'running', result: undefined, error: undefined })).toBeNull();
    expect(shownOutcome({ status: 'idle', result: undefined, error: undefined })).toBeNull();
  });
});
