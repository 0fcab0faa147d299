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
    base32: {
      name: 'Base32',
      description: 'Base32 encode and decode: RFC 4648, base32hex and Crockford (with check symbol), padded or not.',
    },
    base58: {
      name: 'Base58 / Base58Check',
      description: 'Base58 with the Bitcoin alphabet, and Base58Check with its double-SHA-256 checksum verified.',
    },
    base85: {
      name: 'Base85 / Ascii85 / Z85',
      description: 'Ascii85 (Adobe, <~ ~>), Z85 (ZeroMQ) and the RFC 1924 alphabet, encode and decode.',
    },
    quotedprintable: {
      name: 'Quoted-printable',
      description: 'MIME quoted-printable (RFC 2045) encode and decode, with soft line breaks at 76 characters.',
    },
    punycode: {
      name: 'Punycode / IDN',
      description: 'Internationalised domain names to xn-- Punycode and back, label by label (IDNA, RFC 3492).',
    },
    gzip: {
      name: 'Gzip / zlib / deflate',
      description: 'Compress and decompress gzip, zlib and raw deflate: text, hex, base64 or a file, any level.',
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
      base32: {
        name: 'Base32',
        description: 'Base32 编码与解码：RFC 4648、base32hex 与 Crockford（含校验符），可选填充。',
      },
      base58: {
        name: 'Base58 / Base58Check',
        description: '比特币字母表的 Base58，以及校验双重 SHA-256 校验和的 Base58Check。',
      },
      base85: {
        name: 'Base85 / Ascii85 / Z85',
        description: 'Ascii85（Adobe，<~ ~>）、Z85（ZeroMQ）与 RFC 1924 字母表，编码与解码。',
      },
      quotedprintable: {
        name: 'Quoted-Printable 编码',
        description: '邮件 MIME Quoted-Printable（RFC 2045）编码与解码，每行 76 个字符软换行。',
      },
      punycode: {
        name: 'Punycode / 中文域名转码',
        description: '国际化域名与 xn-- Punycode 互转，逐个标签处理（IDNA、RFC 3492）。',
      },
      gzip: {
        name: 'Gzip / zlib / deflate 压缩',
        description: 'gzip、zlib 与 raw deflate 压缩和解压：文本、十六进制、Base64 或文件，可选压缩级别。',
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
      base32: {
        name: 'Base32',
        description: 'Base32 編碼與解碼：RFC 4648、base32hex 與 Crockford（含校驗符），可選填充。',
      },
      base58: {
        name: 'Base58 / Base58Check',
        description: '比特幣字母表的 Base58，以及校驗雙重 SHA-256 校驗和的 Base58Check。',
      },
      base85: {
        name: 'Base85 / Ascii85 / Z85',
        description: 'Ascii85（Adobe，<~ ~>）、Z85（ZeroMQ）與 RFC 1924 字母表，編碼與解碼。',
      },
      quotedprintable: {
        name: 'Quoted-Printable 編碼',
        description: '電郵 MIME Quoted-Printable（RFC 2045）編碼與解碼，每行 76 個字元軟換行。',
      },
      punycode: {
        name: 'Punycode / 中文網域轉碼',
        description: '國際化網域名稱與 xn-- Punycode 互轉，逐個標籤處理（IDNA、RFC 3492）。',
      },
      gzip: {
        name: 'Gzip / zlib / deflate 壓縮',
        description: 'gzip、zlib 與 raw deflate 壓縮和解壓：文字、十六進位、Base64 或檔案，可選壓縮級別。',
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
