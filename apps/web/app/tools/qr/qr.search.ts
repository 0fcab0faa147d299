import type { FamilySearch } from '../types.ts';
import type { qrTools } from './qr.tools.ts';

/** Search words of the qr family's tools: only search (the home page, the command palette) loads them. */
export const qrSearch = {
  qrcode: {
    keywords: ['qr', 'qr code', 'generator', 'wifi', 'vcard', 'logo', 'svg', 'png', '二维码', '二維碼', '生成'],
  },
  qrcodemul: { keywords: ['qr', 'batch', 'bulk', 'csv', 'zip', 'print', '批量', '二维码', '二維碼'] },
  qrcodereader: {
    keywords: ['qr', 'reader', 'scanner', 'decode', 'camera', 'scan', '识别', '識別', '扫码', '掃碼', '解码'],
  },
} as const satisfies FamilySearch<(typeof qrTools)[number]['id']>;
