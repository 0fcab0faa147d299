import { HASH_ALGORITHMS, hashAlgorithmInfo } from '@tinkerbox/engine/hash';
import { hashOpId } from '@tinkerbox/engine/ops';
import type { Locale } from '../../i18n/locales.ts';

// The recipe page's names of the engine's operations and labels of their arguments (decision 0179):
// one entry per operation id holding its three languages together, so that an operation added to the
// engine's registry (`@tinkerbox/engine/ops`) needs one entry here and nothing else. recipe.test.ts fails
// while an operation of the registry has no name, or an argument no label, in any language. Choice values
// (cbc, hex, rfc4648...) are the registry's own, shown as they are: they are what the CLI's text writes.

/** Words in English, Simplified Chinese (mainland) and Traditional Chinese (Hong Kong), in that order. */
type Words = readonly [en: string, zhHans: string, zhHant: string];

interface OpEntry {
  readonly name: Words;
  /** A label for each argument id of the operation. */
  readonly args?: Readonly<Record<string, Words>>;
}

const PAD: Words = ['Padding (=)', '填充（=）', '填充（=）'];
const LINE_LENGTH: Words = ['Line length (0: none)', '每行字符数（0 为不换行）', '每行字元數（0 為不換行）'];
const STRICT: Words = ['Strict', '严格校验', '嚴格校驗'];
const ALPHABET: Words = ['Alphabet', '字母表', '字母表'];
const VARIANT: Words = ['Variant', '变体', '變體'];
const LEVEL: Words = ['Level (0–9)', '压缩级别（0–9）', '壓縮級別（0–9）'];
const INDENT: Words = ['Indent (spaces)', '缩进（空格）', '縮排（空格）'];
const SORT_KEYS: Words = ['Sort keys', '按键排序', '按鍵排序'];
const FORMAT: Words = ['Output format', '输出格式', '輸出格式'];
const KEY: Words = ['Key', '密钥', '金鑰'];

const PASSPHRASE: Words = ['Passphrase', '口令', '密碼'];
const IV: Words = ['IV', 'IV（初始向量）', 'IV（初始向量）'];
const MODE: Words = ['Mode', '模式', '模式'];
const KDF: Words = ['Key derivation', '密钥派生', '金鑰衍生'];
const ITERATIONS: Words = ['Iterations', '迭代次数', '迭代次數'];
const SALT: Words = ['Salt', '盐', '鹽值'];
const PADDING: Words = ['Padding', '填充', '填充'];
const AAD: Words = ['Additional authenticated data (GCM)', '附加认证数据（GCM）', '附加驗證資料（GCM）'];
const NONCE: Words = ['Nonce', 'Nonce', 'Nonce'];
const COUNTER: Words = ['Initial block counter', '初始块计数器', '初始區塊計數器'];
const KEY_LENGTH: Words = ['Key length (bytes)', '密钥长度（字节）', '金鑰長度（位元組）'];
const HASH: Words = ['Hash', '哈希算法', '雜湊演算法'];
const DELIMITER: Words = ['Delimiter', '分隔符', '分隔符號'];
const PARALLELISM: Words = ['Parallelism', '并行度', '平行度'];

/** A block cipher's arguments (DES, Triple DES, Blowfish, RC2, SM4), with `salt` when encrypting. */
const blockCipher = (encrypt: boolean) =>
  ({
    passphrase: PASSPHRASE,
    key: ['Key (instead of a passphrase)', '密钥（代替口令）', '金鑰（代替密碼）'],
    iv: IV,
    mode: MODE,
    kdf: KDF,
    iterations: ['PBKDF2 iterations', 'PBKDF2 迭代次数', 'PBKDF2 迭代次數'],
    padding: PADDING,
    ...(encrypt
      ? { salt: ['Salt (8 bytes; empty: random)', '盐（8 字节，留空则随机）', '鹽值（8 位元組，留空則隨機）'] }
      : {}),
  }) satisfies Record<string, Words>;
const stream = {
  key: KEY,
  nonce: NONCE,
  counter: COUNTER,
} satisfies Record<string, Words>;

