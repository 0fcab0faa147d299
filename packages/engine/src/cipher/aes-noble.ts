import { cbc, cfb, ctr, ecb } from '@noble/ciphers/aes.js';
import { type AesOptions, B, gcmCore } from './aes-gcm-core.ts';
import { nobleGcm } from './aes-noble-gcm.ts';
import { addToCounter, xorBytes } from './bytes.ts';
import type { RawCore } from './core.ts';

// @noble/ciphers' AES (audited, pure TypeScript): ECB and CFB, which WebCrypto lacks, and every mode where
// WebCrypto is missing or refuses. aes.ts loads this module only then (decision 0157).

/** AES in any mode on noble, from `o.iv` (the chain or counter where WebCrypto stopped, if it did). */
export function nobleCore(o: AesOptions): RawCore {
  const iv = o.iv as Uint8Array;
  switch (o.mode) {
    case 'ecb': {
      // noble refuses a second call on one instance, so each chunk gets its own.
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const c = ecb(o.key, { disablePadding: true });
        return o.encrypt ? c.encrypt(data) : c.decrypt(data);
      };
      return { blockSize: B, partialTail: false, process: run, finish: run };
    }
    case 'cbc':
    case 'cfb': {
      let chain: Uint8Array = iv.slice();
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const c = o.mode === 'cbc' ? cbc(o.key, chain, { disablePadding: true }) : cfb(o.key, chain);
        const out = o.encrypt ? c.encrypt(data) : c.decrypt(data);
        // Both modes chain on the previous ciphertext block; the tail call may be partial (CFB) and is last.
        const ct = o.encrypt ? out : data;
        if (ct.length >= B) chain = ct.slice(ct.length - B);
        return out;
      };
      return { blockSize: B, partialTail: o.mode === 'cfb', process: run, finish: run };
    }
    case 'ctr': {
      let counter: Uint8Array = iv.slice();
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const out = ctr(o.key, counter).encrypt(data);
        counter = addToCounter(counter, Math.ceil(data.length / B));
        return out;
      };
      return { blockSize: B, partialTail: true, process: run, finish: run };
    }
    case 'ofb': {
      let chain: Uint8Array = iv.slice();
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const n = Math.ceil(data.length / B) * B;
        const ks = cbc(o.key, chain, { disablePadding: true }).encrypt(new Uint8Array(n));
        chain = ks.slice(n - B);
        return xorBytes(data, ks);
      };
      return { blockSize: B, partialTail: true, process: run, finish: run };
    }
    default:
      return gcmCore((all) => nobleGcm(o, all));
  }
}
