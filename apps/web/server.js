// The site's HTTP server: server-app.js (guards, /healthz, security headers with a per-request CSP
// nonce, cache headers) around static assets and React Router's request handler. `node server.js --dev`
// serves through Vite with hot reload. SIGTERM (or SIGINT) lets the requests in flight finish, then exits.
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import express from 'express';
import { pageCache } from './page-cache.js';
import { renderGate } from './render-gate.js';
import {
  batchedLines,
  buildFiles,
  createApp,
  precompressedStatic,
  readHttpSettings,
  readServerSettings,
  SettingError,
  STUCK_MS,
  serve,
} from './server-app.js';

const dev = process.argv.includes('--dev');
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
let settings;
let serverSettings;
try {
  settings = readHttpSettings();
  serverSettings = readServerSettings();
} catch (e) {
  fail(e instanceof SettingError ? e : new Error(String(e)));
}
// React Router's package gives Node its development build whatever NODE_ENV says (production-resolve.mjs)
if (!dev && process.env.NODE_ENV === 'production') register('./production-resolve.mjs', import.meta.url);
// A production build runs on Preact unless it was built with TINKERBOX_RENDERER=react, on the server as in
// the browser (decision 0006); the build says which in server/renderer.json. The hook must be in place
// before anything imports React, so React Router is imported after it.
if (!dev && buildRenderer() === 'preact') register('./preact-renderer.mjs', import.meta.url);
const { createRequestHandler } = await import('@react-router/express');
const { createRequestHandler: createFetchHandler } = await import('react-router');
const { port } = serverSettings;
const production = process.env.NODE_ENV === 'production';

/** Extra script origins for advertising/analytics, only in production and only when configured. */
function thirdPartyScriptOrigins() {
  if (!production) return [];
  return [process.env.SITE_ADS_SCRIPT, process.env.SITE_ANALYTICS_SCRIPT]
    .filter(Boolean)
    .map((u) => {
      try {
        return new URL(u).origin;
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

// Dev mode's CSP allows inline scripts, so no nonce is rendered there (Vite's dev styles would mismatch).
const getLoadContext = (req, res) => ({ nonce: dev ? undefined : res.locals.nonce, clientIp: req.ip });

// The app's entry module says which pages may connect to other hosts (app/shell/connect-policy.ts).
let connectSources = () => [];
// ... and which request headers a page's language depends on (none on a language's own URL).
let htmlVary;

let routes;
if (dev) {
  const vite = await import('vite').then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
  );
  const devBuild = { id: `dev-${Date.now()}`, time: new Date().toISOString() };
  // Load the app once at start so that a bad runtime setting fails now, not on the first request.
  const first = await vite.ssrLoadModule('virtual:react-router/server-build').catch(fail);
  connectSources = first.entry.module.connectSources ?? connectSources;
  htmlVary = first.entry.module.languageVary;
  routes = (app) => {
    app.get('/build-info.json', (_req, res) => res.json(devBuild));
    app.use('/docs/engine', express.static(new URL('../../packages/engine/docs-api', import.meta.url).pathname));
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      try {
        const build = await vite.ssrLoadModule('virtual:react-router/server-build');
        return createRequestHandler({ build, getLoadContext })(req, res, next);
      } catch (e) {
        vite.ssrFixStacktrace(e);
        next(e);
      }
    });
  };
} else {
  const build = await import(path.join(buildDir, 'server/index.js')).catch(fail);
  connectSources = build.entry.module.connectSources ?? connectSources;
  htmlVary = build.entry.module.languageVary;
  // PAGE_CACHE=0 renders every request (the load benchmark compares both in one run).
  const cached = serverSettings.pageCache && build.entry.module.pageVariant;
  const renderPage = createFetchHandler(build, process.env.NODE_ENV);
  routes = (app, { policy, frontDoor }) => {
    // brotli 11 / gzip 9 files made at build time where the browser takes them (decision 0091)
    app.use('/assets', precompressedStatic(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
    // a file no longer in the build (a page of the previous deploy asks for its chunk): a short 404, not a page
    app.use('/assets', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain; charset=utf-8').send('Not Found\n');
    });
    app.get('/build-info.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.sendFile(path.join(buildDir, 'client/build-info.json'));
    });
    // The service worker (scripts/build-sw.mjs) is checked for a newer version on every navigation:
    // never from a cache on the way.
    app.get('/sw.js', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(buildDir, 'client/sw.js'), { cacheControl: false });
    });
    // The engine's API reference (TypeDoc, scripts/copy-engine-docs.mjs): folders answer with their index.html.
    app.use('/docs/engine', express.static(path.join(buildDir, 'client/docs/engine'), { maxAge: '1h' }));
    const files = buildFiles(path.join(buildDir, 'client'), { maxAge: '1h', index: false });
    app.use(files);
    // At most RENDER_CONCURRENCY renders at once and RENDER_QUEUE waiting; past that, 503 (render-gate.js).
    // The translator's API has limits of its own and waits on its upstream, so it does not queue here.
    const gate = renderGate({ concurrency: serverSettings.renderConcurrency, queue: serverSettings.renderQueue });
    app.locals.stuck = () => gate.stuck(STUCK_MS);
    if (cached) {
      const cache = pageCache({
        // the render takes the signal of the requests waiting for it: it leaves the queue (or stops) when all have gone
        render: (request, signal) => gate.run(() => renderPage(request, { prerender: true }), signal),
        variantOf: build.entry.module.pageVariant,
        pagePath: build.entry.module.pagePath,
        // the front door answers an unknown path with the kept 404 only where nothing above would answer it
        servedElsewhere: (p) =>
          files.has(p) || /^\/(assets|docs)\//.test(p) || ['/build-info.json', '/sw.js', '/healthz'].includes(p),
        policy,
      });
      app.use(cache);
      // pages already rendered are answered before Express (server-app.js, the front door)
      frontDoor(cache);
    }
    app.use((req, res, next) => (req.path.startsWith('/api/') ? next() : gate.middleware(req, res, next)));
    app.use(createRequestHandler({ build, getLoadContext, mode: process.env.NODE_ENV }));
  };
}

// One JSON line per request on stdout, unless LOG_REQUESTS=0; written in batches (batchedLines).
const requestLog = !serverSettings.logRequests ? null : batchedLines((text) => process.stdout.write(text));

const app = createApp({
  dev,
  settings,
  scriptOrigins: thirdPartyScriptOrigins(),
  connectSources: (pathname) => connectSources(pathname),
  ...(htmlVary && { htmlVary }),
  routes,
  requestLog: requestLog?.line ?? null,
});

/** The renderer the production build was made for; builds from before server/renderer.json are Preact. */
function buildRenderer() {
  const file = path.join(buildDir, 'server/renderer.json');
  if (!fs.existsSync(file)) return 'preact';
  return JSON.parse(fs.readFileSync(file, 'utf8')).renderer;
}

function fail(e) {
  console.error(`Tinkerbox cannot start: ${e?.message ?? e}`);
  process.exit(1);
}

const { server, shutdown } = serve(app, { port });
server.on('listening', () => console.log(`Tinkerbox (${dev ? 'dev' : 'production'}) on http://localhost:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    console.log(`Tinkerbox: ${signal}, finishing the requests in flight`);
    await shutdown();
    requestLog?.flush();
    process.exit(0);
  });
}
