import type { Locale } from '../i18n/locales.ts';
import { chainNames } from './chain/chain.names.ts';
import { chainTools } from './chain/chain.tools.ts';
import { cipherNames } from './cipher/cipher.names.ts';
import { cipherTools } from './cipher/cipher.tools.ts';
import { contractNames } from './contract/contract.names.ts';
import { contractTools } from './contract/contract.tools.ts';
import { encodingNames } from './encoding/encoding.names.ts';
import { encodingTools } from './encoding/encoding.tools.ts';
import { gamesNames } from './games/games.names.ts';
import { gamesTools } from './games/games.tools.ts';
import { hashNames } from './hash/hash.names.ts';
import { hashTools } from './hash/hash.tools.ts';
import { jsonNames } from './json/json.names.ts';
import { jsonTools } from './json/json.tools.ts';
import { languageNames } from './language/language.names.ts';
import { languageTools } from './language/language.tools.ts';
import { qrNames } from './qr/qr.names.ts';
import { qrTools } from './qr/qr.tools.ts';
import type { ToolDescriptor, ToolName, ToolSpec } from './types.ts';

interface FamilyEntry {
  readonly tools: readonly ToolSpec<unknown>[];
  readonly names: Readonly<Record<Locale, Readonly<Record<string, ToolName>>>>;
}

/**
 * Every tool family: its folder name (the key), its tools and their names in every language. The
 * registry, the names, `FAMILIES` and `ToolId` all derive from this table, in this order (the order of
 * the home page). `pnpm new-tool` adds a new family here (docs/adding-a-tool.md).
 */
export const families = {
  hash: { tools: hashTools, names: hashNames },
  cipher: { tools: cipherTools, names: cipherNames },
  encoding: { tools: encodingTools, names: encodingNames },
  json: { tools: jsonTools, names: jsonNames },
  contract: { tools: contractTools, names: contractNames },
  chain: { tools: chainTools, names: chainNames },
  language: { tools: languageTools, names: languageNames },
  games: { tools: gamesTools, names: gamesNames },
  qr: { tools: qrTools, names: qrNames },
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
