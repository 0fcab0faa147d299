import { chainSearch } from './chain/chain.search.ts';
import { cipherSearch } from './cipher/cipher.search.ts';
import { contractSearch } from './contract/contract.search.ts';
import { devtoolsSearch } from './devtools/devtools.search.ts';
import { encodingSearch } from './encoding/encoding.search.ts';
import type { Family } from './families.ts';
import { gamesSearch } from './games/games.search.ts';
import { hashSearch } from './hash/hash.search.ts';
import { jsonSearch } from './json/json.search.ts';
import { languageSearch } from './language/language.search.ts';
import { passwordSearch } from './password/password.search.ts';
import { qrSearch } from './qr/qr.search.ts';
import { recipeSearch } from './recipe/recipe.search.ts';
import type { families, Tool, ToolId } from './registry.ts';
import { tokenSearch } from './token/token.search.ts';
import type { FamilySearch, ToolTerms } from './types.ts';

/**
 * Every family's search words, keyed by the family ids of families.ts (a family missing here, or one not
 * listed there, fails the typecheck, as does a tool missing from its family's `<family>.search.ts`).
 * Only search imports this module (the home page and the command palette, which is loaded lazily), so
 * tool pages do not carry the words in their JavaScript.
 */
const familySearch = {
  hash: hashSearch,
  cipher: cipherSearch,
  encoding: encodingSearch,
  json: jsonSearch,
  contract: contractSearch,
  chain: chainSearch,
  language: languageSearch,
  games: gamesSearch,
  qr: qrSearch,
  password: passwordSearch,
  token: tokenSearch,
  devtools: devtoolsSearch,
  recipe: recipeSearch,
} as const satisfies { readonly [F in Family]: FamilySearch<(typeof families)[F]['tools'][number]['id']> };

/**
 * The search words of every tool, keyed by id. The type holds: the table above has every family, and
 * each family's words have every one of its ids.
 */
export const searchTerms = Object.fromEntries(
  Object.values<FamilySearch<string>>(familySearch).flatMap((words) => Object.entries(words)),
) as Readonly<Record<ToolId, ToolTerms>>;

/** A tool as search reads it: its descriptor and its search words. */
export type SearchableTool = Tool & ToolTerms;

/** The tools with their search words, in the same order. */
export function searchable(list: readonly Tool[]): SearchableTool[] {
  return list.map((t) => ({ ...t, ...searchTerms[t.id] }));
}
