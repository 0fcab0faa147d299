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
 * @param {{ concurrency?: number, queue?: number }} [o] renders at once, and renders waiting at most
 */
export function renderGate({ concurrency = 4, queue = 200 } = {}) {
  let active = 0;
  /** @type {{ start: () => void }[]} */
  const waiting = [];
  let shed = 0;

  function release() {
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
    const gone = new AbortController();
    const onClose = () => gone.abort(new Error('client gone'));
    res.once('close', onClose);
    acquire(gone.signal).then(
      () => {
        res.off('close', onClose);
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
        res.off('close', onClose);
        if (!(e instanceof RenderGateFull) || res.headersSent) return;
        res.statusCode = 503;
        res.setHeader('Retry-After', '1');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('The server is busy. Please try again in a moment.\n');
      },
    );
  };

  return { acquire, release, run, middleware, stats: () => ({ active, waiting: waiting.length, shed }) };
}
