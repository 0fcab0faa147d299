import type { Locale } from '../i18n/locales.ts';
import { chainNames } from './chain/chain.names.ts';
import { cipherNames } from './cipher/cipher.names.ts';
import { contractNames } from './contract/contract.names.ts';
import { encodingNames } from './encoding/encoding.names.ts';
import { gamesNames } from './games/games.names.ts';
import { hashNames } from './hash/hash.names.ts';
import { jsonNames } from './json/json.names.ts';
import { languageNames } from './language/language.names.ts';
import { qrNames } from './qr/qr.names.ts';

export interface ToolName {
  name: string;
  description: string;
}

const families = [
  hashNames,
  cipherNames,
  encodingNames,
  jsonNames,
  contractNames,
  chainNames,
  languageNames,
  gamesNames,
  qrNames,
] as const;

/** Every tool's name and description in one language, keyed by tool id. */
export function toolNames(locale: Locale): Record<string, ToolName> {
  const out: Record<string, ToolName> = {};
  for (const f of families) Object.assign(out, f[locale]);
  return out;
}
