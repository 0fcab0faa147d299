import { defineTools } from '../types.ts';
import type { PasswordPreset } from './password.preset.ts';

const common = [
  'password hash',
  'password hashing',
  'kdf',
  'verify password',
  '密码哈希',
  '密码加密',
  '密碼雜湊',
  '密碼加密',
  '验证密码',
  '驗證密碼',
];

/** Tools of the password family: one page (password.page.tsx), opened on each route's scheme. */
export const passwordTools = defineTools<PasswordPreset>()([
  {
    id: 'bcrypt',
    path: '/bcrypt',
    category: 'encryption',
    keywords: [...common, 'bcrypt', '$2a$', '$2b$', '$2y$', 'blowfish', 'bcrypt generator', 'bcrypt 在线'],
    preset: { scheme: 'bcrypt' },
  },
  {
    id: 'scrypt',
    path: '/scrypt',
    category: 'encryption',
    keywords: [...common, 'scrypt', 'rfc 7914', '$scrypt$', 'passlib', 'key derivation', '密钥派生', '金鑰衍生'],
    preset: { scheme: 'scrypt' },
  },
  {
    id: 'argon2',
    path: '/argon2',
    category: 'encryption',
    keywords: [...common, 'argon2', 'argon2id', 'argon2i', 'argon2d', 'rfc 9106', 'phc string', 'argon2 在线'],
    preset: { scheme: 'argon2' },
  },
]);
