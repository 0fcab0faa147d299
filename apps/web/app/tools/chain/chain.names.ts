import { defineMessages } from '../../i18n/define.ts';
import type { chainTools } from './chain.tools.ts';

type Id = (typeof chainTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const chainNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {},
  { zh_Hans_CN: {}, zh_Hant_HK: {} },
);
