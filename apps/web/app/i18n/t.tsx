import { isEngineError } from '@tinkerbox/engine';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fmt, fmtJoined } from './define.ts';
import { switchLocalePath, writeLocaleCookie } from './locale-path.ts';
import type { Locale } from './locales.ts';
import { en } from './messages/en.ts';
import { type ErrorTable, errorKey } from './messages/error-table.ts';
import { zhHans } from './messages/zh-hans.ts';
import { zhHant } from './messages/zh-hant.ts';

export const coreMessages = { en_US: en, zh_Hans_CN: zhHans, zh_Hant_HK: zhHant } as const;

/**
 * The engine's error messages by language. The browser gets only its language's, with the root data
 * (I18nProvider, decision 0015); the server and the tests provide all three.
 */
const errorTables: Partial<Record<Locale, ErrorTable>> = {};

/** Gives error messages: every language at once (the server, tests), or one (the root data). */
export function provideErrorMessages(tables: Partial<Record<Locale, ErrorTable>>): void {
  Object.assign(errorTables, tables);
}

interface I18nValue {
  locale: Locale;
  setLocale: (l: Locale) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Gives the visitor's language to the page. The language is not kept here: `locale` is the root data's,
 * and a switch writes the cookie and goes to the same page under the language's prefix (decision 0096),
 * where the root route reloads its data, so words, `<html lang>`, title and meta change together with no
 * reload (decision 0007).
 */
export function I18nProvider({
  locale,
  errors,
  children,
}: {
  locale: Locale;
  errors?: ErrorTable | undefined;
  children: ReactNode;
}) {
  // before any child renders, so that a message computed during hydration is already in this language
  if (errors) errorTables[locale] = errors;
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  // The root data catches up with a switch after one request (the tools' names come from the server);
  // until it does, the words (all in this bundle) and the controls already show the chosen language.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const shown = chosen ?? locale;
  useEffect(() => setChosen(null), [locale]); // any new root language ends the wait
  const setLocale = useCallback(
    (l: Locale) => {
      writeLocaleCookie(l);
      setChosen(l);
      const { pathname, search, hash } = here.current;
      void navigate({ pathname: switchLocalePath(pathname, l), search, hash }, { preventScrollReset: true });
    },
    [navigate],
  );
  const value = useMemo(() => ({ locale: shown, setLocale }), [shown, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLocale(): I18nValue {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useLocale outside I18nProvider');
  return v;
}

/** The shell dictionary in the current language. */
export function useT() {
  return coreMessages[useLocale().locale];
}

/** A family's own dictionary (made with defineMessages) in the current language. */
export function useMessages<T>(dict: Record<Locale, T>): T {
  return dict[useLocale().locale];
}

/**
 * The visitor-facing message for an error: an EngineError's code in the current language with its
 * params, or null for anything else (a bug, which the caller rethrows to the error boundary).
 */
export function engineErrorMessage(e: unknown, locale: Locale): string | null {
  if (!isEngineError(e)) return null;
  // during a switch, until the root data in the new language arrives: the language shown so far
  const table = errorTables[locale] ?? Object.values(errorTables)[0];
  return table ? fmtJoined(table[errorKey(e.code, e.params)], e.params) : e.message;
}

export { fmt };
