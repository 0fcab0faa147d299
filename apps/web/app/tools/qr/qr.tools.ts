import { defineTools } from '../types.ts';

/** Which of the family's three views a route shows. */
export interface QrPreset {
  mode: 'generate' | 'batch' | 'read';
}

/** Tools of the qr family. A tool is listed here only once its page is finished. */
export const qrTools = defineTools([
  {
    id: 'qrcode',
    path: '/qrcode',
    family: 'qr',
    category: 'image',
    keywords: ['qr', 'qr code', 'generator', 'wifi', 'vcard', 'logo', 'svg', 'png', '二维码', '二維碼', '生成'],
    preset: { mode: 'generate' } satisfies QrPreset,
  },
  {
    id: 'qrcodemul',
    path: '/qrcodemul',
    family: 'qr',
    category: 'image',
    keywords: ['qr', 'batch', 'bulk', 'csv', 'zip', 'print', '批量', '二维码', '二維碼'],
    preset: { mode: 'batch' } satisfies QrPreset,
  },
  {
    id: 'qrcodereader',
    path: '/qrcodereader',
    family: 'qr',
    category: 'image',
    keywords: ['qr', 'reader', 'scanner', 'decode', 'camera', 'scan', '识别', '識別', '扫码', '掃碼', '解码'],
    preset: { mode: 'read' } satisfies QrPreset,
  },
]);
