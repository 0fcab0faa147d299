import { defineMessages } from '../../i18n/define.ts';

/** Words of /cmac (the words it shares with the digest pages are in hash.common.tsx). */
export const cmacMessages = defineMessages(
  {
    key: 'AES key',
    keyEncoding: 'Key encoding',
    keyHint: '16, 24 or 32 bytes: AES-128, AES-192 or AES-256. Now {bytes} bytes.',
    randomKey: 'Random key ({bytes} bytes)',
    message: 'Message',
    messageEncoding: 'Message encoding',
    result: 'CMAC (16 bytes)',
    standard: 'AES-CMAC as NIST SP 800-38B and RFC 4493 define it; the same as OpenSSL’s `openssl mac … CMAC`.',
  },
  {
    zh_Hans_CN: {
      key: 'AES 密钥',
      keyEncoding: '密钥编码',
      keyHint: '16、24 或 32 字节，分别对应 AES-128、AES-192、AES-256。当前 {bytes} 字节。',
      randomKey: '随机密钥（{bytes} 字节）',
      message: '消息',
      messageEncoding: '消息编码',
      result: 'CMAC（16 字节）',
      standard: '按 NIST SP 800-38B 与 RFC 4493 定义的 AES-CMAC，与 OpenSSL 的 `openssl mac … CMAC` 结果相同。',
    },
    zh_Hant_HK: {
      key: 'AES 金鑰',
      keyEncoding: '金鑰編碼',
      keyHint: '16、24 或 32 位元組，分別對應 AES-128、AES-192、AES-256。目前 {bytes} 位元組。',
      randomKey: '隨機金鑰（{bytes} 位元組）',
      message: '訊息',
      messageEncoding: '訊息編碼',
      result: 'CMAC（16 位元組）',
      standard: '按 NIST SP 800-38B 及 RFC 4493 定義的 AES-CMAC，與 OpenSSL 的 `openssl mac … CMAC` 結果相同。',
    },
  },
);
