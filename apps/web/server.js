// The site's HTTP server: security headers with a per-request CSP nonce, static assets, and React
// Router's request handler. `node server.js --dev` serves through Vite with hot reload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import compression from 'compression';
import express from 'express';

const dev = process.argv.includes('--dev');
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
// A production build runs on Preact unless it was built with TINKERBOX_RENDERER=react, on the server as in
// the browser (decision 0006); the build says which in server/renderer.json. The hook must be in place
// before anything imports React, so React Router is imported after it.
if (!dev && buildRenderer() === 'preact') register('./preact-renderer.mjs', import.meta.url);
const { createRequestHandler } = await import('@react-router/express');
const port = Number(process.env.PORT ?? 3000);
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

function securityHeaders(res, nonce) {
  const scriptSrc = dev
    ? "'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval'"
    : [`'self'`, `'nonce-${nonce}'`, `'wasm-unsafe-eval'`, ...thirdPartyScriptOrigins()].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    // Tools that talk to a chain call the RPC endpoint the visitor names.
    `connect-src 'self' https: wss: http://localhost:* http://127.0.0.1:*${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader(
    'Permissions-Policy',
    'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  );
}

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use((_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  securityHeaders(res, res.locals.nonce);
  next();
});

// Dev mode's CSP allows inline scripts, so no nonce is rendered there (Vite's dev styles would mismatch).
const getLoadContext = (req, res) => ({ nonce: dev ? undefined : res.locals.nonce, clientIp: req.ip });

if (dev) {
  const vite = await import('vite').then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
  );
  const devBuild = { id: `dev-${Date.now()}`, time: new Date().toISOString() };
  app.get('/build-info.json', (_req, res) => res.json(devBuild));
  app.use(vite.middlewares);
  // Load the app once at start so that a bad runtime setting fails now, not on the first request.
  await vite.ssrLoadModule('virtual:react-router/server-build').catch(fail);
  app.use(async (req, res, next) => {
    try {
      const build = await vite.ssrLoadModule('virtual:react-router/server-build');
      return createRequestHandler({ build, getLoadContext })(req, res, next);
    } catch (e) {
      vite.ssrFixStacktrace(e);
      next(e);
    }
  });
} else {
  const build = await import(path.join(buildDir, 'server/index.js')).catch(fail);
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  app.get('/build-info.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile(path.join(buildDir, 'client/build-info.json'));
  });
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));
  app.use(createRequestHandler({ build, getLoadContext, mode: process.env.NODE_ENV }));
}

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

app.listen(port, () => console.log(`Tinkerbox (${dev ? 'dev' : 'production'}) on http://localhost:${port}`));
