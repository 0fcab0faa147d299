import { gcm } from '@noble/ciphers/aes.js';
import { type AesOptions, gcmFailed } from './aes-gcm-core.ts';

// noble's GCM alone, so that a GCM call without WebCrypto loads none of the other modes (decision 0157).

/** AES-GCM sealing or opening of a whole message by noble, with any of the tag lengths. */
export function nobleGcm(o: AesOptions, all: Uint8Array): Uint8Array {
  const iv = o.iv as Uint8Array;
  const t = o.tagLength;
  if (o.encrypt) {
    const out = gcm(o.key, iv, o.aad).encrypt(all);
    return out.subarray(0, out.length - 16 + t);
  }
  if (all.length < t) throw gcmFailed();
  try {
    if (t === 16) return gcm(o.key, iv, o.aad).decrypt(all);
    // noble checks only full tags. GCM's keystream is its own inverse, so recover the plaintext
    // by "encrypting" the ciphertext, then re-encrypt it and compare the truncated tags.
    const body = all.subarray(0, all.length - t);
    const plain = gcm(o.key, iv, o.aad).encrypt(body).subarray(0, body.length);
    const again = gcm(o.key, iv, o.aad).encrypt(plain);
    let diff = 0;
    for (let i = 0; i < t; i++) diff |= (again[body.length + i] as number) ^ (all[body.length + i] as number);
    if (diff !== 0) throw gcmFailed();
    return plain;
  } catch {
    throw gcmFailed();
  }
}
