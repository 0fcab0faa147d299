import { defineMessages } from '../../i18n/define.ts';
import type { recipeTools } from './recipe.tools.ts';

type Id = (typeof recipeTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const recipeNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    recipe: {
      name: 'Recipe',
      description:
        'Chain operations (From Base64, Gunzip, JSON Beautify, AES, hashes...) over text or a file, and share the recipe as a link the tinkerbox command line runs too.',
    },
  },
  {
    zh_Hans_CN: {
      recipe: {
        name: '配方（操作链）',
        description:
          '把多个操作（Base64 解码、Gzip 解压、JSON 格式化、AES、哈希……）串起来处理文本或文件，并把配方分享为链接，tinkerbox 命令行也能运行。',
      },
    },
    zh_Hant_HK: {
      recipe: {
        name: '配方（操作鏈）',
        description:
          '把多個操作（Base64 解碼、Gzip 解壓、JSON 格式化、AES、雜湊……）串連起來處理文字或檔案，並把配方分享為連結，tinkerbox 命令列也能執行。',
      },
    },
  },
);
