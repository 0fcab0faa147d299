import { defineMessages } from '../../i18n/define.ts';
import type { jsonTools } from './json.tools.ts';

type Id = (typeof jsonTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const jsonNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    jsonformat: {
      name: 'JSON formatter',
      description:
        'Format, minify, validate and repair JSON with a searchable tree and JSONPath queries; big numbers and key order stay exactly as written, even in 50 MB files.',
    },
    jsonconvert: {
      name: 'JSON, YAML, TOML, CSV, XML and JSON5 converter',
      description:
        'Convert JSON to and from YAML, TOML, CSV, XML and JSON5; integers of any size stay exact, and what cannot be converted is named by its path.',
    },
    jsondiff: {
      name: 'JSON diff',
      description:
        'Compare two JSON documents: what was added, removed or changed, by path; numbers compared exactly, arrays by index or by matching items.',
    },
  },
  {
    zh_Hans_CN: {
      jsonformat: {
        name: 'JSON 格式化',
        description:
          '格式化、压缩、校验和修复 JSON，附可搜索的树形视图和 JSONPath 查询；大数字和键的顺序保持原样，50 MB 的文件也能处理。',
      },
      jsonconvert: {
        name: 'JSON、YAML、TOML、CSV、XML、JSON5 互转',
        description: 'JSON 与 YAML、TOML、CSV、XML、JSON5 相互转换；任意大小的整数保持精确，无法转换的值会指出其路径。',
      },
      jsondiff: {
        name: 'JSON 对比',
        description: '比较两个 JSON 文档：按路径列出新增、删除和修改；数字精确比较，数组可按下标或按相同元素匹配。',
      },
    },
    zh_Hant_HK: {
      jsonformat: {
        name: 'JSON 格式化',
        description:
          '格式化、壓縮、驗證和修正 JSON，附可搜尋的樹狀檢視和 JSONPath 查詢；大數字和鍵的順序保持原樣，50 MB 的檔案也能處理。',
      },
      jsonconvert: {
        name: 'JSON、YAML、TOML、CSV、XML、JSON5 互換',
        description: 'JSON 與 YAML、TOML、CSV、XML、JSON5 互相轉換；任何大小的整數保持精確，無法轉換的值會指出其路徑。',
      },
      jsondiff: {
        name: 'JSON 比對',
        description: '比較兩份 JSON 文件：按路徑列出新增、刪除和修改；數字精確比較，陣列可按索引或按相同元素配對。',
      },
    },
  },
);
