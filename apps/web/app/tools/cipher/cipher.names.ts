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
    sm4: {
      name: 'SM4 encrypt and decrypt',
      description:
        'SM4 (GB/T 32907-2016) in CBC, GCM, CTR, CFB, OFB or ECB, with a raw key or a passphrase; reads and writes what openssl enc -sm4-* produces.',
    },
    chacha20poly1305: {
      name: 'ChaCha20-Poly1305 encrypt and decrypt',
      description:
        'The RFC 8439 AEAD with a 32-byte key, 12-byte nonce and additional data; tag appended, prefixed nonce or apart, as libsodium, OpenSSL and Node write them.',
    },
    xchacha20poly1305: {
      name: 'XChaCha20-Poly1305 encrypt and decrypt',
      description:
        'The AEAD with a 24-byte nonce that libsodium offers (crypto_aead_xchacha20poly1305_ietf), with additional data and its combined or nonce-prefixed layouts.',
    },
    chacha20: {
      name: 'ChaCha20 encrypt and decrypt',
      description:
        'The bare ChaCha20 stream cipher (no MAC): 20, 12 or 8 rounds, RFC 8439’s 96-bit or the original 64-bit nonce, a start counter; matches openssl enc -chacha20 and libsodium.',
    },
    blowfish: {
      name: 'Blowfish encrypt and decrypt',
      description:
        'Blowfish in CBC, ECB, CFB, OFB or CTR with a passphrase or a raw key of 1 to 56 bytes; reads and writes what openssl enc -bf-* and crypto-js produce.',
    },
    rc2: {
      name: 'RC2 encrypt and decrypt',
      description:
        'RC2 (RFC 2268) in CBC, CFB, OFB or ECB with a passphrase or a raw key of 1 to 128 bytes and any effective key bits; reads and writes what openssl enc -rc2-cbc, -rc2-40-cbc, -rc2-64-cbc, -rc2-cfb and -rc2-ofb produce.',
    },
    salsa20: {
      name: 'Salsa20 and XSalsa20 encrypt and decrypt',
      description:
        'The Salsa20 (8-byte nonce) and XSalsa20 (24-byte nonce) stream ciphers with a raw key and a start counter, as libsodium’s crypto_stream_salsa20 and crypto_stream_xsalsa20.',
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
      sm4: {
        name: 'SM4 国密加密解密',
        description:
          'SM4（GB/T 32907-2016），支持 CBC、GCM、CTR、CFB、OFB、ECB，可用原始密钥或口令；与 openssl enc -sm4-* 互通。',
      },
      chacha20poly1305: {
        name: 'ChaCha20-Poly1305 加密解密',
        description:
          'RFC 8439 认证加密：32 字节密钥、12 字节 nonce、附加数据；标签附在密文后、nonce 放在开头或标签单独给出，与 libsodium、OpenSSL、Node 一致。',
      },
      xchacha20poly1305: {
        name: 'XChaCha20-Poly1305 加密解密',
        description:
          'libsodium 提供的 24 字节 nonce 认证加密（crypto_aead_xchacha20poly1305_ietf），支持附加数据和合并、nonce 前置等格式。',
      },
      chacha20: {
        name: 'ChaCha20 加密解密',
        description:
          '不带 MAC 的 ChaCha20 流密码：20、12 或 8 轮，RFC 8439 的 96 位或原始的 64 位 nonce，可设起始计数器；与 openssl enc -chacha20 和 libsodium 一致。',
      },
      blowfish: {
        name: 'Blowfish 加密解密',
        description:
          'Blowfish，支持 CBC、ECB、CFB、OFB、CTR，可用口令或 1 到 56 字节的原始密钥；与 openssl enc -bf-* 和 crypto-js 互通。',
      },
      rc2: {
        name: 'RC2 加密解密',
        description:
          'RC2（RFC 2268），支持 CBC、CFB、OFB、ECB，可用口令或 1 到 128 字节的原始密钥，可设有效密钥位数；与 openssl enc -rc2-cbc、-rc2-40-cbc、-rc2-64-cbc、-rc2-cfb、-rc2-ofb 互通。',
      },
      salsa20: {
        name: 'Salsa20 / XSalsa20 加密解密',
        description:
          'Salsa20（8 字节 nonce）和 XSalsa20（24 字节 nonce）流密码，使用原始密钥，可设起始计数器；与 libsodium 的 crypto_stream_salsa20、crypto_stream_xsalsa20 一致。',
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
      sm4: {
        name: 'SM4 國密加密解密',
        description:
          'SM4（GB/T 32907-2016），支援 CBC、GCM、CTR、CFB、OFB、ECB，可用原始金鑰或密碼；與 openssl enc -sm4-* 互通。',
      },
      chacha20poly1305: {
        name: 'ChaCha20-Poly1305 加密解密',
        description:
          'RFC 8439 驗證加密：32 位元組金鑰、12 位元組 nonce、附加資料；標籤附在密文後、nonce 放在開頭或標籤分開提供，與 libsodium、OpenSSL、Node 一致。',
      },
      xchacha20poly1305: {
        name: 'XChaCha20-Poly1305 加密解密',
        description:
          'libsodium 提供的 24 位元組 nonce 驗證加密（crypto_aead_xchacha20poly1305_ietf），支援附加資料和合併、nonce 前置等格式。',
      },
      chacha20: {
        name: 'ChaCha20 加密解密',
        description:
          '不帶 MAC 的 ChaCha20 串流密碼：20、12 或 8 輪，RFC 8439 的 96 位元或原始的 64 位元 nonce，可設起始計數器；與 openssl enc -chacha20 和 libsodium 一致。',
      },
      blowfish: {
        name: 'Blowfish 加密解密',
        description:
          'Blowfish，支援 CBC、ECB、CFB、OFB、CTR，可用密碼或 1 到 56 位元組的原始金鑰；與 openssl enc -bf-* 和 crypto-js 互通。',
      },
      rc2: {
        name: 'RC2 加密解密',
        description:
          'RC2（RFC 2268），支援 CBC、CFB、OFB、ECB，可用密碼或 1 到 128 位元組的原始金鑰，可設有效金鑰位元數；與 openssl enc -rc2-cbc、-rc2-40-cbc、-rc2-64-cbc、-rc2-cfb、-rc2-ofb 互通。',
      },
      salsa20: {
        name: 'Salsa20 / XSalsa20 加密解密',
        description:
          'Salsa20（8 位元組 nonce）和 XSalsa20（24 位元組 nonce）串流密碼，使用原始金鑰，可設起始計數器；與 libsodium 的 crypto_stream_salsa20、crypto_stream_xsalsa20 一致。',
      },
    },
  },
);
