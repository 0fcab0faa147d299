import { defineMessages } from '../../i18n/define.ts';
import type { qrTools } from './qr.tools.ts';

type Id = (typeof qrTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const qrNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    qrcode: {
      name: 'QR code generator',
      description:
        'Text, links, Wi-Fi, contacts, e-mail, SMS and places as QR codes, with colours, styles and a logo; PNG, SVG and WebP.',
    },
    qrcodemul: {
      name: 'Batch QR code generator',
      description: 'Many QR codes at once from lines or a CSV: a ZIP of images or a printable sheet.',
    },
    qrcodereader: {
      name: 'QR code reader',
      description: 'Reads every QR code in an image or from the camera: text, raw bytes and what it is.',
    },
  },
  {
    zh_Hans_CN: {
      qrcode: {
        name: '二维码生成器',
        description:
          '把文本、链接、Wi-Fi、名片、邮件、短信和地点做成二维码，可调颜色、样式并加 Logo；导出 PNG、SVG、WebP。',
      },
      qrcodemul: {
        name: '批量二维码生成',
        description: '按行或从 CSV 一次生成大量二维码：打包 ZIP 下载，或排版打印。',
      },
      qrcodereader: {
        name: '二维码识别',
        description: '识别图片或摄像头中的所有二维码：文本、原始字节以及内容类型。',
      },
    },
    zh_Hant_HK: {
      qrcode: {
        name: 'QR 碼產生器',
        description:
          '把文字、連結、Wi-Fi、名片、電郵、短訊和地點製成 QR 碼，可調顏色、樣式並加 Logo；匯出 PNG、SVG、WebP。',
      },
      qrcodemul: {
        name: '批次 QR 碼產生',
        description: '按行或從 CSV 一次產生大量 QR 碼：打包 ZIP 下載，或排版列印。',
      },
      qrcodereader: {
        name: 'QR 碼識別',
        description: '識別圖片或相機中的所有 QR 碼：文字、原始位元組以及內容類型。',
      },
    },
  },
);
