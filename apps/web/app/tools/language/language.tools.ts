import { defineTools } from '../types.ts';
import type { LanguagePreset } from './language.preset.ts';

/** Tools of the language family. A tool is listed here only once its page is finished. */
export const languageTools = defineTools<LanguagePreset>()([
  {
    id: 'chscht',
    path: '/chscht',
    category: 'language',
    preset: { kind: 'chscht' },
    untilUsed: true,
  },
  {
    id: 'microsofttranslate',
    path: '/microsofttranslate',
    category: 'language',
    preset: { kind: 'translate' },
    sendsToServer: true,
  },
]);
