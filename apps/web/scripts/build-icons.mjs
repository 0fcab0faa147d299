// Rasterises each branding's SVG icon into the PNGs that browsers, installers and home screens ask for:
// <BUILD_DIR>/client/icons/<brand>/{favicon-16,favicon-32,apple-touch-icon,icon-192,icon-512,maskable-512}.png.
// Run after `react-router build` (the web manifest, app/routes/manifest.ts, and root.tsx link them).
// @resvg/resvg-js renders the SVG (decision 0095); nothing is committed but the SVGs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sources from '../app/brand/icons.json' with { type: 'json' };

const dir = process.env.BUILD_DIR ?? 'build';


/** size: edge in px; inset: share of the edge the logo fills on a solid square (maskable safe zone 80%). */
const OUTPUTS = [
  { file: 'favicon-16.png', size: 16 },
  { file: 'favicon-32.png', size: 32 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  // Home screens crop a maskable icon to any shape within the central 80 % circle; Apple's touch icon
  // has no transparency, so both put the logo on a solid square.
  { file: 'maskable-512.png', size: 512, inset: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.84 },
];

function render(svg, { size, inset }, background) {
  if (!inset) return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  const logo = Math.round(size * inset);
  const at = Math.round((size - logo) / 2);
  const href = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const framed = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${background}"/><image x="${at}" y="${at}" width="${logo}" height="${logo}" href="${href}"/></svg>`;
  return new Resvg(framed).render().asPng();
}

// Each branding's source SVG and its theme colour, on which the maskable and touch icons stand.
for (const [brand, { svg, theme: background }] of Object.entries(sources)) {
  const source = readFileSync(svg);
  const out = path.join(dir, 'client/icons', brand);
  mkdirSync(out, { recursive: true });
  for (const o of OUTPUTS) writeFileSync(path.join(out, o.file), render(source, o, background));
}
console.log(`icons: ${Object.keys(sources).join(', ')} x ${OUTPUTS.length} PNGs in ${dir}/client/icons`);
