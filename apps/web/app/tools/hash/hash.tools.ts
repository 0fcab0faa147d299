import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import { defineTools } from '../types.ts';
import type { HashPreset, VariantGroup } from './hash.preset.ts';

// Which algorithms a route with variants offers comes from the engine (use-digest-options.ts): this file stays
// plain data that build-time config can import.
const digest = (algorithm: HashAlgorithm, variants?: VariantGroup): HashPreset =>
  variants ? { kind: 'digest', algorithm, variants } : { kind: 'digest', algorithm };
const hmac = (algorithm: HashAlgorithm): HashPreset => ({ kind: 'hmac', algorithm });

/** Tools of the hash family. A tool is listed here only once its page is finished. */
export const hashTools = defineTools<HashPreset>()([
  {
    id: 'md5',
    path: '/md5',
    category: 'encryption',
    preset: digest('md5'),
  },
  {
    id: 'sha1',
    path: '/sha1',
    category: 'encryption',
    preset: digest('sha1'),
  },
  {
    id: 'sha224',
    path: '/sha224',
    category: 'encryption',
    preset: digest('sha224'),
  },
  {
    id: 'sha256',
    path: '/sha256',
    category: 'encryption',
    preset: digest('sha256'),
  },
  {
    id: 'sha384',
    path: '/sha384',
    category: 'encryption',
    preset: digest('sha384'),
  },
  {
    id: 'sha512',
    path: '/sha512',
    category: 'encryption',
    preset: digest('sha512', 'sha512'),
  },
  {
    id: 'sha3',
    path: '/sha3',
    category: 'encryption',
    preset: digest('sha3-256', 'sha3'),
  },
  {
    id: 'ripemd160',
    path: '/ripemd160',
    category: 'encryption',
    preset: digest('ripemd160', 'ripemd'),
  },
  {
    id: 'ripemd128',
    path: '/ripemd128',
    category: 'encryption',
    preset: digest('ripemd128', 'ripemd'),
  },
  {
    id: 'ripemd256',
    path: '/ripemd256',
    category: 'encryption',
    preset: digest('ripemd256', 'ripemd'),
  },
  {
    id: 'ripemd320',
    path: '/ripemd320',
    category: 'encryption',
    preset: digest('ripemd320', 'ripemd'),
  },
  {
    id: 'crc32',
    path: '/crc32',
    category: 'encryption',
    preset: digest('crc32', 'checksum'),
  },
  {
    id: 'crc32c',
    path: '/crc32c',
    category: 'encryption',
    preset: digest('crc32c', 'checksum'),
  },
  {
    id: 'crc16',
    path: '/crc16',
    category: 'encryption',
    preset: digest('crc16-arc', 'checksum'),
  },
  {
    id: 'crc',
    path: '/crc',
    category: 'encryption',
    page: 'crc',
  },
  {
    id: 'adler32',
    path: '/adler32',
    category: 'encryption',
    preset: digest('adler32', 'checksum'),
  },
  {
    id: 'md2',
    path: '/md2',
    category: 'encryption',
    preset: digest('md2'),
  },
  {
    id: 'streebog',
    path: '/streebog',
    category: 'encryption',
    preset: digest('streebog256', 'streebog'),
  },
  {
    id: 'md4',
    path: '/md4',
    category: 'encryption',
    preset: digest('md4'),
  },
  {
    id: 'sm3',
    path: '/sm3',
    category: 'encryption',
    preset: digest('sm3'),
  },
  {
    id: 'whirlpool',
    path: '/whirlpool',
    category: 'encryption',
    preset: digest('whirlpool'),
  },
  {
    id: 'shake',
    path: '/shake',
    category: 'encryption',
    preset: digest('shake128', 'shake'),
  },
  {
    id: 'cshake',
    path: '/cshake',
    category: 'encryption',
    preset: digest('cshake128', 'cshake'),
  },
  {
    id: 'kmac',
    path: '/kmac',
    category: 'encryption',
    preset: digest('kmac128', 'kmac'),
  },
  {
    id: 'blake2b',
    path: '/blake2b',
    category: 'encryption',
    preset: digest('blake2b'),
  },
  {
    id: 'blake2s',
    path: '/blake2s',
    category: 'encryption',
    preset: digest('blake2s'),
  },
  {
    id: 'blake3',
    path: '/blake3',
    category: 'encryption',
    preset: digest('blake3'),
  },
  {
    id: 'hmacmd5',
    path: '/hmacmd5',
    category: 'encryption',
    preset: hmac('md5'),
  },
  {
    id: 'hmacsha1',
    path: '/hmacsha1',
    category: 'encryption',
    preset: hmac('sha1'),
  },
  {
    id: 'hmacsha224',
    path: '/hmacsha224',
    category: 'encryption',
    preset: hmac('sha224'),
  },
  {
    id: 'hmacsha256',
    path: '/hmacsha256',
    category: 'encryption',
    preset: hmac('sha256'),
  },
  {
    id: 'hmacsha384',
    path: '/hmacsha384',
    category: 'encryption',
    preset: hmac('sha384'),
  },
  {
    id: 'hmacsha512',
    path: '/hmacsha512',
    category: 'encryption',
    preset: hmac('sha512'),
  },
  {
    id: 'hmacripemd160',
    path: '/hmacripemd160',
    category: 'encryption',
    preset: hmac('ripemd160'),
  },
  {
    id: 'cmac',
    path: '/cmac',
    category: 'encryption',
    page: 'cmac',
  },
  {
    id: 'hkdf',
    path: '/hkdf',
    category: 'encryption',
    page: 'hkdf',
  },
  {
    id: 'bcryptpbkdf',
    path: '/bcryptpbkdf',
    category: 'encryption',
    page: 'bcrypt-pbkdf',
  },
]);
