import { isEngineError } from '@tinkerbox/engine';
import type { Locale } from '../../i18n/locales.ts';
import { type Attempt, attempt } from '../../lib/error-text.ts';
import { jsonMessages } from '../json/json.messages.ts';
import { jsonErrorText } from '../json/json.text.ts';

/**
 * {@link attempt} for input that may be JSON (an ABI, a list argument, topics, a node's error): the
 * INVALID_JSON reason is given in the visitor's language (the engine's `reason` param is English).
 */
export function attemptJson<T>(f: () => T, locale: Locale): Attempt<T> {
  try {
    return { ok: true, value: f(), error: null };
  } catch (e) {
    if (isEngineError(e) && e.code === 'INVALID_JSON') {
      return { ok: false, value: null, error: jsonErrorText(e, jsonMessages[locale], locale) };
    }
    return attempt(() => {
      throw e;
    }, locale);
  }
}
