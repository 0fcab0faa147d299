import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type LaunchOptions } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { setOneTaskApart } from '../in-page.ts';
import { shellLive } from '../ready.ts';

// A small harness for the browsers that Playwright does not drive here: Firefox ESR through puppeteer-core
// over WebDriver BiDi, and WebKitGTK through WebKitWebDriver (selenium-webdriver, classic WebDriver) in an
// Xvfb of its own. Both are Debian's packages; nothing is downloaded. Decision 0152 says why these two.

const WEB_DIR = path.resolve(import.meta.dirname, '../..');

/** A process the harness started, with what it has written so far (for a failure's report). */
interface Child {
  proc: ChildProcess;
  log: () => string;
}

function start(command: string, args: string[], options: Parameters<typeof spawn>[2] = {}): Child {
  let log = '';
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const keep = (b: Buffer) => {
    log = (log + b.toString()).slice(-20_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return { proc, log: () => log };
}

async function stop(child: Child | undefined): Promise<void> {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const exited = once(child.proc, 'exit');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves once `url` answers (any status), or fails after `timeoutMs` with `what`'s log. */
async function untilAnswers(url: string, child: Child, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.proc.exitCode !== null) throw new Error(`${what} exited (${child.proc.exitCode}):\n${child.log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url}:\n${child.log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export interface Site {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The production server of the build under test (apps/web/build unless BUILD_DIR says otherwise), as
 * playwright.config.ts's webServer starts it for the global brand, with the sitemap's origin set.
 */
export async function startSite(port: number): Promise<Site> {
  const child = start(process.execPath, ['server.js'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      SITE_BRAND: 'global',
      SITE_ORIGIN: 'https://tinkerbox.example',
    },
  });
  const origin = `http://localhost:${port}`;
  await untilAnswers(`${origin}/healthz`, child, 'the server');
  return { origin, stop: () => stop(child) };
}

/**
 * What the WebKit pages run first: WebKitGTK's WebDriver has no BiDi (a session asking for `webSocketUrl`
 * is refused) and does not print an automation session's console, so the page records its own console
 * errors, uncaught errors, unhandled rejections, failed loads and CSP violations in `__tbProblems`.
 */
const RECORDER = `(()=>{const p=window.__tbProblems=[];const s=(v)=>v instanceof Error?v.name+': '+v.message:typeof v==='object'&&v!==null?(()=>{try{return JSON.stringify(v)}catch{return String(v)}})():String(v);const e=console.error.bind(console);console.error=(...a)=>{p.push('console: '+a.map(s).join(' '));e(...a)};addEventListener('error',(ev)=>{const t=ev.target;if(t&&t!==window&&t.tagName)p.push('failed to load: '+t.tagName.toLowerCase()+' '+(t.src||t.href||''));else p.push('pageerror: '+(ev.error?s(ev.error):ev.message))},true);addEventListener('unhandledrejection',(ev)=>p.push('unhandled rejection: '+s(ev.reason)));document.addEventListener('securitypolicyviolation',(ev)=>p.push('CSP violation: '+ev.violatedDirective+' '+ev.blockedURI))})()`;
const RECORDER_HASH = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

export interface Gate {
  origin: string;
  /** Cuts every connection and refuses new ones (true), or lets them through again. */
  setOffline: (offline: boolean) => void;
  /**
   * Holds every script of the site (/assets/*.js) back until the returned function is called, as a slow
   * link does: the server's HTML arrives and shows, nothing hydrates.
   */
  holdScripts: () => () => void;
  /**
   * The same site at an origin no page has come from yet (127.0.0.2, .3, ...: each its own site, so no
   * service worker and nothing in the browser's HTTP cache): holdScripts holds every script there, where
   * a page of an origin already visited takes the cached ones at once and hydrates regardless.
   */
  unvisited: () => Promise<string>;
  /**
   * What the gate is passing on now (each request with its age) and the last requests it failed or that
   * were answered with an error: for a check that timed out, whether the page waits on the network.
   */
  network: () => string;
  stop: () => Promise<void>;
}

/**
 * A pass-through proxy in front of the server, on `port`: the browser's only way to it, so closing it is
 * the network going down (WebDriver classic has no offline switch). With `record`, every HTML page gets
 * the recorder above as its first script and its hash in the Content-Security-Policy's script-src.
 */
export async function startGate(upstream: string, port: number, { record }: { record: boolean }): Promise<Gate> {
  const target = new URL(upstream);
  let offline = false;
  let scriptsHeld: Promise<void> | null = null;
  const sockets = new Set<Socket>();
  /** Requests under way -> when they came; the last few that failed. */
  const inFlight = new Map<http.IncomingMessage, number>();
  const failed: string[] = [];
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.set(req, Date.now());
    res.on('close', () => {
      const t0 = inFlight.get(req) ?? Date.now();
      inFlight.delete(req);
      if (res.statusCode < 400 && res.writableFinished) return;
      const how = res.writableFinished ? `${res.statusCode}` : 'cut';
      failed.push(
        `${req.method} ${req.url} ${how} after ${Date.now() - t0} ms (${new Date().toISOString().slice(11, 23)})`,
      );
      if (failed.length > 10) failed.shift();
    });
    if (scriptsHeld && /^\/assets\/[^?]*\.js(\?|$)/.test(req.url ?? '')) void scriptsHeld.then(() => pass(req, res));
    else pass(req, res);
  };
  const server = http.createServer(handle);
  const pass = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers = { ...req.headers, host: target.host };
    // the recorder is added to the HTML text: ask for it uncompressed
    if (record) delete headers['accept-encoding'];
    const out = http.request(
      // a connection of its own per request (agent: false), as a proxy without upstream keep-alive: a
      // pooled connection that the server closes as idle just as it is reused fails the request, which
      // the browser would see as the network failing (Node's agent, unlike a browser, does not retry it)
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: false },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        if (!record || !type.startsWith('text/html')) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const tag = `<script>${RECORDER}</script>`;
          const at = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
          const body = at ? html.slice(0, at.index + at[0].length) + tag + html.slice(at.index + at[0].length) : html;
          const policy = up.headers['content-security-policy'];
          const h: http.OutgoingHttpHeaders = { ...up.headers, 'content-length': String(Buffer.byteLength(body)) };
          if (typeof policy === 'string')
            h['content-security-policy'] = policy.replace(/script-src /, `script-src ${RECORDER_HASH} `);
          res.writeHead(up.statusCode ?? 502, h);
          res.end(body);
        });
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const track = (s: Socket) => {
    if (offline) {
      s.destroy();
      return;
    }
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };
  server.on('connection', track);
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const more: http.Server[] = [];
  return {
    origin: `http://localhost:${port}`,
    setOffline: (value) => {
      offline = value;
      if (value) for (const s of sockets) s.destroy();
    },
    holdScripts: () => {
      let release = () => {};
      scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        scriptsHeld = null;
        release();
      };
    },
    unvisited: async () => {
      // the whole of 127.0.0.0/8 is the loopback interface; one more listener of the same server
      const host = `127.0.0.${more.length + 2}`;
      const extra = http.createServer(handle);
      extra.on('connection', track);
      extra.listen(port, host);
      await once(extra, 'listening');
      more.push(extra);
      return `http://${host}:${port}`;
    },
    network: () => {
      const now = Date.now();
      const going = [...inFlight].map(([req, t0]) => `${req.method} ${req.url} (${now - t0} ms)`);
      return `gate: ${going.length} under way${going.length ? ` [${going.slice(0, 8).join(', ')}]` : ''}; failed lately: ${failed.length ? failed.join(', ') : 'none'}`;
    },
    stop: async () => {
      for (const s of sockets) s.destroy();
      for (const s of [server, ...more]) s.close();
    },
  };
}

