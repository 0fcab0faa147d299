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
    ripemd128: {
      name: 'RIPEMD-128',
      description: 'RIPEMD-128 of text, hex, base64 or files; RIPEMD-160, -256 and -320 beside it.',
    },
    ripemd256: {
      name: 'RIPEMD-256',
      description: 'RIPEMD-256 of text, hex, base64 or files, with a checksum verifier.',
    },
    ripemd320: {
      name: 'RIPEMD-320',
      description: 'RIPEMD-320 of text, hex, base64 or files, with a checksum verifier.',
    },
    crc32: {
      name: 'CRC-32',
      description: 'CRC-32 (zlib, ZIP, PNG) of text, hex or files, in hex and decimal; CRC-32C and CRC-16 too.',
    },
    crc32c: {
      name: 'CRC-32C',
      description: 'CRC-32C (Castagnoli: iSCSI, SCTP, ext4) of text, hex or files, in hex and decimal.',
    },
    crc16: {
      name: 'CRC-16',
      description: 'CRC-16/ARC, CCITT-FALSE, MODBUS, XMODEM and KERMIT of text, hex or files, in hex and decimal.',
    },
    crc: {
      name: 'Every CRC',
      description:
        'All 111 CRCs of the RevEng catalogue (CRC-8 to CRC-64), searchable, or your own width and polynomial.',
    },
    adler32: { name: 'Adler-32', description: 'Adler-32 (zlib, RFC 1950) of text, hex or files, in hex and decimal.' },
    md2: {
      name: 'MD2',
      description:
        'MD2 (RFC 1319; old PEM and X.509 signatures) of text, hex, base64 or files. Broken: not for security.',
    },
    streebog: {
      name: 'Streebog',
      description:
        'Streebog-256 and -512 (GOST R 34.11-2012, RFC 6986; Russian signatures and certificates) of text, hex, base64 or files.',
    },
    md4: {
      name: 'MD4',
      description: 'MD4 (RFC 1320; NTLM, eD2k) of text, hex, base64 or files. Broken: not for security.',
    },
    sm3: {
      name: 'SM3',
      description: 'SM3, the Chinese national standard hash (GB/T 32905), of text, hex, base64 or files.',
    },
    whirlpool: { name: 'Whirlpool', description: 'Whirlpool (ISO/IEC 10118-3) of text, hex, base64 or files.' },
    shake: {
      name: 'SHAKE128 / SHAKE256',
      description: 'SHAKE128 and SHAKE256 (FIPS 202) with the output length you choose.',
    },
    cshake: {
      name: 'cSHAKE128 / cSHAKE256',
      description: 'cSHAKE (NIST SP 800-185) with a function name, a customization string and any output length.',
    },
    kmac: {
      name: 'KMAC128 / KMAC256',
      description: 'KMAC (NIST SP 800-185): a keyed hash with customization and any output length.',
    },
    blake2b: {
      name: 'BLAKE2b',
      description: 'BLAKE2b (RFC 7693) with the output length you choose and an optional key.',
    },
    blake2s: {
      name: 'BLAKE2s',
      description: 'BLAKE2s (RFC 7693) with the output length you choose and an optional key.',
    },
    blake3: {
      name: 'BLAKE3',
      description: 'BLAKE3 of text or files of any size, any output length, optional 32-byte key.',
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
    cmac: {
      name: 'AES-CMAC',
      description: 'AES-CMAC (NIST SP 800-38B, RFC 4493) with a 128-, 192- or 256-bit key in hex, base64 or UTF-8.',
    },
    bcryptpbkdf: {
      name: 'bcrypt_pbkdf',
      description:
        'OpenSSH’s bcrypt_pbkdf: the key that protects an OpenSSH private key, from passphrase, salt and rounds.',
    },
    hkdf: {
      name: 'HKDF',
      description: 'HKDF key derivation (RFC 5869): extract and expand with salt and info over SHA-1, SHA-2 or SHA-3.',
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
      ripemd128: { name: 'RIPEMD-128', description: '计算 RIPEMD-128，并可切换 RIPEMD-160、-256、-320。' },
      ripemd256: { name: 'RIPEMD-256', description: '计算文本、十六进制、Base64 或文件的 RIPEMD-256，并可校验。' },
      ripemd320: { name: 'RIPEMD-320', description: '计算文本、十六进制、Base64 或文件的 RIPEMD-320，并可校验。' },
      crc32: {
        name: 'CRC-32',
        description: '计算文本、十六进制或文件的 CRC-32 校验和（zlib、ZIP、PNG），显示十六进制和十进制。',
      },
      crc32c: {
        name: 'CRC-32C',
        description: '计算 CRC-32C（Castagnoli，用于 iSCSI、SCTP、ext4），显示十六进制和十进制。',
      },
      crc16: {
        name: 'CRC-16',
        description: '计算 CRC-16/ARC、CCITT-FALSE、MODBUS、XMODEM、KERMIT，显示十六进制和十进制。',
      },
      crc: {
        name: '全部 CRC',
        description: 'RevEng 目录中的全部 111 种 CRC（CRC-8 到 CRC-64），可搜索，也可自定义位宽和多项式。',
      },
      adler32: { name: 'Adler-32', description: '计算 Adler-32 校验和（zlib，RFC 1950），显示十六进制和十进制。' },
      md2: { name: 'MD2', description: '计算 MD2（RFC 1319；旧版 PEM 与 X.509 签名）。已被攻破，不可用于安全用途。' },
      streebog: {
        name: 'Streebog',
        description:
          '计算 Streebog-256 和 -512（俄罗斯 GOST R 34.11-2012，RFC 6986），支持文本、十六进制、Base64 和文件。',
      },
      md4: { name: 'MD4', description: '计算 MD4（RFC 1320；NTLM、eD2k）。已被攻破，不可用于安全用途。' },
      sm3: { name: 'SM3', description: '计算国密 SM3 杂凑（GB/T 32905），支持文本、十六进制、Base64 和文件。' },
      whirlpool: {
        name: 'Whirlpool',
        description: '计算 Whirlpool（ISO/IEC 10118-3），支持文本、十六进制、Base64 和文件。',
      },
      shake: { name: 'SHAKE128 / SHAKE256', description: 'SHAKE128 与 SHAKE256（FIPS 202），输出长度可自选。' },
      cshake: {
        name: 'cSHAKE128 / cSHAKE256',
        description: 'cSHAKE（NIST SP 800-185），可设函数名、自定义字符串和任意输出长度。',
      },
      kmac: {
        name: 'KMAC128 / KMAC256',
        description: 'KMAC（NIST SP 800-185）：带密钥的哈希，可设自定义字符串和输出长度。',
      },
      blake2b: { name: 'BLAKE2b', description: 'BLAKE2b（RFC 7693），输出长度可自选，可选密钥。' },
      blake2s: { name: 'BLAKE2s', description: 'BLAKE2s（RFC 7693），输出长度可自选，可选密钥。' },
      blake3: { name: 'BLAKE3', description: '计算任意大小文本或文件的 BLAKE3，输出长度可自选，可选 32 字节密钥。' },
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
      cmac: {
        name: 'AES-CMAC',
        description: 'AES-CMAC（NIST SP 800-38B、RFC 4493），128、192 或 256 位密钥，可用十六进制、Base64 或 UTF-8。',
      },
      bcryptpbkdf: {
        name: 'bcrypt_pbkdf',
        description: 'OpenSSH 的 bcrypt_pbkdf：由口令、盐和轮数派生保护 OpenSSH 私钥的密钥。',
      },
      hkdf: {
        name: 'HKDF',
        description: 'HKDF 密钥派生（RFC 5869）：用盐和 info 先提取再扩展，支持 SHA-1、SHA-2、SHA-3。',
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
      ripemd128: { name: 'RIPEMD-128', description: '計算 RIPEMD-128，並可切換 RIPEMD-160、-256、-320。' },
      ripemd256: { name: 'RIPEMD-256', description: '計算文字、十六進位、Base64 或檔案的 RIPEMD-256，並可校驗。' },
      ripemd320: { name: 'RIPEMD-320', description: '計算文字、十六進位、Base64 或檔案的 RIPEMD-320，並可校驗。' },
      crc32: {
        name: 'CRC-32',
        description: '計算文字、十六進位或檔案的 CRC-32 校驗和（zlib、ZIP、PNG），顯示十六進位和十進位。',
      },
      crc32c: {
        name: 'CRC-32C',
        description: '計算 CRC-32C（Castagnoli，用於 iSCSI、SCTP、ext4），顯示十六進位和十進位。',
      },
      crc16: {
        name: 'CRC-16',
        description: '計算 CRC-16/ARC、CCITT-FALSE、MODBUS、XMODEM、KERMIT，顯示十六進位和十進位。',
      },
      crc: {
        name: '全部 CRC',
        description: 'RevEng 目錄中的全部 111 種 CRC（CRC-8 至 CRC-64），可搜尋，亦可自訂位寬和多項式。',
      },
      adler32: { name: 'Adler-32', description: '計算 Adler-32 校驗和（zlib，RFC 1950），顯示十六進位和十進位。' },
      md2: { name: 'MD2', description: '計算 MD2（RFC 1319；舊版 PEM 與 X.509 簽章）。已被攻破，不可用於安全用途。' },
      streebog: {
        name: 'Streebog',
        description:
          '計算 Streebog-256 和 -512（俄羅斯 GOST R 34.11-2012，RFC 6986），支援文字、十六進位、Base64 和檔案。',
      },
      md4: { name: 'MD4', description: '計算 MD4（RFC 1320；NTLM、eD2k）。已被攻破，不可用於安全用途。' },
      sm3: { name: 'SM3', description: '計算國密 SM3 雜湊（GB/T 32905），支援文字、十六進位、Base64 和檔案。' },
      whirlpool: {
        name: 'Whirlpool',
        description: '計算 Whirlpool（ISO/IEC 10118-3），支援文字、十六進位、Base64 和檔案。',
      },
      shake: { name: 'SHAKE128 / SHAKE256', description: 'SHAKE128 與 SHAKE256（FIPS 202），輸出長度可自選。' },
      cshake: {
        name: 'cSHAKE128 / cSHAKE256',
        description: 'cSHAKE（NIST SP 800-185），可設函數名稱、自訂字串和任意輸出長度。',
      },
      kmac: {
        name: 'KMAC128 / KMAC256',
        description: 'KMAC（NIST SP 800-185）：帶金鑰的雜湊，可設自訂字串和輸出長度。',
      },
      blake2b: { name: 'BLAKE2b', description: 'BLAKE2b（RFC 7693），輸出長度可自選，可選金鑰。' },
      blake2s: { name: 'BLAKE2s', description: 'BLAKE2s（RFC 7693），輸出長度可自選，可選金鑰。' },
      blake3: { name: 'BLAKE3', description: '計算任意大小文字或檔案的 BLAKE3，輸出長度可自選，可選 32 位元組金鑰。' },
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
      cmac: {
        name: 'AES-CMAC',
        description: 'AES-CMAC（NIST SP 800-38B、RFC 4493），128、192 或 256 位元金鑰，可用十六進位、Base64 或 UTF-8。',
      },
      bcryptpbkdf: {
        name: 'bcrypt_pbkdf',
        description: 'OpenSSH 的 bcrypt_pbkdf：由密碼短語、鹽和輪數衍生保護 OpenSSH 私鑰的金鑰。',
      },
      hkdf: {
        name: 'HKDF',
        description: 'HKDF 金鑰衍生（RFC 5869）：用鹽和 info 先提取再擴展，支援 SHA-1、SHA-2、SHA-3。',
      },
    },
  },
);
