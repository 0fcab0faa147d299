import { chainTools } from './chain/chain.tools.ts';
import { cipherTools } from './cipher/cipher.tools.ts';
import { contractTools } from './contract/contract.tools.ts';
import { devtoolsTools } from './devtools/devtools.tools.ts';
import { encodingTools } from './encoding/encoding.tools.ts';
import { gamesTools } from './games/games.tools.ts';
import { hashTools } from './hash/hash.tools.ts';
import { jsonTools } from './json/json.tools.ts';
import { languageTools } from './language/language.tools.ts';
import { passwordTools } from './password/password.tools.ts';
import { qrTools } from './qr/qr.tools.ts';
import { tokenTools } from './token/token.tools.ts';
import type { ToolDescriptor, ToolSpec } from './types.ts';

interface FamilyEntry {
  readonly tools: readonly ToolSpec<unknown>[];
}

/**
 * Every tool family: its folder name (the key) and its tools. The registry, `FAMILIES` and `ToolId` all
 * derive from this table, in this order (the order of the home page); the families' names in every
 * language are in names.ts, keyed the same way, so that pages which only need the current language's
 * names get them from the root data and not in their JavaScript. `pnpm new-tool` adds a new family to
 * both (docs/adding-a-tool.md).
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
} as const satisfies Record<string, FamilyEntry>;

/** A tool family is one folder under app/tools. */
export type Family = keyof typeof families;
export const FAMILIES = Object.keys(families) as readonly Family[];

/** The id of every tool, drafts included. */
export type ToolId = (typeof families)[Family]['tools'][number]['id'];

/** Every tool of every family with its family, drafts included, in table order. */
export const allTools: readonly ToolDescriptor[] = FAMILIES.flatMap((family) =>
  families[family].tools.map((t): ToolDescriptor => ({ ...t, family })),
);

/**
 * The tools the site routes and lists: all of them on the dev server, the finished ones (no `draft`)
 * in a build. Vite sets `import.meta.env`; outside it (tsx scripts, Playwright) there are no drafts.
 */
export function publishedTools(all: readonly ToolDescriptor[], withDrafts: boolean): readonly ToolDescriptor[] {
  return withDrafts ? all : all.filter((t) => !t.draft);
}

/**
 * Every tool on the site, as plain data. Routes, the index page, search, the sitemap, titles and meta
 * are all derived from this list (see docs/decisions/0003-registry-per-family.md).
 */
export const tools = publishedTools(allTools, import.meta.env?.DEV === true);

const byId = new Map<string, ToolDescriptor>(tools.map((t) => [t.id, t]));

export function toolById(id: string): ToolDescriptor | undefined {
  return byId.get(id);
}
