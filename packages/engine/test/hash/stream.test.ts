import { createHash as nodeHash, createHmac as nodeHmac } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/encoding/index.ts';
import { createHash, createHmac, hashStream } from '../../src/hash/index.ts';

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
    expect(toHex(digests[0]!)).toBe(nodeHash('sha256').update(data).digest('hex'));
    expect(toHex(digests[1]!)).toBe(nodeHash('md5').update(data).digest('hex'));
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
    expect(toHex(digests[0]!)).toBe(nodeHash('sha512').update(data).digest('hex'));
  });
  it('hashes a Blob stream', async () => {
    const { digests } = await hashStream(new Blob([data]).stream(), [await createHash('sha1')]);
    expect(toHex(digests[0]!)).toBe(nodeHash('sha1').update(data).digest('hex'));
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

// Node streams and any async iterable (issue 18: a Readable once failed with "getReader is not a
// function"); each digest is checked against node:crypto of the same bytes.
describe('hashStream of Node streams and async iterables', () => {
  const data = Uint8Array.from({ length: 2_500_003 }, (_, i) => (i * 131 + (i >> 9)) & 255);
  const want = (alg: string) => nodeHash(alg).update(data).digest('hex');

  it('a file read with fs.createReadStream, through two hashers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-stream-'));
    try {
      const file = join(dir, 'data.bin');
      writeFileSync(file, data);
      const progress: number[] = [];
      const { digests, bytes } = await hashStream(
        createReadStream(file, { highWaterMark: 65_536 }),
        [await createHash('sha256'), await createHash('sha3-256')],
        { onProgress: (n) => progress.push(n) },
      );
      expect(bytes).toBe(data.length);
      expect(toHex(digests[0]!)).toBe(want('sha256'));
      expect(toHex(digests[1]!)).toBe(want('sha3-256'));
      expect(progress.at(-1)).toBe(data.length);
      expect(progress.length).toBeGreaterThan(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a node:stream Readable of Buffers, and an async generator of Uint8Arrays', async () => {
    const pieces = [data.subarray(0, 1), data.subarray(1, 70_000), data.subarray(70_000)];
    const readable = Readable.from(pieces.map((p) => Buffer.from(p)));
    const a = await hashStream(readable, [await createHash('md5')]);
    expect(toHex(a.digests[0]!)).toBe(want('md5'));
    async function* gen() {
      for (const p of pieces) yield p;
    }
    const b = await hashStream(gen(), [await createHmac('sha1', new Uint8Array([1, 2, 3]))]);
    expect(b.bytes).toBe(data.length);
    expect(toHex(b.digests[0]!)).toBe(
      nodeHmac('sha1', Buffer.from([1, 2, 3]))
        .update(data)
        .digest('hex'),
    );
  });

  it('refuses text chunks and sources that are neither streams nor async iterables', async () => {
    const text = Readable.from(['not', 'bytes'], { objectMode: true });
    await expect(hashStream(text, [await createHash('sha256')])).rejects.toThrow(/chunks must be Uint8Array/);
    await expect(hashStream({} as AsyncIterable<Uint8Array>, [await createHash('sha256')])).rejects.toThrow(TypeError);
  });

  it('stops a Node stream with an AbortError and destroys it', async () => {
    const ac = new AbortController();
    const readable = Readable.from(
      (function* () {
        for (let i = 0; i < 1000; i++) yield Buffer.alloc(4096, i);
      })(),
    );
    const run = hashStream(readable, [await createHash('sha256')], {
      signal: ac.signal,
      onProgress: (n) => {
        if (n > 10_000) ac.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(readable.destroyed).toBe(true);
  });
});
