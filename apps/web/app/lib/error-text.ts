import type { Locale } from '../i18n/locales.ts';
import { engineErrorMessage } from '../i18n/t.tsx';

// The one error path of a tool page: bad input (an EngineError) becomes the visitor's message beside
// its field; anything else is a bug and is rethrown, to the tool's error boundary. Apart from form.ts
// (which re-exports both), so a page that needs only these does not load the codecs secretBytes uses.

/** The visitor's message for an EngineError; anything else is rethrown (a bug). */
export function errorText(e: unknown, locale: Locale): string {
  const m = engineErrorMessage(e, locale);
  if (m === null) throw e;
  return m;
}

/** What {@link attempt} gives: the value, or the visitor's message for the bad input. */
export type Attempt<T> = { ok: true; value: T; error: null } | { ok: false; value: null; error: string };

/** Runs `f`; an EngineError becomes the visitor's message, anything else is rethrown (a bug). */
export function attempt<T>(f: () => T, locale: Locale): Attempt<T> {
  try {
    return { ok: true, value: f(), error: null };
  } catch (e) {
    return { ok: false, value: null, error: errorText(e, locale) };
  }
}
