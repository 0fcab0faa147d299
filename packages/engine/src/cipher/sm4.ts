import { ghash } from '@noble/ciphers/_polyval.js';
import { EngineError } from '../errors.ts';
import { concatBytes } from './bytes.ts';
import { oneShotCore, type RawCore } from './core.ts';
import { sm4Block, sm4RoundKeys } from './sm4-block.ts';
import type { CipherMode } from './types.ts';

const B = 16;

export interface Sm4Options {
  readonly mode: CipherMode;
  readonly encrypt: boolean;
  readonly key: Uint8Array;
  readonly iv: Uint8Array | undefined;
  readonly tagLength: number;
  readonly aad: Uint8Array | undefined;
}

/**
 * SM4 (GB/T 32907-2016) in the SP 800-38A modes as OpenSSL runs them (`-sm4-cbc`, `-sm4-ecb`,
 * `-sm4-ctr` with a 128-bit big-endian counter, `-sm4-cfb` and `-sm4-ofb` with 128-bit feedback), and
 * in GCM (SP 800-38D with SM4 as the block cipher, as RFC 8998 uses it). Each call to `process` carries
 * its chaining state on to the next, so a file goes through in pieces.
 */
export function sm4Core(o: Sm4Options): RawCore {
  const ek = sm4RoundKeys(o.key, false);
  const iv = (o.iv ?? new Uint8Array(B)).slice();
  if (o.mode === 'gcm') return gcmCore(ek, iv, o);
  if (o.mode === 'ecb' || o.mode === 'cbc') {
    const rk = o.encrypt ? ek : sm4RoundKeys(o.key, true);
    const run = o.mode === 'ecb' ? ecb(rk) : o.encrypt ? cbcEncrypt(ek, iv) : cbcDecrypt(rk, iv);
    return { blockSize: B, partialTail: false, process: run, finish: run };
  }
  const run = o.mode === 'ctr' ? ctr(ek, iv) : o.mode === 'ofb' ? ofb(ek, iv) : cfb(ek, iv, o.encrypt);
  return { blockSize: B, partialTail: true, process: run, finish: run };
}

type Run = (data: Uint8Array) => Uint8Array;

function ecb(rk: Int32Array): Run {
  return (data) => {
    const out = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i += B) sm4Block(rk, data, i, out, i);
    return out;
  };
}

function cbcEncrypt(rk: Int32Array, chain: Uint8Array): Run {
  return (data) => {
    const out = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i += B) {
      for (let j = 0; j < B; j++) chain[j] = (chain[j] as number) ^ (data[i + j] as number);
      sm4Block(rk, chain, 0, out, i);
      for (let j = 0; j < B; j++) chain[j] = out[i + j] as number;
    }
    return out;
  };
}

function cbcDecrypt(rk: Int32Array, chain: Uint8Array): Run {
  return (data) => {
    const out = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i += B) {
      sm4Block(rk, data, i, out, i);
      for (let j = 0; j < B; j++) {
        out[i + j] = (out[i + j] as number) ^ (chain[j] as number);
        chain[j] = data[i + j] as number;
      }
    }
    return out;
  };
}

/** Keystream modes: `next` fills one keystream block into `ks`; the last block may be used in part. */
function keystream(next: (ks: Uint8Array) => void): Run {
  const ks = new Uint8Array(B);
  return (data) => {
    const out = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i += B) {
      next(ks);
      const n = Math.min(B, data.length - i);
      for (let j = 0; j < n; j++) out[i + j] = (data[i + j] as number) ^ (ks[j] as number);
    }
    return out;
  };
}

/** CTR with the whole 16-byte IV as a big-endian counter, wrapping modulo 2^128 (OpenSSL's -sm4-ctr). */
function ctr(rk: Int32Array, counter: Uint8Array): Run {
  return keystream((ks) => {
    sm4Block(rk, counter, 0, ks, 0);
    for (let j = B - 1; j >= 0; j--) {
      counter[j] = ((counter[j] as number) + 1) & 0xff;
      if (counter[j] !== 0) break;
    }
  });
}

function ofb(rk: Int32Array, chain: Uint8Array): Run {
  return keystream((ks) => {
    sm4Block(rk, chain, 0, chain, 0);
    ks.set(chain);
  });
}

/** CFB-128: the keystream is E(previous ciphertext block); only the last call may end in a partial block. */
function cfb(rk: Int32Array, chain: Uint8Array, encrypt: boolean): Run {
  const ks = new Uint8Array(B);
  return (data) => {
    const out = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i += B) {
      sm4Block(rk, chain, 0, ks, 0);
      const n = Math.min(B, data.length - i);
      const fed = encrypt ? out : data;
      for (let j = 0; j < n; j++) {
        out[i + j] = (data[i + j] as number) ^ (ks[j] as number);
        chain[j] = fed[i + j] as number;
      }
    }
    return out;
  };
}

/** GCM over SM4: one-shot, like AES-GCM here (the data is collected, then sealed or opened at the end). */
function gcmCore(ek: Int32Array, iv: Uint8Array, o: Sm4Options): RawCore {
  const h = new Uint8Array(B);
  sm4Block(ek, h, 0, h, 0);
  const j0 = new Uint8Array(B);
  if (iv.length === 12) {
    j0.set(iv);
    j0[15] = 1;
  } else {
    // J0 = GHASH(IV padded || 0^64 || [len(IV)]_64), SP 800-38D section 7.1 step 2.
    const len = new Uint8Array(B);
    new DataView(len.buffer).setBigUint64(8, BigInt(iv.length) * 8n);
    j0.set(ghash.create(h).update(iv).update(len).digest());
  }
  const aad = o.aad ?? new Uint8Array(0);
  /** GCTR from inc32(J0): only the low 32 bits of the counter move. */
  const gctr = (data: Uint8Array) => {
    const cb = j0.slice();
    const view = new DataView(cb.buffer);
    return keystream((ks) => {
      view.setUint32(12, (view.getUint32(12) + 1) >>> 0);
      sm4Block(ek, cb, 0, ks, 0);
    })(data);
  };
  const tag = (ct: Uint8Array) => {
    const len = new Uint8Array(B);
    const v = new DataView(len.buffer);
    v.setBigUint64(0, BigInt(aad.length) * 8n);
    v.setBigUint64(8, BigInt(ct.length) * 8n);
    const s = ghash.create(h).update(aad).update(ct).update(len).digest();
    const e = new Uint8Array(B);
    sm4Block(ek, j0, 0, e, 0);
    for (let j = 0; j < B; j++) e[j] = (e[j] as number) ^ (s[j] as number);
    return e.subarray(0, o.tagLength);
  };
  const seal = (all: Uint8Array): Uint8Array => {
    if (o.encrypt) {
      const ct = gctr(all);
      return concatBytes(ct, tag(ct));
    }
    const t = o.tagLength;
    if (all.length < t) throw gcmFailed();
    const ct = all.subarray(0, all.length - t);
    const want = tag(ct);
    let diff = 0;
    for (let j = 0; j < t; j++) diff |= (want[j] as number) ^ (all[ct.length + j] as number);
    if (diff !== 0) throw gcmFailed();
    return gctr(ct);
  };
  return oneShotCore(B, seal);
}

function gcmFailed(): EngineError {
  return new EngineError(
    'AUTH_TAG_MISMATCH',
    'The GCM tag does not match: wrong key, IV, additional data or tag length, or altered ciphertext.',
  );
}
