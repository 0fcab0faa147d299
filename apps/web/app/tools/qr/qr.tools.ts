import { defineTools } from '../types.ts';

/** Tools of the qr family. A tool is listed here only once its page is finished. */
export const qrTools = defineTools()([
  {
    id: 'qrcode',
    path: '/qrcode',
    category: 'image',
    keywords: ['qr', 'qr code', 'generator', 'wifi', 'vcard', 'logo', 'svg', 'png', '二维码', '二維碼', '生成'],
    page: 'qrcode',
  },
  {
    id: 'qrcodemul',
    path: '/qrcodemul',
    category: 'image',
    keywords: ['qr', 'batch', 'bulk', 'csv', 'zip', 'print', '批量', '二维码', '二維碼'],
    page: 'qrcodemul',
  },
  {
    id: 'qrcodereader',
    path: '/qrcodereader',
    category: 'image',
    keywords: ['qr', 'reader', 'scanner', 'decode', 'camera', 'scan', '识别', '識別', '扫码', '掃碼', '解码'],
    page: 'qrcodereader',
  },
]);
