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
