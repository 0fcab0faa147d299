// Renders the Open Graph images (issue 16 item 5, decision 0135): a 1200x630 PNG for every published tool
// and one for the site (home, /donate), in each branding and its default language (English for global,
// Simplified Chinese for cn): <BUILD_DIR>/client/og/<brand>/<tool id | site>.png, which tool-meta.ts names
// in og:image. Run after `react-router build`. The service worker neither precaches nor caches /og/.
// @resvg/resvg-js renders each card's SVG with three font files and no system fonts: DejaVu Sans and its
// bold (Debian's fonts-dejavu-core) for Latin, Droid Sans Fallback (fonts-droid-fallback) for the CJK
// characters, which resvg takes from it when DejaVu lacks them. Each PNG is kept in node_modules/.cache/og
// under the hash of its SVG, the fonts and the renderer, so a rebuild renders only the cards whose words
// changed.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import resvgPackage from '@resvg/resvg-js/package.json' with { type: 'json' };
import { runnerImport } from 'vite';
import sources from '../app/brand/icons.json' with { type: 'json' };

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(web, process.env.BUILD_DIR ?? 'build');
const FONTS = {
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf': 'fonts-dejavu-core',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf': 'fonts-dejavu-core',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf': 'fonts-droid-fallback',
};
const FONT_FAMILY = "'DejaVu Sans', 'Droid Sans Fallback'";
for (const [file, pkg] of Object.entries(FONTS)) {
  if (!existsSync(file)) throw new Error(`build-og: no font at ${file}; install Debian's ${pkg} (apt-get install ${pkg})`);
}
const cacheDir = path.join(web, 'node_modules/.cache/og');
mkdirSync(cacheDir, { recursive: true });

const started = performance.now();
const load = async (file) => (await runnerImport(path.join(web, file), { configFile: false, logLevel: 'error' })).module;
const [{ BRANDS }, { allTools, publishedTools }, { familyNames }, { card, OG_HEIGHT, OG_WIDTH }] = await Promise.all([
  load('app/brand/brands.ts'),
  load('app/tools/registry.ts'),
  load('app/tools/names.ts'),
  load('scripts/og-card.ts'),
]);
const published = publishedTools(allTools, false);
const salt = [resvgPackage.version, ...Object.keys(FONTS).map((f) => `${f} ${statSync(f).size} ${statSync(f).mtimeMs}`)].join('\n');

let rendered = 0;
let bytes = 0;
let count = 0;
for (const brand of Object.values(BRANDS)) {
  const locale = brand.defaultLocale;
  const logo = readFileSync(path.join(web, sources[brand.id].svg));
  const base = { brand: brand.title[locale], logo, colour: sources[brand.id].theme, font: FONT_FAMILY };
  const cards = [{ id: 'site', title: brand.title[locale], text: brand.description[locale], ...base }];
  for (const tool of published) {
    const names = familyNames[tool.family][locale][tool.id];
    if (!names) throw new Error(`build-og: ${tool.id} has no ${locale} name`);
    cards.push({ id: tool.id, title: names.name, text: names.description, ...base });
  }
  const out = path.join(dir, 'client/og', brand.id);
  mkdirSync(out, { recursive: true });
  for (const c of cards) {
    const svg = card(c);
    const cached = path.join(cacheDir, `${createHash('sha256').update(salt).update(svg).digest('hex')}.png`);
    if (!existsSync(cached)) {
      const png = new Resvg(svg, {
        font: { fontFiles: Object.keys(FONTS), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
      })
        .render()
        .asPng();
      writeFileSync(cached, png);
      rendered++;
    }
    const target = path.join(out, `${c.id}.png`);
    copyFileSync(cached, target);
    bytes += statSync(target).size;
    count++;
  }
}
console.log(
  `og: ${count} images of ${OG_WIDTH}x${OG_HEIGHT} in ${path.relative(web, dir)}/client/og (${(bytes / 1024).toFixed(0)} KB), ${rendered} rendered, ${count - rendered} from the cache, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
