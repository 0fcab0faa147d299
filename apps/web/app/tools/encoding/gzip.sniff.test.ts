import { execFileSync } from 'node:child_process';
import { fromBase64, fromHex } from '@tinkerbox/engine/encoding';
import { describe, expect, it } from 'vitest';
import { runGzip } from './gzip.ops.ts';
import { isUtf8, sniffCompressedText } from './gzip.sniff.ts';

// Python's gzip and zlib modules write the vectors: gzip, then zlib at levels 1, 2, 6 and 9 (second bytes
// 01, 5e, 9c, da), each as base64 and hex, with the plain text they hold.
const PY = `
import base64, gzip, json, zlib
d = 'Hello from Python gzip, 中文\\n'.encode() * 3
blobs = [('gzip', gzip.compress(d, mtime=0))] + [('zlib', zlib.compress(d, l)) for l in (1, 2, 6, 9)]
print(json.dumps({'text': d.decode(), 'cases': [
  {'format': f, 'base64': base64.b64encode(b).decode(), 'hex': b.hex(), 'wrapped': base64.encodebytes(b).decode()}
  for f, b in blobs]}))
`;
const vectors = JSON.parse(execFileSync('python3', ['-c', PY], { encoding: 'utf8' })) as {
  text: string;
  cases: { format: 'gzip' | 'zlib'; base64: string; hex: string; wrapped: string }[];
};

describe('sniffCompressedText', () => {
  it('the vectors cover every zlib level group', () => {
    expect(vectors.cases.map((c) => c.hex.slice(0, 4))).toEqual(['1f8b', '7801', '785e', '789c', '78da']);
  });

  for (const c of vectors.cases) {
    it(`tells ${c.format} ${c.hex.slice(0, 4)} as base64, MIME-wrapped base64 and hex, and it inflates to Python's text`, async () => {
      expect(sniffCompressedText(c.base64)).toEqual({ source: 'base64', format: c.format });
      expect(sniffCompressedText(`${c.wrapped}\n`)).toEqual({ source: 'base64', format: c.format });
      expect(sniffCompressedText(c.hex)).toEqual({ source: 'hex', format: c.format });
      expect(sniffCompressedText(c.hex.toUpperCase().replace(/(..)/g, '$1 '))).toEqual({
        source: 'hex',
        format: c.format,
      });
      for (const bytes of [fromBase64(c.base64), fromHex(c.hex)]) {
        const r = await runGzip({ kind: 'gzip', source: bytes, inflate: true, format: 'auto', level: 6 }, () => {});
        if (r.kind !== 'gzip') throw new Error(`expected bytes, got ${r.kind}`);
        expect(new TextDecoder().decode(r.bytes)).toBe(vectors.text);
        expect(isUtf8(r.bytes)).toBe(true);
      }
    });
  }

  it('leaves text, hex and base64 that are not gzip or zlib alone', () => {
    for (const t of ['', 'Hello', 'Hello, world', '48656c6c6f', 'SGVsbG8gd29ybGQ=', '1f8', 'H4s', '1f8x0800']) {
      expect(sniffCompressedText(t)).toBeNull();
    }
  });
});

describe('isUtf8', () => {
  it('says no for gzip bytes and lone continuation bytes, yes for a character cut at the end', () => {
    expect(isUtf8(fromHex(vectors.cases[0]?.hex ?? ''))).toBe(false);
    expect(isUtf8(new Uint8Array([0x61, 0x80, 0x62]))).toBe(false);
    // 中 is e4 b8 ad; a preview cut after e4 b8 is still text.
    expect(isUtf8(new Uint8Array([0x61, 0xe4, 0xb8]))).toBe(true);
  });
});
