import { fromBase64, fromHex, toHex } from '@tinkerbox/engine/encoding';
import type { SecretEncoding } from '@tinkerbox/ui';
import { defineMessages, fmt } from '../i18n/define.ts';
import type { Locale } from '../i18n/locales.ts';
import { type Attempt, attempt } from './error-text.ts';

// errorText and attempt live in error-text.ts, so that a page needing only them does not load the
// base64 and hex codecs that secretBytes uses.
export { type Attempt, attempt, errorText } from './error-text.ts';

/** The bytes of a secret field (key, password, salt, IV) read as UTF-8, hex or base64. */
export function secretBytes(text: string, encoding: SecretEncoding, locale: Locale): Attempt<Uint8Array> {
  return attempt(
    () =>
      encoding === 'hex' ? fromHex(text) : encoding === 'base64' ? fromBase64(text) : new TextEncoder().encode(text),
    locale,
  );
}

/** `n` random bytes from the browser's CSPRNG as lowercase hex, for a fresh key, IV or salt. */
export function randomHex(n: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(n)));
}

/** The names of the secret encodings, for SecretField's menu. */
export const secretEncodingMessages = defineMessages(
  { encodings: { utf8: 'UTF-8 text', hex: 'Hex', base64: 'Base64' } },
  {
    zh_Hans_CN: { encodings: { utf8: 'UTF-8 文本', hex: '十六进制', base64: 'Base64' } },
    zh_Hant_HK: { encodings: { utf8: 'UTF-8 文字', hex: '十六進位', base64: 'Base64' } },
  },
);

const numberMessages = defineMessages(
  { whole: 'Enter a whole number from {min} to {max}.' },
  {
    zh_Hans_CN: { whole: '请输入 {min} 到 {max} 之间的整数。' },
    zh_Hant_HK: { whole: '請輸入 {min} 至 {max} 之間的整數。' },
  },
);

/**
 * A whole-number field's text read as a number in [min, max]: the number, or `fallback` with the
 * visitor's message when the text is not one (empty text means `fallback`, with no message).
 */
export function wholeNumber(
  text: string,
  min: number,
  max: number,
  fallback: number,
  locale: Locale,
): { value: number; error: string | null } {
  const t = text.trim();
  if (t === '') return { value: fallback, error: null };
  const n = /^[+]?\d+$/.test(t) ? Number(t) : Number.NaN;
  if (Number.isSafeInteger(n) && n >= min && n <= max) return { value: n, error: null };
  return { value: fallback, error: fmt(numberMessages[locale].whole, { min, max }) };
}
