import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import { defineTools } from '../types.ts';
import type { HashPreset, VariantGroup } from './hash.preset.ts';

// Which algorithms a route with variants offers comes from the engine (use-digest-options.ts): this file stays
// plain data that build-time config can import.
const digest = (algorithm: HashAlgorithm, variants?: VariantGroup): HashPreset =>
  variants ? { kind: 'digest', algorithm, variants } : { kind: 'digest', algorithm };
const hmac = (algorithm: HashAlgorithm): HashPreset => ({ kind: 'hmac', algorithm });

const common = ['hash', 'checksum', 'digest', '哈希', '散列', '摘要', '校驗', '校验'];
const hmacWords = ['hmac', 'mac', 'signature', 'api signature', '签名', '簽名', '消息认证码'];

/** Tools of the hash family. A tool is listed here only once its page is finished. */
export const hashTools = defineTools<HashPreset>()([
  {
    id: 'md5',
    path: '/md5',
    category: 'encryption',
    keywords: [...common, 'md5sum'],
    preset: digest('md5'),
  },
  {
    id: 'sha1',
    path: '/sha1',
    category: 'encryption',
    keywords: [...common, 'sha-1', 'sha1sum'],
    preset: digest('sha1'),
  },
  {
    id: 'sha224',
    path: '/sha224',
    category: 'encryption',
    keywords: [...common, 'sha-224', 'sha2'],
    preset: digest('sha224'),
  },
  {
    id: 'sha256',
    path: '/sha256',
    category: 'encryption',
    keywords: [...common, 'sha-256', 'sha2', 'sha256sum'],
    preset: digest('sha256'),
  },
  {
    id: 'sha384',
    path: '/sha384',
    category: 'encryption',
    keywords: [...common, 'sha-384', 'sha2'],
    preset: digest('sha384'),
  },
  {
    id: 'sha512',
    path: '/sha512',
    category: 'encryption',
    keywords: [...common, 'sha-512', 'sha2', 'sha512sum'],
    subItems: ['SHA-512/224', 'SHA-512/256'],
    preset: digest('sha512', 'sha512'),
  },
  {
    id: 'sha3',
    path: '/sha3',
    category: 'encryption',
    keywords: [...common, 'sha-3', 'fips 202', 'keccak', 'ethereum'],
    subItems: ['SHA3-224', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'Keccak-224', 'Keccak-256', 'Keccak-384', 'Keccak-512'],
    preset: digest('sha3-256', 'sha3'),
  },
  {
    id: 'ripemd160',
    path: '/ripemd160',
    category: 'encryption',
    keywords: [...common, 'ripemd-160', 'bitcoin'],
    preset: digest('ripemd160'),
  },
  {
    id: 'hmacmd5',
    path: '/hmacmd5',
    category: 'encryption',
    keywords: [...hmacWords, 'hmac-md5'],
    preset: hmac('md5'),
  },
  {
    id: 'hmacsha1',
    path: '/hmacsha1',
    category: 'encryption',
    keywords: [...hmacWords, 'hmac-sha1'],
    preset: hmac('sha1'),
  },
  {
    id: 'hmacsha224',
    path: '/hmacsha224',
    category: 'encryption',
    keywords: [...hmacWords, 'hmac-sha224'],
    preset: hmac('sha224'),
  },
  {
    id: 'hmacsha256',
    path: '/hmacsha256',
    category: 'encryption',
    keywords: [...hmacWords, 'hmac-sha256'],
    preset: hmac('sha256'),
  },
  {
    id: 'hmacsha384',
    path: '/hmacsha384',
    category: 'encryption',
    keywords: [...hmacWords, 'hmac-sha384'],
    preset: hmac('sha384'),
  },
  {
    id: 'hmacsha512',
    path: '/hmacsha512',
    category: 'encryption',
    keywords: [...hmacWords, 'hmac-sha512'],
    preset: hmac('sha512'),
  },
  {
    id: 'hmacripemd160',
    path: '/hmacripemd160',
    category: 'encryption',
    keywords: [...hmacWords, 'hmac-ripemd160'],
    preset: hmac('ripemd160'),
  },
  {
    id: 'pbkdf2',
    path: '/pbkdf2',
    category: 'encryption',
    keywords: ['pbkdf2', 'kdf', 'key derivation', 'password hash', 'crypto-js', 'rfc 8018', '密钥派生', '金鑰衍生'],
    page: 'pbkdf2',
  },
]);
