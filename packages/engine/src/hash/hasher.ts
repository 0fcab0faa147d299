import type { IHasher } from 'hash-wasm';
import { type BytesOrText, bytesOf } from '../input.ts';
import { tryWebCrypto } from '../webcrypto.ts';
import { type HashAlgorithm, hashAlgorithmInfo } from './algorithms.ts';
import type { Hasher } from './hasher-type.ts';
import { checkHashParams, type HashParams, hasHashParams } from './params.ts';
import type { PureAlgorithm, PureHash } from './pure.ts';
import { createWasmHasher, isWasmAlgorithm } from './wasm.ts';

export type { Hasher } from './hasher-type.ts';

class WasmHasher implements Hasher {
  readonly blockLength: number;
  constructor(
    readonly algorithm: HashAlgorithm,
    readonly digestLength: number,
    private readonly h: IHasher,
  ) {
    this.blockLength = hashAlgorithmInfo(algorithm).blockLength;
    h.init();
  }
  update(data: Uint8Array): Hasher {
    this.h.update(data);
    return this;
  }
  digest(): Uint8Array {
    const out = this.h.digest('binary');
    this.h.init();
    return out;
  }
}

// hash-wasm has no SHAKE, cSHAKE, KMAC, RIPEMD-128/256/320 or CRC but CRC-32/32C: @noble/hashes (audited,
// pure TS) and our own code (pure.ts) compute them.
class PureHasher implements Hasher {
  readonly blockLength: number;
  private h: PureHash;
  constructor(
    readonly algorithm: HashAlgorithm,
    readonly digestLength: number,
    private readonly make: () => PureHash,
  ) {
    this.blockLength = hashAlgorithmInfo(algorithm).blockLength;
    this.h = make();
  }
  update(data: Uint8Array): Hasher {
    this.h.update(data);
    return this;
  }
  digest(): Uint8Array {
    const out = this.h.digest();
    this.h = this.make();
    return out;
  }
}

/**
 * A new incremental hasher (FIPS 180-4, FIPS 202, SP 800-185, RFC 1320, RFC 1321, RFC 7693, GB/T 32905,
 * ...; see hashAlgorithmInfo), with the algorithm's options if it takes any (output length, key,
 * customization, function name: see {@link checkHashParams}). The code of `algorithm` alone is
 * loaded on first use (2-9 KB gzipped), never the other algorithms'.
 *
 * @throws EngineError OUT_OF_RANGE or INVALID_KEY_SIZE for params the algorithm does not accept (see
 *   checkHashParams). TypeError for an unknown algorithm id or an option it has none of.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const h = await createHash('sha256');
 * toHex(h.update(new TextEncoder().encode('abc')).digest())
 * // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const h = await createHash('shake128', { outputLength: 8 });
 * toHex(h.update(new TextEncoder().encode('abc')).digest()) // '5881092dd818bf5c'
 */
export async function createHash(algorithm: HashAlgorithm, params?: HashParams): Promise<Hasher> {
  const p = checkHashParams(algorithm, params);
  // MD5, SHA-1, SHA-2, SHA-3 and Keccak: our own WebAssembly, written out at run time (md5.ts, sha1.ts,
  // sha256.ts, sha512.ts, keccak.ts), 1.2-1.4x hash-wasm's in Chromium (decision 0145); hash-wasm's stay
  // for PBKDF2.
  switch (algorithm) {
    case 'md5':
      return new (await import('./md5.ts')).Md5();
    case 'sha1':
      return new (await import('./sha1.ts')).Sha1();
    case 'sha256':
      return new (await import('./sha256.ts')).Sha256();
    case 'sha224':
      return new (await import('./sha256.ts')).Sha256('sha224');
    case 'sha512':
    case 'sha384':
    case 'sha512-224':
    case 'sha512-256':
      return new (await import('./sha512.ts')).Sha512(algorithm);
    case 'sha3-224':
    case 'sha3-256':
    case 'sha3-384':
    case 'sha3-512':
    case 'keccak-224':
    case 'keccak-256':
    case 'keccak-384':
    case 'keccak-512':
      return new (await import('./keccak.ts')).Keccak(algorithm);
  }
  // hash-wasm's CRC-32 (slicing, in WebAssembly) is faster than our table-driven CRC for the two it has.
  const wasmCrc = algorithm === 'CRC-32/ISO-HDLC' ? 'crc32' : algorithm === 'CRC-32/ISCSI' ? 'crc32c' : undefined;
  if (wasmCrc) return new WasmHasher(algorithm, p.outputLength, await createWasmHasher(wasmCrc, p));
  if (isWasmAlgorithm(algorithm))
    return new WasmHasher(algorithm, p.outputLength, await createWasmHasher(algorithm, p));
  // the TypeScript algorithms' code (noble's SHAKE/KMAC, our RIPEMD and CRCs) only when one is asked for
  const { pureFactory } = await import('./pure.ts');
  return new PureHasher(algorithm, p.outputLength, await pureFactory(algorithm as PureAlgorithm, p));
}

