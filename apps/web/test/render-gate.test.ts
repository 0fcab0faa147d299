import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderGateFull, renderGate } from '../render-gate.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

/** A promise with its resolve, to hold a "render" open until the test lets it end. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((r) => {
    end = r;
  });
  return { done, end };
}

describe('renderGate.run', () => {
  it('runs at most `concurrency` at once, in arrival order, and refuses past the queue', async () => {
    const gate = renderGate({ concurrency: 2, queue: 2 });
    const jobs = Array.from({ length: 4 }, () => held());
    const started: number[] = [];
    const runs = jobs.map((j, i) =>
      gate.run(async () => {
        started.push(i);
        await j.done;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ active: 2, waiting: 2, shed: 0 });
    await expect(gate.run(async () => 9)).rejects.toBeInstanceOf(RenderGateFull);
    expect(gate.stats().shed).toBe(1);
    jobs[1]?.end();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const j of jobs) j.end();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, shed: 1 });
  });

  it('a waiter whose signal aborts leaves the queue and is never run; a failed render frees its slot', async () => {
    const gate = renderGate({ concurrency: 1, queue: 5 });
    const first = held();
    const a = gate.run(() => first.done);
    const gone = new AbortController();
    let ran = false;
    const b = gate.run(async () => {
      ran = true;
    }, gone.signal);
    await tick();
    gone.abort(new Error('client gone'));
    await expect(b).rejects.toThrow('client gone');
    expect(gate.stats().waiting).toBe(0);
    first.end();
    await a;
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(ran).toBe(false);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, shed: 0 });
  });
});

describe('renderGate.middleware', () => {
  let close: (() => void) | null = null;
  afterEach(() => close?.());

  it('answers 503 with Retry-After past the queue, and frees the slot when the answer is sent', async () => {
    const gate = renderGate({ concurrency: 1, queue: 1 });
    const open: (() => void)[] = [];
    const server = createServer((req, res) =>
      gate.middleware(req as never, res as never, () => {
        if (req.url === '/hold') open.push(() => res.end('held'));
        else res.end('ok');
      }),
    );
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const first = fetch(`${base}/hold`);
    await tick();
    const second = fetch(`${base}/after`);
    await tick();
    const third = await fetch(`${base}/x`);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(await third.text()).toContain('busy');
    open[0]?.();
    expect(await (await first).text()).toBe('held');
    expect(await (await second).text()).toBe('ok');
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, shed: 1 });
  });
});

describe('a client that gives up never keeps a slot (issue 34)', () => {
  let close: (() => void) | null = null;
  afterEach(() => close?.());

  it('whether it goes before the slot is asked for, while it waits, or once it has it', async () => {
    const gate = renderGate({ concurrency: 1, queue: 10 });
    const first = held();
    const firstRun = gate.run(() => first.done);
    let rendered = 0;
    // as server.js has it: something before the gate (the page cache) awaits, and the client may have gone by then
    const server = createServer((req, res) => {
      const wait = req.url === '/late' ? new Promise((r) => setTimeout(r, 150)) : Promise.resolve();
      void wait.then(() =>
        gate.middleware(req as never, res as never, () => {
          rendered++;
          res.end('rendered');
        }),
      );
    });
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // clients that time out: gone before the middleware runs (/late), and gone while queued (/queued)
    const quitters = ['/late', '/late', '/queued', '/queued'].map((p) =>
      fetch(`${base}${p}`, { signal: AbortSignal.timeout(50) }).catch(() => null),
    );
    await Promise.all(quitters);
    await new Promise((r) => setTimeout(r, 250));
    first.end();
    await firstRun;
    await tick();
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, shed: 0 });
    expect(rendered).toBe(0);
    // and the next client is served at once
    expect(await (await fetch(`${base}/next`)).text()).toBe('rendered');
    expect(gate.stats().active).toBe(0);
  });

  it('stuck: work waiting and no slot taken or given back for the time given', async () => {
    let now = 0;
    const gate = renderGate({ concurrency: 1, queue: 5, now: () => now });
    expect(gate.stuck(1000)).toBe(false);
    const job = held();
    const running = gate.run(() => job.done);
    now = 5000;
    // a slot is taken, nothing waits: a long render is not yet a stuck gate unless every slot is held
    expect(gate.stuck(1000)).toBe(true);
    job.end();
    await running;
    expect(gate.stuck(1000)).toBe(false);
    now = 99_000;
    expect(gate.stuck(1000)).toBe(false);
  });

  it('refuses a concurrency or queue it cannot use', () => {
    for (const o of [{ concurrency: 0 }, { concurrency: Number.NaN }, { queue: -1 }, { queue: Number.NaN }])
      expect(() => renderGate(o)).toThrow(RangeError);
  });
});
