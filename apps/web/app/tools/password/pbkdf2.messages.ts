import { defineMessages } from '../../i18n/define.ts';

/**
 * Words of /pbkdf2 (those it shares with the digest pages are in hash/hash.common.tsx; its password and salt
 * fields and its job status speak the password family's words, password.messages.ts).
 */
export const pbkdf2Messages = defineMessages(
  {
    hash: 'Hash (HMAC PRF)',
    iterations: 'Iterations',
    dkLen: 'Key length (bytes)',
    parameters: 'Parameters',
    preset: 'Preset',
    presets: {
      custom: 'Custom',
      cryptojs42: 'crypto-js 4.2 default ({hash}, {iterations} iterations, {dkLen} bytes)',
      cryptojsOld: 'crypto-js before 4.2 ({hash}, {iterations} iteration, {dkLen} bytes)',
      owasp: 'OWASP 2023 ({hash}, {iterations} iterations, {dkLen} bytes)',
    },
    result: 'Derived key',
  },
  {
    zh_Hans_CN: {
      hash: '哈希（HMAC 伪随机函数）',
      iterations: '迭代次数',
      dkLen: '密钥长度（字节）',
      parameters: '参数',
      preset: '预设',
      presets: {
        custom: '自定义',
        cryptojs42: 'crypto-js 4.2 默认（{hash}，{iterations} 次迭代，{dkLen} 字节）',
        cryptojsOld: 'crypto-js 4.2 之前（{hash}，{iterations} 次迭代，{dkLen} 字节）',
        owasp: 'OWASP 2023（{hash}，{iterations} 次迭代，{dkLen} 字节）',
      },
      result: '派生出的密钥',
    },
    zh_Hant_HK: {
      hash: '雜湊（HMAC 偽隨機函數）',
      iterations: '迭代次數',
      dkLen: '金鑰長度（位元組）',
      parameters: '參數',
      preset: '預設',
      presets: {
        custom: '自訂',
        cryptojs42: 'crypto-js 4.2 預設（{hash}，{iterations} 次迭代，{dkLen} 位元組）',
        cryptojsOld: 'crypto-js 4.2 之前（{hash}，{iterations} 次迭代，{dkLen} 位元組）',
        owasp: 'OWASP 2023（{hash}，{iterations} 次迭代，{dkLen} 位元組）',
      },
      result: '衍生出的金鑰',
    },
  },
);
