import { EngineError } from '@tinkerbox/engine';
import type { ConvertErrorDetail, CsvErrorDetail, Json5ErrorDetail, JsonPathErrorDetail } from '@tinkerbox/engine/json';
import type { Locale } from '../../i18n/locales.ts';
import { errorText } from '../../lib/error-text.ts';
import { jsonMessages } from './json.messages.ts';
import { jsonErrorText } from './json.text.ts';
import type { moreMessages } from './json-more.messages.ts';

type M = (typeof moreMessages)[Locale];

/**
 * The visitor's message for a companion's error, with the engine's English reason taken from its detail.
 * XML's reasons come with /jsonconvert's XML options (loaded when XML is chosen); until then, English.
 */
export function moreErrorText(
  e: EngineError,
  m: M,
  locale: Locale,
  xmlReasons?: Readonly<Record<string, string>>,
): string {
  if (e.code === 'INVALID_JSON') return jsonErrorText(e, jsonMessages[locale], locale);
  const detail = String(e.params.detail ?? '');
  const table: Record<string, string> | undefined =
    e.code === 'INVALID_JSONPATH'
      ? m.reasons.jsonpath
      : e.code === 'CANNOT_CONVERT'
        ? m.reasons.convert
        : e.code === 'INVALID_CSV'
          ? m.reasons.csv
          : e.code === 'INVALID_JSON5'
            ? m.reasons.json5
            : e.code === 'INVALID_XML'
              ? xmlReasons
              : undefined;
  // jsonToXml's CANNOT_CONVERT details (xml-name ...) are XML's too
  const xmlTable = e.code === 'CANNOT_CONVERT' && detail.startsWith('xml-') ? xmlReasons : table;
  const reason = xmlTable?.[detail as JsonPathErrorDetail & ConvertErrorDetail & CsvErrorDetail & Json5ErrorDetail];
  return errorText(reason ? new EngineError(e.code, e.message, { ...e.params, reason }) : e, locale);
}
