import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Test-side codecs use Node's Buffer, never the code under test. */
export const hex = (h: string): Uint8Array => new Uint8Array(Buffer.from(h, 'hex'));
export const toHex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
export const utf8 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));
export const b64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));

export function vectors<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../vectors/cipher/${name}`, import.meta.url)), 'utf8')) as T;
}

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
