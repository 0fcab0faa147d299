import type { FamilySearch } from '../types.ts';
import type { hashTools } from './hash.tools.ts';

const common = ['hash', 'checksum', 'digest', '哈希', '散列', '摘要', '校驗', '校验'];
const sums = ['checksum', 'crc', '校验和', '校驗和', '循环冗余校验', '循環冗餘校驗'];
const xofWords = ['xof', 'sp 800-185', '可扩展输出', '可擴展輸出'];
const hmacWords = ['hmac', 'mac', 'signature', 'api signature', '签名', '簽名', '消息认证码'];

/** Search words of the hash family's tools: only search (the home page, the command palette) loads them. */
export const hashSearch = {
  md5: { keywords: [...common, 'md5sum'] },
  sha1: { keywords: [...common, 'sha-1', 'sha1sum'] },
  sha224: { keywords: [...common, 'sha-224', 'sha2'] },
  sha256: { keywords: [...common, 'sha-256', 'sha2', 'sha256sum'] },
  sha384: { keywords: [...common, 'sha-384', 'sha2'] },
  sha512: { keywords: [...common, 'sha-512', 'sha2', 'sha512sum'], subItems: ['SHA-512/224', 'SHA-512/256'] },
  sha3: {
    keywords: [...common, 'sha-3', 'fips 202', 'keccak', 'ethereum'],
    subItems: ['SHA3-224', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'Keccak-224', 'Keccak-256', 'Keccak-384', 'Keccak-512'],
  },
  ripemd160: {
    keywords: [...common, 'ripemd', 'ripemd-160', 'bitcoin'],
    subItems: ['RIPEMD-128', 'RIPEMD-256', 'RIPEMD-320'],
  },
  ripemd128: { keywords: [...common, 'ripemd'] },
  ripemd256: { keywords: [...common, 'ripemd'] },
  ripemd320: { keywords: [...common, 'ripemd'] },
  crc32: { keywords: [...sums, 'crc32', 'zlib', 'zip', 'png'] },
  crc32c: { keywords: [...sums, 'crc32c', 'castagnoli', 'iscsi'] },
  crc: {
    keywords: [
      ...sums,
      'crc8',
      'crc-8',
      'crc24',
      'crc64',
      'crc-64',
      'reveng',
      'crc catalogue',
      'polynomial',
      'cksum',
      '多项式',
      '多項式',
    ],
    subItems: [
      'CRC-8/SMBUS',
      'CRC-16/X-25',
      'CRC-16/USB',
      'CRC-24/OPENPGP',
      'CRC-32/BZIP2',
      'CRC-32/MPEG-2',
      'CRC-32/CKSUM',
      'CRC-64/XZ',
      'CRC-64/ECMA-182',
    ],
  },
  crc16: {
    keywords: [...sums, 'crc16', 'modbus', 'xmodem', 'kermit', 'ccitt'],
    subItems: ['CRC-16/ARC', 'CRC-16/CCITT-FALSE', 'CRC-16/MODBUS', 'CRC-16/XMODEM', 'CRC-16/KERMIT'],
  },
  adler32: { keywords: [...sums, 'adler32', 'zlib'] },
  md2: { keywords: [...common, 'md-2', 'rfc 1319', 'pem'] },
  streebog: {
    keywords: [...common, 'gost', 'гост', 'стрибог', 'gost r 34.11-2012', 'rfc 6986', 'streebog256', 'streebog512'],
  },
  md4: { keywords: [...common, 'ntlm'] },
  sm3: { keywords: [...common, '国密', '國密', '杂凑'] },
  whirlpool: { keywords: [...common, 'veracrypt'] },
  shake: { keywords: [...common, ...xofWords] },
  cshake: { keywords: [...common, ...xofWords, '自定义', '自訂'] },
  kmac: { keywords: [...xofWords, 'mac', '消息认证码', '訊息鑑別碼'] },
  blake2b: { keywords: [...common, 'b2sum', '带密钥', '帶金鑰'] },
  blake2s: { keywords: [...common, 'blake2', '带密钥', '帶金鑰'] },
  blake3: { keywords: [...common, 'b3sum', '带密钥', '帶金鑰'] },
  hmacmd5: { keywords: [...hmacWords, 'hmac-md5'] },
  hmacsha1: { keywords: [...hmacWords, 'hmac-sha1'] },
  hmacsha224: { keywords: [...hmacWords, 'hmac-sha224'] },
  hmacsha256: { keywords: [...hmacWords, 'hmac-sha256'] },
  hmacsha384: { keywords: [...hmacWords, 'hmac-sha384'] },
  hmacsha512: { keywords: [...hmacWords, 'hmac-sha512'] },
  hmacripemd160: { keywords: [...hmacWords, 'hmac-ripemd160'] },
  cmac: {
    keywords: ['cmac', 'aes-cmac', 'omac', 'omac1', 'mac', 'rfc 4493', 'sp 800-38b', '消息认证码', '訊息鑑別碼'],
  },
  bcryptpbkdf: {
    keywords: ['bcrypt_pbkdf', 'bcrypt pbkdf', 'openssh', 'ssh key', 'ssh-keygen', 'kdf', '密钥派生', '金鑰衍生'],
  },
  hkdf: {
    keywords: ['hkdf', 'kdf', 'key derivation', 'extract', 'expand', 'rfc 5869', '密钥派生', '金鑰衍生'],
  },
} as const satisfies FamilySearch<(typeof hashTools)[number]['id']>;
