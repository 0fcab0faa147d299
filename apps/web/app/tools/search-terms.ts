import { chainSearch } from './chain/chain.search.ts';
import { cipherSearch } from './cipher/cipher.search.ts';
import { contractSearch } from './contract/contract.search.ts';
import { devtoolsSearch } from './devtools/devtools.search.ts';
import { encodingSearch } from './encoding/encoding.search.ts';
import { gamesSearch } from './games/games.search.ts';
import { hashSearch } from './hash/hash.search.ts';
import { jsonSearch } from './json/json.search.ts';
import { languageSearch } from './language/language.search.ts';
import { passwordSearch } from './password/password.search.ts';
import { qrSearch } from './qr/qr.search.ts';
import type { ToolId } from './registry.ts';
import { tokenSearch } from './token/token.search.ts';
import type { ToolDescriptor, ToolTerms } from './types.ts';

/**
 * The search words of every tool, keyed by id. Only search imports this module (the home page and the
 * command palette, which is loaded lazily), so tool pages do not carry the words in their JavaScript.
 * A family missing here, or a tool missing from its family's `<family>.search.ts`, fails the typecheck.
 */
export const searchTerms: Readonly<Record<ToolId, ToolTerms>> = {
  ...hashSearch,
  ...cipherSearch,
  ...encodingSearch,
  ...jsonSearch,
  ...contractSearch,
  ...chainSearch,
  ...languageSearch,
  ...gamesSearch,
  ...qrSearch,
  ...passwordSearch,
  ...tokenSearch,
  ...devtoolsSearch,
};

/** A tool as search reads it: its descriptor and its search words. */
export type SearchableTool = ToolDescriptor & ToolTerms;

/** The tools with their search words, in the same order. */
export function searchable(list: readonly ToolDescriptor[]): SearchableTool[] {
  return list.map((t) => ({ ...t, ...searchTerms[t.id] }));
}