const base64 = { pad: PAD, 'line-length': LINE_LENGTH };
const aes = {
  passphrase: ['Passphrase', '口令', '密碼'],
  key: ['Key (instead of a passphrase)', '密钥（代替口令）', '金鑰（代替密碼）'],
  iv: ['IV', 'IV（初始向量）', 'IV（初始向量）'],
  mode: ['Mode', '模式', '模式'],
  kdf: ['Key derivation', '密钥派生', '金鑰派生'],
  iterations: ['PBKDF2 iterations', 'PBKDF2 迭代次数', 'PBKDF2 迭代次數'],
  padding: PADDING,
  'key-bits': ['Key size from a passphrase (bits)', '口令派生的密钥长度（位）', '密碼衍生的金鑰長度（位元）'],
  aad: AAD,
} satisfies Record<string, Words>;
const chacha = {
  key: ['Key (32 bytes)', '密钥（32 字节）', '金鑰（32 位元組）'],
  nonce: ['Nonce (12 bytes)', 'Nonce（12 字节）', 'Nonce（12 位元組）'],
  aad: ['Additional data (AAD)', '附加数据（AAD）', '附加資料（AAD）'],
} satisfies Record<string, Words>;
const xchacha = {
  ...chacha,
  nonce: ['Nonce (24 bytes)', 'Nonce（24 字节）', 'Nonce（24 位元組）'],
} satisfies Record<string, Words>;

