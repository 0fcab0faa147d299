import { readFileSync } from 'node:fs';
import path from 'node:path';
import { splitLocalePath } from '../i18n/locales.ts';
import { tools } from '../tools/registry.ts';
import { pageModule } from '../tools/types.ts';
import { type IslandScripts, SITE_ISLANDS } from './islands.ts';

/** Where scripts/build-islands.ts writes each island page module's entry and its static imports. */
const MANIFEST = 'client/islands.json';

let built: Record<string, IslandScripts> | null | undefined;

/** The island build's entries, or null for a build without them (the React build, the dev server). */
function islandBuild(): Record<string, IslandScripts> | null {
  if (built !== undefined) return built;
  try {
    built = JSON.parse(readFileSync(path.resolve(process.env.BUILD_DIR ?? 'build', MANIFEST), 'utf8'));
  } catch {
    built = null;
  }
  return built ?? null;
}

/** Each island page's path (lower case, unprefixed) and its page module. */
const islandPages = new Map([
  ...SITE_ISLANDS.map((p): [string, string] => [p.path, p.module]),
  ...tools.map((t): [string, string] => [t.path.toLowerCase(), pageModule(t)]),
]);

/** The scripts a page loads as islands, or null for a page that loads React Router (decision 0162). */
export function islandScripts(url: URL): IslandScripts | null {
  if (!import.meta.env.PREACT) return null;
  const page = islandPages.get(splitLocalePath(url.pathname).path.toLowerCase());
  return page ? (islandBuild()?.[page] ?? null) : null;
}
