import { execFileSync, spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompressionLevel,
  compress,
  createCompression,
  decodeUrl,
  decompress,
  detectHexDump,
  encodeUrl,
  escapeUnicode,
  fromBase32,
  fromHexDump,
  type HexDumpLayout,
  hexDump,
  toBase32,
  unescapeUnicode,
} from '../../src/encoding/index.ts';
import { EngineError } from '../../src/errors.ts';
import v from '../vectors/encoding/formats.json' with { type: 'json' };

const hexBytes = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));

function errorOf(f: () => unknown): EngineError | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  return undefined;
}

describe('hexdump layouts against util-linux hexdump and Wireshark print.c (issue 40)', () => {
  it.each(v.dumps.map((x) => [x.hex.length / 2, x] as const))('%i bytes', (_n, x) => {
    const bytes = hexBytes(x.hex);
    expect(hexDump(bytes, { layout: 'hexdump-C' })).toBe(x['hexdump-C']);
    expect(hexDump(bytes, { layout: 'hexdump-C', squeeze: false })).toBe(x['hexdump-C -v']);
    expect(hexDump(bytes, { layout: 'hexdump' })).toBe(x.hexdump);
    expect(hexDump(bytes, { layout: 'hexdump', squeeze: false })).toBe(x['hexdump -v']);
    expect(hexDump(bytes, { layout: 'wireshark' })).toBe(x.wireshark);
  });
  it.each(v.dumps.map((x) => [x.hex.length / 2, x] as const))('reads back each tool’s dump of %i bytes', (_n, x) => {
    const bytes = hexBytes(x.hex);
    for (const [layout, dump] of [
      ['hexdump-C', x['hexdump-C']],
      ['hexdump-C', x['hexdump-C -v']],
      ['hexdump', x.hexdump],
      ['hexdump', x['hexdump -v']],
      ['wireshark', x.wireshark],
      ['xxd', x['xxd -a']],
    ] as const) {
      expect(fromHexDump(dump)).toEqual(bytes);
      if (dump) expect(detectHexDump(dump)).toBe(layout);
      expect(fromHexDump(dump.replace(/\n/g, '\r\n'), { layout })).toEqual(bytes);
    }
  });
  it('round-trips every layout, squeezed or not (property)', () => {
    const layouts: HexDumpLayout[] = ['xxd', 'hexdump-C', 'hexdump', 'wireshark'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.array(fc.constantFrom(0, 0x41), { maxLength: 200 }).map((a) => Uint8Array.from(a)),
        ),
        fc.constantFrom(...layouts),
        fc.boolean(),
        fc.boolean(),
        (bytes, layout, upper, squeeze) => {
          const dump = hexDump(bytes, layout === 'xxd' ? { upper } : { layout, upper, squeeze });
          expect(fromHexDump(dump)).toEqual(bytes);
        },
      ),
    );
  });
  it('fills a long `*` run quickly (hexdump of 16 MiB of one byte is 4 lines)', () => {
    const big = Buffer.alloc(16 << 20, 0x41);
    big[big.length - 1] = 0x42;
    const dump = execFileSync('hexdump', ['-C'], { input: big, maxBuffer: 1 << 20 }).toString();
    expect(dump.split('\n')).toHaveLength(5);
    // toEqual walks 16 M elements for minutes; compare as buffers
    expect(Buffer.compare(Buffer.from(fromHexDump(dump)), big)).toBe(0);
  });
  it('names a line it cannot read, and refuses xxd-only options elsewhere', () => {
    expect(errorOf(() => fromHexDump('00000000  48 zz 69  |H.i|\n'))?.params).toEqual({ line: 1 });
    expect(errorOf(() => fromHexDump('0000000 6548 6c6c\n0000010 6c6c 2c6\n'))?.params).toEqual({ line: 2 });
    expect(() => hexDump('x', { layout: 'wireshark', columns: 8 })).toThrow(RangeError);
    expect(() => hexDump('x', { layout: 'od' as HexDumpLayout })).toThrow(RangeError);
  });
});

