/// <reference path="./hash-wasm-umd.d.ts" />
import type { IHasher } from 'hash-wasm';
import type { HashAlgorithm } from './algorithms.ts';

// hash-wasm's ESM index holds every algorithm's WASM as base64 text in one module (about 75 KB gzipped),
// and a bundler keeps one module in one chunk: whoever loads it for SHA-256 loads all of them. Its
// per-algorithm UMD builds (dist/<name>.umd.min.js, 3-9 KB gzipped each) are separate modules, so each
// import() below becomes its own lazy chunk in any bundler and a page pays only for what it hashes.
// Bundlers and Node hand a CommonJS module to import() as `default`; some also copy its names.
type HashWasm = typeof import('hash-wasm');
type Loaded = { default?: HashWasm } & Partial<HashWasm>;
const lib = (m: Loaded): HashWasm => (m.default ?? m) as HashWasm;

/** The algorithms hash-wasm computes (all but SHA-512/t). */
export type WasmAlgorithm = Exclude<HashAlgorithm, 'sha512-224' | 'sha512-256'>;

const LOADERS: Record<WasmAlgorithm, () => Promise<IHasher>> = {
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
  blake2b: () => import('hash-wasm/dist/blake2b.umd.min.js').then((m) => lib(m).createBLAKE2b(512)),
  blake2s: () => import('hash-wasm/dist/blake2s.umd.min.js').then((m) => lib(m).createBLAKE2s(256)),
  blake3: () => import('hash-wasm/dist/blake3.umd.min.js').then((m) => lib(m).createBLAKE3(256)),
};

/** True when hash-wasm has `algorithm`. */
export function isWasmAlgorithm(algorithm: HashAlgorithm): algorithm is WasmAlgorithm {
  return Object.hasOwn(LOADERS, algorithm);
}

/** A new hash-wasm hasher for `algorithm`, loading only that algorithm's module on first use. */
export function createWasmHasher(algorithm: WasmAlgorithm): Promise<IHasher> {
  return LOADERS[algorithm]();
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
