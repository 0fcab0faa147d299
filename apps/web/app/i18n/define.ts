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

/**
 * No space between two Chinese characters: where a template spaces its params (`{unit} 数量`) and the
 * param is itself Chinese (聪), the sentence reads as Chinese does. English text has none to join.
 */
export function hanTogether(text: string): string {
  return text.replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1');
}
