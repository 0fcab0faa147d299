import { defineMessages } from '../../i18n/define.ts';
import type { encodingTools } from './encoding.tools.ts';

type Id = (typeof encodingTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const encodingNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    base64: {
      name: 'Base64',
      description:
        'Base64 encode and decode: standard, URL-safe, MIME; UTF-8, UTF-16, GBK or Big5 text, binary and files.',
    },
    hex: {
      name: 'Hex',
      description: 'Text to hex and back with any delimiter, case and line length, plus an xxd-style dump.',
    },
    encoder: {
      name: 'URL, HTML and Unicode encoder',
      description:
        'URL encoding, HTML entities, Unicode escapes by code point (emoji included) and UTF-8 bytes, both ways.',
    },
    pic2base64: {
      name: 'Image to Base64',
      description:
        'An image to a data URI, base64, <img> and CSS snippets, with optional resize and WebP/JPEG; and back.',
    },
    timestamp: {
      name: 'Unix timestamp',
      description: 'Unix seconds or milliseconds to dates in any time zone, ISO 8601 and RFC 2822, and back.',
    },
    units: {
      name: 'Crypto unit converter',
      description: 'Exact BTC/satoshi, ETH/gwei/wei, SOL, ADA, TON, XRP, CKB and XEC unit conversion, no rounding.',
    },
  },
  {
    zh_Hans_CN: {
      base64: {
        name: 'Base64',
        description: 'Base64 编码与解码：标准、URL 安全、MIME；UTF-8、UTF-16、GBK、Big5 文本，二进制与文件。',
      },
      hex: { name: '十六进制', description: '文本与十六进制互转，可选分隔符、大小写与每行字节数，并有 xxd 风格转储。' },
      encoder: {
        name: 'URL、HTML、Unicode 编码',
        description: 'URL 编码、HTML 实体、按码点的 Unicode 转义（含表情）与 UTF-8 字节，双向转换。',
      },
      pic2base64: {
        name: '图片转 Base64',
        description: '图片转 data URI、Base64、<img> 与 CSS 代码，可缩放并转 WebP/JPEG；也可还原。',
      },
      timestamp: { name: 'Unix 时间戳', description: 'Unix 秒或毫秒与任意时区日期、ISO 8601、RFC 2822 互转。' },
      units: {
        name: '加密货币单位换算',
        description: '精确换算 BTC/聪、ETH/gwei/wei、SOL、ADA、TON、XRP、CKB、XEC 单位，不做舍入。',
      },
    },
    zh_Hant_HK: {
      base64: {
        name: 'Base64',
        description: 'Base64 編碼與解碼：標準、URL 安全、MIME；UTF-8、UTF-16、GBK、Big5 文字，二進位與檔案。',
      },
      hex: {
        name: '十六進位',
        description: '文字與十六進位互轉，可選分隔符、大小寫與每行位元組數，並有 xxd 風格傾印。',
      },
      encoder: {
        name: 'URL、HTML、Unicode 編碼',
        description: 'URL 編碼、HTML 實體、按碼位的 Unicode 轉義（含表情）與 UTF-8 位元組，雙向轉換。',
      },
      pic2base64: {
        name: '圖片轉 Base64',
        description: '圖片轉 data URI、Base64、<img> 與 CSS 代碼，可縮放並轉 WebP/JPEG；也可還原。',
      },
      timestamp: { name: 'Unix 時間戳', description: 'Unix 秒或毫秒與任意時區日期、ISO 8601、RFC 2822 互轉。' },
      units: {
        name: '加密貨幣單位換算',
        description: '精確換算 BTC/聰、ETH/gwei/wei、SOL、ADA、TON、XRP、CKB、XEC 單位，不作捨入。',
      },
    },
  },
);
