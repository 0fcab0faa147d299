import { defineTools } from '../types.ts';

/** Tools of the qr family. A tool is listed here only once its page is finished. */
export const qrTools = defineTools()([
  {
    id: 'qrcode',
    path: '/qrcode',
    category: 'image',
    page: 'qrcode',
    untilUsed: true,
  },
  {
    id: 'qrcodemul',
    path: '/qrcodemul',
    category: 'image',
    page: 'qrcodemul',
    untilUsed: true,
  },
  {
    id: 'qrcodereader',
    path: '/qrcodereader',
    category: 'image',
    page: 'qrcodereader',
    untilUsed: true,
  },
]);