describe('URL-encoding every non-alphanumeric byte, decimal references and %u escapes, against Python (issue 40)', () => {
  it.each(v.escapes.map((x) => [x.text, x] as const))('%j', (_t, x) => {
    expect(encodeUrl(x.text, 'all')).toBe(x.urlAll);
    expect(decodeUrl(x.urlAll, 'all')).toBe(x.text);
    expect(escapeUnicode(x.text, 'dec', { all: true })).toBe(x.dec);
    expect(escapeUnicode(x.text, 'dec')).toBe(x.decNonAscii);
    expect(escapeUnicode(x.text, '%u', { all: true })).toBe(x.pctU);
    expect(escapeUnicode(x.text, '%u')).toBe(x.pctUNonAscii);
    for (const s of [x.dec, x.decNonAscii, x.pctU, x.pctUNonAscii]) expect(unescapeUnicode(s)).toBe(x.text);
  });
  it('round-trips any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (s, all) => {
        expect(decodeUrl(encodeUrl(s, 'all'), 'all')).toBe(s);
        expect(encodeUrl(s, 'all')).toMatch(/^(?:[A-Za-z0-9]|%[0-9A-F]{2})*$/);
        for (const style of ['dec', '%u'] as const) {
          const e = escapeUnicode(s, style, { all });
          if (all || !/[&%]/.test(s)) expect(unescapeUnicode(e)).toBe(s);
        }
      }),
    );
  });
  it('names a lone surrogate written as %u', () => {
    expect(errorOf(() => unescapeUnicode('x%uD83D'))?.params).toEqual({ position: 2, sequence: '%uD83D' });
  });
});

describe('Base32 with a custom alphabet, against Python b32encode translated (issue 40)', () => {
  const { zbase32Alphabet: z, mixedAlphabet: mixed, rows } = v.base32custom;
  it.each(rows.map((x) => [x.hex, x] as const))('%s', (_h, x) => {
    const bytes = hexBytes(x.hex);
    expect(toBase32(bytes, { alphabet: z, pad: false })).toBe(x.zbase32.replace(/=+$/, ''));
    expect(toBase32(bytes, { alphabet: mixed })).toBe(x.mixed);
    expect(fromBase32(x.zbase32, { alphabet: z })).toEqual(bytes);
    expect(fromBase32(x.zbase32.toUpperCase(), { alphabet: z })).toEqual(bytes);
    expect(fromBase32(x.mixed, { alphabet: mixed })).toEqual(bytes);
  });
  it('round-trips with any alphabet of 32 different characters (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789中文!#$'), {
          minLength: 32,
          maxLength: 32,
        }),
        fc.uint8Array({ maxLength: 64 }),
        fc.boolean(),
        (chars, bytes, pad) => {
          const alphabet = chars.join('');
          expect(fromBase32(toBase32(bytes, { alphabet, pad }), { alphabet })).toEqual(bytes);
        },
      ),
    );
  });
  it('refuses an alphabet that is not 32 different characters, and a character outside it', () => {
    expect(errorOf(() => toBase32('x', { alphabet: 'abc' }))?.params).toEqual({ expected: 32, count: 3, distinct: 3 });
    expect(errorOf(() => toBase32('x', { alphabet: `${z.slice(0, 31)}y` }))?.params).toEqual({
      expected: 32,
      count: 32,
      distinct: 31,
    });
    expect(errorOf(() => fromBase32('x', { alphabet: `${z.slice(0, 31)}=` }))?.code).toBe('INVALID_ALPHABET');
    expect(errorOf(() => fromBase32('ybnv', { alphabet: z }))?.params).toMatchObject({ char: 'v', position: 4 });
    expect(() => toBase32('x', { variant: 'hex', alphabet: z })).toThrow(RangeError);
  });
});

/** gunzip through the streaming decompressor, `step` bytes a push. */
function inflateInPieces(file: Uint8Array, step: number): Buffer {
  const s = createCompression('gzip', { inflate: true });
  const parts: Uint8Array[] = [];
  for (let i = 0; i < file.length; i += step)
    parts.push(...s.push(file.subarray(i, i + step), i + step >= file.length));
  return Buffer.concat(parts);
}

