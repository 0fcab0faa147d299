import { HASH_ALGORITHMS, type HashAlgorithm, hashAlgorithmInfo } from '../hash/algorithms.ts';
import type { HashParams } from '../hash/params.ts';
import { argBoolean, argBytes, argNumber, argString, textOutput } from './args.ts';
import { CIPHER_OPERATIONS } from './cipher-ops.ts';
import { DATA_OPERATIONS } from './data-ops.ts';
import { bool, bytes, choice, decodeOp, encodeOp, num, op, textOp } from './define.ts';
import { KDF_OPERATIONS } from './kdf-ops.ts';
import type { OpArg, OpArgs, Operation, OpTransform } from './types.ts';

const BASE64_ARGS = (pad: boolean) => [
  bool('pad', pad, 'write = padding'),
  num('line-length', 0, 0, 1_000_000, 'break lines after this many characters with CRLF (76 for MIME); 0 for none'),
];

function base64Op(id: string, url: boolean): Operation {
  return encodeOp(
    id,
    url ? 'bytes to base64url (RFC 4648 section 5)' : 'bytes to base64 (RFC 4648 section 4)',
    BASE64_ARGS(!url),
    async (b, a) =>
      (await import('../encoding/base64.ts')).toBase64(b, {
        variant: url ? 'url' : 'standard',
        pad: argBoolean(a, 'pad'),
        lineLength: argNumber(a, 'line-length'),
      }),
    async (a) =>
      (await import('./streams.ts')).base64EncodeStream(url, argBoolean(a, 'pad'), argNumber(a, 'line-length')),
  );
}

const fromBase64Op = (id: string, summary: string) =>
  decodeOp(
    id,
    summary,
    [bool('strict', false, 'reject whitespace, a mixed alphabet, missing padding and non-zero unused bits')],
    async (t, a) => (await import('../encoding/base64.ts')).fromBase64(t, { strict: argBoolean(a, 'strict') }),
    async (a) => (await import('./streams.ts')).base64DecodeStream(argBoolean(a, 'strict')),
  );

const HEX_DELIMITERS = ['none', 'space', '0x', '\\x', '%', 'comma', 'colon', '0x-comma', 'lf', 'crlf'] as const;
const BASE32_VARIANTS = ['rfc4648', 'hex', 'crockford'] as const;
const BASE58_ALPHABETS = ['bitcoin', 'ripple', 'flickr'] as const;
const BASE85_VARIANTS = ['ascii85', 'z85', 'rfc1924'] as const;
const URL_MODES = ['component', 'uri', 'form', 'all'] as const;
const HTML_MODES = ['named', 'decimal', 'hex', 'nonAscii'] as const;
const LEVEL = num('level', 6, 0, 9, 'compression level, 0 (store) to 9 (smallest)');
const DIGEST_FORMAT = choice('format', ['hex', 'HEX', 'base64', 'base64url'], 'how the digest is written');

type Compression = 'gzip' | 'zlib' | 'deflate';
function compressionOp(id: string, format: Compression, inflate: boolean, summary: string): Operation {
  return op({
    id,
    summary,
    input: 'bytes',
    output: 'bytes',
    args: inflate ? [] : [LEVEL],
    stream: async (a) => {
      const { createCompression, createGunzipStream } = await import('../encoding/compress.ts');
      if (inflate && format === 'gzip') return createGunzipStream();
      const s = createCompression(format, inflate ? { inflate: true } : { level: argNumber(a, 'level') });
      return { push: (c) => s.push(c, false), end: () => s.push(new Uint8Array(0), true) };
    },
  });
}

/** The id of a hash algorithm's operation: its own id, or a catalogue CRC's name in lower case with `/` as `-`. */
export function hashOpId(algorithm: HashAlgorithm): string {
  return algorithm.toLowerCase().replaceAll('/', '-');
}

function hashArgs(algorithm: HashAlgorithm): OpArg[] {
  const info = hashAlgorithmInfo(algorithm);
  const args: OpArg[] = [DIGEST_FORMAT];
  const p = info.params;
  if (p?.outputLength)
    args.push(num('length', info.digestLength, p.outputLength.min, p.outputLength.max, 'output length in bytes'));
  if (p?.key) args.push(bytes('key', 'key (hex:… for hex); empty for none'));
  if (p?.customization) args.push(bytes('customization', 'customization string'));
  if (p?.functionName) args.push(bytes('function-name', 'function name (cSHAKE)'));
  return args;
}

