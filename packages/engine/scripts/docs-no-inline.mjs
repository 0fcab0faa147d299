// TypeDoc's default theme puts one inline <script> in every page (it applies the saved colour theme
// before the first paint). The site serves the reference at /docs/engine under a Content-Security-Policy
// that allows no inline script it did not hash itself, so the script becomes a file beside TypeDoc's own
// and every page loads it from there, synchronously, at the same place. Any other inline script fails
// the build, so a TypeDoc upgrade that adds one is seen here rather than as a blank page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(process.argv[2] ?? 'docs-api');
const INLINE = /<script>([^<]*)<\/script>/g;
const FILE = 'assets/theme-boot.js';

let boot = null;
let pages = 0;
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = readFileSync(file, 'utf8');
  const prefix = path.relative(path.dirname(file), out).split(path.sep).join('/');
  const src = prefix ? `${prefix}/${FILE}` : FILE;
  const rewritten = html.replace(INLINE, (_, code) => {
    if (!code.startsWith('document.documentElement.dataset.theme')) {
      throw new Error(`${file}: an inline script this step does not know: ${code.slice(0, 80)}`);
    }
    if (boot !== null && boot !== code) throw new Error(`${file}: the theme script differs between pages`);
    boot = code;
    return `<script src="${src}"></script>`;
  });
  writeFileSync(file, rewritten);
  pages++;
}
if (boot === null) throw new Error(`${out}: no page had TypeDoc's theme script; is this TypeDoc output?`);
writeFileSync(path.join(out, FILE), `${boot}\n`);
console.log(`docs: ${pages} pages in ${path.relative(process.cwd(), out)}, the theme script moved to ${FILE}`);
