import { chainTools } from './chain/chain.tools.ts';
import { cipherTools } from './cipher/cipher.tools.ts';
import { contractTools } from './contract/contract.tools.ts';
import { encodingTools } from './encoding/encoding.tools.ts';
import { gamesTools } from './games/games.tools.ts';
import { hashTools } from './hash/hash.tools.ts';
import { jsonTools } from './json/json.tools.ts';
import { languageTools } from './language/language.tools.ts';
import { qrTools } from './qr/qr.tools.ts';
import type { ToolDescriptor } from './types.ts';

/**
 * Every tool on the site, as plain data. Routes, the index page, search, the sitemap, titles and meta
 * are all derived from this list (see docs/decisions/0003-registry-per-family.md).
 */
export const tools: readonly ToolDescriptor[] = [
  ...hashTools,
  ...cipherTools,
  ...encodingTools,
  ...jsonTools,
  ...contractTools,
  ...chainTools,
  ...languageTools,
  ...gamesTools,
  ...qrTools,
];

const byId = new Map(tools.map((t) => [t.id, t]));

export function toolById(id: string): ToolDescriptor | undefined {
  return byId.get(id);
}
