import { defineMessages } from '../../i18n/define.ts';
import type { hashTools } from './hash.tools.ts';

type Id = (typeof hashTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const hashNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    md5: {
      name: 'MD5',
      description: 'MD5 of text, hex, base64 or files, with every other hash beside it and a checksum verifier.',
    },
    sha1: { name: 'SHA-1', description: 'SHA-1 of text, hex, base64 or files, with a checksum verifier.' },
    sha224: { name: 'SHA-224', description: 'SHA-224 of text, hex, base64 or files, with a checksum verifier.' },
    sha256: {
      name: 'SHA-256',
      description: 'SHA-256 of text, hex, base64 or files of any size, with a checksum verifier.',
    },
    sha384: { name: 'SHA-384', description: 'SHA-384 of text, hex, base64 or files, with a checksum verifier.' },
    sha512: { name: 'SHA-512', description: 'SHA-512, SHA-512/224 and SHA-512/256 of text, hex, base64 or files.' },
    sha3: {
      name: 'SHA-3 and Keccak',
      description: 'SHA3-224/256/384/512 (FIPS 202) and Keccak (Ethereum, crypto-js "SHA3"), clearly apart.',
    },
    ripemd160: {
      name: 'RIPEMD-160',
      description: 'RIPEMD-160 of text, hex, base64 or files, with a checksum verifier.',
    },
    hmacmd5: { name: 'HMAC-MD5', description: 'HMAC-MD5 with a key in UTF-8, hex or base64.' },
    hmacsha1: { name: 'HMAC-SHA1', description: 'HMAC-SHA1 with a key in UTF-8, hex or base64, for API signatures.' },
    hmacsha224: { name: 'HMAC-SHA224', description: 'HMAC-SHA224 with a key in UTF-8, hex or base64.' },
    hmacsha256: {
      name: 'HMAC-SHA256',
      description: 'HMAC-SHA256 with a key in UTF-8, hex or base64, for API and webhook signatures.',
    },
    hmacsha384: { name: 'HMAC-SHA384', description: 'HMAC-SHA384 with a key in UTF-8, hex or base64.' },
    hmacsha512: { name: 'HMAC-SHA512', description: 'HMAC-SHA512 with a key in UTF-8, hex or base64.' },
    hmacripemd160: { name: 'HMAC-RIPEMD160', description: 'HMAC-RIPEMD160 with a key in UTF-8, hex or base64.' },
    pbkdf2: {
      name: 'PBKDF2',
      description: 'PBKDF2 key derivation with SHA-1, SHA-2 or SHA-3, crypto-js presets and a timer.',
    },
  },
  {
    zh_Hans_CN: {
      md5: { name: 'MD5', description: '计算文本、十六进制、Base64 或文件的 MD5，同时列出其他所有哈希，并可校验。' },
      sha1: { name: 'SHA-1', description: '计算文本、十六进制、Base64 或文件的 SHA-1，并可校验。' },
      sha224: { name: 'SHA-224', description: '计算文本、十六进制、Base64 或文件的 SHA-224，并可校验。' },
      sha256: { name: 'SHA-256', description: '计算文本、十六进制、Base64 或任意大小文件的 SHA-256，并可校验。' },
      sha384: { name: 'SHA-384', description: '计算文本、十六进制、Base64 或文件的 SHA-384，并可校验。' },
      sha512: { name: 'SHA-512', description: '计算 SHA-512、SHA-512/224 和 SHA-512/256。' },
      sha3: {
        name: 'SHA-3 与 Keccak',
        description: 'SHA3-224/256/384/512（FIPS 202）与 Keccak（以太坊、crypto-js 的“SHA3”），明确区分。',
      },
      ripemd160: { name: 'RIPEMD-160', description: '计算文本、十六进制、Base64 或文件的 RIPEMD-160，并可校验。' },
      hmacmd5: { name: 'HMAC-MD5', description: 'HMAC-MD5，密钥可用 UTF-8、十六进制或 Base64。' },
      hmacsha1: { name: 'HMAC-SHA1', description: 'HMAC-SHA1，密钥可用 UTF-8、十六进制或 Base64，适合 API 签名。' },
      hmacsha224: { name: 'HMAC-SHA224', description: 'HMAC-SHA224，密钥可用 UTF-8、十六进制或 Base64。' },
      hmacsha256: {
        name: 'HMAC-SHA256',
        description: 'HMAC-SHA256，密钥可用 UTF-8、十六进制或 Base64，适合 API 与 Webhook 签名。',
      },
      hmacsha384: { name: 'HMAC-SHA384', description: 'HMAC-SHA384，密钥可用 UTF-8、十六进制或 Base64。' },
      hmacsha512: { name: 'HMAC-SHA512', description: 'HMAC-SHA512，密钥可用 UTF-8、十六进制或 Base64。' },
      hmacripemd160: { name: 'HMAC-RIPEMD160', description: 'HMAC-RIPEMD160，密钥可用 UTF-8、十六进制或 Base64。' },
      pbkdf2: {
        name: 'PBKDF2',
        description: 'PBKDF2 密钥派生，支持 SHA-1、SHA-2、SHA-3，内置 crypto-js 预设并显示耗时。',
      },
    },
    zh_Hant_HK: {
      md5: { name: 'MD5', description: '計算文字、十六進位、Base64 或檔案的 MD5，同時列出其他所有雜湊，並可校驗。' },
      sha1: { name: 'SHA-1', description: '計算文字、十六進位、Base64 或檔案的 SHA-1，並可校驗。' },
      sha224: { name: 'SHA-224', description: '計算文字、十六進位、Base64 或檔案的 SHA-224，並可校驗。' },
      sha256: { name: 'SHA-256', description: '計算文字、十六進位、Base64 或任意大小檔案的 SHA-256，並可校驗。' },
      sha384: { name: 'SHA-384', description: '計算文字、十六進位、Base64 或檔案的 SHA-384，並可校驗。' },
      sha512: { name: 'SHA-512', description: '計算 SHA-512、SHA-512/224 和 SHA-512/256。' },
      sha3: {
        name: 'SHA-3 與 Keccak',
        description: 'SHA3-224/256/384/512（FIPS 202）與 Keccak（以太坊、crypto-js 的「SHA3」），清楚區分。',
      },
      ripemd160: { name: 'RIPEMD-160', description: '計算文字、十六進位、Base64 或檔案的 RIPEMD-160，並可校驗。' },
      hmacmd5: { name: 'HMAC-MD5', description: 'HMAC-MD5，金鑰可用 UTF-8、十六進位或 Base64。' },
      hmacsha1: { name: 'HMAC-SHA1', description: 'HMAC-SHA1，金鑰可用 UTF-8、十六進位或 Base64，適合 API 簽名。' },
      hmacsha224: { name: 'HMAC-SHA224', description: 'HMAC-SHA224，金鑰可用 UTF-8、十六進位或 Base64。' },
      hmacsha256: {
        name: 'HMAC-SHA256',
        description: 'HMAC-SHA256，金鑰可用 UTF-8、十六進位或 Base64，適合 API 與 Webhook 簽名。',
      },
      hmacsha384: { name: 'HMAC-SHA384', description: 'HMAC-SHA384，金鑰可用 UTF-8、十六進位或 Base64。' },
      hmacsha512: { name: 'HMAC-SHA512', description: 'HMAC-SHA512，金鑰可用 UTF-8、十六進位或 Base64。' },
      hmacripemd160: { name: 'HMAC-RIPEMD160', description: 'HMAC-RIPEMD160，金鑰可用 UTF-8、十六進位或 Base64。' },
      pbkdf2: {
        name: 'PBKDF2',
        description: 'PBKDF2 金鑰衍生，支援 SHA-1、SHA-2、SHA-3，內置 crypto-js 預設並顯示耗時。',
      },
    },
  },
);