/** Every operation but the hashes (named below from the engine's own algorithm labels). */
const ENTRIES: Readonly<Record<string, OpEntry>> = {
  'to-base64': { name: ['To Base64', '编码为 Base64', '編碼為 Base64'], args: base64 },
  'from-base64': { name: ['From Base64', '从 Base64 解码', '從 Base64 解碼'], args: { strict: STRICT } },
  'to-base64url': { name: ['To Base64url', '编码为 Base64url', '編碼為 Base64url'], args: base64 },
  'from-base64url': { name: ['From Base64url', '从 Base64url 解码', '從 Base64url 解碼'], args: { strict: STRICT } },
  'to-hex': {
    name: ['To Hex', '编码为十六进制', '編碼為十六進位'],
    args: { upper: ['Upper case', '大写', '大寫'], delimiter: ['Delimiter', '分隔符', '分隔符'] },
  },
  'from-hex': { name: ['From Hex', '从十六进制解码', '從十六進位解碼'] },
  'to-base32': { name: ['To Base32', '编码为 Base32', '編碼為 Base32'], args: { variant: VARIANT, pad: PAD } },
  'from-base32': { name: ['From Base32', '从 Base32 解码', '從 Base32 解碼'], args: { variant: VARIANT } },
  'to-base58': { name: ['To Base58', '编码为 Base58', '編碼為 Base58'], args: { alphabet: ALPHABET } },
  'from-base58': { name: ['From Base58', '从 Base58 解码', '從 Base58 解碼'], args: { alphabet: ALPHABET } },
  'to-base85': { name: ['To Base85', '编码为 Base85', '編碼為 Base85'], args: { variant: VARIANT } },
  'from-base85': { name: ['From Base85', '从 Base85 解码', '從 Base85 解碼'], args: { variant: VARIANT } },
  'url-encode': {
    name: ['URL Encode', 'URL 编码', 'URL 編碼'],
    args: { mode: ['Characters', '编码范围', '編碼範圍'] },
  },
  'url-decode': { name: ['URL Decode', 'URL 解码', 'URL 解碼'], args: { mode: ['Mode', '模式', '模式'] } },
  'to-quoted-printable': { name: ['To Quoted-Printable', '编码为 Quoted-Printable', '編碼為 Quoted-Printable'] },
  'from-quoted-printable': { name: ['From Quoted-Printable', '从 Quoted-Printable 解码', '從 Quoted-Printable 解碼'] },
  'to-punycode': { name: ['To Punycode', '编码为 Punycode', '編碼為 Punycode'] },
  'from-punycode': { name: ['From Punycode', '从 Punycode 解码', '從 Punycode 解碼'] },
  'to-html-entity': {
    name: ['To HTML Entity', '编码为 HTML 实体', '編碼為 HTML 實體'],
    args: { mode: ['References', '引用形式', '引用形式'] },
  },
  'from-html-entity': { name: ['From HTML Entity', '从 HTML 实体解码', '從 HTML 實體解碼'] },
  gzip: { name: ['Gzip', 'Gzip 压缩', 'Gzip 壓縮'], args: { level: LEVEL } },
  gunzip: { name: ['Gunzip', 'Gzip 解压', 'Gzip 解壓'] },
  'zlib-deflate': { name: ['Zlib Deflate', 'Zlib 压缩', 'Zlib 壓縮'], args: { level: LEVEL } },
  'zlib-inflate': { name: ['Zlib Inflate', 'Zlib 解压', 'Zlib 解壓'] },
  'raw-deflate': { name: ['Raw Deflate', 'Deflate 压缩（无头）', 'Deflate 壓縮（無標頭）'], args: { level: LEVEL } },
  'raw-inflate': { name: ['Raw Inflate', 'Deflate 解压（无头）', 'Deflate 解壓（無標頭）'] },
  'json-beautify': {
    name: ['JSON Beautify', 'JSON 格式化', 'JSON 格式化'],
    args: { indent: INDENT, 'sort-keys': SORT_KEYS },
  },
  'json-minify': { name: ['JSON Minify', 'JSON 压缩', 'JSON 壓縮'], args: { 'sort-keys': SORT_KEYS } },
  'json-sort-keys': { name: ['JSON Sort Keys', 'JSON 按键排序', 'JSON 按鍵排序'], args: { indent: INDENT } },
  'to-upper-case': { name: ['To Upper Case', '转为大写', '轉為大寫'] },
  'to-lower-case': { name: ['To Lower Case', '转为小写', '轉為小寫'] },
  'aes-encrypt': {
    name: ['AES Encrypt', 'AES 加密', 'AES 加密'],
    args: { ...aes, salt: ['Salt (8 bytes; empty: random)', '盐（8 字节，留空则随机）', '鹽（8 位元組，留空則隨機）'] },
  },
  'aes-decrypt': { name: ['AES Decrypt', 'AES 解密', 'AES 解密'], args: aes },
  'chacha20-poly1305-encrypt': {
    name: ['ChaCha20-Poly1305 Encrypt', 'ChaCha20-Poly1305 加密', 'ChaCha20-Poly1305 加密'],
    args: chacha,
  },
  'chacha20-poly1305-decrypt': {
    name: ['ChaCha20-Poly1305 Decrypt', 'ChaCha20-Poly1305 解密', 'ChaCha20-Poly1305 解密'],
    args: chacha,
  },
  'xchacha20-poly1305-encrypt': {
    name: ['XChaCha20-Poly1305 Encrypt', 'XChaCha20-Poly1305 加密', 'XChaCha20-Poly1305 加密'],
    args: xchacha,
  },
  'xchacha20-poly1305-decrypt': {
    name: ['XChaCha20-Poly1305 Decrypt', 'XChaCha20-Poly1305 解密', 'XChaCha20-Poly1305 解密'],
    args: xchacha,
  },
  hmac: {
    name: ['HMAC', 'HMAC', 'HMAC'],
    args: { key: KEY, hash: ['Hash function', '哈希函数', '雜湊函數'], format: FORMAT },
  },
  cmac: {
    name: ['AES-CMAC', 'AES-CMAC', 'AES-CMAC'],
    args: {
      key: ['Key (16, 24 or 32 bytes)', '密钥（16、24 或 32 字节）', '金鑰（16、24 或 32 位元組）'],
      format: FORMAT,
    },
  },
  'des-encrypt': { name: ['DES Encrypt', 'DES 加密', 'DES 加密'], args: blockCipher(true) },
  'des-decrypt': { name: ['DES Decrypt', 'DES 解密', 'DES 解密'], args: blockCipher(false) },
  'triple-des-encrypt': { name: ['Triple DES Encrypt', '三重 DES 加密', '三重 DES 加密'], args: blockCipher(true) },
  'triple-des-decrypt': { name: ['Triple DES Decrypt', '三重 DES 解密', '三重 DES 解密'], args: blockCipher(false) },
  'blowfish-encrypt': { name: ['Blowfish Encrypt', 'Blowfish 加密', 'Blowfish 加密'], args: blockCipher(true) },
  'blowfish-decrypt': { name: ['Blowfish Decrypt', 'Blowfish 解密', 'Blowfish 解密'], args: blockCipher(false) },
  'rc2-encrypt': {
    name: ['RC2 Encrypt', 'RC2 加密', 'RC2 加密'],
    args: { ...blockCipher(true), 'effective-bits': ['Effective key bits', '有效密钥位数', '有效金鑰位元數'] },
  },
  'rc2-decrypt': {
    name: ['RC2 Decrypt', 'RC2 解密', 'RC2 解密'],
    args: { ...blockCipher(false), 'effective-bits': ['Effective key bits', '有效密钥位数', '有效金鑰位元數'] },
  },
  'sm4-encrypt': { name: ['SM4 Encrypt', 'SM4 加密', 'SM4 加密'], args: { ...blockCipher(true), aad: AAD } },
  'sm4-decrypt': { name: ['SM4 Decrypt', 'SM4 解密', 'SM4 解密'], args: { ...blockCipher(false), aad: AAD } },
  rc4: { name: ['RC4', 'RC4', 'RC4'], args: { key: KEY } },
  'rc4-drop': {
    name: ['RC4 Drop', 'RC4 Drop（丢弃密钥流开头）', 'RC4 Drop（丟棄金鑰流開頭）'],
    args: { key: KEY, drop: ['Keystream words dropped', '丢弃的密钥流字数', '丟棄的金鑰流字數'] },
  },
  chacha: { name: ['ChaCha20', 'ChaCha20', 'ChaCha20'], args: { ...stream, rounds: ['Rounds', '轮数', '輪數'] } },
  salsa20: { name: ['Salsa20', 'Salsa20', 'Salsa20'], args: stream },
  xsalsa20: { name: ['XSalsa20', 'XSalsa20', 'XSalsa20'], args: stream },
  rabbit: {
    name: ['Rabbit', 'Rabbit', 'Rabbit'],
    args: {
      key: KEY,
      iv: ['IV (empty: key-only setup)', 'IV（留空则只用密钥初始化）', 'IV（留空則只用金鑰初始化）'],
      order: ['Byte order', '字节序', '位元組順序'],
    },
  },
  'derive-pbkdf2-key': {
    name: ['Derive PBKDF2 key', 'PBKDF2 密钥派生', 'PBKDF2 金鑰衍生'],
    args: { salt: SALT, iterations: ITERATIONS, length: KEY_LENGTH, hash: HASH, format: FORMAT },
  },
  'derive-hkdf-key': {
    name: ['Derive HKDF key', 'HKDF 密钥派生', 'HKDF 金鑰衍生'],
    args: {
      salt: SALT,
      info: ['Info (context)', 'Info（上下文）', 'Info（情境）'],
      length: KEY_LENGTH,
      hash: HASH,
      format: FORMAT,
    },
  },
  'bcrypt-pbkdf': {
    name: ['bcrypt_pbkdf (OpenSSH)', 'bcrypt_pbkdf（OpenSSH）', 'bcrypt_pbkdf（OpenSSH）'],
    args: { salt: SALT, rounds: ['Rounds', '轮数', '輪數'], length: KEY_LENGTH, format: FORMAT },
  },
  scrypt: {
    name: ['scrypt', 'scrypt', 'scrypt'],
    args: {
      salt: SALT,
      n: ['Cost N', '成本参数 N', '成本參數 N'],
      r: ['Block size r', '块大小 r', '區塊大小 r'],
      p: ['Parallelism p', '并行度 p', '平行度 p'],
      length: KEY_LENGTH,
      format: FORMAT,
    },
  },
  bcrypt: {
    name: ['bcrypt', 'bcrypt', 'bcrypt'],
    args: {
      cost: ['Cost', '成本', '成本'],
      salt: SALT,
      version: ['Version prefix', '版本前缀', '版本前綴'],
      format: FORMAT,
    },
  },
  argon2: {
    name: ['Argon2', 'Argon2', 'Argon2'],
    args: {
      variant: VARIANT,
      salt: SALT,
      iterations: ITERATIONS,
      memory: ['Memory (KiB)', '内存（KiB）', '記憶體（KiB）'],
      parallelism: PARALLELISM,
      length: KEY_LENGTH,
      secret: ['Secret key (pepper)', '密钥（pepper）', '秘密金鑰（pepper）'],
      'associated-data': ['Associated data', '关联数据', '關聯資料'],
      format: FORMAT,
    },
  },
  'json-to-yaml': { name: ['JSON to YAML', 'JSON 转 YAML', 'JSON 轉 YAML'] },
  'yaml-to-json': { name: ['YAML to JSON', 'YAML 转 JSON', 'YAML 轉 JSON'], args: { indent: INDENT } },
  'json-to-toml': { name: ['JSON to TOML', 'JSON 转 TOML', 'JSON 轉 TOML'] },
  'toml-to-json': { name: ['TOML to JSON', 'TOML 转 JSON', 'TOML 轉 JSON'], args: { indent: INDENT } },
  'json-to-csv': {
    name: ['JSON to CSV', 'JSON 转 CSV', 'JSON 轉 CSV'],
    args: { delimiter: DELIMITER, nested: ['Nested values', '嵌套值', '巢狀值'] },
  },
  'csv-to-json': {
    name: ['CSV to JSON', 'CSV 转 JSON', 'CSV 轉 JSON'],
    args: {
      delimiter: DELIMITER,
      numbers: ['Numbers as numbers', '数字转为数值', '數字轉為數值'],
      shape: ['Output shape', '输出结构', '輸出結構'],
      indent: INDENT,
    },
  },
  'json-query': {
    name: ['JSONPath query', 'JSONPath 查询', 'JSONPath 查詢'],
    args: {
      query: ['JSONPath query', 'JSONPath 查询', 'JSONPath 查詢'],
      result: ['Result', '结果', '結果'],
      indent: INDENT,
    },
  },
  'jwt-decode': { name: ['JWT Decode', 'JWT 解码', 'JWT 解碼'], args: { part: ['Part', '部分', '部分'] } },
  'convert-chinese': {
    name: ['Simplified/Traditional Chinese', '简繁转换', '簡繁轉換'],
    args: { conversion: ['Conversion', '转换方式', '轉換方式'] },
  },
  sort: {
    name: ['Sort lines', '按行排序', '按行排序'],
    args: { order: ['Order', '排序方式', '排序方式'], reverse: ['Descending', '降序', '降冪'] },
  },
  unique: { name: ['Remove duplicate lines', '删除重复行', '刪除重複行'] },
  reverse: { name: ['Reverse', '反转', '反轉'], args: { by: ['Reverse by', '反转单位', '反轉單位'] } },
  'count-lines': { name: ['Count lines', '统计行数', '計算行數'] },
  'remove-blank-lines': { name: ['Remove blank lines', '删除空行', '刪除空白行'] },
  'generate-qr-code': {
    name: ['Generate QR code (SVG)', '生成二维码（SVG）', '產生 QR Code（SVG）'],
    args: {
      level: ['Error correction', '纠错等级', '糾錯等級'],
      margin: ['Quiet zone (modules)', '留白（模块）', '留白（模組）'],
    },
  },
};

