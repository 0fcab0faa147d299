import { createCipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/** Test-side codecs use Node's Buffer, never the code under test. */
export const hex = (h: string): Uint8Array => new Uint8Array(Buffer.from(h, 'hex'));
export const toHex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
export const utf8 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));
export const b64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));

export function vectors<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../vectors/cipher/${name}`, import.meta.url)), 'utf8')) as T;
}

/** test/vectors/cipher/sp800-38d-gcm.json: the GCM specification's test cases 1-18 (McGrew and Viega). */
export interface GcmVectors {
  cases: {
    name: string;
    keyHex: string;
    ivHex: string;
    plaintextHex: string;
    aadHex: string;
    ciphertextHex: string;
    tagHex: string;
  }[];
}

/** What node:crypto (OpenSSL) seals with AES-GCM: ciphertext || the tag cut to `tag` bytes, as hex. */
export function opensslGcm(key: Uint8Array, iv: Uint8Array, data: Uint8Array, aad: Uint8Array, tag: number): string {
  const c = createCipheriv(`aes-${key.length * 8}-gcm` as 'aes-256-gcm', key, iv, { authTagLength: 16 });
  if (aad.length) c.setAAD(aad);
  const out = Buffer.concat([c.update(data), c.final()]);
  return toHex(Buffer.concat([out, c.getAuthTag().subarray(0, tag)]));
}

/**
 * AES-GCM inputs over what SP 800-38D allows: a 16-, 24- or 32-byte key, an IV of 8 to 60 bytes (12 most
 * often), every tag length, data as bytes or text (with its UTF-8 bytes) and AAD, possibly empty.
 */
export const gcmInputs = fc
  .tuple(
    fc.constantFrom(16, 24, 32),
    fc.constantFrom(8, 12, 12, 16, 60),
    fc.constantFrom(4, 8, 12, 13, 14, 15, 16),
    fc.oneof(fc.uint8Array({ maxLength: 100 }), fc.string({ maxLength: 40 })),
    fc.uint8Array({ maxLength: 20 }),
    fc.uint8Array({ minLength: 32, maxLength: 32 }),
    fc.uint8Array({ minLength: 60, maxLength: 60 }),
  )
  .map(([klen, ivlen, tagLength, data, aad, keyBytes, ivBytes]) => ({
    key: keyBytes.slice(0, klen),
    iv: ivBytes.slice(0, ivlen),
    tagLength,
    data,
    bytes: typeof data === 'string' ? utf8(data) : data,
    aad,
  }));

/** Feeds `data` to a session in the given chunk sizes (cycled), then finals it. */
export async function chunked(
  s: { update(c: Uint8Array): Promise<Uint8Array>; final(): Promise<Uint8Array> },
  data: Uint8Array,
  sizes: readonly number[],
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let o = 0;
  let i = 0;
  while (o < data.length) {
    let n = Math.max(0, sizes[i++ % sizes.length] ?? 1);
    // An empty update must be harmless; follow it with one byte so the loop always advances.
    if (n === 0) {
      parts.push(await s.update(new Uint8Array(0)));
      n = 1;
    }
    parts.push(await s.update(data.subarray(o, o + n)));
    o += n;
  }
  parts.push(await s.final());
  return new Uint8Array(Buffer.concat(parts));
}
