import { defineTools } from '../types.ts';
import type { CipherPreset } from './cipher.preset.ts';

const common = ['encrypt', 'decrypt', 'cipher', 'crypto-js', 'openssl', '加密', '解密', '加解密', '在线加密'];

/** Tools of the cipher family. A tool is listed here only once its page is finished. */
export const cipherTools = defineTools<CipherPreset>()([
  {
    id: 'aes',
    path: '/aes',
    category: 'encryption',
    keywords: [...common, 'aes-128', 'aes-192', 'aes-256', 'rijndael', 'cbc', 'gcm', 'ctr', 'ecb', 'pbkdf2'],
    subItems: ['AES-CBC', 'AES-GCM', 'AES-CTR', 'AES-CFB', 'AES-OFB', 'AES-ECB'],
    preset: { algorithm: 'aes' },
  },
  {
    id: 'des',
    path: '/des',
    category: 'encryption',
    keywords: [...common, 'des-cbc', 'des-ecb', 'data encryption standard'],
    preset: { algorithm: 'des' },
  },
  {
    id: 'tripledes',
    path: '/tripledes',
    category: 'encryption',
    keywords: [...common, '3des', 'triple des', 'des-ede3', 'des-ede', 'tdea', '三重des'],
    preset: { algorithm: 'tripledes' },
  },
  {
    id: 'rabbit',
    path: '/rabbit',
    category: 'encryption',
    keywords: [...common, 'rabbit', 'rabbitlegacy', 'rfc 4503', 'stream cipher', '流密码'],
    subItems: ['RabbitLegacy'],
    preset: { algorithm: 'rabbit' },
  },
  {
    id: 'rc4',
    path: '/rc4',
    category: 'encryption',
    keywords: [...common, 'arc4', 'arcfour', 'stream cipher', '流密码'],
    preset: { algorithm: 'rc4' },
  },
  {
    id: 'rc4drop',
    path: '/rc4drop',
    category: 'encryption',
    keywords: [...common, 'rc4-drop', 'rc4drop[768]', 'arc4 drop', 'stream cipher'],
    preset: { algorithm: 'rc4drop' },
  },
  {
    id: 'sm4',
    path: '/sm4',
    category: 'encryption',
    keywords: [...common, 'gb/t 32907', 'sm4-gcm', '国密', '國密'],
    preset: { algorithm: 'sm4' },
  },
  {
    id: 'chacha20poly1305',
    path: '/chacha20poly1305',
    category: 'encryption',
    keywords: [...common, 'rfc 8439', 'aead'],
    preset: { algorithm: 'chacha20-poly1305' },
  },
  {
    id: 'xchacha20poly1305',
    path: '/xchacha20poly1305',
    category: 'encryption',
    keywords: [...common, 'libsodium', 'aead'],
    preset: { algorithm: 'xchacha20-poly1305' },
  },
]);
