import { defineMessages } from '../../i18n/define.ts';
import type { tokenTools } from './token.tools.ts';

type Id = (typeof tokenTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const tokenNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    jwt: {
      name: 'JWT decode and verify',
      description: 'Decode a JSON Web Token, check its signature with a secret, JWK or PEM, or sign one.',
    },
    uuid: {
      name: 'UUID and ULID generator',
      description:
        'Generate UUID v4, v7, v6, v1 or ULID in bulk, name-based v5 and v3, nil and max, and read the version and time of any UUID or ULID.',
    },
    passwordgen: {
      name: 'Password generator',
      description:
        'Random passwords, passphrases and tokens from your browser, with the entropy in bits. Nothing is sent.',
    },
  },
  {
    zh_Hans_CN: {
      jwt: {
        name: 'JWT 解码与验证',
        description: '解码 JSON Web Token，用密钥、JWK 或 PEM 验证签名，也可以签发令牌。',
      },
      uuid: {
        name: 'UUID 与 ULID 生成器',
        description:
          '批量生成 UUID v4、v7、v6、v1 或 ULID，按名称生成 v5、v3，生成 nil 与 max，并查看任意 UUID 或 ULID 的版本和时间。',
      },
      passwordgen: {
        name: '密码生成器',
        description: '在浏览器本地生成随机密码、密码短语和令牌，并显示熵（比特）。不会发送任何数据。',
      },
    },
    zh_Hant_HK: {
      jwt: {
        name: 'JWT 解碼與驗證',
        description: '解碼 JSON Web Token，用金鑰、JWK 或 PEM 驗證簽名，亦可簽發權杖。',
      },
      uuid: {
        name: 'UUID 與 ULID 產生器',
        description:
          '批量產生 UUID v4、v7、v6、v1 或 ULID，按名稱產生 v5、v3，產生 nil 與 max，並查看任何 UUID 或 ULID 的版本和時間。',
      },
      passwordgen: {
        name: '密碼產生器',
        description: '在瀏覽器本機產生隨機密碼、密碼短語和權杖，並顯示熵（位元）。不會傳送任何資料。',
      },
    },
  },
);
