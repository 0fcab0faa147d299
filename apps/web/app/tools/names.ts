import type { Locale } from '../i18n/locales.ts';
import { FAMILIES, families } from './registry.ts';
import type { ToolName } from './types.ts';

export type { ToolName } from './types.ts';

/** Every tool's name and description in one language, keyed by tool id (from the families table). */
export function toolNames(locale: Locale): Record<string, ToolName> {
  const out: Record<string, ToolName> = {};
  for (const f of FAMILIES) Object.assign(out, families[f].names[locale]);
  return out;
}
