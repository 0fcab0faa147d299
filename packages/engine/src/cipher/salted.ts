import { concatBytes } from './bytes.ts';

/** `Salted__`, the magic of the OpenSSL `enc` container. */
const SALTED = new Uint8Array([0x53, 0x61, 0x6c, 0x74, 0x65, 0x64, 0x5f, 0x5f]);

/** The 16-byte OpenSSL header `Salted__` + 8-byte salt. */
export function saltedHeader(salt: Uint8Array): Uint8Array {
  return concatBytes(SALTED, salt);
}

/** The salt when `data` starts with OpenSSL's `Salted__` header, else undefined (unsalted, `-nosalt`). */
export function readSalt(data: Uint8Array): Uint8Array | undefined {
  if (data.length < 16) return undefined;
  for (let i = 0; i < 8; i++) if (data[i] !== SALTED[i]) return undefined;
  return data.slice(8, 16);
}
