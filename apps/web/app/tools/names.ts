import type { Locale } from '../i18n/locales.ts';
import { chainNames } from './chain/chain.names.ts';
import { cipherNames } from './cipher/cipher.names.ts';
import { contractNames } from './contract/contract.names.ts';
import { devtoolsNames } from './devtools/devtools.names.ts';
import { encodingNames } from './encoding/encoding.names.ts';
import type { Family } from './families.ts';
import { gamesNames } from './games/games.names.ts';
import { hashNames } from './hash/hash.names.ts';
import { jsonNames } from './json/json.names.ts';
import { languageNames } from './language/language.names.ts';
import { passwordNames } from './password/password.names.ts';
import { qrNames } from './qr/qr.names.ts';
import { recipeNames } from './recipe/recipe.names.ts';
import { toolById } from './registry.ts';
import { tokenNames } from './token/token.names.ts';
import type { ToolName } from './types.ts';

export type { ToolName } from './types.ts';

/**
 * Every family's tool names and descriptions in every language, keyed by the family ids of families.ts
 * (a family missing here, or one not listed there, fails the typecheck). Only the server and the home page (whose search
 * matches every language) load this; tool pages take their language's names from the root data.
 */
export const familyNames = {
  hash: hashNames,
  cipher: cipherNames,
  encoding: encodingNames,
  json: jsonNames,
  contract: contractNames,
  chain: chainNames,
  language: languageNames,
  games: gamesNames,
  qr: qrNames,
  password: passwordNames,
  token: tokenNames,
  devtools: devtoolsNames,
  recipe: recipeNames,
} as const satisfies Record<Family, Readonly<Record<Locale, Readonly<Record<string, ToolName>>>>>;

/**
 * The name and description of every tool the site lists, in one language, keyed by tool id: a draft's
 * placeholder names stay out of a build's pages and root data, as the draft itself does.
 */
export function toolNames(locale: Locale): Record<string, ToolName> {
  const out: Record<string, ToolName> = {};
  for (const f of Object.keys(familyNames) as Family[]) {
    for (const [id, name] of Object.entries(familyNames[f][locale])) if (toolById(id)) out[id] = name;
  }
  return out;
}
