import { defineTools } from '../types.ts';

/** Tools of the devtools family: everyday helpers for programmers. */
export const devtoolsTools = defineTools()([
  {
    id: 'regex',
    path: '/regex',
    page: 'regex',
    category: 'programming',
    untilUsed: true,
  },
  {
    id: 'cron',
    path: '/cron',
    page: 'cron',
    category: 'datetime',
  },
  {
    id: 'textdiff',
    path: '/textdiff',
    page: 'textdiff',
    category: 'text',
    untilUsed: true,
  },
  {
    id: 'urlparser',
    path: '/urlparser',
    page: 'urlparser',
    category: 'programming',
    untilUsed: true,
  },
]);
