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

const CHUNK = 1 << 20;

function byobReader(stream: ReadableStream<Uint8Array>): ReadableStreamBYOBReader | undefined {
  try {
    return stream.getReader({ mode: 'byob' });
  } catch {
    return undefined; // not a byte stream
  }
}

/**
 * Feeds a byte stream (e.g. `file.stream()`) through several hashers in one pass, reading it once.
 * A byte stream (Blob.stream() in browsers and Node) is read into one reused 1 MiB buffer, so memory
 * stays flat however large the file; other streams are read chunk by chunk.
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
  const byob = byobReader(stream);
  const reader = byob ?? stream.getReader();
  let bytes = 0;
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let buffer = new ArrayBuffer(CHUNK);
    for (;;) {
      const { done, value } = byob
        ? await byob.read(new Uint8Array(buffer, 0, CHUNK))
        : await (reader as ReadableStreamDefaultReader<Uint8Array>).read();
      signal?.throwIfAborted();
      if (done) break;
      if (!(value instanceof Uint8Array)) throw new TypeError('stream: chunks must be Uint8Array');
      for (const h of hashers) h.update(value);
      bytes += value.length;
      if (byob) buffer = value.buffer as ArrayBuffer;
      onProgress?.(bytes);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
  return { digests: hashers.map((h) => h.digest()), bytes };
}
