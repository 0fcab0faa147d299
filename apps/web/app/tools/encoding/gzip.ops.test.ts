import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runGzip } from './gzip.ops.ts';

/** A chosen file that has since gone: reading it fails as the browser's NotReadableError does. */
class GoneFile extends File {
  override slice() {
    const blob = new Blob([]);
    blob.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
    return blob;
  }
}

describe('runGzip', () => {
  it('compresses a file in chunks that zlib reads back', async () => {
    const text = 'Tinkerbox gzip 中文\n'.repeat(100_000);
    const file = new File([text], 'a.txt');
    const seen: number[] = [];
    const r = await runGzip({ kind: 'gzip', source: file, inflate: false, format: 'gzip', level: 6 }, (done) =>
      seen.push(done),
    );
    if (r.kind !== 'gzip') throw new Error(`expected bytes, got ${r.kind}`);
    expect(gunzipSync(r.bytes).toString()).toBe(text);
    expect(seen.at(-1)).toBe(file.size);
  });

  it('a file that cannot be read is an unreadable result (said beside it), not an error with the browser’s words', async () => {
    const r = await runGzip(
      { kind: 'gzip', source: new GoneFile(['x'.repeat(10)], 'gone.bin'), inflate: true, format: 'auto', level: 6 },
      () => {},
    );
    expect(r).toEqual({ kind: 'unreadable' });
  });

  it('bad data is still the engine’s INVALID_COMPRESSED', async () => {
    const bad = new TextEncoder().encode('not gzip at all');
    await expect(
      runGzip({ kind: 'gzip', source: bad, inflate: true, format: 'gzip', level: 6 }, () => {}),
    ).rejects.toMatchObject({ code: 'INVALID_COMPRESSED' });
  });
});
