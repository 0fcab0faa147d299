import { isLocale, LANG_COOKIE, type Locale, localeFromAcceptLanguage, splitLocalePath } from './locales.ts';

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return v.join('=');
      }
    }
  }
  return undefined;
}

/** The locale a `lang` cookie names (from a Cookie header or `document.cookie`), if it names one of ours. */
export function localeFromCookie(header: string | null): Locale | undefined {
  const v = cookieValue(header, LANG_COOKIE);
  return isLocale(v) ? v : undefined;
}

/**
 * The visitor's language: a valid `lang` cookie; an unknown cookie value falls back to the brand's
 * default; with no cookie, Accept-Language may choose; otherwise the brand's default.
 */
export function chooseLocale(request: Request, brandDefault: Locale): Locale {
  const cookie = cookieValue(request.headers.get('cookie'), LANG_COOKIE);
  if (cookie !== undefined) return isLocale(cookie) ? cookie : brandDefault;
  return localeFromAcceptLanguage(request.headers.get('accept-language')) ?? brandDefault;
}

/**
 * The language a request is answered in: the one its path names (`/zh-hant/sha256`), else the visitor's
 * choice (chooseLocale). A prefixed page depends on neither the cookie nor Accept-Language.
 */
export function requestLocale(request: Request, brandDefault: Locale): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale ?? chooseLocale(request, brandDefault);
}

/**
 * The request headers a page's language depends on, for `Vary`: none for a prefixed path, the cookie
 * and Accept-Language for an unprefixed one.
 */
export function languageVary(pathname: string): string[] {
  return splitLocalePath(pathname).locale ? [] : ['Cookie', 'Accept-Language'];
}
