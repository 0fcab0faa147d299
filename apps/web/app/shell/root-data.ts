import { BRANDS, type BrandData } from '../brand/brands.ts';
import type { SiteConfig } from '../brand/config.server.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ErrorTable } from '../i18n/messages/error-table.ts';
import type { ToolName } from '../tools/types.ts';
import type { IslandScripts } from './islands.ts';
import type { Licence } from './licences.server.ts';

/** What the root loader sends to every page (nothing secret: it is serialised into the HTML). */
export interface RootData {
  locale: Locale;
  brand: {
    id: BrandData['id'];
    title: string;
    suffix: string;
    description: string;
    logo: string | null;
  };
  site: Omit<SiteConfig, 'brand'>;
  licences: Licence[];
  /**
   * Every tool's name and description in this language. Sent as data, so a tool page's JavaScript
   * carries no dictionary of names in three languages (the page budget, decision 0006).
   */
  names: Record<string, ToolName>;
  /**
   * The engine's error messages in this language, sent as data like the names, so no page carries them in
   * three languages as JavaScript (decision 0015).
   */
  errors: ErrorTable;
  /** What the page loads instead of React Router's client when it is an island page (decision 0162). */
  island: IslandScripts | null;
}

/**
 * The root data in a language: the locale and the brand's words for it. The server builds its answer
 * with it, and the browser re-reads the `lang` cookie with it after a switch, so title, meta and every
 * word come from one place (docs/decisions/0007-one-owner-of-the-language.md).
 */
export function inLocale(
  root: Omit<RootData, 'locale' | 'names' | 'errors' | 'island'>,
  locale: Locale,
): Omit<RootData, 'names' | 'errors' | 'island'> {
  const brand = BRANDS[root.brand.id];
  return {
    ...root,
    locale,
    brand: {
      ...root.brand,
      title: brand.title[locale],
      suffix: brand.suffix[locale],
      description: brand.description[locale],
    },
  };
}

export function pageTitle(root: RootData, name?: string): string {
  return name ? `${name}${root.brand.suffix}` : root.brand.title;
}
