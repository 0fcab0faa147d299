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

const HAN = /\p{Script=Han}/u;

/**
 * `fmt`, where a param that is itself Chinese (聪) takes no space from its template (`{unit} 数量`) when
 * Chinese stands on that side too, so the sentence reads as Chinese does. Spaces elsewhere in the
 * template, and beside params that are not Chinese, stay.
 */
export function fmtJoined(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/( ?)\{(\w+)\}( ?)/g, (m, before: string, k: string, after: string, at: number) => {
    if (!(k in params)) return m;
    const v = String(params[k]);
    const prev = template[at - 1] ?? '';
    const next = template[at + m.length] ?? '';
    const b = before && HAN.test(prev) && HAN.test(v[0] ?? '') ? '' : before;
    const a = after && HAN.test(next) && HAN.test(v[v.length - 1] ?? '') ? '' : after;
    return `${b}${v}${a}`;
  });
}
