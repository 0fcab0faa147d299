import type { FamilySearch } from '../types.ts';
import type { tokenTools } from './token.tools.ts';

/** Search words of the token family's tools: only search (the home page, the command palette) loads them. */
export const tokenSearch = {
  jwt: {
    keywords: [
      'jwt',
      'json web token',
      'jws',
      'jwk',
      'jwks',
      'decode',
      'verify',
      'sign',
      'hs256',
      'rs256',
      'es256',
      'eddsa',
      '令牌',
      '解码',
      '解碼',
      '验证',
      '驗證',
      '签名',
      '簽名',
    ],
    subItems: ['HS256', 'RS256', 'ES256', 'EdDSA', 'JWK'],
  },
  uuid: {
    keywords: ['uuid', 'guid', 'ulid', 'uuid v4', 'uuid v7', 'rfc 9562', 'unique id', '唯一标识', '唯一識別碼', '生成'],
    subItems: ['UUID v4', 'UUID v7', 'ULID'],
  },
  passwordgen: {
    keywords: [
      'password',
      'password generator',
      'random',
      'token',
      'api key',
      'entropy',
      '密码',
      '密碼',
      '随机',
      '隨機',
      '生成器',
    ],
    subItems: ['Token'],
  },
} as const satisfies FamilySearch<(typeof tokenTools)[number]['id']>;
