import type { FamilySearch } from '../types.ts';
import type { passwordTools } from './password.tools.ts';

const common = ['password hash', 'kdf', '密码哈希', '密碼雜湊'];

/** Search words of the password family's tools: only search (the home page, the command palette) loads them. */
export const passwordSearch = {
  bcrypt: { keywords: [...common, '$2a$', '$2b$', '$2y$'] },
  scrypt: { keywords: [...common, 'rfc 7914', '密钥派生'] },
  argon2: { keywords: [...common, 'argon2id', 'rfc 9106'] },
  pbkdf2: { keywords: [...common, 'pbkdf2', 'key derivation', 'crypto-js', 'rfc 8018', '密钥派生', '金鑰衍生'] },
} as const satisfies FamilySearch<(typeof passwordTools)[number]['id']>;
