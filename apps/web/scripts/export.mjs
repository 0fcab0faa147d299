// `pnpm export`: the whole site as static files, for a CDN or any file server (issue 19 item 1,
// decision 0097). Every page in every language is rendered once by the built server bundle, through the
// same call as the server's page cache (React Router's handler with `prerender`, the page cache's
// headers per page), with the runtime settings of this process's environment (SITE_BRAND, SITE_ORIGIN,
// links, donation addresses). Written to EXPORT_DIR or `--out <dir>` (default `export/`):
//   index.html, sha256/index.html, zh-hant/sha256/index.html ...   the pages (a folder per page, so a
//                                                                 plain server finds them as /sha256/)
//   _root.data, sha256.data, zh-hant/sha256.data ...               what a client-side navigation asks for
//   __manifest                                                      every route, for lazy route discovery
//   404.html, robots.txt, sitemap.xml (with SITE_ORIGIN), _headers  and the files of build/client
// Pages, data files and the manifest get a gzip -9 copy beside them (sha256/index.html.gz), as the build's
// assets have: deploy/nginx.static.conf serves the copy as it is.
// Each page carries its Content-Security-Policy in a <meta> (its inline scripts' hashes), since a file
// server sends no per-page header. The translator needs the Node server: the export runs with no
// translator key, so its page says it is not set up here.
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

// `pnpm export -- --out dir` passes the `--` along
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { out: { type: 'string' } },
});
const webDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(webDir, process.env.BUILD_DIR ?? 'build');
const outDir = path.resolve(values.out ?? process.env.EXPORT_DIR ?? path.join(webDir, 'export'));

/** The directives a <meta> policy cannot carry (browsers ignore them there, with a console error). */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/** Headers every file server or CDN should send (written to _headers, Netlify/Cloudflare Pages syntax). */
const SITE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

function fail(message) {
  console.error(`export: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) fail(`no build in ${buildDir} (run pnpm build first)`);
// The translator page then says it is not set up: a static copy has no /api/translate.
process.env.TRANSLATOR_KEY = '';
process.env.NODE_ENV = 'production';
const rendererFile = path.join(buildDir, 'server/renderer.json');
const renderer = fs.existsSync(rendererFile) ? JSON.parse(fs.readFileSync(rendererFile, 'utf8')).renderer : 'preact';
// as server.js: the Preact hook before anything imports React
if (renderer === 'preact') register('../preact-renderer.mjs', import.meta.url);

const { createRequestHandler } = await import('react-router');
const { inlineScriptHashes, modulesAfterFirstPaint } = await import('../page-cache.js');
const { contentSecurityPolicy } = await import('../server-app.js');
const build = await import(path.join(buildDir, 'server/index.js')).catch((e) => fail(e?.message ?? e));
const entry = build.entry.module;
if (!entry.sitePaths || !entry.pageVariant) fail('the build is older than the export (no sitePaths in its entry)');
const handle = createRequestHandler(build, 'production');
const ORIGIN = 'http://localhost';

/** Renders a path as the page cache does: its variant's headers only, everything awaited. */
async function render(pathname) {
  const variant = entry.pageVariant(new Request(`${ORIGIN}${pathname}`));
  const request = new Request(`${ORIGIN}${pathname}`, { headers: variant?.headers ?? {} });
  return handle(request, { prerender: true });
}

/** The page's policy as a <meta>, after <meta charset> (which must stay in the first 1024 bytes). */
function withPolicy(html, pathname) {
  const policy = contentSecurityPolicy({
    hashes: inlineScriptHashes(html),
    connectExtra: [...(entry.connectSources?.(pathname.toLowerCase()) ?? [])],
  })
    .split('; ')
    .filter((d) => !HEADER_ONLY.includes(d.split(' ')[0]))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(html);
  if (!charset) throw new Error(`${pathname}: no <meta charset> to put the policy after`);
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** Written with a gzip -9 copy beside it (`.gz`), which a file server sends as it is (nginx's gzip_static). */
const PRECOMPRESSED = /(?:\.html|\.data|\.xml|\.txt|^__manifest)$/;

function write(relative, body) {
  const file = path.join(outDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  if (PRECOMPRESSED.test(relative) && Buffer.byteLength(body) >= 256) {
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

const pageFile = (p) => (p === '/' ? 'index.html' : `${p.slice(1)}/index.html`);
const dataFile = (p) => (p === '/' ? '_root.data' : `${p.slice(1)}.data`);

// emptied rather than removed, so that it can be a mount point (deploy/compose.static.yaml's volume)
fs.mkdirSync(outDir, { recursive: true });
for (const entry of fs.readdirSync(outDir)) fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
fs.cpSync(path.join(buildDir, 'client'), outDir, { recursive: true });

const prefixes = ['', '/en', '/zh-hans', '/zh-hant'];
const pages = entry.sitePaths().flatMap((p) => prefixes.map((x) => (p === '/' ? x || '/' : `${x}${p}`)));
const started = Date.now();
async function exportPage(p) {
  const res = await render(p);
  if (res.status !== 200) fail(`${p} answered ${res.status}`);
  // as the page cache serves it: the page's modules load after its first paint
  write(pageFile(p), withPolicy(modulesAfterFirstPaint(await res.text()), p));
  // React Router asks for /_root.data for the home page, <path>.data for the others
  const headers = entry.pageVariant(new Request(`${ORIGIN}${p}`))?.headers ?? {};
  const data = await handle(new Request(`${ORIGIN}/${dataFile(p)}`, { headers }));
  if (data.status !== 200) fail(`${p}.data answered ${data.status}`);
  write(dataFile(p), Buffer.from(await data.arrayBuffer()));
}
// A render spends most of its time waiting (lazy parts, streams), so a few run at once.
const queue = [...pages];
await Promise.all(
  Array.from({ length: 6 }, async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) await exportPage(p);
  }),
);

// Every route at once, whatever paths a page asks about (a file server ignores the query).
const manifest = await handle(
  new Request(`${ORIGIN}/__manifest?paths=${encodeURIComponent(pages.join(','))}&version=${build.assets.version}`),
);
if (manifest.status !== 200) fail(`/__manifest answered ${manifest.status}`);
write('__manifest', await manifest.text());

const missing = await render('/404');
if (missing.status !== 404) fail(`a missing page answered ${missing.status}`);
write('404.html', withPolicy(await missing.text(), '/404'));

write('robots.txt', await (await handle(new Request(`${ORIGIN}/robots.txt`))).text());
const sitemap = await handle(new Request(`${ORIGIN}/sitemap.xml`));
if (sitemap.status === 200) write('sitemap.xml', await sitemap.text());
else console.warn('export: no sitemap.xml (SITE_ORIGIN is not set)');

const headerLines = Object.entries(SITE_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
write(
  '_headers',
  [
    '# Headers for Netlify / Cloudflare Pages (other CDNs: the same values in their own syntax, see the README).',
    '# Each page also carries its script policy in a <meta>; frame-ancestors only works as a header.',
    '/*',
    ...headerLines,
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/*.data',
    '  Content-Type: text/x-script',
    '  Cache-Control: no-cache',
    '/*.html',
    '  Cache-Control: no-cache',
    '',
  ].join('\n'),
);
console.log(
  `export: ${pages.length} pages (+ .data) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${outDir} (${renderer})`,
);