// One cached hasher per algorithm for one-shot digests: creating a WASM instance costs more than
// hashing a short message. Safe because digest() runs update+digest with no await in between.
const pool = new Map<HashAlgorithm, Promise<Hasher>>();
function pooled(algorithm: HashAlgorithm): Promise<Hasher> {
  let p = pool.get(algorithm);
  if (!p) {
    p = createHash(algorithm);
    pool.set(algorithm, p);
    p.catch(() => pool.delete(algorithm));
  }
  return p;
}

const WEBCRYPTO_MIN_BYTES = 1 << 20;
const WEBCRYPTO_DIGEST: Partial<Record<HashAlgorithm, string>> = {
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

/**
 * The digest of `data` (bytes, or a string hashed as its UTF-8 bytes) in one call (WebCrypto for SHA-1/2
 * inputs of 1 MiB or more, WASM otherwise), with the algorithm's options if it takes any (see
 * {@link createHash}). Only `algorithm`'s own code is loaded, on the first call, where the bundler splits
 * chunks: `digest('sha256', ...)` then costs a browser about 6.2 KB gzipped in all. A bundle in one file
 * (esbuild's default, a Worker, a CLI) inlines every algorithm `digest` can run, about 79 KB gzipped: there,
 * import `digest` from `@tinkerbox/engine/hash/sha` (the same call for SHA-1 and SHA-2, about 4.7 KB), or
 * call {@link sha256} (or sha1, sha384, sha512), about 3 KB. For a small input without `await`, see
 * {@link digestSync}.
 *
 * @throws EngineError OUT_OF_RANGE or INVALID_KEY_SIZE for params the algorithm does not accept.
 *   TypeError for an unknown algorithm id, or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await digest('md5', new TextEncoder().encode('abc'))) // '900150983cd24fb0d6963f7d28e17f72'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await digest('sha256', 'abc')) // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await digest('md2', 'abc')) // 'da853b0d3f88d99b30283a69e6ded6bb'
 * @example
 * (await digest('blake3', 'abc', { outputLength: 16384 })).length // 16384
 */
export async function digest(algorithm: HashAlgorithm, input: BytesOrText, params?: HashParams): Promise<Uint8Array> {
  const data = bytesOf(input, 'data');
  if (params && hasHashParams(algorithm, params)) {
    // loaded only by a call with options, so digest('sha256', ...) alone stays small in a bundle
    const { pooledWith } = await import('./param-pool.ts');
    return (await pooledWith(algorithm, params, createHash)).update(data).digest();
  }
  // Past 1 MiB the platform's native SHA-1/2 (SHA-NI in OpenSSL and BoringSSL) beats WASM by 2-4x and
  // its fixed cost per call (about 30 us) no longer matters. Below that, WASM is faster.
  const web = WEBCRYPTO_DIGEST[algorithm];
  if (web && data.length >= WEBCRYPTO_MIN_BYTES && data.buffer instanceof ArrayBuffer) {
    const out = await tryWebCrypto((subtle) => subtle.digest(web, data as Uint8Array<ArrayBuffer>));
    if (out) return new Uint8Array(out);
  }
  const h = await pooled(algorithm);
  return h.update(data).digest();
}

/** RFC 2104's inner and outer padded keys for `h`'s block (a key longer than a block is hashed first, on `h`). */
function hmacPads(h: Hasher, key: Uint8Array): [Uint8Array, Uint8Array] {
  const b = h.blockLength;
  const k = key.length > b ? h.update(key).digest() : key;
  const ipad = new Uint8Array(b);
  const opad = new Uint8Array(b);
  for (let i = 0; i < b; i++) {
    const v = k[i] ?? 0;
    ipad[i] = v ^ 0x36;
    opad[i] = v ^ 0x5c;
  }
  return [ipad, opad];
}

class HmacHasher implements Hasher {
  readonly algorithm: HashAlgorithm;
  readonly digestLength: number;
  readonly blockLength: number;
  private readonly ipad: Uint8Array;
  private readonly opad: Uint8Array;
  constructor(
    private readonly inner: Hasher,
    private readonly outer: Hasher,
    key: Uint8Array,
  ) {
    this.algorithm = inner.algorithm;
    this.digestLength = inner.digestLength;
    this.blockLength = inner.blockLength;
    [this.ipad, this.opad] = hmacPads(inner, key);
    inner.update(this.ipad);
  }
  update(data: Uint8Array): Hasher {
    this.inner.update(data);
    return this;
  }
  digest(): Uint8Array {
    const innerDigest = this.inner.digest();
    this.inner.update(this.ipad);
    return this.outer.update(this.opad).update(innerDigest).digest();
  }
}

/**
 * A new incremental HMAC (RFC 2104) over any {@link HashAlgorithm} whose `hashAlgorithmInfo(a).hmac` is
 * true (not the checksums or the XOFs); the key may be empty.
 *
 * @throws TypeError for an unknown algorithm id, one without HMAC, or a key that is neither a Uint8Array nor
 *   a string (a string stands for its UTF-8 bytes).
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const m = await createHmac('sha256', new TextEncoder().encode('key'));
 * toHex(m.update(new TextEncoder().encode('The quick brown fox jumps over the lazy dog')).digest())
 * // 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8'
 */
export async function createHmac(algorithm: HashAlgorithm, keyInput: BytesOrText): Promise<Hasher> {
  const key = bytesOf(keyInput, 'key');
  if (!hashAlgorithmInfo(algorithm).hmac) throw new TypeError(`algorithm: HMAC is not defined over ${algorithm}`);
  const [inner, outer] = await Promise.all([createHash(algorithm), createHash(algorithm)]);
  return new HmacHasher(inner, outer, key);
}

/**
 * The HMAC (RFC 2104, as tested by RFC 2202 and RFC 4231) of `data` under `key` in one call (WebCrypto for
 * SHA-1/2 on 1 MiB or more, as `digest` does). Key and data are bytes or text (UTF-8). In a bundle in one
 * file, `hmac` from `@tinkerbox/engine/hash/sha` (the same call for SHA-1 and SHA-2) carries only those four
 * algorithms, and {@link hmacSha256} (and hmacSha1, hmacSha384, hmacSha512) only its own.
 *
 * @throws TypeError for an unknown algorithm id, or a key or data that is neither a Uint8Array nor a string.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hmac('md5', new TextEncoder().encode('key'), new TextEncoder().encode('The quick brown fox jumps over the lazy dog')))
 * // '80070713463e7749b90c2dc24911e275'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(await hmac('sha256', 'key', 'The quick brown fox jumps over the lazy dog'))
 * // 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8'
 */
export async function hmac(algorithm: HashAlgorithm, keyInput: BytesOrText, input: BytesOrText): Promise<Uint8Array> {
  const data = bytesOf(input, 'data');
  const key = bytesOf(keyInput, 'key');
  // As for digest(): native SHA-1/2 wins on bulk data. WebCrypto refuses an empty HMAC key.
  const web = WEBCRYPTO_DIGEST[algorithm];
  if (web && key.length > 0 && data.length >= WEBCRYPTO_MIN_BYTES && data.buffer instanceof ArrayBuffer) {
    const mac = await tryWebCrypto(async (subtle) => {
      const k = await subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: web }, false, [
        'sign',
      ]);
      return subtle.sign('HMAC', k, data as Uint8Array<ArrayBuffer>);
    });
    if (mac) return new Uint8Array(mac);
  }
  if (!hashAlgorithmInfo(algorithm).hmac) throw new TypeError(`algorithm: HMAC is not defined over ${algorithm}`);
  // RFC 2104 on the one pooled hasher of the algorithm, one step after another with no await between
  // (as digest() does): a page that computes HMACs as the visitor types makes no new WASM instance per
  // call (Chromium refuses new WASM memories when thousands wait for the garbage collector).
  const h = await pooled(algorithm);
  const [ipad, opad] = hmacPads(h, key);
  const inner = h.update(ipad).update(data).digest();
  return h.update(opad).update(inner).digest();
}
