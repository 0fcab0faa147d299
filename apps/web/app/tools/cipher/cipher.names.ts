import { defineMessages } from '../../i18n/define.ts';
import type { cipherTools } from './cipher.tools.ts';

type Id = (typeof cipherTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const cipherNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    aes: {
      name: 'AES encrypt and decrypt',
      description:
        'AES-128/192/256 in CBC, GCM, CTR, CFB, OFB or ECB, with a passphrase or a raw key; reads and writes what crypto-js and openssl enc produce.',
    },
    des: {
      name: 'DES encrypt and decrypt',
      description: 'DES with a passphrase or a raw key and IV, compatible with crypto-js and openssl enc.',
    },
    tripledes: {
      name: 'Triple DES encrypt and decrypt',
      description: 'Triple DES (3DES) with two-key or three-key bundles, compatible with crypto-js and openssl enc.',
    },
    rabbit: {
      name: 'Rabbit encrypt and decrypt',
      description: 'The Rabbit stream cipher as crypto-js has it (Rabbit and RabbitLegacy), or in RFC 4503 byte order.',
    },
    rc4: {
      name: 'RC4 encrypt and decrypt',
      description: 'RC4 (ARC4) with a passphrase or a raw key, compatible with crypto-js and openssl enc.',
    },
    rc4drop: {
      name: 'RC4Drop encrypt and decrypt',
      description:
        'RC4 that discards the first part of its keystream (192 words, 768 bytes, by default), as crypto-js does.',
    },
  },
  {
    zh_Hans_CN: {
      aes: {
        name: 'AES 加密解密',
        description:
          'AES-128/192/256，支持 CBC、GCM、CTR、CFB、OFB、ECB，可用口令或原始密钥；与 crypto-js 和 openssl enc 互通。',
      },
      des: { name: 'DES 加密解密', description: 'DES，可用口令或原始密钥和 IV，与 crypto-js 和 openssl enc 互通。' },
      tripledes: {
        name: '三重 DES 加密解密',
        description: '三重 DES（3DES），支持两密钥和三密钥，与 crypto-js 和 openssl enc 互通。',
      },
      rabbit: {
        name: 'Rabbit 加密解密',
        description: 'Rabbit 流密码，兼容 crypto-js 的 Rabbit 和 RabbitLegacy，也可按 RFC 4503 的字节序。',
      },
      rc4: { name: 'RC4 加密解密', description: 'RC4（ARC4），可用口令或原始密钥，与 crypto-js 和 openssl enc 互通。' },
      rc4drop: {
        name: 'RC4Drop 加密解密',
        description: '丢弃密钥流开头一段（默认 192 个字，即 768 字节）的 RC4，与 crypto-js 一致。',
      },
    },
    zh_Hant_HK: {
      aes: {
        name: 'AES 加密解密',
        description:
          'AES-128/192/256，支援 CBC、GCM、CTR、CFB、OFB、ECB，可用密碼或原始金鑰；與 crypto-js 和 openssl enc 互通。',
      },
      des: { name: 'DES 加密解密', description: 'DES，可用密碼或原始金鑰和 IV，與 crypto-js 和 openssl enc 互通。' },
      tripledes: {
        name: '三重 DES 加密解密',
        description: '三重 DES（3DES），支援兩金鑰和三金鑰，與 crypto-js 和 openssl enc 互通。',
      },
      rabbit: {
        name: 'Rabbit 加密解密',
        description: 'Rabbit 串流密碼，相容 crypto-js 的 Rabbit 和 RabbitLegacy，也可按 RFC 4503 的位元組序。',
      },
      rc4: { name: 'RC4 加密解密', description: 'RC4（ARC4），可用密碼或原始金鑰，與 crypto-js 和 openssl enc 互通。' },
      rc4drop: {
        name: 'RC4Drop 加密解密',
        description: '捨棄金鑰流開頭一段（預設 192 個字，即 768 位元組）的 RC4，與 crypto-js 一致。',
      },
    },
  },
);
