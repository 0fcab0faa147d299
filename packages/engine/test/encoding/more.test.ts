import { execFileSync } from 'node:child_process';
import * as zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGunzipStream, nativeInflate } from '../../src/encoding/compress.ts';
import {
  compress,
  createCompression,
  decodePunycode,
  decompress,
  detectCompression,
  domainToAscii,
  domainToUnicode,
  encodePunycode,
  fromBase32,
  fromBase58,
  fromBase58Check,
  fromBase85,
  fromQuotedPrintable,
  toBase32,
  toBase58,
  toBase58Check,
  toBase85,
  toQuotedPrintable,
} from '../../src/encoding/index.ts';
import { EngineError } from '../../src/errors.ts';
import v from '../vectors/encoding/more.json' with { type: 'json' };

// Vectors: more.json, made by Python 3.11's standard library (generate-more.py says how), plus the
// specs' own examples written out below with their source.
const utf8 = (s: string) => new TextEncoder().encode(s);
const hexBytes = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return { code: e.code, ...e.params };
    throw e;
  }
  throw new Error('did not throw');
};

describe('Base32', () => {
  it('RFC 4648 §10 vectors, both alphabets', () => {
    for (const r of v.rfc4648) {
      expect(toBase32(utf8(r.text))).toBe(r.base32);
      expect(toBase32(utf8(r.text), { variant: 'hex' })).toBe(r.base32hex);
      expect(new TextDecoder().decode(fromBase32(r.base32))).toBe(r.text);
      expect(new TextDecoder().decode(fromBase32(r.base32hex, { variant: 'hex' }))).toBe(r.text);
    }
  });
  it('Python b32encode / b32hexencode and Crockford (with check symbol) of random bytes', () => {
    for (const r of v.base32) {
      const b = hexBytes(r.hex);
      expect(toBase32(b)).toBe(r.rfc4648);
      expect(toBase32(b, { pad: false })).toBe(r.rfc4648.replace(/=+$/, ''));
      expect(toBase32(b, { variant: 'hex' })).toBe(r.hex32);
      expect(toBase32(b, { variant: 'crockford' })).toBe(r.crockford);
      expect(toBase32(b, { variant: 'crockford', check: true })).toBe(r.crockford + r.check);
      expect(hex(fromBase32(r.rfc4648.toLowerCase()))).toBe(r.hex);
      expect(hex(fromBase32(r.hex32.replace(/=+$/, ''), { variant: 'hex' }))).toBe(r.hex);
      expect(hex(fromBase32(r.crockford + r.check, { variant: 'crockford', check: true }))).toBe(r.hex);
    }
  });
  it("Crockford's decoding: I L -> 1, O -> 0, any case, hyphens skipped", () => {
    // crockford.com/base32.html: "1" may be typed as I, i, L or l; "0" as O or o; hyphens are ignored.
    expect(fromBase32('2ANG', { variant: 'crockford' })).toEqual(Uint8Array.of(0x12, 0xab));
    expect(fromBase32('2a-ng', { variant: 'crockford' })).toEqual(Uint8Array.of(0x12, 0xab));
    expect(fromBase32('OIL0', { variant: 'crockford' })).toEqual(fromBase32('0110', { variant: 'crockford' }));
    expect(code(() => fromBase32('2ANGU', { variant: 'crockford' }))).toMatchObject({
      code: 'INVALID_CHARACTER',
      char: 'U',
      position: 5,
    });
    const r = v.base32[5] as (typeof v.base32)[number];
    const wrong = r.check === '0' ? '1' : '0';
    expect(code(() => fromBase32(r.crockford + wrong, { variant: 'crockford', check: true }))).toMatchObject({
      code: 'BAD_CHECKSUM',
    });
  });
  it('says where a bad character is and refuses impossible lengths', () => {
    expect(code(() => fromBase32('MZXW1==='))).toMatchObject({ code: 'INVALID_CHARACTER', char: '1', position: 5 });
    expect(code(() => fromBase32('MZ=XW'))).toMatchObject({ code: 'INVALID_CHARACTER', char: 'X', position: 4 });
    expect(code(() => fromBase32('MZX'))).toMatchObject({ code: 'ENCODED_LENGTH', count: 3 });
  });
  it('round-trips any bytes (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('rfc4648', 'hex', 'crockford'),
        fc.boolean(),
        (b, variant, check) => {
          const o = { variant: variant as 'rfc4648', check };
          expect(fromBase32(toBase32(b, o), o)).toEqual(b);
        },
      ),
    );
  });
});