/**
 * A function's source for the page. tsx compiles with esbuild's keepNames, which wraps named inner
 * functions in a `__name` helper that the page lacks; the page gets a do-nothing one.
 */
const NAME_SHIM = 'const __name = (f) => f;';
function inPage(fn: (...args: never[]) => unknown): string {
  return `${NAME_SHIM} return (${fn.toString()}).apply(null, arguments);`;
}

/** A function body for the page, run as an async function's (see inPage), as WebDriver's execute takes it. */
function inPageBody(body: string): string {
  return `${NAME_SHIM} return (async function () { ${body} })();`;
}

/** Evaluates `fn` with JSON-able `args` in a puppeteer page, as a string (see inPage). */
function puppeteerSource(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(function () { ${inPage(fn)} }).apply(null, ${JSON.stringify(args)})`;
}

/** How a control is found in the page: by its accessible name (exact, or a regular expression's source). */
export interface Target {
  /** `field` (input, textarea, select, combobox), `button` (button, link), or a CSS selector. */
  kind: string;
  name?: string;
  pattern?: string;
}

/**
 * Runs in the page: the first visible control of `kind` whose accessible name (aria-label,
 * aria-labelledby, its labels, or a button's text) matches. Serialised, so it must stay self-contained.
 */
function findInPage(kind: string, name: string | null, pattern: string | null): Element | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (s: string) => (pattern !== null ? new RegExp(pattern).test(s) : name === null || s === name);
  const nameOf = (el: Element) => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm(Array.from(labels, (l) => l.textContent).join(' '));
    if (el.tagName === 'BUTTON' || el.tagName === 'A' || el.getAttribute('role') === 'button')
      return norm(el.textContent);
    return norm(el.getAttribute('title') ?? el.textContent);
  };
  const selector =
    kind === 'field'
      ? 'input:not([type="radio"]):not([type="checkbox"]), textarea, select, [role="combobox"], [role="textbox"]'
      : kind === 'button'
        ? 'button, a[href], [role="button"]'
        : kind;
  for (const el of Array.from(document.querySelectorAll(selector))) {
    if (el.getClientRects().length === 0 && !(el instanceof HTMLInputElement && el.type === 'radio')) continue;
    if (matches(nameOf(el))) return el;
  }
  return null;
}

/** One browser, one page, as the checks use it; the same for both engines. */
export interface Driver {
  readonly engine: 'firefox' | 'webkit';
  readonly version: string;
  /** Navigates (a full load) and resolves once the document has loaded; `false` when the load failed. */
  goto: (url: string) => Promise<void>;
  evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>;
  /** Runs a function body in the page (with `__name`, see inPage) and resolves with what it returns, awaited. */
  run: (body: string) => Promise<unknown>;
  /** Focuses the control and types `text` as keystrokes, after clearing it. */
  type: (target: Target, text: string) => Promise<void>;
  click: (target: Target) => Promise<void>;
  /** Presses a key, or a chord such as ['Control', 'k'] (modifiers first). */
  press: (...keys: string[]) => Promise<void>;
  /** The console errors, uncaught errors and the like since the last call (and on the current page). */
  problems: () => Promise<string[]>;
  url: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Gives each control its value one task apart, as a fast typist or a busy phone does (in-page.ts
 * `setOneTaskApart`, which the Playwright specs use too); each found as `type` finds it.
 */
export async function typeOneTaskApart(d: Driver, ...fields: [Target, string][]): Promise<void> {
  const spec = JSON.stringify(fields.map(([t, value]) => [t.kind, t.name ?? null, t.pattern ?? null, value]));
  await d.run(`const find = ${findInPage.toString()};
    const set = ${setOneTaskApart.toString()};
    return set(${spec}.map(([kind, name, pattern, value]) => {
      const el = find(kind, name, pattern);
      if (!el) throw new Error('no ' + kind + ' named ' + (name ?? '/' + pattern + '/'));
      return [el, value];
    }));`);
}

/** Polls `fn` in the page until it returns a truthy value, which it resolves with; else throws `what`. */
export async function waitFor<A extends unknown[], R>(
  driver: Driver,
  what: string | { what: string; ms: number },
  fn: (...args: A) => R,
  ...args: A
): Promise<Awaited<R>> {
  // a bound, not a measure: the first pages wait while the service worker installs the whole site
  const deadline = Date.now() + (typeof what === 'string' ? 30_000 : what.ms);
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.evaluate(fn, ...args);
      if (value) return value;
      last = value;
    } catch (e) {
      // a navigation replaced the document under the call: ask the next one
      last = e instanceof Error ? e.message : e;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${typeof what === 'string' ? what : what.what} (last: ${JSON.stringify(last)})`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The page's shell is live (html[data-ready], e2e/ready.ts). */
export const hydrated = shellLive;

/**
 * The page has hydrated and finished what it loads after: where a worker controls the page, the service
 * worker's page side (a module that shell/freshness.tsx imports after hydration) has arrived and the
 * worker has kept the page (html[data-offline]). A page no worker serves loads that module only once it
 * has settled, seconds later (decision 0187), and a navigation before then leaves nothing half-loaded.
 * Leaving a page while it loads is the early-navigation check's business, not the route smoke's.
 */
export const settled = () => {
  const root = document.documentElement;
  // shellLive (e2e/ready.ts), written out: the driver sends this function's text alone
  if (root.dataset.ready === undefined) return false;
  if (!navigator.serviceWorker?.controller) return true;
  if (!performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/service-worker-'))) return false;
  return root.dataset.offline === 'ready';
};

/** Debian's Firefox ESR (or FIREFOX_PATH), headless, over WebDriver BiDi; close it with `browser.close()`. */
export function firefoxBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    ...options,
  });
}

