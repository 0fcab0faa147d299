import type { UiLocale } from '@tinkerbox/ui';

export const LOCALES = ['en_US', 'zh_Hans_CN', 'zh_Hant_HK'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tag for `<html lang>` and Intl; prefer `toBcp47(locale)`. */
export const HTML_LANG: Record<Locale, string> = {
  en_US: 'en-US',
  zh_Hans_CN: 'zh-Hans-CN',
  zh_Hant_HK: 'zh-Hant-HK',
};

/**
 * The BCP 47 tag of a locale, for `<html lang>`, Intl and `hreflang`.
 * @example toBcp47('zh_Hant_HK') // 'zh-Hant-HK'
 */
export function toBcp47(locale: Locale): string {
  return HTML_LANG[locale];
}

const UI_LOCALE: Record<Locale, UiLocale> = { en_US: 'en', zh_Hans_CN: 'zh-Hans', zh_Hant_HK: 'zh-Hant' };

/**
 * The language of the `@tinkerbox/ui` widgets (language and script, no region); the same codes name the
 * languages of Microsoft Translator.
 * @example toUiLocale('zh_Hans_CN') // 'zh-Hans'
 */
export function toUiLocale(locale: Locale): UiLocale {
  return UI_LOCALE[locale];
}

/** Each language named in itself, for the picker. */
export const LOCALE_LABEL: Record<Locale, string> = {
  en_US: 'English',
  zh_Hans_CN: '简体中文',
  zh_Hant_HK: '繁體中文',
};

export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 2_592_000;

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

/** Picks a locale from an Accept-Language header, or undefined when none of ours is acceptable. */
export function localeFromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return 'en_US';
    if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'zh_Hans_CN';
    if (tag.startsWith('zh')) return 'zh_Hant_HK';
  }
  return undefined;
}

/**
 * The path prefix of each language's own URLs (`/zh-hant/sha256`): lower case, no region, so that a
 * static file server needs no rewrite rules (decision 0096). Unprefixed paths choose the language by
 * the `lang` cookie, then Accept-Language.
 */
export const LOCALE_PREFIX: Record<Locale, string> = { en_US: 'en', zh_Hans_CN: 'zh-hans', zh_Hant_HK: 'zh-hant' };

const BY_PREFIX = new Map(LOCALES.map((l) => [LOCALE_PREFIX[l], l] as const));

/**
 * The language a path's first segment names, and the path without it (`/` for a language's home).
 * @example splitLocalePath('/zh-hant/sha256') // { locale: 'zh_Hant_HK', path: '/sha256' }
 * @example splitLocalePath('/sha256') // { locale: undefined, path: '/sha256' }
 */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const m = /^\/([^/?#]+)(.*)$/s.exec(pathname);
  const locale = m ? BY_PREFIX.get(m[1] as string) : undefined;
  if (!m || !locale) return { locale: undefined, path: pathname };
  const rest = m[2] as string;
  return { locale, path: rest === '' || rest[0] === '?' || rest[0] === '#' ? `/${rest}` : rest };
}

/**
 * A path of ours in a language: with that language's prefix, or as it is when `locale` is undefined (the
 * unprefixed page, whose language the cookie chooses). `path` starts with `/` and may carry `?` and `#`.
 * @example localePath('zh_Hans_CN', '/sha256') // '/zh-hans/sha256'
 * @example localePath('en_US', '/?category=hash') // '/en?category=hash'
 * @example localePath(undefined, '/sha256') // '/sha256'
 */
export function localePath(locale: Locale | undefined, path: string): string {
  if (!locale) return path;
  const bare = splitLocalePath(path).path;
  return `/${LOCALE_PREFIX[locale]}${bare === '/' || bare[1] === '?' || bare[1] === '#' ? bare.slice(1) : bare}`;
}

/**
 * The id of a route in a language's copy of the route table (routes.ts): every page exists once per
 * prefix, and React Router needs a distinct id for each.
 * @example localeRouteId('zh_Hant_HK', 'sha256') // 'zh-hant/sha256'
 */
export function localeRouteId(locale: Locale, id: string): string {
  return `${LOCALE_PREFIX[locale]}/${id}`;
}

/**
 * The route id without its language copy's prefix: the tool id for a tool route.
 * @example baseRouteId('zh-hant/sha256') // 'sha256'
 */
export function baseRouteId(id: string): string {
  const slash = id.indexOf('/');
  return slash > 0 && BY_PREFIX.has(id.slice(0, slash)) ? id.slice(slash + 1) : id;
}
