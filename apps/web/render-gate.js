// At most a few server renders at once, a bounded queue behind them, and a quick 503 past it (issue 19).
// Pages already kept by the page cache never pass here: only renders do (a page's first request, a 404,
// a data request). Without a bound, requests that each need a render (a new query string on every
// request, unknown paths) pile up until the server holds hundreds of renders in memory and every
// answer takes seconds; with it, memory stays flat, kept pages stay fast, and a client that goes away
// while waiting leaves the queue without being rendered.

/** Thrown (and answered with 503) when the queue is full. */
export class RenderGateFull extends Error {
  constructor() {
    super('too many renders waiting');
    this.name = 'RenderGateFull';
  }
}

/**
 * A signal that aborts once the client has gone: its connection closed before the answer was complete.
 * Aborted at once when that happened already (a listener added after `close` would never hear of it, which
 * is how a client that gave up on a 404 used to keep a render slot for good: issue 34).
 * @param {import('node:http').ServerResponse} res
 * @returns {AbortSignal}
 */
export function clientGone(res) {
  const gone = new AbortController();
  if (res.closed || res.destroyed) {
    if (!res.writableFinished) gone.abort(new Error('client gone'));
    return gone.signal;
  }
  res.once('close', () => {
    if (!res.writableFinished) gone.abort(new Error('client gone'));
  });
  return gone.signal;
}

/**
 * @param {{ concurrency?: number, queue?: number, now?: () => number }} [o] renders at once, and renders
 *   waiting at most
 */
export function renderGate({ concurrency = 4, queue = 200, now = Date.now } = {}) {
  if (!Number.isSafeInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency: ${concurrency}`);
  if (!Number.isSafeInteger(queue) || queue < 0) throw new RangeError(`queue: ${queue}`);
  let active = 0;
  /** @type {{ start: () => void }[]} */
  const waiting = [];
  let shed = 0;
  /** When a slot was last taken or given back: a gate with work and no progress for long is stuck. */
  let lastProgress = now();

  function release() {
    lastProgress = now();
    const next = waiting.shift();
    if (next) next.start();
    else active--;
  }

  /**
   * Resolves when a render may start (the caller must call `release` once it ends); rejects with
   * RenderGateFull when the queue is full, or with the signal's reason if it aborts while waiting.
   * @param {AbortSignal} [signal]
   * @returns {Promise<void>}
   */
  function acquire(signal) {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (active < concurrency) {
      active++;
      lastProgress = now();
      return Promise.resolve();
    }
    if (waiting.length >= queue) {
      shed++;
      return Promise.reject(new RenderGateFull());
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const i = waiting.indexOf(w);
        if (i >= 0) waiting.splice(i, 1);
        reject(signal?.reason);
      };
      // the slot passes from the render that ended straight to this one: `active` stays the same
      const w = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      waiting.push(w);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Runs `fn` once a slot is free.
   * @template T
   * @param {() => Promise<T>} fn
   * @param {AbortSignal} [signal]
   * @returns {Promise<T>}
   */
  async function run(fn, signal) {
    await acquire(signal);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /**
   * Express middleware: holds a slot from here until the answer is sent or the connection closes; a
   * full queue is answered 503 with Retry-After; a client gone while waiting is not rendered at all.
   * @type {import('express').RequestHandler}
   */
  const middleware = (_req, res, next) => {
    const gone = clientGone(res);
    acquire(gone).then(
      () => {
        // the client may have gone in the same tick as the slot came free
        if (gone.aborted || res.closed || res.writableFinished) return release();
        let held = true;
        const done = () => {
          if (!held) return;
          held = false;
          release();
        };
        res.once('finish', done);
        res.once('close', done);
        next();
      },
      (e) => {
        if (!(e instanceof RenderGateFull) || res.headersSent || res.closed) return;
        res.statusCode = 503;
        res.setHeader('Retry-After', '1');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('The server is busy. Please try again in a moment.\n');
      },
    );
  };

  /**
   * True when renders are waiting or running and no slot has been taken or given back for `ms`: every
   * render has a deadline (entry.server's streamTimeout), so a gate that stays so has lost its slots, and
   * /healthz says so for an orchestrator to restart the instance.
   * @param {number} ms
   */
  const stuck = (ms) => (waiting.length > 0 || active >= concurrency) && now() - lastProgress > ms;

  return { acquire, release, run, middleware, stuck, stats: () => ({ active, waiting: waiting.length, shed }) };
}
