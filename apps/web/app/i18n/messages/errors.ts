import type { Locale } from '../locales.ts';
import type { ErrorTable } from './error-table.ts';
import { errorsEn } from './errors-en.ts';
import { errorsZhHans } from './errors-zh-hans.ts';
import { errorsZhHant } from './errors-zh-hant.ts';

/**
 * The message for every engine error code, in every language. `{name}` placeholders are filled from the
 * error's params. Adding a code to the engine fails the typecheck in each language's file until all three
 * are written. The server and the tests read this table; the browser loads only its language's module
 * (i18n/t.tsx, loadErrorMessages).
 */
export const errorMessages: Record<Locale, ErrorTable> = {
  en_US: errorsEn,
  zh_Hans_CN: errorsZhHans,
  zh_Hant_HK: errorsZhHant,
};
