import { type BytesOrText, bytesOf } from '../input.ts';
import { tryWebCrypto } from '../webcrypto.ts';
import type { Hasher } from './hasher-type.ts';

// One function per algorithm, so that a bundle holds only the one it calls, in one file as in split
// chunks (decision 0157): the platform's WebCrypto computes it (native, exact: FIPS 180-4, RFC 2104), and
// where there is none (an insecure context) or it refuses (an empty HMAC key in some engines), the
// engine's own WebAssembly of that one algorithm (sha1.ts, sha256.ts, sha512.ts) gives the same bytes.

type WebName = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';

/** A copy the platform takes (WebCrypto wants a plain ArrayBuffer behind the view). */
function plain(b: Uint8Array): Uint8Array<ArrayBuffer> {
  return b.buffer instanceof ArrayBuffer ? (b as Uint8Array<ArrayBuffer>) : new Uint8Array(b);
}

async function shaDigest(name: WebName, data: BytesOrText, portable: () => Promise<Hasher>): Promise<Uint8Array> {
  const bytes = bytesOf(data, 'data');
  const out = await tryWebCrypto((subtle) => subtle.digest(name, plain(bytes)));
  if (out) return new Uint8Array(out);
  return (await portable()).update(bytes).digest();
}

async function shaHmac(
  name: WebName,
  key: BytesOrText,
  data: BytesOrText,
  portable: () => Promise<Hasher>,
): Promise<Uint8Array> {
  const k = bytesOf(key, 'key');
  const d = bytesOf(data, 'data');
  const mac = await tryWebCrypto(async (subtle) => {
    const ck = await subtle.importKey('raw', plain(k), { name: 'HMAC', hash: name }, false, ['sign']);
    return subtle.sign('HMAC', ck, plain(d));
  });
  if (mac) return new Uint8Array(mac);
  // RFC 2104: H((K ^ opad) || H((K ^ ipad) || data)), a key longer than the block hashed first.
  const h = await portable();
  const b = h.blockLength;
  const kk = k.length > b ? h.update(k).digest() : k;
  const ipad = new Uint8Array(b);
  const opad = new Uint8Array(b);
  for (let i = 0; i < b; i++) {
    const v = kk[i] ?? 0;
    ipad[i] = v ^ 0x36;
    opad[i] = v ^ 0x5c;
  }
  const inner = h.update(ipad).update(d).digest();
  return h.update(opad).update(inner).digest();
}

const sha1Hasher = async (): Promise<Hasher> => new (await import('./sha1.ts')).Sha1();
const sha256Hasher = async (): Promise<Hasher> => new (await import('./sha256.ts')).Sha256();
const sha384Hasher = async (): Promise<Hasher> => new (await import('./sha512.ts')).Sha512('sha384');
const sha512Hasher = async (): Promise<Hasher> => new (await import('./sha512.ts')).Sha512('sha512');

/**
 * SHA-1 (FIPS 180-4) of bytes or text (UTF-8), on WebCrypto where there is one. The same bytes as
 * `digest('sha1', data)`, with only SHA-1's code in a bundle.
 *
 * @throws TypeError for data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await sha1('abc')) // 'a9993e364706816aba3e25717850c26c9cd0d89d'
 */
export function sha1(data: BytesOrText): Promise<Uint8Array> {
  return shaDigest('SHA-1', data, sha1Hasher);
}

/**
 * SHA-256 (FIPS 180-4) of bytes or text (UTF-8), on WebCrypto where there is one. The same bytes as
 * `digest('sha256', data)`; a browser bundle of it is about 3 KB gzipped in one file, 0.7 KB in split
 * chunks where WebCrypto runs it (`pnpm --filter @tinkerbox/engine size`).
 *
 * @throws TypeError for data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await sha256('abc')) // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function sha256(data: BytesOrText): Promise<Uint8Array> {
  return shaDigest('SHA-256', data, sha256Hasher);
}

/**
 * SHA-384 (FIPS 180-4) of bytes or text (UTF-8), on WebCrypto where there is one.
 *
 * @throws TypeError for data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await sha384('abc')).slice(0, 16) // 'cb00753f45a35e8b'
 */
export function sha384(data: BytesOrText): Promise<Uint8Array> {
  return shaDigest('SHA-384', data, sha384Hasher);
}

/**
 * SHA-512 (FIPS 180-4) of bytes or text (UTF-8), on WebCrypto where there is one.
 *
 * @throws TypeError for data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await sha512('abc')).slice(0, 16) // 'ddaf35a193617aba'
 */
export function sha512(data: BytesOrText): Promise<Uint8Array> {
  return shaDigest('SHA-512', data, sha512Hasher);
}

/**
 * HMAC-SHA-1 (RFC 2104) of `data` under `key`, each bytes or text (UTF-8), on WebCrypto where it takes
 * the key; the same bytes as `hmac('sha1', key, data)`. The key may be empty.
 *
 * @throws TypeError for a key or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hmacSha1('key', 'The quick brown fox jumps over the lazy dog'))
 * // 'de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9'
 */
export function hmacSha1(key: BytesOrText, data: BytesOrText): Promise<Uint8Array> {
  return shaHmac('SHA-1', key, data, sha1Hasher);
}

/**
 * HMAC-SHA-256 (RFC 2104, RFC 4231) of `data` under `key`, each bytes or text (UTF-8), on WebCrypto where
 * it takes the key; the same bytes as `hmac('sha256', key, data)`. The key may be empty.
 *
 * @throws TypeError for a key or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hmacSha256('key', 'The quick brown fox jumps over the lazy dog'))
 * // 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8'
 */
export function hmacSha256(key: BytesOrText, data: BytesOrText): Promise<Uint8Array> {
  return shaHmac('SHA-256', key, data, sha256Hasher);
}

/**
 * HMAC-SHA-384 (RFC 2104, RFC 4231) of `data` under `key`, each bytes or text (UTF-8).
 *
 * @throws TypeError for a key or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hmacSha384('key', 'The quick brown fox jumps over the lazy dog')).slice(0, 16) // 'd7f4727e2c0b39ae'
 */
export function hmacSha384(key: BytesOrText, data: BytesOrText): Promise<Uint8Array> {
  return shaHmac('SHA-384', key, data, sha384Hasher);
}

/**
 * HMAC-SHA-512 (RFC 2104, RFC 4231) of `data` under `key`, each bytes or text (UTF-8).
 *
 * @throws TypeError for a key or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hmacSha512('key', 'The quick brown fox jumps over the lazy dog')).slice(0, 16) // 'b42af09057bac1e2'
 */
export function hmacSha512(key: BytesOrText, data: BytesOrText): Promise<Uint8Array> {
  return shaHmac('SHA-512', key, data, sha512Hasher);
}
