import type { FamilySearch } from '../types.ts';
import type { devtoolsTools } from './devtools.tools.ts';

/** Search words of the devtools family's tools: only search (the home page, the command palette) loads them. */
export const devtoolsSearch = {
  regex: {
    keywords: [
      'regex',
      'regexp',
      'regular expression',
      'match',
      'replace',
      'capture group',
      '正则',
      '正则表达式',
      '正規表示式',
      '正則',
    ],
  },
  cron: {
    keywords: [
      'cron',
      'crontab',
      'schedule',
      'next run',
      'quartz',
      '定时任务',
      '計劃任務',
      '定時任務',
      '排程',
      'cron 表达式',
    ],
  },
  textdiff: {
    keywords: [
      'diff',
      'compare',
      'text compare',
      'unified diff',
      'patch',
      'jsdiff',
      '文本对比',
      '文本比较',
      '文字比對',
      '差异',
      '差異',
    ],
  },
  urlparser: {
    keywords: [
      'url',
      'uri',
      'parse',
      'query string',
      'punycode',
      'idn',
      'percent encoding',
      '网址解析',
      '網址解析',
      'url 解析',
      '查询参数',
      '查詢參數',
    ],
  },
} as const satisfies FamilySearch<(typeof devtoolsTools)[number]['id']>;