/** Firefox ESR, headless, through puppeteer-core over WebDriver BiDi. */
export async function launchFirefox(): Promise<Driver> {
  const browser = await firefoxBrowser({ defaultViewport: { width: 1280, height: 900 } });
  const page = await browser.newPage();
  let problems: string[] = [];
  // The URL being left while goto() runs: what that page logs then is logged while leaving (Firefox fails
  // the loads still under way in a page that is left), as when the suite leaves a page after a check.
  let leavingFrom: string | null = null;
  const tag = (where: string) => (leavingFrom !== null && where === leavingFrom ? 'while leaving: ' : '');
  // console arguments are read from the page asynchronously: problems() waits for those under way
  const reading = new Set<Promise<unknown>>();
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // BiDi gives an Error argument as "JSHandle@error": spell it out, with where the page was
    const where = page.url();
    const leaving = tag(where);
    const read = Promise.all(
      m
        .args()
        .map((a) =>
          a
            .evaluate((v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : String(v)))
            .catch(() => a.toString()),
        ),
    ).then((parts) => problems.push(`${leaving}console: ${parts.join(' ') || m.text()} (on ${where})`));
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  page.on('pageerror', (e) => {
    const where = page.url();
    problems.push(`${tag(where)}pageerror: ${e instanceof Error ? e.message : String(e)} (on ${where})`);
  });
  const find = async (t: Target): Promise<ElementHandle<Element>> => {
    const handle = await page.evaluateHandle(puppeteerSource(findInPage, [t.kind, t.name ?? null, t.pattern ?? null]));
    const el = handle.asElement();
    if (!el) throw new Error(`no ${t.kind} named ${t.name ?? `/${t.pattern}/`} on ${page.url()}`);
    return el as ElementHandle<Element>;
  };
  return {
    engine: 'firefox',
    version: await browser.version(),
    goto: async (url) => {
      leavingFrom = page.url();
      try {
        await page.goto(url, { waitUntil: 'load' });
      } finally {
        leavingFrom = null;
      }
    },
    evaluate: (fn, ...args) => page.evaluate(puppeteerSource(fn as never, args)) as never,
    run: (body) => page.evaluate(`(function () { ${inPageBody(body)} })()`),
    type: async (t, text) => {
      const el = await find(t);
      await el.click({ count: 3 });
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await el.type(text);
    },
    click: async (t) => {
      await (await find(t)).click();
    },
    press: async (...keys) => {
      const [last, ...mods] = [...keys].reverse() as KeyInput[];
      for (const m of mods.reverse()) await page.keyboard.down(m);
      await page.keyboard.press(last as KeyInput);
      for (const m of mods.reverse()) await page.keyboard.up(m);
    },
    problems: async () => {
      await Promise.all(reading);
      const out = problems;
      problems = [];
      return out;
    },
    url: async () => page.url(),
    close: () => browser.close(),
  };
}

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** An Xvfb on a display it picks itself (-displayfd), for WebKitGTK, which has no headless mode here. */
async function startXvfb(): Promise<{ display: string; child: Child }> {
  let log = '';
  const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  proc.stderr?.on('data', (b: Buffer) => {
    log = (log + b.toString()).slice(-5_000);
  });
  const fd3 = proc.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    fd3.on('data', (b: Buffer) => {
      text += b.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    proc.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${log}`)));
  });
  return { display, child: { proc, log: () => log } };
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (selenium-webdriver), in an Xvfb the harness starts. */
export async function launchWebKit(): Promise<Driver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const wd = start(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display } });
  let driver: WebDriver;
  try {
    await untilAnswers(`http://127.0.0.1:${port}/status`, wd, 'WebKitWebDriver', 20_000);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 });
  } catch (e) {
    await stop(wd);
    await stop(xvfb.child);
    throw e;
  }
  const caps = await driver.getCapabilities();
  let carried: string[] = [];
  const drain = async () => {
    try {
      const found = await driver.executeScript<string[] | null>(
        'const p = window.__tbProblems; if (!p) return null; return p.splice(0, p.length);',
      );
      if (found) carried.push(...found);
    } catch {
      // the page is between documents: what it had is gone with it
    }
  };
  const find = async (t: Target): Promise<WebElement> => {
    const el = await driver.executeScript<WebElement | null>(
      inPage(findInPage),
      t.kind,
      t.name ?? null,
      t.pattern ?? null,
    );
    if (!el) throw new Error(`no ${t.kind} named ${t.name ?? `/${t.pattern}/`} on ${await driver.getCurrentUrl()}`);
    return el;
  };
  const KEYS: Record<string, string> = {
    Control: Key.CONTROL,
    Shift: Key.SHIFT,
    Alt: Key.ALT,
    Meta: Key.META,
    Enter: Key.ENTER,
    Escape: Key.ESCAPE,
    Backspace: Key.BACK_SPACE,
    ArrowDown: Key.ARROW_DOWN,
    ArrowUp: Key.ARROW_UP,
    Tab: Key.TAB,
  };
  const key = (k: string) => KEYS[k] ?? k;
  return {
    engine: 'webkit',
    version: `MiniBrowser ${String(caps.get('browserVersion'))}`,
    goto: async (url) => {
      await drain();
      await driver.get(url);
    },
    evaluate: (fn, ...args) => driver.executeScript(inPage(fn as never), ...args) as never,
    run: (body) => driver.executeScript(inPageBody(body)),
    type: async (t, text) => {
      const el = await find(t);
      await el.click();
      await driver.actions().keyDown(Key.CONTROL).sendKeys('a').keyUp(Key.CONTROL).sendKeys(Key.BACK_SPACE).perform();
      await el.sendKeys(text);
    },
    click: async (t) => {
      await (await find(t)).click();
    },
    press: async (...keys) => {
      const [last, ...mods] = [...keys].reverse();
      let a = driver.actions();
      for (const m of mods.reverse()) a = a.keyDown(key(m));
      a = a.sendKeys(key(last ?? ''));
      for (const m of mods.reverse()) a = a.keyUp(key(m));
      await a.perform();
    },
    problems: async () => {
      await drain();
      const out = carried;
      carried = [];
      return out;
    },
    url: () => driver.getCurrentUrl(),
    close: async () => {
      await driver.quit().catch(() => undefined);
      await stop(wd);
      await stop(xvfb.child);
    },
  };
}
