import { defineMessages } from '../../i18n/define.ts';
import type { gamesTools } from './games.tools.ts';

type Id = (typeof gamesTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const gamesNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {},
  { zh_Hans_CN: {}, zh_Hant_HK: {} },
);
