import { defineMessages } from '../../i18n/define.ts';
import type { devtoolsTools } from './devtools.tools.ts';

type Id = (typeof devtoolsTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const devtoolsNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    regex: {
      name: 'Regex tester',
      description:
        'Test a JavaScript regular expression: matches highlighted, groups with their positions, replace preview.',
    },
    cron: {
      name: 'Cron expression explainer',
      description: 'A cron expression in plain words and its next run times, in your time zone and in UTC.',
    },
    textdiff: {
      name: 'Text diff',
      description: 'Compare two texts by line, word or character, side by side, and get a unified diff for patch.',
    },
    urlparser: {
      name: 'URL parser',
      description:
        'Split a URL into its parts, decode its query, edit them and build the URL back; percent-encoding too.',
    },
  },
  {
    zh_Hans_CN: {
      regex: {
        name: '正则表达式测试',
        description: '测试 JavaScript 正则表达式：高亮匹配，列出分组及其位置，预览替换结果。',
      },
      cron: {
        name: 'Cron 表达式解析',
        description: '用文字解释 Cron 表达式，并列出接下来的执行时间（你的时区和 UTC）。',
      },
      textdiff: {
        name: '文本对比',
        description: '按行、词或字符对比两段文本，并排显示，并生成可供 patch 使用的 diff。',
      },
      urlparser: {
        name: '网址解析',
        description: '拆分网址的各个部分，解码查询参数，编辑后重新生成网址；另有百分号编码。',
      },
    },
    zh_Hant_HK: {
      regex: {
        name: '正規表示式測試',
        description: '測試 JavaScript 正規表示式：標示配對，列出分組及其位置，預覽取代結果。',
      },
      cron: {
        name: 'Cron 表達式解析',
        description: '用文字解釋 Cron 表達式，並列出之後的執行時間（你的時區和 UTC）。',
      },
      textdiff: {
        name: '文字比對',
        description: '按行、詞或字元比對兩段文字，並排顯示，並產生可供 patch 使用的 diff。',
      },
      urlparser: {
        name: '網址解析',
        description: '拆解網址的各個部分，解碼查詢參數，編輯後重新組合網址；另有百分號編碼。',
      },
    },
  },
);
