import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeFromCookie } from './choose-locale.ts';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, type Locale, localePath, splitLocalePath } from './locales.ts';

/**
 * The language the current URL names by its prefix (`/zh-hant/...`), or undefined on an unprefixed page
 * (whose language the `lang` cookie chose).
 */
function usePathLocale(): Locale | undefined {
  return splitLocalePath(useLocation().pathname).locale;
}

/**
 * Makes links to our own pages that keep the visitor in their language: on a language's page
 * (`/zh-hant/sha256`) every link gets the same prefix; on an unprefixed page links stay unprefixed (the
 * cookie keeps the language there). Use it for every `to`/`href` to a page of this site.
 * @example const to = useLocalePath(); <Link to={to('/donate')} />
 */
export function useLocalePath(): (path: string) => string {
  const locale = usePathLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}

/** The same page in another language: its prefixed path (query and fragment are the caller's). */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localePath(locale, splitLocalePath(pathname).path);
}

/** Writes the `lang` cookie, which chooses the language of unprefixed pages (the server reads it too). */
export function writeLocaleCookie(l: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads on the next request
  document.cookie = `${LANG_COOKIE}=${l}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/**
 * Keeps the cookie and the URL in step, in the browser: a language's page (`/zh-hant/...`) remembers
 * that language in the cookie (here rather than by Set-Cookie, so that the page stays cacheable, and the
 * same on a static file server); an unprefixed page shown in another language than the cookie names (a
 * static copy, or a cache that ignored Vary) moves to that language's URL.
 */
export function LocaleUrlSync({ shown }: { shown: Locale | undefined }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!shown) return;
    const named = splitLocalePath(pathname).locale;
    const cookie = localeFromCookie(document.cookie);
    if (named) {
      if (cookie !== named) writeLocaleCookie(named);
    } else if (cookie && cookie !== shown) {
      void navigate({ pathname: switchLocalePath(pathname, cookie), search, hash }, { replace: true });
    }
  }, [shown, pathname, search, hash, navigate]);
  return null;
}
