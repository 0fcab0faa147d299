import { fmt } from '../i18n/define.ts';
import type { Locale } from '../i18n/locales.ts';
import type { CoreMessages } from '../i18n/messages/en.ts';
import { coreMessages } from '../i18n/t.tsx';

export type ProductKey = keyof CoreMessages['product'];

/** Thrown (or rejected) by code that wants the visitor to see one of the product messages. */
export class ProductMessage extends Error {
  override readonly name = 'ProductMessage';
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * The text for a product message: a key gives its message (`#net#` replaced by `net`), an unknown key
 * gives `--`, and any other error (including every network failure) gives `busy`.
 */
export function productText(locale: Locale, what: unknown, net = ''): string {
  const product = coreMessages[locale].product as Record<string, string>;
  const key = typeof what === 'string' ? what : what instanceof ProductMessage ? what.key : null;
  if (key === null) return product.busy ?? '--';
  const text = Object.hasOwn(product, key) ? product[key] : undefined;
  if (text === undefined) return '--';
  return fmt(text.replaceAll('#net#', net));
}
