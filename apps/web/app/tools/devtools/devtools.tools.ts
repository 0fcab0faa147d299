import { defineTools } from '../types.ts';

/** Tools of the devtools family. A tool is marked `draft` until its page is finished. */
export const devtoolsTools = defineTools()([
  {
    id: 'regex',
    path: '/regex',
    page: 'regex',
    category: 'programming',
    keywords: ['regex'],
    draft: true,
  },
  {
    id: 'cron',
    path: '/cron',
    page: 'cron',
    category: 'datetime',
    keywords: ['cron'],
    draft: true,
  },
  {
    id: 'textdiff',
    path: '/textdiff',
    page: 'textdiff',
    category: 'text',
    keywords: ['textdiff'],
    draft: true,
  },
  {
    id: 'urlparser',
    path: '/urlparser',
    page: 'urlparser',
    category: 'programming',
    keywords: ['urlparser'],
    draft: true,
  },
]);
