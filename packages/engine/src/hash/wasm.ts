/// <reference path="./hash-wasm-umd.d.ts" />
import type { IHasher } from 'hash-wasm';
import type { HashAlgorithm } from './algorithms.ts';
import type { CrcName } from './crc-names.ts';
import type { HashParams } from './params.ts';

// hash-wasm's ESM index holds every algorithm's WASM as base64 text in one module (about 75 KB gzipped),
// and a bundler keeps one module in one chunk: whoever loads it for SHA-256 loads all of them. Its
// per-algorithm UMD builds (dist/<name>.umd.min.js, 3-9 KB gzipped each) are separate modules, so each
// import() below becomes its own lazy chunk in any bundler and a page pays only for what it hashes.
// Bundlers and Node hand a CommonJS module to import() as `default`; some also copy its names.
type HashWasm = typeof import('hash-wasm');
type Loaded = { default?: HashWasm } & Partial<HashWasm>;
const lib = (m: Loaded): HashWasm => (m.default ?? m) as HashWasm;

/** The algorithms hash-wasm computes (not SHA-512/t, the XOFs of FIPS 202 and SP 800-185, MD2, Streebog, RIPEMD-128/256/320, CRC-16). */
export type WasmAlgorithm = Exclude<
  HashAlgorithm,
  | 'sha512-224'
  | 'sha512-256'
  | 'shake128'
  | 'shake256'
  | 'cshake128'
  | 'cshake256'
  | 'kmac128'
  | 'kmac256'
  | 'md2'
  | 'streebog256'
  | 'streebog512'
  | 'ripemd128'
  | 'ripemd256'
  | 'ripemd320'
  | `crc16-${string}`
  | CrcName
>;

// BLAKE2 and BLAKE3 take an output length and a key (checked by checkHashParams before this).
const bits = (p: HashParams | undefined, d: number) => (p?.outputLength ?? d) * 8;
const key = (p: HashParams | undefined) => (p?.key?.length ? p.key : undefined);
// The reversed (LSB-first) CRC-32C polynomial 0x1EDC6F41 that hash-wasm's CRC-32 takes (RFC 3720 B.4).
const CASTAGNOLI = 0x82f63b78;

const LOADERS: Record<WasmAlgorithm, (p?: HashParams) => Promise<IHasher>> = {
  md5: () => import('hash-wasm/dist/md5.umd.min.js').then((m) => lib(m).createMD5()),
  sha1: () => import('hash-wasm/dist/sha1.umd.min.js').then((m) => lib(m).createSHA1()),
  sha224: () => import('hash-wasm/dist/sha224.umd.min.js').then((m) => lib(m).createSHA224()),
  sha256: () => import('hash-wasm/dist/sha256.umd.min.js').then((m) => lib(m).createSHA256()),
  sha384: () => import('hash-wasm/dist/sha384.umd.min.js').then((m) => lib(m).createSHA384()),
  sha512: () => import('hash-wasm/dist/sha512.umd.min.js').then((m) => lib(m).createSHA512()),
  'sha3-224': () => import('hash-wasm/dist/sha3.umd.min.js').then((m) => lib(m).createSHA3(224)),
  'sha3-256': () => import('hash-wasm/dist/sha3.umd.min.js').then((m) => lib(m).createSHA3(256)),
  'sha3-384': () => import('hash-wasm/dist/sha3.umd.min.js').then((m) => lib(m).createSHA3(384)),
  'sha3-512': () => import('hash-wasm/dist/sha3.umd.min.js').then((m) => lib(m).createSHA3(512)),
  'keccak-224': () => import('hash-wasm/dist/keccak.umd.min.js').then((m) => lib(m).createKeccak(224)),
  'keccak-256': () => import('hash-wasm/dist/keccak.umd.min.js').then((m) => lib(m).createKeccak(256)),
  'keccak-384': () => import('hash-wasm/dist/keccak.umd.min.js').then((m) => lib(m).createKeccak(384)),
  'keccak-512': () => import('hash-wasm/dist/keccak.umd.min.js').then((m) => lib(m).createKeccak(512)),
  ripemd160: () => import('hash-wasm/dist/ripemd160.umd.min.js').then((m) => lib(m).createRIPEMD160()),
  blake2b: (p) => import('hash-wasm/dist/blake2b.umd.min.js').then((m) => lib(m).createBLAKE2b(bits(p, 64), key(p))),
  blake2s: (p) => import('hash-wasm/dist/blake2s.umd.min.js').then((m) => lib(m).createBLAKE2s(bits(p, 32), key(p))),
  blake3: (p) => import('hash-wasm/dist/blake3.umd.min.js').then((m) => lib(m).createBLAKE3(bits(p, 32), key(p))),
  md4: () => import('hash-wasm/dist/md4.umd.min.js').then((m) => lib(m).createMD4()),
  sm3: () => import('hash-wasm/dist/sm3.umd.min.js').then((m) => lib(m).createSM3()),
  whirlpool: () => import('hash-wasm/dist/whirlpool.umd.min.js').then((m) => lib(m).createWhirlpool()),
  crc32: () => import('hash-wasm/dist/crc32.umd.min.js').then((m) => lib(m).createCRC32()),
  crc32c: () => import('hash-wasm/dist/crc32.umd.min.js').then((m) => lib(m).createCRC32(CASTAGNOLI)),
  adler32: () => import('hash-wasm/dist/adler32.umd.min.js').then((m) => lib(m).createAdler32()),
};

/** True when hash-wasm computes `algorithm`; the others are computed in TypeScript (pure.ts, loaded on use). */
export const isWasmAlgorithm = (algorithm: string): algorithm is WasmAlgorithm => Object.hasOwn(LOADERS, algorithm);

/** A new hash-wasm hasher for `algorithm`, loading only that algorithm's module on first use. */
export function createWasmHasher(algorithm: WasmAlgorithm, params?: HashParams): Promise<IHasher> {
  return LOADERS[algorithm](params);
}

/** hash-wasm's PBKDF2 (its own module, without any hash in it). */
export async function wasmPbkdf2(): Promise<HashWasm['pbkdf2']> {
  return lib(await import('hash-wasm/dist/pbkdf2.umd.min.js')).pbkdf2;
}

/** hash-wasm's password hashes, each its own module: bcrypt, scrypt and Argon2 (loaded on first use). */
export const wasmPasswordHashes = {
  bcrypt: async () => lib(await import('hash-wasm/dist/bcrypt.umd.min.js')).bcrypt,
  scrypt: async () => lib(await import('hash-wasm/dist/scrypt.umd.min.js')).scrypt,
  argon2: async () => {
    const m = lib(await import('hash-wasm/dist/argon2.umd.min.js'));
    return { argon2id: m.argon2id, argon2i: m.argon2i, argon2d: m.argon2d };
  },
};
