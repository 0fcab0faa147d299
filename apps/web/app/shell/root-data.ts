import type { BrandData } from '../brand/brands.ts';
import type { SiteConfig } from '../brand/config.server.ts';
import type { Locale } from '../i18n/locales.ts';
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
}

export function pageTitle(root: RootData, name?: string): string {
  return name ? `${name}${root.brand.suffix}` : root.brand.title;
}
