import { type EngineErrorCode, isEngineError } from '@tinkerbox/engine';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { fmt } from './define.ts';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, type Locale } from './locales.ts';
import { en } from './messages/en.ts';
import { zhHans } from './messages/zh-hans.ts';
import { zhHant } from './messages/zh-hant.ts';

export const coreMessages = { en_US: en, zh_Hans_CN: zhHans, zh_Hant_HK: zhHant } as const;

type ErrorTable = Record<EngineErrorCode, string>;

/**
 * The engine's error messages are the largest dictionary (every code in three languages), so the browser
 * loads only its language's module: before hydration (entry.client.tsx) and on a language switch. The
 * server and the tests provide all three at once (provideErrorMessages).
 */
const errorTables: Partial<Record<Locale, ErrorTable>> = {};
const errorLoaders: Record<Locale, () => Promise<ErrorTable>> = {
  en_US: () => import('./messages/errors-en.ts').then((m) => m.errorsEn),
  zh_Hans_CN: () => import('./messages/errors-zh-hans.ts').then((m) => m.errorsZhHans),
  zh_Hant_HK: () => import('./messages/errors-zh-hant.ts').then((m) => m.errorsZhHant),
};

/** Loads one language's error messages (once); resolves when engineErrorMessage can use them. */
export async function loadErrorMessages(locale: Locale): Promise<void> {
  errorTables[locale] ??= await errorLoaders[locale]();
}

/** Gives the error messages of every language at once (the server, tests). */
export function provideErrorMessages(tables: Record<Locale, ErrorTable>): void {
  Object.assign(errorTables, tables);
}

interface I18nValue {
  locale: Locale;
  setLocale: (l: Locale) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Writes the `lang` cookie, the one source of the visitor's language (the server reads it too). */
function writeLocaleCookie(l: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads on the next request
  document.cookie = `${LANG_COOKIE}=${l}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/**
 * Gives the visitor's language to the page. The language is not kept here: `locale` is the root data's,
 * and a switch writes the cookie and revalidates the root route, whose client loader reads the cookie
 * back, so words, `<html lang>`, title and meta change together with no reload (decision 0007).
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { revalidate } = useRevalidator();
  // The root data catches up with a switch after one request (the tools' names come from the server);
  // until it does, the words (all in this bundle) and the controls already show the chosen language.
  const [chosen, setChosen] = useState<Locale | null>(null);
  // bumped when a language's error messages arrive, so messages already on screen are written again
  const [errorsLoaded, setErrorsLoaded] = useState(0);
  const shown = chosen ?? locale;
  useEffect(() => setChosen(null), [locale]); // any new root language ends the wait
  useEffect(() => {
    if (errorTables[shown]) return;
    let live = true;
    loadErrorMessages(shown).then(
      () => live && setErrorsLoaded((n) => n + 1),
      () => {}, // offline: the engine's own (English) text stands in
    );
    return () => {
      live = false;
    };
  }, [shown]);
  const setLocale = useCallback(
    (l: Locale) => {
      writeLocaleCookie(l);
      setChosen(l);
      void revalidate();
    },
    [revalidate],
  );
  // errorsLoaded is a dependency on purpose: a new value re-renders the consumers
  const value = useMemo(() => ({ locale: shown, setLocale }), [shown, setLocale, errorsLoaded]);
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
  const table = errorTables[locale] ?? errorTables.en_US;
  return table ? fmt(table[e.code], e.params) : e.message;
}

export { fmt };
