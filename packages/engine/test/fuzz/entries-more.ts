/** Fuzz entries of the issue 21 encodings: Base32, Base58, Base85, quoted-printable, Punycode/IDNA, compression. */
import * as zlib from 'node:zlib';
import fc from 'fast-check';
import { expect } from 'vitest';
import * as encoding from '../../src/encoding/index.ts';
import { entry, type FuzzEntry } from './harness.ts';
import { bytesFrom, mutate, textFrom } from './seeds.ts';

const bytes = fc.uint8Array({ maxLength: 256 });
const b32Variant = fc.constantFrom('rfc4648' as const, 'hex' as const, 'crockford' as const);
const b85Variant = fc.constantFrom('ascii85' as const, 'z85' as const, 'rfc1924' as const);
const format = fc.constantFrom('gzip' as const, 'zlib' as const, 'deflate' as const);

export const MORE_ENCODING: FuzzEntry[] = [
  entry({
    subpath: 'encoding',
    names: ['fromBase32', 'toBase32'],
    input: fc.tuple(
      fc.oneof(
        textFrom('encoding'),
        mutate(fc.tuple(bytes, b32Variant).map(([b, variant]) => encoding.toBase32(b, { variant }))),
      ),
      b32Variant,
      fc.boolean(),
    ),
    call: ([s, variant, check]) => encoding.fromBase32(s, { variant, check }),
    check: ([, variant, check], r) => {
      const o = { variant, check };
      expect(encoding.fromBase32(encoding.toBase32(r as Uint8Array, o), o)).toEqual(r);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['checkGzipHeader'],
    input: fc.tuple(textFrom('encoding'), textFrom('encoding'), fc.boolean(), bytes),
    call: ([name, comment, headerCrc, b]) => {
      encoding.checkGzipHeader({ name, comment });
      return encoding.compress(b, 'gzip', 6, { name, comment, headerCrc });
    },
    check: (_i, r) => {
      expect(encoding.decompress(r as Uint8Array, 'gzip')).toBeInstanceOf(Uint8Array);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['checkBase32Alphabet'],
    input: fc.tuple(
      fc.oneof(textFrom('encoding'), fc.constant('ybndrfg8ejkmcpqxot1uwisza345h769')),
      fc.oneof(textFrom('encoding'), mutate(bytes.map((b) => encoding.toBase32(b)))),
    ),
    call: ([alphabet, s]) => {
      encoding.checkBase32Alphabet(alphabet);
      return encoding.fromBase32(s, { alphabet });
    },
    check: ([alphabet], r) => {
      expect(encoding.fromBase32(encoding.toBase32(r as Uint8Array, { alphabet }), { alphabet })).toEqual(r);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['fromBase58', 'toBase58', 'fromBase58Check', 'toBase58Check'],
    input: fc.tuple(
      fc.oneof(textFrom('encoding', 'tron', 'xrp'), mutate(bytes.map((b) => encoding.toBase58Check(b)))),
      fc.boolean(),
    ),
    call: ([s, check]) => (check ? encoding.fromBase58Check(s) : encoding.fromBase58(s)),
    check: ([, check], r) => {
      const b = r as Uint8Array;
      expect(
        check ? encoding.fromBase58Check(encoding.toBase58Check(b)) : encoding.fromBase58(encoding.toBase58(b)),
      ).toEqual(b);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['fromBase85', 'toBase85'],
    input: fc.tuple(
      fc.oneof(
        textFrom('encoding'),
        mutate(bytes.map((b) => encoding.toBase85(b))),
        mutate(bytes.map((b) => encoding.toBase85(b.subarray(0, b.length & ~3), { variant: 'z85' }))),
      ),
      b85Variant,
    ),
    call: ([s, variant]) => encoding.fromBase85(s, { variant }),
    check: ([, variant], r) => {
      const b = r as Uint8Array;
      if (variant !== 'z85' || b.length % 4 === 0)
        expect(encoding.fromBase85(encoding.toBase85(b, { variant }), { variant })).toEqual(b);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['fromQuotedPrintable', 'toQuotedPrintable'],
    input: fc.oneof(textFrom('encoding'), mutate(bytes.map((b) => encoding.toQuotedPrintable(b, { binary: true })))),
    call: (s) => encoding.fromQuotedPrintable(s),
    check: (_s, r) => {
      const b = r as Uint8Array;
      expect(encoding.fromQuotedPrintable(encoding.toQuotedPrintable(b, { binary: true }))).toEqual(b);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['decodePunycode', 'encodePunycode'],
    input: fc.oneof(
      textFrom('encoding'),
      mutate(fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => encoding.encodePunycode(s))),
    ),
    call: (s) => encoding.decodePunycode(s),
    check: (s, r) => {
      // The decoding is unique up to the case of the digits (RFC 3492 §5): encoding it again gives the text.
      if (!/[A-Z]/.test(s) && s.includes('-')) expect(encoding.encodePunycode(r as string)).toBe(s);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['domainToAscii', 'domainToUnicode'],
    input: fc.oneof(
      textFrom('encoding'),
      mutate(
        fc.constantFrom('bücher.example', 'xn--bcher-kva.example', '例え.テスト', 'xn--r8jz45g.xn--zckzah', 'a.b.c'),
      ),
    ),
    call: (s) => [encoding.domainToAscii(s), encoding.domainToUnicode(s)],
    check: (_s, r) => {
      const [ascii, unicode] = r as [string, string];
      expect(encoding.domainToAscii(unicode)).toBe(ascii);
    },
  }),
  entry({
    subpath: 'encoding',
    names: ['decompress', 'compress', 'detectCompression', 'createCompression'],
    input: fc.tuple(
      fc.oneof(
        bytesFrom('encoding'),
        fc.tuple(bytes, format).map(([b, f]) => encoding.compress(b, f)),
        fc.tuple(bytes, format, fc.nat(), fc.nat(255)).map(([b, f, p, x]) => {
          const c = encoding.compress(b, f);
          if (c.length) c[p % c.length] = x;
          return c;
        }),
      ),
      format,
      fc.boolean(),
    ),
    call: ([b, f, stream]) => {
      const use = stream ? f : encoding.detectCompression(b);
      if (!stream) return { f: use, out: encoding.decompress(b, use) };
      return { f, out: Buffer.concat(encoding.createCompression(f, { inflate: true }).push(b, true)) };
    },
    check: ([b], r) => {
      // zlib itself reads the same bytes to the same result.
      const { f, out } = r as { f: 'gzip' | 'zlib' | 'deflate'; out: Uint8Array };
      const z = f === 'gzip' ? zlib.gunzipSync : f === 'zlib' ? zlib.inflateSync : zlib.inflateRawSync;
      let ref: Buffer | null = null;
      try {
        ref = z(b);
      } catch {
        ref = null;
      }
      if (ref) expect(Buffer.from(out)).toEqual(ref);
    },
  }),
];
