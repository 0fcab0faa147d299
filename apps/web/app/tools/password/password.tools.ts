import { defineTools } from '../types.ts';
import type { PasswordPreset } from './password.preset.ts';

const common = ['password hash', 'kdf', '密码哈希', '密碼雜湊'];

/** Tools of the password family: one page (password.page.tsx), opened on each route's scheme. */
export const passwordTools = defineTools<PasswordPreset>()([
  {
    id: 'bcrypt',
    path: '/bcrypt',
    category: 'encryption',
    keywords: [...common, '$2a$', '$2b$', '$2y$'],
    preset: { scheme: 'bcrypt' },
  },
  {
    id: 'scrypt',
    path: '/scrypt',
    category: 'encryption',
    keywords: [...common, 'rfc 7914', '密钥派生'],
    preset: { scheme: 'scrypt' },
  },
  {
    id: 'argon2',
    path: '/argon2',
    category: 'encryption',
    keywords: [...common, 'argon2id', 'rfc 9106'],
    preset: { scheme: 'argon2' },
  },
]);