/** The arguments a hash operation may have (registry.ts `hashArgs`), labelled once for every hash. */
const HASH_ARGS = {
  format: FORMAT,
  length: ['Output length (bytes)', '输出长度（字节）', '輸出長度（位元組）'],
  key: ['Key (optional)', '密钥（可选）', '金鑰（可選）'],
  customization: ['Customization string', '自定义字符串', '自訂字串'],
  'function-name': ['Function name (cSHAKE)', '函数名（cSHAKE）', '函數名（cSHAKE）'],
} satisfies Record<string, Words>;

// A hash is named by the engine's label in every language (SHA-256, CRC-32/ISO-HDLC): names of
// algorithms, as the hash pages write them.
const HASH_ENTRIES: Readonly<Record<string, OpEntry>> = Object.fromEntries(
  HASH_ALGORITHMS.map((a) => {
    const label = hashAlgorithmInfo(a).label;
    return [hashOpId(a), { name: [label, label, label], args: HASH_ARGS }];
  }),
);

/** An operation's name and its arguments' labels in one language. */
export interface OpNames {
  readonly name: string;
  readonly args: Readonly<Record<string, string>>;
}

const INDEX: Record<Locale, number> = { en_US: 0, zh_Hans_CN: 1, zh_Hant_HK: 2 };

/**
 * The names of every operation that has an entry, in one language, keyed by operation id.
 * @example opNames('zh_Hans_CN')['from-base64']?.name // '从 Base64 解码'
 */
export function opNames(locale: Locale): Readonly<Record<string, OpNames>> {
  const i = INDEX[locale];
  const out: Record<string, OpNames> = {};
  for (const [id, entry] of Object.entries({ ...ENTRIES, ...HASH_ENTRIES }))
    out[id] = {
      name: entry.name[i] as string,
      args: Object.fromEntries(Object.entries(entry.args ?? {}).map(([arg, words]) => [arg, words[i] as string])),
    };
  return out;
}
