import type { FamilySearch } from '../types.ts';
import type { cipherTools } from './cipher.tools.ts';

const common = ['encrypt', 'decrypt', 'cipher', 'crypto-js', 'openssl', '加密', '解密', '加解密', '在线加密'];

/** Search words of the cipher family's tools: only search (the home page, the command palette) loads them. */
export const cipherSearch = {
  aes: {
    keywords: [...common, 'aes-128', 'aes-192', 'aes-256', 'rijndael', 'cbc', 'gcm', 'ctr', 'ecb', 'pbkdf2'],
    subItems: ['AES-CBC', 'AES-GCM', 'AES-CTR', 'AES-CFB', 'AES-OFB', 'AES-ECB'],
  },
  des: { keywords: [...common, 'des-cbc', 'des-ecb', 'data encryption standard'] },
  tripledes: { keywords: [...common, '3des', 'triple des', 'des-ede3', 'des-ede', 'tdea', '三重des'] },
  rabbit: {
    keywords: [...common, 'rabbit', 'rabbitlegacy', 'rfc 4503', 'stream cipher', '流密码'],
    subItems: ['RabbitLegacy'],
  },
  rc4: { keywords: [...common, 'arc4', 'arcfour', 'stream cipher', '流密码'] },
  rc4drop: { keywords: [...common, 'rc4-drop', 'rc4drop[768]', 'arc4 drop', 'stream cipher'] },
  sm4: { keywords: [...common, 'gb/t 32907', 'sm4-gcm', '国密', '國密'] },
  chacha20poly1305: { keywords: [...common, 'rfc 8439', 'aead'] },
  xchacha20poly1305: { keywords: [...common, 'libsodium', 'aead'] },
  chacha20: { keywords: [...common, 'chacha', 'chacha12', 'chacha8', 'stream cipher', '流密码'] },
  blowfish: { keywords: [...common, 'bf-cbc', 'bf-ecb', 'schneier'] },
  rc2: { keywords: [...common, 'rc2-cbc', 'rc2-ecb', 'rc2-40-cbc', 'arc2', 'rfc 2268', 'pkcs#12'] },
  salsa20: { keywords: [...common, 'xsalsa20', 'salsa', 'libsodium', 'stream cipher', '流密码'] },
} as const satisfies FamilySearch<(typeof cipherTools)[number]['id']>;
