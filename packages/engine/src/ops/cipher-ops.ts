import type { BlockAlgorithm } from '../cipher/facts.ts';
import { CIPHER_MODES, MAX_STREAM_COUNTER, PADDINGS, RC2_EFFECTIVE_BITS } from '../cipher/facts.ts';
import type { CipherMode, CipherSecret, CipherSpec, KeyDerivation } from '../cipher/types.ts';
import { EngineError } from '../errors.ts';
import { argBytes, argNumber, argString } from './args.ts';
import { bytes, choice, num, op } from './define.ts';
import type { OpArg, OpArgs, Operation, OpTransform } from './types.ts';

// The ciphers of the `cipher` domain as operations. Every one streams through a cipher session
// (createEncryptor / createDecryptor), which holds at most a block, a tag or a salt between chunks.

/** How a passphrase becomes a key: EVP_BytesToKey over a hash, or PBKDF2-HMAC over one. */
const KDFS = [
  'evp-md5',
  'evp-sha256',
  'pbkdf2-sha256',
  'evp-sha1',
  'evp-sha512',
  'pbkdf2-sha1',
  'pbkdf2-sha384',
  'pbkdf2-sha512',
] as const;

function derivation(a: OpArgs): KeyDerivation {
  const kdf = argString(a, 'kdf');
  if (kdf.startsWith('pbkdf2-'))
    return { kdf: 'pbkdf2', hash: kdf.slice(7) as 'sha256', iterations: argNumber(a, 'iterations') };
  return { kdf: kdf as 'evp-md5' };
}

/** A cipher session as an operation's transform: `push` is `update`, `end` is `final`. */
async function sessionStream(spec: CipherSpec, secret: CipherSecret, decrypt: boolean): Promise<OpTransform> {
  const { createEncryptor, createDecryptor } = await import('../cipher/session.ts');
  const s = decrypt ? createDecryptor(spec, secret) : createEncryptor(spec, secret);
  return { push: async (c) => [await s.update(c)], end: async () => [await s.final()] };
}

const ALGORITHM_NAMES: Record<BlockAlgorithm, [id: string, name: string]> = {
  aes: ['aes', 'AES (FIPS 197)'],
  des: ['des', 'DES (FIPS 46-3)'],
  tripledes: ['triple-des', 'Triple DES (SP 800-67; a 16-byte key is two-key des-ede)'],
  blowfish: ['blowfish', 'Blowfish'],
  rc2: ['rc2', 'RC2 (RFC 2268)'],
  sm4: ['sm4', 'SM4 (GB/T 32907-2016)'],
};

/** AES's modes in the order its operation has always listed them; the others as the cipher domain lists them. */
const MODE_ORDER: Partial<Record<BlockAlgorithm, readonly string[]>> = {
  aes: ['cbc', 'cfb', 'ctr', 'ofb', 'ecb', 'gcm'],
};

/**
 * Encryption or decryption with a block cipher, from a passphrase (the `Salted__` container `openssl enc`
 * and crypto-js write) or a raw key and IV, in any mode the cipher offers.
 */
