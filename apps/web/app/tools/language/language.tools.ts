import { defineTools } from '../types.ts';
import type { LanguagePreset } from './language.preset.ts';

/** Tools of the language family. A tool is listed here only once its page is finished. */
export const languageTools = defineTools<LanguagePreset>()([
  {
    id: 'chscht',
    path: '/chscht',
    category: 'language',
    keywords: [
      'opencc',
      'simplified',
      'traditional',
      'chinese',
      'convert',
      '简繁',
      '繁简',
      '简体',
      '繁體',
      '繁体',
      '轉換',
      '转换',
      '台湾',
      '香港',
    ],
    preset: { kind: 'chscht' },
  },
  {
    id: 'microsofttranslate',
    path: '/microsofttranslate',
    category: 'language',
    keywords: ['translate', 'translator', 'microsoft', 'bing', 'azure', '翻译', '翻譯', '微软', '微軟'],
    preset: { kind: 'translate' },
    sendsToServer: true,
  },
]);
