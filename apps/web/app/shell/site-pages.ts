import { LOCALES, type Locale, localePath, splitLocalePath } from '../i18n/locales.ts';
import { tools } from '../tools/registry.ts';

/**
 * Every public page, unprefixed: the home page, /donate and every tool from the registry. Each exists
 * once per language under its prefix as well (decision 0096).
 */
export function sitePaths(): string[] {
  return ['/', '/donate', ...tools.map((t) => t.path)];
}

/** hreflang values: language and script, no region (the pages are for every region that reads them). */
const HREFLANG: Record<Locale, string> = { en_US: 'en', zh_Hans_CN: 'zh-Hans', zh_Hant_HK: 'zh-Hant' };

/** A page's path without a trailing slash (a static file server adds one), keeping `/` as it is. */
function tidy(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The language alternates of a page: its URL in each language, and `x-default` (the unprefixed URL,
 * which picks the visitor's language). Absolute when the site's origin is known, else root-relative.
 * @example alternates('/zh-hant/sha256', 'https://t.example')[1] // { hreflang: 'zh-Hans', href: 'https://t.example/zh-hans/sha256' }
 */
export function alternates(pathname: string, origin: string | null): { hreflang: string; href: string }[] {
  const base = tidy(splitLocalePath(tidy(pathname)).path);
  const abs = (p: string) => `${origin ?? ''}${p}`;
  return [
    ...LOCALES.map((l) => ({ hreflang: HREFLANG[l], href: abs(localePath(l, base)) })),
    { hreflang: 'x-default', href: abs(base) },
  ];
}

/** The canonical URL of a page: the origin and the path as served (no query), or null with no origin. */
export function canonicalUrl(pathname: string, origin: string | null): string | null {
  return origin ? `${origin}${tidy(pathname)}` : null;
}