describe('gzip header fields (name, comment, header CRC, time), against RFC 1952 by hand and GNU gzip (issue 40)', () => {
  const data = new TextEncoder().encode('hello\n'.repeat(50));
  it.each(v.gzipHeaders.map((x) => [x.name || x.comment || 'header CRC only', x] as const))('%s', (_n, x) => {
    const header = { name: x.name, comment: x.comment, headerCrc: x.headerCrc, mtime: x.mtime };
    const level = x.level as CompressionLevel;
    const out = compress(data, 'gzip', level, header);
    expect(Buffer.from(out.subarray(0, x.header.length / 2)).toString('hex')).toBe(x.header);
    if (x.gnuGzipHeader) {
      const gnu = compress(data, 'gzip', level, { name: x.name, mtime: x.gnuGzipMtime });
      expect(Buffer.from(gnu.subarray(0, x.gnuGzipHeader.length / 2)).toString('hex')).toBe(x.gnuGzipHeader);
    }
    expect(decompress(out, 'gzip')).toEqual(data);
    // GNU gzip 1.12 checks the header CRC and the trailer; a flipped header CRC must fail it.
    expect(spawnSync('gzip', ['-dc'], { input: out }).stdout).toEqual(Buffer.from(data));
    if (x.headerCrc) {
      const bad = Uint8Array.from(out);
      const at = x.header.length / 2 - 1;
      bad[at] = (bad[at] as number) ^ 1;
      expect(spawnSync('gzip', ['-t'], { input: bad }).status).not.toBe(0);
      // and the engine refuses it too, whole and a byte at a time (the header read across chunks)
      expect(() => decompress(bad, 'gzip')).toThrow(EngineError);
      expect(() => inflateInPieces(bad, 1)).toThrow(EngineError);
      expect(inflateInPieces(out, 1)).toEqual(Buffer.from(data));
    }
  });
  it('checks the header CRC after an extra field, name and comment, as node:zlib does (a byte at a time too)', () => {
    // RFC 1952 by hand: FEXTRA, FNAME, FCOMMENT and FHCRC; the CRC-16, body and trailer from node:zlib
    const body = new TextEncoder().encode('extra fields\n'.repeat(20));
    const head = Buffer.concat([
      Buffer.from([0x1f, 0x8b, 8, 4 | 8 | 16 | 2, 0, 0, 0, 0, 0, 3]),
      Buffer.from([5, 0, 0x41, 0x42, 1, 0, 0x5a]),
      Buffer.from('name\0comment\0', 'latin1'),
    ]);
    const fhcrc = Buffer.alloc(2);
    fhcrc.writeUInt16LE(zlib.crc32(head) & 0xffff);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(body), 0);
    trailer.writeUInt32LE(body.length, 4);
    const good = Buffer.concat([head, fhcrc, zlib.deflateRawSync(body), trailer]);
    const bad = Buffer.from(good);
    bad[head.length + 1] = (bad[head.length + 1] as number) ^ 0x80;
    expect(zlib.gunzipSync(good)).toEqual(Buffer.from(body));
    expect(() => zlib.gunzipSync(bad)).toThrow();
    for (const step of [1, 2, 3, 7, 1000]) {
      expect(inflateInPieces(good, step)).toEqual(Buffer.from(body));
      expect(() => inflateInPieces(bad, step)).toThrow(EngineError);
    }
    expect(decompress(good, 'gzip')).toEqual(body);
    expect(() => decompress(bad, 'gzip')).toThrow(EngineError);
  });
  it('streams the same bytes in chunks, and round-trips (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }),
        fc.string({ unit: fc.integer({ min: 1, max: 255 }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 700 }),
        (bytes, name, headerCrc, step) => {
          const header = { name, comment: [...name].reverse().join(''), headerCrc };
          const whole = compress(bytes, 'gzip', 6, header);
          const s = createCompression('gzip', { header });
          const parts: Uint8Array[] = [];
          for (let i = 0; i < bytes.length || i === 0; i += step)
            parts.push(...s.push(bytes.subarray(i, i + step), i + step >= bytes.length));
          expect(Buffer.concat(parts)).toEqual(Buffer.from(whole));
          expect(decompress(whole, 'gzip')).toEqual(bytes);
        },
      ),
    );
  });
  it('refuses a name or comment that is not ISO 8859-1, or holds NUL', () => {
    expect(errorOf(() => compress(data, 'gzip', 6, { name: 'a中' }))?.params).toEqual({
      char: '中',
      position: 2,
      encoding: 'ISO-8859-1',
    });
    expect(errorOf(() => compress(data, 'gzip', 6, { comment: 'a\0b' }))?.code).toBe('UNENCODABLE_CHAR');
  });
});
