import { defineMessages } from '../../i18n/define.ts';
import type { jsonTools } from './json.tools.ts';

type Id = (typeof jsonTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const jsonNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    jsonformat: {
      name: 'JSON formatter',
      description:
        'Format, minify, validate and repair JSON with a searchable tree; big numbers and key order stay exactly as written, even in 50 MB files.',
    },
  },
  {
    zh_Hans_CN: {
      jsonformat: {
        name: 'JSON 格式化',
        description:
          '格式化、压缩、校验和修复 JSON，附可搜索的树形视图；大数字和键的顺序保持原样，50 MB 的文件也能处理。',
      },
    },
    zh_Hant_HK: {
      jsonformat: {
        name: 'JSON 格式化',
        description:
          '格式化、壓縮、驗證和修正 JSON，附可搜尋的樹狀檢視；大數字和鍵的順序保持原樣，50 MB 的檔案也能處理。',
      },
    },
  },
);
