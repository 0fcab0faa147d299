import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from '../app/lib/idle.ts';
import {
  type ChunkCheck,
  chunkIsGone,
  failedModuleUrl,
  isChunkError,
  onUnhandledRejection,
  trackLeaving,
} from '../app/shell/freshness.tsx';

// The browsers' own wording of a failed `import()`: Chromium 156, Firefox 153 ESR (both seen on this
// machine) and WebKit, which names no module.
const chromium = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const firefox = (url: string) => new TypeError(`error loading dynamically imported module: ${url}`);
const webkit = () => new TypeError('Importing a module script failed.');

describe('isChunkError', () => {
  it('recognises a failed dynamic import in Chromium, Firefox and Safari wording', () => {
    expect(isChunkError(chromium('https://x/assets/a.js'))).toBe(true);
    expect(isChunkError(firefox('https://x/assets/a.js'))).toBe(true);
    expect(isChunkError(webkit())).toBe(true);
  });
  it('leaves other errors to the error screen', () => {
    expect(isChunkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkError(new Error('boom'))).toBe(false);
    expect(isChunkError({ status: 404 })).toBe(false);
    expect(isChunkError(undefined)).toBe(false);
  });
});

describe('failedModuleUrl', () => {
  const origin = 'https://tinkerbox.example';
  it("reads the module from Chromium's and Firefox's message", () => {
    expect(failedModuleUrl(chromium(`${origin}/assets/a-1.js`), origin)).toBe(`${origin}/assets/a-1.js`);
    expect(failedModuleUrl(firefox(`${origin}/assets/codecs.ops-D0Fp.js`), origin)).toBe(
      `${origin}/assets/codecs.ops-D0Fp.js`,
    );
  });
  it('has none for WebKit, another origin or no URL', () => {
    expect(failedModuleUrl(webkit(), origin)).toBeNull();
    expect(failedModuleUrl(chromium('https://cdn.example/assets/a.js'), origin)).toBeNull();
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module'), origin)).toBeNull();
  });
});

describe('trackLeaving', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  /**
   * A happy-dom window, with a Navigation API stand-in where happy-dom has none: an EventTarget that
   * fires `navigate` events shaped as a browser's.
   */
  function tracked() {
    const window = new Window({ url: 'https://tinkerbox.example/en/base58' });
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    const t = trackLeaving(window as unknown as globalThis.Window);
    stop = () => {
      t.stop();
      void window.happyDOM.close();
    };
    const fire = (type: string) => window.dispatchEvent(new window.Event(type));
    const navigate = (destination: { sameDocument: boolean }, downloadRequest: string | null = null) =>
      navigation.dispatchEvent(Object.assign(new Event('navigate'), { destination, downloadRequest }));
    return { ...t, navigate, fire };
  }

  it('is leaving from beforeunload or pagehide until the page is shown again or used', () => {
    const t = tracked();
    expect(t.leaving()).toBe(false);
    t.fire('beforeunload');
    expect(t.leaving()).toBe(true);
    t.fire('pageshow');
    expect(t.leaving()).toBe(false);
    t.fire('pagehide');
    expect(t.leaving()).toBe(true);
    t.fire('pointerdown');
    expect(t.leaving()).toBe(false);
    t.fire('beforeunload');
    t.fire('keydown');
    expect(t.leaving()).toBe(false);
  });

  it('is leaving on a navigation to another document, not on one within the page or a download', () => {
    const t = tracked();
    t.navigate({ sameDocument: true });
    expect(t.leaving()).toBe(false);
    t.navigate({ sameDocument: false }, 'file.txt');
    expect(t.leaving()).toBe(false);
    t.navigate({ sameDocument: false });
    expect(t.leaving()).toBe(true);
  });

  it('stops listening', () => {
    const t = tracked();
    t.stop();
    t.fire('beforeunload');
    t.navigate({ sameDocument: false });
    expect(t.leaving()).toBe(false);
  });
});

describe('onUnhandledRejection', () => {
  /** An unhandled rejection as the page's handler receives it: whether it was marked handled. */
  const rejection = (reason: unknown) => {
    const e = { reason, prevented: false, preventDefault: () => {} };
    e.preventDefault = () => {
      e.prevented = true;
    };
    return e;
  };

  it('marks a failed import handled while the visitor leaves, and still hands it to the check (which asks nothing then)', () => {
    const asked: unknown[] = [];
    const e = rejection(firefox('https://tinkerbox.example/assets/codecs.ops-D0FpmFLt.js'));
    expect(
      onUnhandledRejection(
        e,
        () => true,
        (r) => asked.push(r),
      ),
    ).toBe('left');
    expect(e.prevented).toBe(true);
    // the check decides and says so (html[data-chunk-check]); chunkIsGone asks nothing while leaving
    expect(asked).toEqual([e.reason]);
  });

  it('checks a failed import while the page is in use, and lets the browser report it', () => {
    const asked: unknown[] = [];
    const e = rejection(webkit());
    expect(
      onUnhandledRejection(
        e,
        () => false,
        (r) => asked.push(r),
      ),
    ).toBe('checked');
    expect(e.prevented).toBe(false);
    expect(asked).toEqual([e.reason]);
  });

  it('leaves every other rejection alone, leaving or not', () => {
    for (const leaving of [true, false]) {
      const e = rejection(new RangeError('a bug'));
      expect(
        onUnhandledRejection(
          e,
          () => leaving,
          () => expect.unreachable(),
        ),
      ).toBe('other');
      expect(e.prevented).toBe(false);
    }
  });
});

