import type { Hasher } from './hasher.ts';

export interface HashStreamOptions {
  /** Stops reading and rejects with an AbortError DOMException. */
  signal?: AbortSignal;
  /** Called after each chunk with the number of bytes read so far. */
  onProgress?: (bytesRead: number) => void;
}

export interface HashStreamResult {
  /** One digest per hasher, in the order given. */
  digests: Uint8Array[];
  /** How many bytes were hashed. */
  bytes: number;
}

/**
 * Feeds a byte stream (e.g. `file.stream()`) through several hashers in one pass, reading it once and
 * holding only the current chunk in memory.
 *
 * @throws DOMException AbortError when `signal` aborts; TypeError for a chunk that is not bytes.
 * @example
 * const { digests } = await hashStream(new Blob(['abc']).stream(), [await createHash('sha1')]);
 * toHexDigest(digests[0]) // 'a9993e364706816aba3e25717850c26c9cd0d89d'
 */
export async function hashStream(
  stream: ReadableStream<Uint8Array>,
  hashers: readonly Hasher[],
  options: HashStreamOptions = {},
): Promise<HashStreamResult> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const reader = stream.getReader();
  let bytes = 0;
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      if (!(value instanceof Uint8Array)) throw new TypeError('stream: chunks must be Uint8Array');
      for (const h of hashers) h.update(value);
      bytes += value.length;
      onProgress?.(bytes);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
  return { digests: hashers.map((h) => h.digest()), bytes };
}
