import { concatBytes } from './bytes.ts';

/**
 * One direction of one cipher with its key and IV fixed: the piece each backend (WebCrypto, noble,
 * crypto-js) provides. Padding, chunking and headers live above it, in session.ts.
 */
export interface RawCore {
  /** Bytes per block. `process` always receives whole multiples of it. */
  readonly blockSize: number;
  /** True when the last piece may be a partial block (CTR, CFB, OFB, GCM and the stream ciphers). */
  readonly partialTail: boolean;
  process(data: Uint8Array): Promise<Uint8Array> | Uint8Array;
  /** The last piece (possibly empty); returns everything still owed, GCM's tag included. */
  finish(data: Uint8Array): Promise<Uint8Array> | Uint8Array;
}

/**
 * A one-shot core (GCM, ChaCha20-Poly1305): it collects the data and hands all of it to `run` at the end,
 * so no unauthenticated plaintext ever leaves before the tag is checked.
 */
export function oneShotCore(blockSize: number, run: (all: Uint8Array) => Promise<Uint8Array> | Uint8Array): RawCore {
  const parts: Uint8Array[] = [];
  return {
    blockSize,
    partialTail: true,
    process(data) {
      parts.push(data.slice());
      return new Uint8Array(0);
    },
    finish(data) {
      parts.push(data);
      return run(concatBytes(...parts));
    },
  };
}
