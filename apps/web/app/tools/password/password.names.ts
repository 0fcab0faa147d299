import { defineMessages } from '../../i18n/define.ts';
import type { passwordTools } from './password.tools.ts';

type Id = (typeof passwordTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const passwordNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    bcrypt: {
      name: 'bcrypt',
      description: 'Hash a password with bcrypt ($2b$) at any cost, or check one against a $2a$/$2b$/$2y$ hash.',
    },
    scrypt: {
      name: 'scrypt',
      description:
        'Derive an scrypt key (RFC 7914) with your N, r and p, as hex and as a $scrypt$ string, or verify one.',
    },
    argon2: {
      name: 'Argon2',
      description: 'Hash a password with Argon2id, Argon2i or Argon2d into a PHC string, or verify one.',
    },
    pbkdf2: {
      name: 'PBKDF2',
      description: 'PBKDF2 key derivation with SHA-1, SHA-2 or SHA-3, crypto-js presets and a timer.',
    },
  },
  {
    zh_Hans_CN: {
      bcrypt: {
        name: 'bcrypt 密码哈希',
        description: '用 bcrypt（$2b$）按任意成本因子生成密码哈希，或校验 $2a$/$2b$/$2y$ 哈希。',
      },
      scrypt: {
        name: 'scrypt 密码哈希',
        description: '按你设定的 N、r、p 计算 scrypt 密钥（RFC 7914），输出十六进制和 $scrypt$ 字符串，或进行校验。',
      },
      argon2: {
        name: 'Argon2 密码哈希',
        description: '用 Argon2id、Argon2i 或 Argon2d 生成 PHC 格式的密码哈希，或进行校验。',
      },
      pbkdf2: {
        name: 'PBKDF2',
        description: 'PBKDF2 密钥派生，支持 SHA-1、SHA-2、SHA-3，内置 crypto-js 预设并显示耗时。',
      },
    },
    zh_Hant_HK: {
      bcrypt: {
        name: 'bcrypt 密碼雜湊',
        description: '用 bcrypt（$2b$）按任意成本因子產生密碼雜湊，或核對 $2a$/$2b$/$2y$ 雜湊。',
      },
      scrypt: {
        name: 'scrypt 密碼雜湊',
        description: '按你設定的 N、r、p 計算 scrypt 金鑰（RFC 7914），輸出十六進位及 $scrypt$ 字串，或進行核對。',
      },
      argon2: {
        name: 'Argon2 密碼雜湊',
        description: '用 Argon2id、Argon2i 或 Argon2d 產生 PHC 格式的密碼雜湊，或進行核對。',
      },
      pbkdf2: {
        name: 'PBKDF2',
        description: 'PBKDF2 金鑰衍生，支援 SHA-1、SHA-2、SHA-3，內置 crypto-js 預設並顯示耗時。',
      },
    },
  },
);