function hashParams(algorithm: HashAlgorithm, a: OpArgs): HashParams | undefined {
  const p = hashAlgorithmInfo(algorithm).params;
  if (!p) return undefined;
  const params: { outputLength?: number; key?: Uint8Array; customization?: Uint8Array; functionName?: Uint8Array } = {};
  if (p.outputLength) params.outputLength = argNumber(a, 'length');
  if (p.key && a.key !== '') params.key = argBytes(a, 'key');
  if (p.customization && a.customization !== '') params.customization = argBytes(a, 'customization');
  if (p.functionName && a['function-name'] !== '') params.functionName = argBytes(a, 'function-name');
  return params;
}

async function digestStream(make: () => Promise<{ update(d: Uint8Array): unknown; digest(): Uint8Array }>, a: OpArgs) {
  const [h, { encodeDigest }] = await Promise.all([make(), import('../hash/codec.ts')]);
  const format = argString(a, 'format') as 'hex';
  return {
    push(chunk: Uint8Array) {
      h.update(chunk);
      return [];
    },
    end: () => [textOutput(encodeDigest(h.digest(), format))],
  } satisfies OpTransform;
}

function hashOp(algorithm: HashAlgorithm): Operation {
  const info = hashAlgorithmInfo(algorithm);
  return op({
    id: hashOpId(algorithm),
    summary: `${info.label} ${info.checksum ? 'checksum' : 'digest'} (${info.spec})`,
    input: 'bytes',
    output: 'text',
    args: hashArgs(algorithm),
    stream: (a) =>
      digestStream(async () => (await import('../hash/hasher.ts')).createHash(algorithm, hashParams(algorithm, a)), a),
  });
}

const HMAC_HASHES = HASH_ALGORITHMS.filter((a) => hashAlgorithmInfo(a).hmac);

const hmacOp = op({
  id: 'hmac',
  summary: 'HMAC (RFC 2104) of the input under a key',
  input: 'bytes',
  output: 'text',
  args: [
    bytes('key', 'key: text as UTF-8, or hex:…, base64:…'),
    choice('hash', HMAC_HASHES, 'hash function', 'sha256'),
    DIGEST_FORMAT,
  ],
  stream: (a) =>
    digestStream(
      async () =>
        (await import('../hash/hasher.ts')).createHmac(argString(a, 'hash') as HashAlgorithm, argBytes(a, 'key')),
      a,
    ),
});

const cmacOp = op({
  id: 'cmac',
  summary: 'AES-CMAC (NIST SP 800-38B; RFC 4493 for AES-128) of the input under a key',
  input: 'bytes',
  output: 'text',
  args: [bytes('key', '16-, 24- or 32-byte AES key (hex:…)'), DIGEST_FORMAT],
  run: async (input, a) => {
    const [{ aesCmac }, { encodeDigest }] = await Promise.all([import('../hash/cmac.ts'), import('../hash/codec.ts')]);
    return textOutput(encodeDigest(await aesCmac(argBytes(a, 'key'), input), argString(a, 'format') as 'hex'));
  },
});

/** ChaCha20-Poly1305 (RFC 8439, a 12-byte nonce) or XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha, 24 bytes). */
function chachaOp(decrypt: boolean, extended = false): Operation {
  const [name, spec, nonce] = extended
    ? ['XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha, libsodium)', 'xchacha20-poly1305', '24-byte nonce (hex:…)']
    : ['ChaCha20-Poly1305 (RFC 8439)', 'chacha20-poly1305', '12-byte nonce (hex:…)'];
  return op({
    id: `${spec}-${decrypt ? 'decrypt' : 'encrypt'}`,
    summary: decrypt
      ? `${name} decryption of ciphertext followed by its 16-byte tag`
      : `${name} encryption: the ciphertext, then the 16-byte tag`,
    input: 'bytes',
    output: 'bytes',
    args: [bytes('key', '32-byte key (hex:…)'), bytes('nonce', nonce), bytes('aad', 'additional authenticated data')],
    run: async (input, a) => {
      const { encrypt, decrypt: dec } = await import('../cipher/session.ts');
      const aad = argBytes(a, 'aad');
      const cipher = { algorithm: spec as 'chacha20-poly1305', ...(aad.length ? { aad } : {}) };
      const secret = { key: argBytes(a, 'key'), iv: argBytes(a, 'nonce') };
      return (decrypt ? await dec(input, cipher, secret) : await encrypt(input, cipher, secret)).output;
    },
  });
}