describe('chunkIsGone', () => {
  let servers: (() => void)[] = [];
  afterEach(() => {
    for (const close of servers) close();
    servers = [];
  });

  /**
   * A real HTTP server standing for the site: /assets/here.js exists, /assets/gone-404.js and
   * /assets/gone-410.js answer 404 and 410, /build-info.json names `build`. `onRequest` runs as each
   * request arrives, before it is answered.
   */
  async function site(build: string, onRequest: (req: IncomingMessage) => void = () => {}) {
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      onRequest(req);
      if (req.url === '/assets/here.js') res.writeHead(200, { 'content-type': 'text/javascript' });
      else if (req.url === '/build-info.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: build }));
        return;
      } else res.writeHead(req.url === '/assets/gone-410.js' ? 410 : 404);
      res.end(req.method === 'HEAD' ? undefined : 'export {}');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    servers.push(() => server.close());
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { origin, requests };
  }

  const check = (origin: string, over: Partial<ChunkCheck> = {}): ChunkCheck => ({
    leaving: () => false,
    fetch: globalThis.fetch,
    origin,
    loadedBuild: () => 'build-1',
    ...over,
  });

  it('is gone when the failed module answers 404 or 410, asked with HEAD', async () => {
    const { origin, requests } = await site('build-1');
    expect(await chunkIsGone(chromium(`${origin}/assets/gone-404.js`), check(origin))).toBe(true);
    expect(await chunkIsGone(firefox(`${origin}/assets/gone-410.js`), check(origin))).toBe(true);
    expect(requests).toEqual(['HEAD /assets/gone-404.js', 'HEAD /assets/gone-410.js']);
  });

  it('is not gone when the module is still there (an import the browser aborted)', async () => {
    const { origin } = await site('build-1');
    expect(await chunkIsGone(firefox(`${origin}/assets/here.js`), check(origin))).toBe(false);
  });

  it('asks nothing and keeps the page while the visitor is leaving it', async () => {
    const { origin, requests } = await site('build-1');
    expect(await chunkIsGone(firefox(`${origin}/assets/gone-404.js`), check(origin, { leaving: () => true }))).toBe(
      false,
    );
    expect(requests).toEqual([]);
  });

  it('keeps the page when the visitor starts to leave while the server is asked', async () => {
    let leaving = false;
    const { origin, requests } = await site('build-1', () => {
      leaving = true;
    });
    expect(await chunkIsGone(chromium(`${origin}/assets/gone-404.js`), check(origin, { leaving: () => leaving }))).toBe(
      false,
    );
    expect(requests).toEqual(['HEAD /assets/gone-404.js']);
  });

  it('without a module named (WebKit), is gone only when /build-info.json names another build', async () => {
    const { origin } = await site('build-2');
    expect(await chunkIsGone(webkit(), check(origin, { loadedBuild: () => 'build-1' }))).toBe(true);
    expect(await chunkIsGone(webkit(), check(origin, { loadedBuild: () => 'build-2' }))).toBe(false);
    // the page's own build not known yet: nothing says it changed
    expect(await chunkIsGone(webkit(), check(origin, { loadedBuild: () => null }))).toBe(false);
  });

  it('is not gone when the server cannot be reached, nor for an error that is no chunk error', async () => {
    const { origin } = await site('build-1');
    for (const close of servers) close();
    servers = [];
    expect(await chunkIsGone(chromium(`${origin}/assets/gone-404.js`), check(origin))).toBe(false);
    expect(await chunkIsGone(new TypeError('Failed to fetch'), check(origin))).toBe(false);
  });

  it('never asks another origin about its module: the build is compared instead', async () => {
    const { origin, requests } = await site('build-1');
    const other = await site('build-1');
    expect(await chunkIsGone(chromium(`${other.origin}/assets/gone-404.js`), check(origin))).toBe(false);
    expect(other.requests).toEqual([]);
    expect(requests).toEqual(['GET /build-info.json']);
  });
});

describe('whenSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits SETTLE_MS, then for the next idle moment', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts: { timeout: number }) => {
      expect(opts.timeout).toBeGreaterThan(0);
      return idle.push(cb);
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let runs = 0;
    whenSettled(() => runs++);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(runs).toBe(1);
  });

  it('runs in the task after SETTLE_MS where the browser has no requestIdleCallback (WebKit)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let runs = 0;
    whenSettled(() => runs++);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(runs).toBe(1);
  });

  it('never runs once cancelled, before or after the timer', () => {
    vi.useFakeTimers();
    const cancelled: number[] = [];
    let pending: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      pending = cb;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    let runs = 0;
    whenSettled(() => runs++)();
    vi.advanceTimersByTime(2 * SETTLE_MS);
    expect(pending).toBeUndefined();
    const cancel = whenSettled(() => runs++);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    expect(cancelled).toEqual([7]);
    expect(runs).toBe(0);
  });
});
