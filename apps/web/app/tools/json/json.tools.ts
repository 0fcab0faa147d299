import { defineTools } from '../types.ts';

/** Tools of the json family. A tool is listed here only once its page is finished. */
export const jsonTools = defineTools()([
  {
    id: 'jsonformat',
    path: '/jsonformat',
    category: 'programming',
    untilUsed: true,
  },
  {
    id: 'jsonconvert',
    path: '/jsonconvert',
    page: 'jsonconvert',
    category: 'programming',
    untilUsed: true,
  },
  {
    id: 'jsondiff',
    path: '/jsondiff',
    page: 'jsondiff',
    category: 'programming',
    untilUsed: true,
  },
]);
