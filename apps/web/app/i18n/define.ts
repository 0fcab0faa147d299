import type { Locale } from './locales.ts';

/** The shape of a dictionary with every leaf widened to string: what a translation must satisfy. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/**
 * A dictionary in every language. English is the source; the other languages must have exactly its
 * keys, so a missing or misspelt translation fails the typecheck.
 */
export function defineMessages<T>(
  en: T,
  others: Record<Exclude<Locale, 'en_US'>, Messages<NoInfer<T>>>,
): Record<Locale, Messages<T>> {
  return { en_US: en as Messages<T>, ...others };
}

/** Replaces `{name}` placeholders with params. */
export function fmt(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
