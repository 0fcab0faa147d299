import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import { defineTools } from '../types.ts';
import type { HashPreset, VariantGroup } from './hash.preset.ts';

// Which algorithms a route with variants offers comes from the engine (use-digest-options.ts): this file stays
// plain data that build-time config can import.
const digest = (algorithm: HashAlgorithm, variants?: VariantGroup): HashPreset =>
  variants ? { kind: 'digest', algorithm, variants } : { kind: 'digest', algorithm };
const hmac = (algorithm: HashAlgorithm): HashPreset => ({ kind: 'hmac', algorithm });

const common = ['hash', 'checksum', 'digest', '哈希', '散列', '摘要', '校驗', '校验'];
const sums = ['checksum', 'crc', '校验和', '校驗和', '循环冗余校验', '循環冗餘校驗'];
const xofWords = ['xof', 'sp 800-185', '可扩展输出', '可擴展輸出'];
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
    keywords: [...common, 'ripemd', 'ripemd-160', 'bitcoin'],
    subItems: ['RIPEMD-128', 'RIPEMD-256', 'RIPEMD-320'],
    preset: digest('ripemd160', 'ripemd'),
  },
  {
    id: 'ripemd128',
    path: '/ripemd128',
    category: 'encryption',
    keywords: [...common, 'ripemd'],
    preset: digest('ripemd128', 'ripemd'),
  },
  {
    id: 'ripemd256',
    path: '/ripemd256',
    category: 'encryption',
    keywords: [...common, 'ripemd'],
    preset: digest('ripemd256', 'ripemd'),
  },
  {
    id: 'ripemd320',
    path: '/ripemd320',
    category: 'encryption',
    keywords: [...common, 'ripemd'],
    preset: digest('ripemd320', 'ripemd'),
  },
  {
    id: 'crc32',
    path: '/crc32',
    category: 'encryption',
    keywords: [...sums, 'crc32', 'zlib', 'zip', 'png'],

    preset: digest('crc32', 'checksum'),
  },
  {
    id: 'crc32c',
    path: '/crc32c',
    category: 'encryption',
    keywords: [...sums, 'crc32c', 'castagnoli', 'iscsi'],
    preset: digest('crc32c', 'checksum'),
  },
  {
    id: 'crc16',
    path: '/crc16',
    category: 'encryption',
    keywords: [...sums, 'crc16', 'modbus', 'xmodem', 'kermit', 'ccitt'],
    subItems: ['CRC-16/ARC', 'CRC-16/CCITT-FALSE', 'CRC-16/MODBUS', 'CRC-16/XMODEM', 'CRC-16/KERMIT'],
    preset: digest('crc16-arc', 'checksum'),
  },
  {
    id: 'adler32',
    path: '/adler32',
    category: 'encryption',
    keywords: [...sums, 'adler32', 'zlib'],
    preset: digest('adler32', 'checksum'),
  },
  {
    id: 'md4',
    path: '/md4',
    category: 'encryption',
    keywords: [...common, 'ntlm'],
    preset: digest('md4'),
  },
  {
    id: 'sm3',
    path: '/sm3',
    category: 'encryption',
    keywords: [...common, '国密', '國密', '杂凑'],
    preset: digest('sm3'),
  },
  {
    id: 'whirlpool',
    path: '/whirlpool',
    category: 'encryption',
    keywords: [...common, 'veracrypt'],
    preset: digest('whirlpool'),
  },
  {
    id: 'shake',
    path: '/shake',
    category: 'encryption',
    keywords: [...common, ...xofWords],

    preset: digest('shake128', 'shake'),
  },
  {
    id: 'cshake',
    path: '/cshake',
    category: 'encryption',
    keywords: [...common, ...xofWords, '自定义', '自訂'],

    preset: digest('cshake128', 'cshake'),
  },
  {
    id: 'kmac',
    path: '/kmac',
    category: 'encryption',
    keywords: [...xofWords, 'mac', '消息认证码', '訊息鑑別碼'],

    preset: digest('kmac128', 'kmac'),
  },
  {
    id: 'blake2b',
    path: '/blake2b',
    category: 'encryption',
    keywords: [...common, 'b2sum', '带密钥', '帶金鑰'],
    preset: digest('blake2b'),
  },
  {
    id: 'blake2s',
    path: '/blake2s',
    category: 'encryption',
    keywords: [...common, 'blake2', '带密钥', '帶金鑰'],
    preset: digest('blake2s'),
  },
  {
    id: 'blake3',
    path: '/blake3',
    category: 'encryption',
    keywords: [...common, 'b3sum', '带密钥', '帶金鑰'],
    preset: digest('blake3'),
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
