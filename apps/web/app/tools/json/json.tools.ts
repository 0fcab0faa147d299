import { defineTools } from '../types.ts';

/** Tools of the json family. A tool is listed here only once its page is finished. */
export const jsonTools = defineTools()([
  {
    id: 'jsonformat',
    path: '/jsonformat',
    category: 'programming',
    keywords: [
      'json',
      'format',
      'formatter',
      'beautify',
      'pretty print',
      'minify',
      'validate',
      'validator',
      'lint',
      'repair',
      'viewer',
      'tree',
      'bigint',
      '格式化',
      '美化',
      '压缩',
      '壓縮',
      '校验',
      '驗證',
      '树',
      '樹',
    ],
    subItems: ['JSON minify', 'JSON validator', 'JSON viewer'],
  },
]);
