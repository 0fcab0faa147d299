import { splitLocalePath } from '../i18n/locales.ts';
import { chainTools } from './chain/chain.tools.ts';
import { cipherTools } from './cipher/cipher.tools.ts';
import { contractTools } from './contract/contract.tools.ts';
import { devtoolsTools } from './devtools/devtools.tools.ts';
import { encodingTools } from './encoding/encoding.tools.ts';
import type { Family } from './families.ts';
import { gamesTools } from './games/games.tools.ts';
import { hashTools } from './hash/hash.tools.ts';
import { jsonTools } from './json/json.tools.ts';
import { languageTools } from './language/language.tools.ts';
import { passwordTools } from './password/password.tools.ts';
import { qrTools } from './qr/qr.tools.ts';
import { recipeTools } from './recipe/recipe.tools.ts';
import { tokenTools } from './token/token.tools.ts';
import type { ToolDescriptor, ToolSpec } from './types.ts';

interface FamilyEntry {
  readonly tools: readonly ToolSpec<unknown>[];
}

/**
 * Every family's tools, keyed by the family ids of families.ts (the one list: a family missing here, or
 * one not listed there, fails the typecheck). The registry and `ToolId` derive from this table in the
 * order of `FAMILIES` (the order of the home page); the families' names in every language are in
 * names.ts and their search words in search-terms.ts, keyed the same way and checked the same way, so
 * that pages which only need the current language's names get them from the root data and no page but
 * search carries the search words. `pnpm new-tool` adds a new family to all four (docs/adding-a-tool.md).
 */
export const families = {
  hash: { tools: hashTools },
  cipher: { tools: cipherTools },
  encoding: { tools: encodingTools },
  json: { tools: jsonTools },
  contract: { tools: contractTools },
  chain: { tools: chainTools },
  language: { tools: languageTools },
  games: { tools: gamesTools },
  qr: { tools: qrTools },
  password: { tools: passwordTools },
  token: { tools: tokenTools },
  devtools: { tools: devtoolsTools },
  recipe: { tools: recipeTools },
} as const satisfies Record<Family, FamilyEntry>;

/** The id of every tool, drafts included. */
export type ToolId = (typeof families)[Family]['tools'][number]['id'];

/** A tool as the registry lists it: a descriptor whose id is one of the registry's. */
export type Tool = ToolDescriptor<unknown, ToolId>;

/**
 * Every tool of every family with its family, drafts included, in table order, which is the order of
 * `FAMILIES` (test/registry.test.ts): the keys are read here so that no page carries the list twice.
 */
export const allTools: readonly Tool[] = (Object.keys(families) as Family[]).flatMap((family) =>
  families[family].tools.map((t): Tool => ({ ...t, family })),
);

/**
 * The tools the site routes and lists: all of them on the dev server, the finished ones (no `draft`)
 * in a build. Vite sets `import.meta.env`; outside it (tsx scripts, Playwright) there are no drafts.
 */
export function publishedTools<T extends ToolDescriptor>(all: readonly T[], withDrafts: boolean): readonly T[] {
  return withDrafts ? all : all.filter((t) => !t.draft);
}

/**
 * Every tool on the site, as plain data. Routes, the index page, search, the sitemap, titles and meta
 * are all derived from this list (see docs/decisions/0003-registry-per-family.md).
 */
export const tools = publishedTools(allTools, import.meta.env?.DEV === true);

const byId = new Map<string, Tool>(tools.map((t) => [t.id, t]));

export function toolById(id: string): Tool | undefined {
  return byId.get(id);
}

/**
 * The tool a loader's route `pattern` serves: the pattern as routes.ts writes it (no leading slash), with
 * or without a language prefix. For the loaders of page modules shared by several tools.
 */
export function toolAtPattern(pattern: string): Tool | undefined {
  const path = splitLocalePath(`/${pattern.replace(/^\/+/, '')}`).path;
  return tools.find((t) => t.path === path);
}
