import { createHash } from 'node:crypto';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, modulesAfterFirstPaint, pageCache, pickEncoding } from '../page-cache.js';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

let close: (() => void) | null = null;
afterEach(() => close?.());

/** A server with the cache in front of a stand-in renderer that counts its renders. */
async function site(
  render: (request: Request, signal: AbortSignal) => Promise<Response>,
  max?: number,
  pagePath?: (path: string) => { path: string; found: boolean },
) {
  const seen: Request[] = [];
  const cache = pageCache({
    render: async (request, signal) => {
      seen.push(request);
      return render(request, signal);
    },
    ...(pagePath ? { pagePath } : {}),
    variantOf: (request) => {
      const lang = /lang=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'en';
      return new URL(request.url).pathname.endsWith('.data')
        ? null
        : { key: lang, headers: { cookie: `lang=${lang}` } };
    },
    policy: (_req, hashes) => `script-src 'self' ${hashes.join(' ')}`,
    ...(max ? { max } : {}),
    log: { error: () => {} },
  });
  // the cache is Express middleware that uses only Node's own request and response (so no Express here)
  const server = createServer((req, res) =>
    cache(req as never, res as never, () => {
      res.statusCode = 299;
      res.end('not from the cache');
    }),
  );
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen };
}

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, ...init });

describe('inlineScriptHashes', () => {
  it('hashes inline classic and module scripts, not scripts with src or JSON data', () => {
    const page =
      '<script>a()</script><script type="module">import "x"</script><script src="/x.js"></script>' +
      '<script type="application/json">{"a":1}</script><script nonce="n">b()</script>';
    expect(inlineScriptHashes(page).sort()).toEqual([sha('a()'), sha('import "x"'), sha('b()')].sort());
  });
});

