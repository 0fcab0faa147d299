import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  compress,
  decompress,
  hexDump,
  toBase32,
  toBase58,
  toBase58Check,
  toBase64,
  toBase85,
  toDataUri,
  toHex,
  toQuotedPrintable,
} from '../../src/encoding/index.ts';

// Issue 39: every encoder that takes bytes takes text too, as its UTF-8 bytes. The reference for the
// bytes is Node's Buffer (its own UTF-8 encoder); each encoder must give the same output for the string
// as for those bytes, and Node's own base64/hex for the two it has.

const TEXTS = ['', 'Hi', 'caf\u00e9 \u4e2d\u6587 \u{1f600}', '='.repeat(100)];
const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

describe('encoders take text as its UTF-8 bytes', () => {
  it('give for a string what they give for its bytes', () => {
    for (const s of TEXTS) {
      const b = utf8(s);
      expect(toHex(s)).toBe(Buffer.from(s, 'utf8').toString('hex'));
      expect(toBase64(s)).toBe(Buffer.from(s, 'utf8').toString('base64'));
      expect(toBase32(s)).toBe(toBase32(b));
      expect(toBase58(s)).toBe(toBase58(b));
      expect(toBase58Check(s)).toBe(toBase58Check(b));
      expect(toBase85(s)).toBe(toBase85(b));
      expect(hexDump(s)).toBe(hexDump(b));
      expect(toQuotedPrintable(s)).toBe(toQuotedPrintable(b));
      expect(toDataUri(s, 'text/plain')).toBe(toDataUri(b, 'text/plain'));
      expect(decompress(compress(s, 'gzip'), 'gzip')).toEqual(b);
    }
  });
  it('still refuse what is neither', () => {
    expect(() => toHex(3 as unknown as string)).toThrow(TypeError);
  });
});