export function blockCipherOp(algorithm: BlockAlgorithm, decrypt: boolean): Operation {
  const [id, name] = ALGORITHM_NAMES[algorithm];
  const gcm = CIPHER_MODES[algorithm].includes('gcm');
  const keySizes = {
    aes: '16, 24 or 32',
    des: '8',
    tripledes: '16 or 24',
    blowfish: '1 to 56',
    rc2: '1 to 128',
    sm4: '16',
  };
  const args: OpArg[] = [
    bytes('passphrase', 'passphrase (key and IV derived from it and the salt)'),
    bytes('key', `raw key, ${keySizes[algorithm]} bytes (hex:…); instead of a passphrase`),
    bytes('iv', 'IV for a raw key (hex:…); GCM’s 12-byte nonce'),
    choice('mode', MODE_ORDER[algorithm] ?? CIPHER_MODES[algorithm], 'block cipher mode'),
    choice(
      'kdf',
      KDFS,
      'how a passphrase becomes a key: EVP_BytesToKey with MD5 (crypto-js, openssl -md md5), with SHA-256 (openssl 1.1+ default), or PBKDF2-SHA256 (openssl -pbkdf2)',
    ),
    num('iterations', 10_000, 1, 10_000_000, 'PBKDF2 iterations'),
    ...(decrypt ? [] : [bytes('salt', '8-byte salt (hex:…); random when empty')]),
    choice(
      'padding',
      ['auto', ...PADDINGS],
      'padding; auto is PKCS #7 for CBC and ECB and none for the other modes, as openssl enc',
    ),
  ];
  if (algorithm === 'aes')
    args.push(
      choice('key-bits', ['256', '192', '128'], 'key size a passphrase derives (openssl enc -aes-128-cbc: 128)'),
    );
  if (algorithm === 'rc2')
    args.push(
      num(
        'effective-bits',
        RC2_EFFECTIVE_BITS.default,
        RC2_EFFECTIVE_BITS.min,
        RC2_EFFECTIVE_BITS.max,
        'effective key bits (RFC 2268); openssl -rc2-40-cbc is 40',
      ),
    );
  if (gcm) args.push(bytes('aad', 'additional authenticated data (GCM)'));
  const stream = async (a: OpArgs) => {
    const passphrase = a.passphrase !== '';
    if (passphrase === (a.key !== ''))
      throw new EngineError('INVALID_ARGUMENT', 'Give a passphrase or a key, not both', {
        argument: 'passphrase',
        reason: 'passphrase-or-key',
      });
    const secret: CipherSecret = passphrase
      ? {
          passphrase: argBytes(a, 'passphrase'),
          derivation: derivation(a),
          ...(!decrypt && a.salt !== '' ? { salt: argBytes(a, 'salt') } : {}),
        }
      : { key: argBytes(a, 'key'), ...(a.iv !== '' ? { iv: argBytes(a, 'iv') } : {}) };
    const mode = argString(a, 'mode') as CipherMode;
    const padding = argString(a, 'padding');
    const aad = gcm && mode === 'gcm' ? argBytes(a, 'aad') : undefined;
    const spec: CipherSpec = {
      algorithm,
      mode,
      ...(padding === 'auto' ? {} : { padding: padding as 'pkcs7' }),
      ...(algorithm === 'aes' ? { keyBits: Number(a['key-bits']) as 256 } : {}),
      ...(algorithm === 'rc2' ? { effectiveKeyBits: argNumber(a, 'effective-bits') } : {}),
      ...(aad?.length ? { aad } : {}),
    };
    return sessionStream(spec, secret, decrypt);
  };
  return op({
    id: `${id}-${decrypt ? 'decrypt' : 'encrypt'}`,
    summary: decrypt
      ? `${name} decryption; with a passphrase, reads the Salted__ header that openssl enc writes`
      : `${name} encryption; with a passphrase, writes what openssl enc writes (Salted__ and the salt first)`,
    input: 'bytes',
    output: 'bytes',
    args,
    stream,
  });
}

const COUNTER = num('counter', 0, 0, MAX_STREAM_COUNTER, 'block counter of the first 64 bytes');

/** A bare stream cipher: the same operation encrypts and decrypts (the keystream XORed in). */
function streamCipherOp(
  id: string,
  summary: string,
  args: readonly OpArg[],
  spec: (a: OpArgs) => CipherSpec,
  /** The argument that holds the nonce or IV, if the cipher takes one; an optional one left empty is not passed. */
  iv?: { arg: string; optional: boolean },
): Operation {
  return op({
    id,
    summary,
    input: 'bytes',
    output: 'bytes',
    args,
    stream: (a) => {
      const given = iv !== undefined && !(iv.optional && a[iv.arg] === '');
      return sessionStream(spec(a), { key: argBytes(a, 'key'), ...(given ? { iv: argBytes(a, iv.arg) } : {}) }, false);
    },
  });
}

/** The stream ciphers' nonce, always given. */
const NONCE = { arg: 'nonce', optional: false } as const;

/** The byte orders of Rabbit's key, IV and keystream, by who uses them. */
const RABBIT_ORDERS = ['crypto-js', 'rfc4503', 'legacy'] as const;