describe('Base58 and Base58Check', () => {
  it('matches the Python reference of generate-more.py', () => {
    for (const r of v.base58) {
      const b = hexBytes(r.hex);
      expect(toBase58(b)).toBe(r.base58);
      expect(toBase58Check(b)).toBe(r.base58check);
      expect(hex(fromBase58(r.base58))).toBe(r.hex);
      expect(hex(fromBase58Check(r.base58check))).toBe(r.hex);
    }
  });
  it('reads the genesis block address (version byte 0x00)', () => {
    for (const k of v.known58) {
      expect(hex(fromBase58Check(k.base58check))).toBe(k.hex);
      expect(toBase58Check(hexBytes(k.hex))).toBe(k.base58check);
    }
  });
  it('rejects a changed character, and 0 O I l', () => {
    expect(code(() => fromBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'))).toMatchObject({ code: 'BAD_CHECKSUM' });
    expect(code(() => fromBase58(' 1A1zP1eP0'))).toMatchObject({ code: 'INVALID_BASE58', char: '0', position: 10 });
    expect(code(() => fromBase58Check('1'))).toMatchObject({ code: 'ENCODED_LENGTH' });
    expect(code(() => toBase58(new Uint8Array(4000)))).toMatchObject({ code: 'DATA_TOO_LONG' });
  });
});

describe('Base85', () => {
  it('ZeroMQ RFC 32 test vector', () => {
    const b = Uint8Array.of(0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b);
    expect(toBase85(b, { variant: 'z85' })).toBe('HelloWorld');
    expect(fromBase85('HelloWorld', { variant: 'z85' })).toEqual(b);
  });
  it('Python a85encode(adobe=True), b85encode and Z85 of random bytes', () => {
    for (const r of v.base85) {
      const b = hexBytes(r.hex);
      expect(toBase85(b)).toBe(r.ascii85);
      expect(hex(fromBase85(r.ascii85))).toBe(r.hex);
      expect(hex(fromBase85(r.ascii85.slice(2, -2)))).toBe(r.hex);
      expect(toBase85(b, { variant: 'rfc1924' })).toBe(r.rfc1924);
      expect(hex(fromBase85(r.rfc1924, { variant: 'rfc1924' }))).toBe(r.hex);
      if (r.z85 !== undefined) {
        expect(toBase85(b, { variant: 'z85' })).toBe(r.z85);
        expect(hex(fromBase85(r.z85, { variant: 'z85' }))).toBe(r.hex);
      }
    }
  });
  it('errors: bad character, z inside a group, a lone last character, Z85 lengths', () => {
    expect(code(() => fromBase85('<~BOu!rvDZ~>'))).toMatchObject({ code: 'INVALID_CHARACTER', char: 'v', position: 8 });
    expect(code(() => fromBase85('<~BOz~>'))).toMatchObject({ code: 'INVALID_CHARACTER', char: 'z', position: 5 });
    expect(code(() => fromBase85('<~BOu!rD~>'))).toMatchObject({ code: 'ENCODED_LENGTH', count: 6 });
    expect(code(() => fromBase85('s8W-"'))).toMatchObject({ code: 'INVALID_CHARACTER', position: 1 });
    expect(
      code(() => fromBase85('Hello', { variant: 'z85' }).length && fromBase85('Hell', { variant: 'z85' })),
    ).toMatchObject({ code: 'ENCODED_LENGTH' });
    expect(code(() => toBase85(new Uint8Array(3), { variant: 'z85' }))).toMatchObject({
      code: 'Z85_LENGTH',
      actual: 3,
    });
  });
});

describe('quoted-printable', () => {
  it('encodes as Python binascii.b2a_qp (LF line ends)', () => {
    for (const r of v.qp) expect(toQuotedPrintable(utf8(r.text), { lineEnding: 'lf' })).toBe(r.lf);
  });
  it('decodes as Python binascii.a2b_qp, and our own output back', () => {
    for (const r of v.qpDecode) expect(hex(fromQuotedPrintable(r.qp))).toBe(r.hex);
    for (const r of v.qp) expect(new TextDecoder().decode(fromQuotedPrintable(r.lf))).toBe(r.text);
    // RFC 2045 §6.7 rule 3: trailing white space on a line "MUST be deleted" (a2b_qp keeps it).
    expect(hex(fromQuotedPrintable('x   \ny'))).toBe('780a79');
  });
  it('keeps a CR that ends the input (fast-check found it dropped)', () => {
    // RFC 2045 §6.7 rule 4: a CR that is not part of a CRLF line break is encoded (=0D). (Python's b2a_qp leaves it raw.)
    expect(toQuotedPrintable(Uint8Array.of(0x61, 13))).toBe('a=0D');
    expect(hex(fromQuotedPrintable(toQuotedPrintable(Uint8Array.of(13))))).toBe('0d');
  });
  it('keeps every line within 76 characters and round-trips any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (b, binary) => {
        const q = toQuotedPrintable(b, { binary });
        for (const line of q.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
        const back = fromQuotedPrintable(q);
        expect(hex(back)).toBe(
          hex(
            binary
              ? b
              : Uint8Array.from(Buffer.from(Buffer.from(b).toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1')),
          ),
        );
      }),
    );
  });
  it('says where a bad = is', () => {
    expect(code(() => fromQuotedPrintable('ok =4X'))).toMatchObject({ code: 'INVALID_QUOTED_PRINTABLE', position: 4 });
  });
});

describe('Punycode and IDNA', () => {
  it('RFC 3492 §7.1 samples, as Python codecs "punycode" writes them', () => {
    for (const r of v.punycode) {
      expect(encodePunycode(r.text)).toBe(r.punycode);
      expect(decodePunycode(r.punycode)).toBe(r.text);
    }
  });
  it('domains as Python\'s "idna" codec (where IDNA 2003 and UTS #46 agree)', () => {
    for (const r of v.idna) {
      expect(domainToAscii(r.unicode)).toBe(r.ascii);
      expect(domainToUnicode(r.ascii)).toBe(r.unicode.startsWith('xn--') ? 'bücher.example' : r.unicode);
    }
    // UTS #46 nontransitional (WHATWG URL): ß stays and is encoded; full-width letters fold.
    expect(domainToAscii('faß.de')).toBe('xn--fa-hia.de');
    expect(domainToAscii('ＢＵＣＨ。de')).toBe('buch.de');
  });
  it('names the bad label', () => {
    expect(code(() => domainToAscii('ok.a b.de'))).toMatchObject({ code: 'INVALID_DOMAIN', label: 'a b' });
    expect(code(() => domainToAscii('xn--zz.de'))).toMatchObject({ code: 'INVALID_PUNYCODE', label: 'xn--zz' });
    expect(code(() => domainToAscii('1.2'))).toMatchObject({ code: 'INVALID_DOMAIN', label: '2' });
    // An xn-- label must decode to non-ASCII and encode back to itself (RFC 5891 §5.4).
    expect(code(() => domainToAscii('xn--abc-.de'))).toMatchObject({ code: 'INVALID_PUNYCODE', label: 'xn--abc-' });
    expect(code(() => domainToUnicode('xn--zz.cn'))).toMatchObject({ code: 'INVALID_PUNYCODE', label: 'xn--zz' });
    expect(code(() => decodePunycode('bcher-kv!'))).toMatchObject({ code: 'INVALID_PUNYCODE' });
  });
});

describe('gzip, zlib, deflate', () => {
  const text = hexBytes(v.compressText);
  it("decompresses Python's zlib and gzip output at every level", () => {
    for (const r of v.compressed) {
      for (const f of ['gzip', 'zlib', 'deflate'] as const) {
        const b = hexBytes(r[f]);
        expect(detectCompression(b)).toBe(f);
        expect(decompress(b, f)).toEqual(text);
      }
    }
  });
  it('our output decompresses with zlib (node:zlib) and Python', () => {
    for (const level of [0, 1, 6, 9]) {
      expect(zlib.gunzipSync(compress(text, 'gzip', level))).toEqual(Buffer.from(text));
      expect(zlib.inflateSync(compress(text, 'zlib', level))).toEqual(Buffer.from(text));
      expect(zlib.inflateRawSync(compress(text, 'deflate', level))).toEqual(Buffer.from(text));
    }
    const py = execFileSync(
      'python3',
      ['-c', 'import sys,gzip;sys.stdout.buffer.write(gzip.decompress(sys.stdin.buffer.read()))'],
      {
        input: compress(text, 'gzip', 9),
      },
    );
    expect(new Uint8Array(py)).toEqual(text);
  });
  it('streams in chunks to the same result', () => {
    for (const f of ['gzip', 'zlib', 'deflate'] as const) {
      const c = createCompression(f, { level: 6 });
      const parts = [...c.push(text.subarray(0, 1000), false), ...c.push(text.subarray(1000), true)];
      const whole = Buffer.concat(parts);
      expect(decompress(new Uint8Array(whole), f)).toEqual(text);
      const d = createCompression(f, { inflate: true });
      const out = [...d.push(whole.subarray(0, 10), false), ...d.push(whole.subarray(10), true)];
      expect(new Uint8Array(Buffer.concat(out))).toEqual(text);
    }
  });
  it('checks gzip’s CRC-32 over output in pieces of every length (node:zlib writes the gzip)', () => {
    const big = new Uint8Array(300_001).map((_, i) => Math.imul(i, 2654435761) >>> 24);
    const gz = zlib.gzipSync(big);
    for (const piece of [1, 3, 7, 8, 9, 1000, 65_537]) {
      const d = createCompression('gzip', { inflate: true });
      const out: Uint8Array[] = [];
      for (let at = 0; at < gz.length; at += piece)
        out.push(...d.push(gz.subarray(at, at + piece), at + piece >= gz.length));
      expect(Buffer.concat(out).equals(Buffer.from(big))).toBe(true);
    }
    // the CRC-32's first byte changed: zlib's own gunzip refuses it too
    const bad = Buffer.from(gz);
    bad[bad.length - 8] = (bad[bad.length - 8] as number) ^ 1;
    expect(() => zlib.gunzipSync(bad)).toThrow();
    expect(code(() => decompress(new Uint8Array(bad), 'gzip'))).toMatchObject({ code: 'INVALID_COMPRESSED' });
  });
  it('streamed gunzip gives node:zlib’s input back in pieces of every length, by the platform’s stream and by fflate', async () => {
    const big = new Uint8Array(300_001).map((_, i) => Math.imul(i, 2654435761) >>> 24);
    const gz = zlib.gzipSync(big);
    // nativeInflate on Node's DecompressionStream; createGunzipStream takes fflate here (Node's stream accepts
    // a second member), the same answers the browser's stream gives
    for (const make of [async () => nativeInflate(), createGunzipStream]) {
      for (const piece of [1, 7, 8, 1000, 65_537, gz.length]) {
        const s = await make();
        const out: Uint8Array[] = [];
        for (let at = 0; at < gz.length; at += piece) out.push(...(await s.push(gz.subarray(at, at + piece))));
        out.push(...(await s.end()));
        expect(Buffer.concat(out).equals(Buffer.from(big))).toBe(true);
        // fresh: no chunk shares a buffer with another (the recipe moves them to another thread as they are)
        if (s.fresh) expect(new Set(out.map((c) => c.buffer)).size).toBe(out.length);
      }
      const bad = Buffer.from(gz);
      bad[bad.length - 8] = (bad[bad.length - 8] as number) ^ 1;
      for (const input of [bad, gz.subarray(0, -8), gz.subarray(0, 40), Buffer.from('hello')]) {
        const s = await make();
        const e = await s
          .push(input)
          .then(() => s.end())
          .catch((x: unknown) => x);
        expect(e).toMatchObject({ code: 'INVALID_COMPRESSED', params: { format: 'gzip' } });
      }
    }
  });

  it('streamed gunzip refuses a second member and bytes after the member, which node:zlib accepts', async () => {
    const member = zlib.gzipSync(Buffer.from('hello'));
    for (const input of [Buffer.concat([member, member]), Buffer.concat([member, Buffer.alloc(8)])]) {
      expect(zlib.gunzipSync(input).toString()).toMatch(/^(hello)+$/);
      const s = await createGunzipStream();
      const e = await s
        .push(input)
        .then(() => s.end())
        .catch((x: unknown) => x);
      expect(e).toMatchObject({ code: 'INVALID_COMPRESSED' });
    }
  });

  it('refuses damaged or cut data', () => {
    const g = compress(text, 'gzip');
    expect(code(() => decompress(g.subarray(0, 40), 'gzip'))).toMatchObject({
      code: 'INVALID_COMPRESSED',
      format: 'gzip',
    });
    expect(code(() => decompress(utf8('hello'), 'zlib'))).toMatchObject({ code: 'INVALID_COMPRESSED' });
    // Only the trailer cut or changed: the deflate data is whole, the CRC-32 / Adler-32 catch it.
    expect(code(() => decompress(g.subarray(0, -8), 'gzip'))).toMatchObject({ code: 'INVALID_COMPRESSED' });
    const z = compress(text, 'zlib');
    z[z.length - 1] = (z.at(-1) as number) ^ 1;
    expect(code(() => decompress(z, 'zlib'))).toMatchObject({ code: 'INVALID_COMPRESSED', format: 'zlib' });
    const g2 = compress(text, 'gzip');
    g2[g2.length - 5] = (g2.at(-5) as number) ^ 1;
    expect(code(() => decompress(g2, 'gzip'))).toMatchObject({ code: 'INVALID_COMPRESSED' });
    expect(code(() => createCompression('gzip', { inflate: true }).push(g.subarray(0, 40), true))).toMatchObject({
      code: 'INVALID_COMPRESSED',
    });
  });
});
