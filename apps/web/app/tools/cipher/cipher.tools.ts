import { defineTools } from '../types.ts';
import type { CipherPreset } from './cipher.preset.ts';

/** Tools of the cipher family. A tool is listed here only once its page is finished. */
export const cipherTools = defineTools<CipherPreset>()([
  {
    id: 'aes',
    path: '/aes',
    category: 'encryption',
    preset: { algorithm: 'aes' },
    untilUsed: true,
  },
  {
    id: 'des',
    path: '/des',
    category: 'encryption',
    preset: { algorithm: 'des' },
    untilUsed: true,
  },
  {
    id: 'tripledes',
    path: '/tripledes',
    category: 'encryption',
    preset: { algorithm: 'tripledes' },
    untilUsed: true,
  },
  {
    id: 'rabbit',
    path: '/rabbit',
    category: 'encryption',
    preset: { algorithm: 'rabbit' },
    untilUsed: true,
  },
  {
    id: 'rc4',
    path: '/rc4',
    category: 'encryption',
    preset: { algorithm: 'rc4' },
    untilUsed: true,
  },
  {
    id: 'rc4drop',
    path: '/rc4drop',
    category: 'encryption',
    preset: { algorithm: 'rc4drop' },
    untilUsed: true,
  },
  {
    id: 'sm4',
    path: '/sm4',
    category: 'encryption',
    preset: { algorithm: 'sm4' },
    untilUsed: true,
  },
  {
    id: 'chacha20poly1305',
    path: '/chacha20poly1305',
    category: 'encryption',
    preset: { algorithm: 'chacha20-poly1305' },
    untilUsed: true,
  },
  {
    id: 'xchacha20poly1305',
    path: '/xchacha20poly1305',
    category: 'encryption',
    preset: { algorithm: 'xchacha20-poly1305' },
    untilUsed: true,
  },
  {
    id: 'chacha20',
    path: '/chacha20',
    category: 'encryption',
    preset: { algorithm: 'chacha20' },
    untilUsed: true,
  },
  {
    id: 'salsa20',
    path: '/salsa20',
    category: 'encryption',
    preset: { algorithm: 'salsa20' },
    untilUsed: true,
  },
  {
    id: 'blowfish',
    path: '/blowfish',
    category: 'encryption',
    preset: { algorithm: 'blowfish' },
    untilUsed: true,
  },
  {
    id: 'rc2',
    path: '/rc2',
    category: 'encryption',
    preset: { algorithm: 'rc2' },
    untilUsed: true,
  },
]);
