// Copies the engine's API reference (TypeDoc, `pnpm run docs`, packages/engine/docs-api) into the build,
// where the server and `pnpm export` serve it at /docs/engine/. The root `pnpm build` makes the reference
// first (turbo.json: the web build depends on the engine's docs task).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.resolve(web, '../../packages/engine/docs-api');
const to = path.resolve(web, process.env.BUILD_DIR ?? 'build', 'client/docs/engine');
if (!existsSync(path.join(from, 'index.html'))) {
  console.error(
    `copy-engine-docs: ${from} has no API reference; run \`pnpm run docs\` (or the root \`pnpm build\`) first`,
  );
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
console.log(`copy-engine-docs: the engine's API reference is in ${path.relative(web, to)}`);