describe('modulesAfterFirstPaint', () => {
  // the end of a page as React Router writes it (its <Scripts/>, rendered by Preact)
  const entry =
    ';\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/md5-2.js";\n' +
    '  window.__reactRouterRouteModules = {"root":route0,"md5":route1};\n\nimport("/assets/entry.client-3.js");';
  const page =
    '<html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>text</main>' +
    '<div id="module-preloads" hidden></div>' +
    '<link rel="modulepreload" href="/assets/entry.client-3.js" suppressHydrationWarning/>' +
    '<link rel="modulepreload" href="/assets/root-1.js" suppressHydrationWarning/>' +
    '<link rel="modulepreload" href="/assets/md5-2.js" suppressHydrationWarning/>' +
    '<script suppressHydrationWarning>window.__reactRouterContext = {};</script>' +
    `<script suppressHydrationWarning type="module" async>${entry}</script>` +
    '<script>window.__reactRouterContext.streamController.close();</script></body></html>';

  /** Runs the page's classic inline scripts against a stand-in document; returns what they appended. */
  function load(html: string, visibilityState: 'visible' | 'hidden') {
    const appended: { parent: string; el: Record<string, string> }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const blocks = new Map(
      [...html.matchAll(/<script[^>]*id="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => [m[1], m[2]]),
    );
    type El = Record<string, string>;
    // a fragment's children are appended with it
    const into = (parent: string) => (el: El | { children: El[] }) => {
      for (const child of 'children' in el ? el.children : [el]) appended.push({ parent, el: { ...(child as El) } });
    };
    const document = {
      visibilityState,
      createElement: (tag: string) => ({ tag }),
      createDocumentFragment: () => {
        const children: El[] = [];
        return { children, appendChild: (el: El) => children.push(el) };
      },
      getElementById: (id: string) =>
        id === 'module-preloads'
          ? html.includes('<div id="module-preloads"')
            ? { appendChild: into('box') }
            : null
          : { textContent: blocks.get(id) },
      head: { appendChild: into('head') },
      body: { appendChild: into('body') },
    };
    const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].find((m) => m[1]?.includes('const go'))?.[1];
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader ?? '')(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    return { appended, frames, timers };
  }

  it('takes out the preloads and keeps the entry module, byte for byte, allowed by its hash', () => {
    const out = modulesAfterFirstPaint(page);
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(`<script type="text/x-module-after-paint" id="entry-module">${entry}</script>`);
    // the rest of the page is untouched, in its order
    expect(
      out.startsWith(
        '<html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>text</main><div id="module-preloads" hidden></div>',
      ),
    ).toBe(true);
    expect(out.endsWith('<script>window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(
      true,
    );
    expect(inlineScriptHashes(out)).toContain(sha(entry));
    // a page without React Router's entry module is left as it is
    expect(modulesAfterFirstPaint('<html><body>Not found</body></html>')).toBe('<html><body>Not found</body></html>');
  });

  it('adds the same preloads, then runs the module, only after the frame that paints', () => {
    const { appended, frames, timers } = load(modulesAfterFirstPaint(page), 'visible');
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    // inside the frame, before the paint: still nothing
    expect(appended).toEqual([]);
    timers.shift()?.();
    expect(appended).toEqual([
      { parent: 'box', el: { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-3.js' } },
      { parent: 'box', el: { tag: 'link', rel: 'modulepreload', href: '/assets/root-1.js' } },
      { parent: 'box', el: { tag: 'link', rel: 'modulepreload', href: '/assets/md5-2.js' } },
    ]);
    // the module in the next task
    timers.shift()?.();
    expect(appended[3]).toEqual({ parent: 'body', el: { tag: 'script', type: 'module', textContent: entry } });
    expect(appended).toHaveLength(4);
    expect(timers).toEqual([]);
  });

  it('adds the preloads at most 3 a task, in their order', () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/m-${i}.js`);
    const big = page.replace(
      '<script suppressHydrationWarning>window',
      `${many.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}<script suppressHydrationWarning>window`,
    );
    const { appended, frames, timers } = load(modulesAfterFirstPaint(big), 'visible');
    frames[0]?.();
    const tasks: number[] = [];
    while (timers.length > 0) {
      timers.shift()?.();
      tasks.push(appended.length);
    }
    // 23 links: 3 a task, the last 2, then the module
    expect(tasks).toEqual([3, 6, 9, 12, 15, 18, 21, 23, 24]);
    expect(appended.slice(0, 23).map((a) => a.el.href)).toEqual([
      '/assets/entry.client-3.js',
      '/assets/root-1.js',
      '/assets/md5-2.js',
      ...many,
    ]);
    expect(appended[23]?.el.type).toBe('module');
  });

  it('in a tab that is not shown (no frame comes), at once', () => {
    const { appended, frames, timers } = load(modulesAfterFirstPaint(page), 'hidden');
    expect(frames).toEqual([]);
    expect(appended.map((a) => a.el.tag)).toEqual(['link', 'link', 'link']);
    timers.shift()?.();
    expect(appended.map((a) => a.el.tag)).toEqual(['link', 'link', 'link', 'script']);
  });

  it("without the root's #module-preloads (a page of another layout), into <head>", () => {
    const { appended, frames, timers } = load(
      modulesAfterFirstPaint(page.replace('<div id="module-preloads" hidden></div>', '')),
      'visible',
    );
    frames[0]?.();
    timers.shift()?.();
    expect(appended.map((a) => a.parent)).toEqual(['head', 'head', 'head']);
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
  });
});

describe('pageCache', () => {
  const PAGE = '<!doctype html><title>t</title><script>window.x=1</script><p>hello</p>';

  it('renders once for concurrent requests and serves the same bytes in every encoding', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { base, seen } = await site(async () => {
      await gate;
      return html(PAGE);
    });
    const pending = [1, 2, 3].map(() => fetch(`${base}/a`, { headers: { 'accept-encoding': 'identity' } }));
    await new Promise((r) => setTimeout(r, 50));
    release();
    const bodies = await Promise.all((await Promise.all(pending)).map((r) => r.text()));
    expect(bodies).toEqual([PAGE, PAGE, PAGE]);
    expect(seen).toHaveLength(1);

    // node:http, which (unlike fetch) leaves the body as sent
    const raw = (enc: string) =>
      new Promise<{ enc: string | undefined; bytes: Buffer; r: { headers: Headers } }>((resolve, reject) => {
        get(`${base}/a`, { headers: { 'accept-encoding': enc } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const headers = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
            resolve({ enc: res.headers['content-encoding'], bytes: Buffer.concat(chunks), r: { headers } });
          });
        }).on('error', reject);
      });
    const br = await raw('br');
    expect(br.enc).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(PAGE);
    const gz = await raw('gzip');
    expect(gz.enc).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(PAGE);
    expect(br.r.headers.get('content-security-policy')).toBe(`script-src 'self' ${sha('window.x=1')}`);
    expect(br.r.headers.get('vary')).toContain('Accept-Encoding');
    expect(seen).toHaveLength(1);

    const etag = br.r.headers.get('etag') ?? '';
    const again = await fetch(`${base}/a`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('keeps a page per language, and renders with only the language (never the visitor’s other cookies)', async () => {
    const { base, seen } = await site(async (request) => html(`<p>${request.headers.get('cookie')}</p>`));
    const a = await (await fetch(`${base}/p`, { headers: { cookie: 'lang=zh; secret=1' } })).text();
    const b = await (await fetch(`${base}/p`, { headers: { cookie: 'lang=en' } })).text();
    expect(a).toBe('<p>lang=zh</p>');
    expect(b).toBe('<p>lang=en</p>');
    expect(seen).toHaveLength(2);
  });

  it('asks variantOf and the policy once per URL and headers, not per request (the fast path)', async () => {
    const asked: string[] = [];
    let policies = 0;
    const cache = pageCache({
      render: async (request) => html(`<p>${request.headers.get('cookie')}</p>`),
      variantOf: (request) => {
        asked.push(`${new URL(request.url).pathname} ${request.headers.get('cookie')}`);
        const lang = /lang=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'en';
        return { key: lang, headers: { cookie: `lang=${lang}` } };
      },
      policy: () => `script-src 'self' ${++policies}`,
      log: { error: () => {} },
    });
    const server = createServer((req, res) => cache(req as never, res as never, () => res.end()));
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const load = (cookie: string) => fetch(`${base}/p`, { headers: { cookie } });
    for (let i = 0; i < 5; i++) await (await load('lang=zh')).text();
    const en = await load('lang=en');
    expect(await en.text()).toBe('<p>lang=en</p>');
    expect(en.headers.get('content-security-policy')).toBe("script-src 'self' 2");
    // a cookie too long to remember is asked about every time, and still served the right page
    const long = `lang=zh; other=${'x'.repeat(600)}`;
    expect(await (await load(long)).text()).toBe('<p>lang=zh</p>');
    expect(await (await load(long)).text()).toBe('<p>lang=zh</p>');
    expect(asked).toEqual(['/p lang=zh', '/p lang=en', `/p ${long}`, `/p ${long}`]);
    expect(policies).toBe(2);
  });

  it('passes on what it must not keep: errors, cookies set, data requests, non-HTML', async () => {
    const answers: Record<string, () => Response> = {
      '/missing': () => html('gone', { status: 404 }),
      '/cookie': () => html('x', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=1' } }),
      '/json': () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    };
    const { base, seen } = await site(async (request) =>
      (answers[new URL(request.url).pathname] ?? (() => html('')))(),
    );
    for (const path of ['/missing', '/cookie', '/json', '/x.data']) {
      const r = await fetch(`${base}${path}`);
      expect(r.status, path).toBe(299);
    }
    expect(seen).toHaveLength(3); // the .data request never reached the renderer
    await fetch(`${base}/missing`);
    expect(seen).toHaveLength(4); // nothing was kept for it
  });

  it('holds at most `max` pages, dropping the least recently used', async () => {
    const { base, seen } = await site(async (request) => html(new URL(request.url).pathname), 2);
    for (const p of ['/1', '/2', '/1', '/3', '/1', '/2']) await fetch(`${base}${p}`);
    // /1 /2 rendered; /1 hit; /3 rendered (drops /2); /1 hit; /2 rendered again
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/1', '/2', '/3', '/2']);
  });

  it('a failed render is not kept and the request goes on to the per-request handler', async () => {
    let fail = true;
    const { base, seen } = await site(async () => {
      if (fail) throw new Error('boom');
      return html('ok');
    });
    expect((await fetch(`${base}/f`)).status).toBe(299);
    fail = false;
    expect(await (await fetch(`${base}/f`)).text()).toBe('ok');
    expect(seen).toHaveLength(2);
  });

  it('renders from the part of the query the variant names: other parameters share one kept page', async () => {
    const seen: string[] = [];
    const cache = pageCache({
      render: async (request) => {
        const u = new URL(request.url);
        seen.push(`${u.pathname}${u.search}`);
        return html(`<p>${u.search}</p>`);
      },
      variantOf: (request) => {
        const c = new URL(request.url).searchParams.get('c');
        return { key: 'en', headers: {}, search: c === 'a' ? '?c=a' : '' };
      },
      policy: () => "script-src 'self'",
      log: { error: () => {} },
    });
    const server = createServer((req, res) => cache(req as never, res as never, () => res.end('passed on')));
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const text = async (path: string) => (await fetch(`${base}${path}`)).text();
    expect(await text('/p?utm=1')).toBe('<p></p>');
    expect(await text('/p?input=zzz&utm=2')).toBe('<p></p>');
    expect(await text('/p')).toBe('<p></p>');
    expect(await text('/p?c=b')).toBe('<p></p>');
    expect(await text('/p?c=a&utm=3')).toBe('<p>?c=a</p>');
    // a query too long to key by is still served the kept page when the variant names its part
    expect(await text(`/p?junk=${'x'.repeat(400)}`)).toBe('<p></p>');
    expect(seen).toEqual(['/p', '/p?c=a']);
  });

  describe('the shape of the site (pagePath): one entry per page and language (issue 34)', () => {
    const PAGES = new Map(['/', '/sha256', '/en/sha256'].map((p) => [p.toLowerCase(), p]));
    const pagePath = (path: string) => {
      const page = PAGES.get(path.toLowerCase());
      return page ? { path: page, found: true } : { path: '/__not-found__', found: false };
    };
    const notFound = (request: Request) =>
      new URL(request.url).pathname === '/__not-found__'
        ? html('<p>not found</p>', { status: 404 })
        : html(`<p>${new URL(request.url).pathname}</p>`);

    it('other spellings of a page get a 308 to it, the query kept; none of them renders', async () => {
      const { base, seen } = await site(async (r) => notFound(r), undefined, pagePath);
      for (const [from, to] of [
        ['/SHA256', '/sha256'],
        ['/sha256/', '/sha256'],
        ['/sha%32%35%36', '/sha256'],
        ['/x/../sha256', '/sha256'],
        ['/EN/sha256?a=1', '/en/sha256?a=1'],
        ['//sha256', '/sha256'],
      ]) {
        // node:http sends the target as written (fetch would resolve the dot segments itself)
        const res = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
          const url = new URL(base);
          get({ host: url.hostname, port: url.port, path: from }, (r) => {
            r.resume();
            resolve({ status: r.statusCode, location: r.headers.location });
          }).on('error', reject);
        });
        expect([from, res.status, res.location]).toEqual([from, 308, to]);
      }
      expect(seen).toHaveLength(0);
      expect(await (await fetch(`${base}/sha256?utm=1`)).text()).toBe('<p>/sha256</p>');
    });

    it('every unknown path is the one kept not-found page, with its status, rendered once', async () => {
      const { base, seen } = await site(async (r) => notFound(r), undefined, pagePath);
      const answers = await Promise.all(['/a', '/b/c', '/zz?q=1', '/a'].map((p) => fetch(`${base}${p}`)));
      expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
      expect(new Set(await Promise.all(answers.map((r) => r.text())))).toEqual(new Set(['<p>not found</p>']));
      expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/__not-found__']);
    });

    it('a render whose every client has gone is aborted and leaves nothing kept; one with a client left goes on', async () => {
      const signals: AbortSignal[] = [];
      let finish: () => void = () => {};
      const { base, seen } = await site(
        async (_r, signal) => {
          signals.push(signal);
          await new Promise<void>((r) => {
            finish = r;
          });
          return html('<p>late</p>');
        },
        undefined,
        pagePath,
      );
      const quitters = [1, 2].map(() =>
        fetch(`${base}/sha256`, { signal: AbortSignal.timeout(60) }).catch(() => 'gone'),
      );
      expect(await Promise.all(quitters)).toEqual(['gone', 'gone']);
      await expect.poll(() => signals[0]?.aborted).toBe(true);
      finish();
      // the next request renders afresh (the abandoned render was not kept); a client that stays gets it
      const quitter = fetch(`${base}/sha256`, { signal: AbortSignal.timeout(60) }).catch(() => 'gone');
      const stayer = fetch(`${base}/sha256`);
      expect(await quitter).toBe('gone');
      await new Promise((r) => setTimeout(r, 50));
      expect(signals[1]?.aborted).toBe(false);
      finish();
      expect(await (await stayer).text()).toBe('<p>late</p>');
      expect(seen).toHaveLength(2);
    });
  });
});
