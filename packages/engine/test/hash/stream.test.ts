import { createHash as nodeHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHash, createHmac, hashStream, toHexDigest } from '../../src/hash/index.ts';

function chunkedStream(data: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let off = 0;
  return new ReadableStream({
    pull(c) {
      if (off >= data.length) return c.close();
      c.enqueue(data.slice(off, off + size));
      off += size;
    },
  });
}

describe('hashStream', () => {
  const data = Uint8Array.from({ length: 3_000_001 }, (_, i) => (i * 31) & 255);
  it('hashes a chunked stream through several hashers in one pass, reporting progress', async () => {
    const progress: number[] = [];
    const { digests, bytes } = await hashStream(
      chunkedStream(data, 65_536),
      [await createHash('sha256'), await createHash('md5'), await createHmac('sha1', new Uint8Array([1, 2]))],
      { onProgress: (n) => progress.push(n) },
    );
    expect(bytes).toBe(data.length);
    expect(toHexDigest(digests[0]!)).toBe(nodeHash('sha256').update(data).digest('hex'));
    expect(toHexDigest(digests[1]!)).toBe(nodeHash('md5').update(data).digest('hex'));
    expect(progress.at(-1)).toBe(data.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
  it('hashes a byte stream through the reused BYOB buffer', async () => {
    let off = 0;
    const stream = new ReadableStream({
      type: 'bytes',
      pull(c) {
        if (off >= data.length) {
          c.close();
          c.byobRequest?.respond(0);
          return;
        }
        const n = Math.min(100_003, data.length - off);
        const req = c.byobRequest;
        if (req?.view) {
          const v = new Uint8Array(req.view.buffer, req.view.byteOffset, Math.min(n, req.view.byteLength));
          v.set(data.subarray(off, off + v.length));
          off += v.length;
          req.respond(v.length);
        } else {
          c.enqueue(data.slice(off, off + n));
          off += n;
        }
      },
    });
    const { digests, bytes } = await hashStream(stream as ReadableStream<Uint8Array>, [await createHash('sha512')]);
    expect(bytes).toBe(data.length);
    expect(toHexDigest(digests[0]!)).toBe(nodeHash('sha512').update(data).digest('hex'));
  });
  it('hashes a Blob stream', async () => {
    const { digests } = await hashStream(new Blob([data]).stream(), [await createHash('sha1')]);
    expect(toHexDigest(digests[0]!)).toBe(nodeHash('sha1').update(data).digest('hex'));
  });
  it('stops with an AbortError when cancelled', async () => {
    const ac = new AbortController();
    const run = hashStream(chunkedStream(data, 1024), [await createHash('sha256')], {
      signal: ac.signal,
      onProgress: (n) => {
        if (n > 10_000) ac.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
