import type { Hasher } from './hasher-type.ts';

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

/** Bytes that {@link hashStream} reads: a WHATWG stream, or any async iterable of byte chunks. */
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

const isWebStream = (source: ByteSource): source is ReadableStream<Uint8Array> =>
  typeof (source as ReadableStream<Uint8Array>).getReader === 'function';

function feed(hashers: readonly Hasher[], value: unknown): number {
  if (!(value instanceof Uint8Array)) throw new TypeError('stream: chunks must be Uint8Array');
  for (const h of hashers) h.update(value);
  return value.length;
}

/**
 * Feeds a byte stream through several hashers in one pass, reading it once. The stream is a WHATWG
 * `ReadableStream` (`file.stream()`, `fetch` bodies) or any `AsyncIterable<Uint8Array>`: a Node
 * `Readable` such as `fs.createReadStream(path)` (whose Buffers are Uint8Arrays), or an async generator.
 * A byte stream (Blob.stream() in browsers and Node) is read into one reused 1 MiB buffer, so memory
 * stays flat however large the file; other sources are read chunk by chunk.
 *
 * @throws DOMException AbortError when `signal` aborts (an async iterable is closed at its next chunk);
 *   TypeError for a chunk that is not bytes (a Node stream with an encoding set gives strings) or a
 *   source that is neither a stream nor async iterable.
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const { digests } = await hashStream(new Blob(['abc']).stream(), [await createHash('sha1')]);
 * toHex(digests[0]) // 'a9993e364706816aba3e25717850c26c9cd0d89d'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * async function* chunks() { yield new TextEncoder().encode('a'); yield new TextEncoder().encode('bc'); }
 * const { digests, bytes } = await hashStream(chunks(), [await createHash('md5')]);
 * bytes // 3
 * toHex(digests[0]) // '900150983cd24fb0d6963f7d28e17f72'
 */
export async function hashStream(
  stream: ByteSource,
  hashers: readonly Hasher[],
  options: HashStreamOptions = {},
): Promise<HashStreamResult> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  if (isWebStream(stream)) return readWebStream(stream, hashers, options);
  if (stream == null || typeof (stream as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] !== 'function') {
    throw new TypeError('stream: expected a ReadableStream or an AsyncIterable of Uint8Array chunks');
  }
  let bytes = 0;
  for await (const chunk of stream) {
    signal?.throwIfAborted(); // leaving the loop closes the source (a Node stream is destroyed)
    bytes += feed(hashers, chunk);
    onProgress?.(bytes);
  }
  signal?.throwIfAborted();
  return { digests: hashers.map((h) => h.digest()), bytes };
}

async function readWebStream(
  stream: ReadableStream<Uint8Array>,
  hashers: readonly Hasher[],
  { signal, onProgress }: HashStreamOptions,
): Promise<HashStreamResult> {
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
      bytes += feed(hashers, value);
      if (byob) buffer = value.buffer as ArrayBuffer;
      onProgress?.(bytes);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
  return { digests: hashers.map((h) => h.digest()), bytes };
}
