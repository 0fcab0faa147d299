import type { FamilySearch } from '../types.ts';
import type { languageTools } from './language.tools.ts';

/** Search words of the language family's tools: only search (the home page, the command palette) loads them. */
export const languageSearch = {
  chscht: {
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
  },
  microsofttranslate: {
    keywords: ['translate', 'translator', 'microsoft', 'bing', 'azure', '翻译', '翻譯', '微软', '微軟'],
  },
} as const satisfies FamilySearch<(typeof languageTools)[number]['id']>;