/**
 * Rabbit (RFC 4503) with a raw key: the keystream XORed in, so the same operation encrypts and decrypts.
 * Without an IV it is the RFC's key-only setup.
 */
const RABBIT = streamCipherOp(
  'rabbit',
  'Rabbit keystream XORed in (encrypts and decrypts; RFC 4503): in crypto-js’s byte order (its Rabbit), the RFC’s as printed, or crypto-js’s RabbitLegacy',
  [
    bytes('key', '16-byte key (hex:…)'),
    bytes('iv', '8-byte IV (hex:…); none is RFC 4503’s key-only setup'),
    choice(
      'order',
      RABBIT_ORDERS,
      'byte order: crypto-js’s Rabbit, RFC 4503’s as printed (its test vectors), or crypto-js’s RabbitLegacy',
    ),
  ],
  (a) => {
    const order = argString(a, 'order') as (typeof RABBIT_ORDERS)[number];
    return order === 'legacy'
      ? { algorithm: 'rabbit-legacy' }
      : { algorithm: 'rabbit', ...(order === 'rfc4503' ? { rabbitOrder: 'rfc4503' as const } : {}) };
  },
  { arg: 'iv', optional: true },
);

/** The cipher operations, both ways, in the order `tinkerbox list` shows them. */
export const CIPHER_OPERATIONS: readonly Operation[] = [
  ...(['aes', 'des', 'tripledes', 'blowfish', 'rc2', 'sm4'] as const).flatMap((a) => [
    blockCipherOp(a, false),
    blockCipherOp(a, true),
  ]),
  streamCipherOp(
    'rc4',
    'RC4 keystream XORed in (encrypts and decrypts); the key is used as given, as CyberChef’s RC4',
    [bytes('key', 'key, 1 to 256 bytes (text as UTF-8, or hex:…)')],
    () => ({ algorithm: 'rc4' }),
  ),
  streamCipherOp(
    'rc4-drop',
    'RC4 with the first keystream words dropped (RC4-drop[n], crypto-js’s RC4Drop)',
    [
      bytes('key', 'key, 1 to 256 bytes (text as UTF-8, or hex:…)'),
      num('drop', 192, 0, 1 << 20, '32-bit words of keystream dropped first (192 is 768 bytes)'),
    ],
    (a) => ({ algorithm: 'rc4drop', drop: argNumber(a, 'drop') }),
  ),
  streamCipherOp(
    'chacha',
    'ChaCha20 keystream XORed in, no MAC (RFC 8439 with a 12-byte nonce; Bernstein’s original with an 8-byte one)',
    [
      bytes('key', '32-byte key (hex:…); 16 bytes with an 8-byte nonce and 20 rounds'),
      bytes('nonce', '12-byte nonce (RFC 8439), or 8 bytes (64-bit counter)'),
      COUNTER,
      choice('rounds', ['20', '12', '8'], 'rounds: ChaCha20, ChaCha20/12 or ChaCha20/8'),
    ],
    (a) => ({
      algorithm: 'chacha20',
      counter: argNumber(a, 'counter'),
      rounds: Number(a.rounds) as 20,
      nonceBits: argBytes(a, 'nonce').length === 8 ? 64 : 96,
    }),
    NONCE,
  ),
  streamCipherOp(
    'salsa20',
    'Salsa20/20 keystream XORed in, no MAC (Bernstein’s specification, 8-byte nonce)',
    [bytes('key', '16- or 32-byte key (hex:…)'), bytes('nonce', '8-byte nonce (hex:…)'), COUNTER],
    (a) => ({ algorithm: 'salsa20', counter: argNumber(a, 'counter') }),
    NONCE,
  ),
  streamCipherOp(
    'xsalsa20',
    'XSalsa20 keystream XORed in, no MAC (Bernstein’s extended-nonce Salsa20, 24-byte nonce)',
    [bytes('key', '32-byte key (hex:…)'), bytes('nonce', '24-byte nonce (hex:…)'), COUNTER],
    (a) => ({ algorithm: 'xsalsa20', counter: argNumber(a, 'counter') }),
    NONCE,
  ),
  RABBIT,
];
