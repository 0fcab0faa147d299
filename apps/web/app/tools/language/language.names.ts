import { defineMessages } from '../../i18n/define.ts';
import type { languageTools } from './language.tools.ts';

type Id = (typeof languageTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const languageNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    chscht: {
      name: 'Chinese Simplified ⇄ Traditional',
      description:
        'Convert Chinese between Simplified and Traditional phrase by phrase with OpenCC, for Taiwan, Hong Kong or the mainland, with your own mappings.',
    },
    microsofttranslate: {
      name: 'Translator',
      description: 'Translate text between more than 100 languages with Microsoft Translator.',
    },
  },
  {
    zh_Hans_CN: {
      chscht: {
        name: '简繁转换',
        description: '基于 OpenCC 词典逐词转换简体与繁体中文，可选台湾、香港或大陆用字，并支持自定义对照。',
      },
      microsofttranslate: { name: '在线翻译', description: '使用微软翻译在 100 多种语言之间翻译文本。' },
    },
    zh_Hant_HK: {
      chscht: {
        name: '簡繁轉換',
        description: '以 OpenCC 詞典逐詞轉換簡體與繁體中文，可選台灣、香港或內地用字，並支援自訂對照。',
      },
      microsofttranslate: { name: '線上翻譯', description: '使用微軟翻譯在 100 多種語言之間翻譯文字。' },
    },
  },
);