const OPERATIONS: readonly Operation[] = [
  base64Op('to-base64', false),
  fromBase64Op('from-base64', 'base64 to bytes (tolerates whitespace, either alphabet and missing padding)'),
  base64Op('to-base64url', true),
  fromBase64Op('from-base64url', 'base64url to bytes (the same reader as from-base64)'),
  encodeOp(
    'to-hex',
    'bytes to hex (RFC 4648 base16)',
    [bool('upper', false, 'upper-case digits'), choice('delimiter', HEX_DELIMITERS, 'between bytes')],
    async (b, a) =>
      (await import('../encoding/hex.ts')).toHex(b, {
        upper: argBoolean(a, 'upper'),
        delimiter: argString(a, 'delimiter') as 'none',
      }),
    async (a) =>
      (await import('./streams.ts')).hexEncodeStream(argBoolean(a, 'upper'), argString(a, 'delimiter') as 'none'),
  ),
  decodeOp(
    'from-hex',
    'hex to bytes (whitespace, commas, colons, 0x, \\x and % between bytes are read too)',
    [],
    async (t) => (await import('../encoding/hex.ts')).fromHex(t),
    async () => (await import('./streams.ts')).hexDecodeStream(),
  ),
  encodeOp(
    'to-base32',
    'bytes to base32 (RFC 4648 section 6, base32hex or Crockford)',
    [choice('variant', BASE32_VARIANTS, 'alphabet'), bool('pad', true, 'write = padding (RFC 4648 variants)')],
    async (b, a) =>
      (await import('../encoding/base32.ts')).toBase32(b, {
        variant: argString(a, 'variant') as 'hex',
        pad: argBoolean(a, 'pad'),
      }),
  ),
  decodeOp('from-base32', 'base32 to bytes', [choice('variant', BASE32_VARIANTS, 'alphabet')], async (t, a) =>
    (await import('../encoding/base32.ts')).fromBase32(t, { variant: argString(a, 'variant') as 'hex' }),
  ),
  encodeOp(
    'to-base58',
    'bytes to base58 (at most 2048 bytes)',
    [choice('alphabet', BASE58_ALPHABETS, 'alphabet')],
    async (b, a) =>
      (await import('../encoding/base58.ts')).toBase58(b, { alphabet: argString(a, 'alphabet') as 'bitcoin' }),
  ),
  decodeOp('from-base58', 'base58 to bytes', [choice('alphabet', BASE58_ALPHABETS, 'alphabet')], async (t, a) =>
    (await import('../encoding/base58.ts')).fromBase58(t, { alphabet: argString(a, 'alphabet') as 'bitcoin' }),
  ),
  encodeOp(
    'to-base85',
    'bytes to base85 (Ascii85 as Adobe writes it, Z85, or RFC 1924)',
    [choice('variant', BASE85_VARIANTS, 'alphabet and framing')],
    async (b, a) => (await import('../encoding/base85.ts')).toBase85(b, { variant: argString(a, 'variant') as 'z85' }),
  ),
  decodeOp(
    'from-base85',
    'base85 to bytes',
    [choice('variant', BASE85_VARIANTS, 'alphabet and framing')],
    async (t, a) =>
      (await import('../encoding/base85.ts')).fromBase85(t, { variant: argString(a, 'variant') as 'z85' }),
  ),
  textOp(
    'url-encode',
    'percent-encoding (RFC 3986) of UTF-8 text',
    [choice('mode', URL_MODES, 'which characters')],
    async (t, a) => (await import('../encoding/escape.ts')).encodeUrl(t, argString(a, 'mode') as 'uri'),
  ),
  textOp(
    'url-decode',
    'percent-decoding to UTF-8 text',
    [choice('mode', URL_MODES, 'form reads + as a space')],
    async (t, a) => (await import('../encoding/escape.ts')).decodeUrl(t, argString(a, 'mode') as 'uri'),
  ),
  encodeOp('to-quoted-printable', 'bytes to quoted-printable (RFC 2045 section 6.7)', [], async (b) =>
    (await import('../encoding/quoted-printable.ts')).toQuotedPrintable(b),
  ),
  decodeOp('from-quoted-printable', 'quoted-printable to bytes', [], async (t) =>
    (await import('../encoding/quoted-printable.ts')).fromQuotedPrintable(t),
  ),
  textOp('to-punycode', 'text to Punycode (RFC 3492), without the xn-- prefix', [], async (t) =>
    (await import('../encoding/punycode.ts')).encodePunycode(t),
  ),
  textOp('from-punycode', 'Punycode (RFC 3492) to text', [], async (t) =>
    (await import('../encoding/punycode.ts')).decodePunycode(t),
  ),
  textOp(
    'to-html-entity',
    'text to HTML character references',
    [choice('mode', HTML_MODES, 'named, decimal or hex references; nonAscii for every non-ASCII character')],
    async (t, a) => (await import('../encoding/html.ts')).encodeHtml(t, argString(a, 'mode') as 'named'),
  ),
  textOp('from-html-entity', 'HTML character references to text (HTML5 named references included)', [], async (t) =>
    (await import('../encoding/html.ts')).decodeHtml(t),
  ),
  compressionOp('gzip', 'gzip', false, 'gzip (RFC 1952) compression'),
  compressionOp('gunzip', 'gzip', true, 'gzip (RFC 1952) decompression, trailer checked'),
  compressionOp('zlib-deflate', 'zlib', false, 'zlib (RFC 1950) compression'),
  compressionOp('zlib-inflate', 'zlib', true, 'zlib (RFC 1950) decompression, Adler-32 checked'),
  compressionOp('raw-deflate', 'deflate', false, 'raw DEFLATE (RFC 1951) compression'),
  compressionOp('raw-inflate', 'deflate', true, 'raw DEFLATE (RFC 1951) decompression'),
  op({
    id: 'json-beautify',
    summary: 'JSON (RFC 8259) indented; numbers, strings and key order kept exactly as written',
    input: 'json',
    output: 'json',
    args: [num('indent', 2, 0, 16, 'spaces per level'), bool('sort-keys', false, 'sort object members by key')],
    run: async (i, a) =>
      (await import('../json/format.ts')).formatJsonBytes(i, {
        indent: argNumber(a, 'indent'),
        sortKeys: argBoolean(a, 'sort-keys'),
      }),
  }),
  op({
    id: 'json-minify',
    summary: 'JSON (RFC 8259) without insignificant whitespace',
    input: 'json',
    output: 'json',
    args: [bool('sort-keys', false, 'sort object members by key')],
    run: async (i, a) =>
      (await import('../json/format.ts')).formatJsonBytes(i, { indent: 0, sortKeys: argBoolean(a, 'sort-keys') }),
  }),
  op({
    id: 'json-sort-keys',
    summary: 'JSON with every object’s members sorted by key (UTF-16 order), indented',
    input: 'json',
    output: 'json',
    args: [num('indent', 2, 0, 16, 'spaces per level; 0 for one line')],
    run: async (i, a) =>
      (await import('../json/format.ts')).formatJsonBytes(i, { indent: argNumber(a, 'indent'), sortKeys: true }),
  }),
  textOp('to-upper-case', 'text in upper case (Unicode default case mapping)', [], (t) => t.toUpperCase()),
  textOp('to-lower-case', 'text in lower case (Unicode default case mapping)', [], (t) => t.toLowerCase()),
  ...DATA_OPERATIONS,
  ...CIPHER_OPERATIONS,
  chachaOp(false),
  chachaOp(true),
  chachaOp(false, true),
  chachaOp(true, true),
  hmacOp,
  cmacOp,
  ...KDF_OPERATIONS,
  ...HASH_ALGORITHMS.map(hashOp),
];

const BY_ID = new Map(OPERATIONS.map((o) => [o.id, o]));

/**
 * Every operation of the registry, in the order `tinkerbox list` shows them: encodings both ways,
 * compression, JSON, text case, JSON conversion and query, Chinese conversion, the line tools, QR
 * encoding, ciphers both ways, HMAC and CMAC, key derivations, then every hash and checksum by its own id.
 *
 * @example listOperations().some((o) => o.id === 'from-base64') // true
 */
export function listOperations(): readonly Operation[] {
  return OPERATIONS;
}

/**
 * The operation with this id, or undefined.
 *
 * @example getOperation('sha256')?.streams // true
 */
export function getOperation(id: string): Operation | undefined {
  return BY_ID.get(id);
}
