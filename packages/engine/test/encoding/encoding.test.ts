import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeHtml,
  decodeText,
  decodeUrl,
  encodeHtml,
  encodeText,
  encodeUrl,
  escapeUnicode,
  fromBase64,
  fromHex,
  fromHexDump,
  type HexDelimiter,
  hexDump,
  isBase64,
  looksLikeHexDump,
  parseDataUri,
  sniffImageType,
  toBase64,
  toDataUri,
  toHex,
  unescapeUnicode,
} from '../../src/encoding/index.ts';
import { EngineError } from '../../src/errors.ts';
import v from '../vectors/encoding/encoding.json' with { type: 'json' };

const utf8 = (s: string) => new TextEncoder().encode(s);
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

describe('base64: RFC 4648 section 10 test vectors', () => {
  it.each(v.rfc4648)('BASE64("$text") = "$base64"', ({ text, base64, base16 }) => {
    expect(toBase64(utf8(text))).toBe(base64);
    expect(new TextDecoder().decode(fromBase64(base64, { strict: true }))).toBe(text);
    expect(toHex(utf8(text), { upper: true })).toBe(base16);
    expect(new TextDecoder().decode(fromHex(base16))).toBe(text);
  });
});

describe('base64 against Python base64 / email.base64mime', () => {
  it.each(v.base64.map((x) => [x.hex.length / 2, x] as const))('%i bytes', (_n, x) => {
    const bytes = hexBytes(x.hex);
    expect(toBase64(bytes)).toBe(x.std);
    expect(toBase64(bytes, { variant: 'url' })).toBe(x.url);
    expect(toBase64(bytes, { variant: 'url', pad: false })).toBe(x.urlNoPad);
    expect(toBase64(bytes, { lineLength: 76 })).toBe(x.mime);
    for (const text of [x.std, x.url, x.urlNoPad, x.mime]) expect(fromBase64(text)).toEqual(bytes);
    expect(fromBase64(x.std, { strict: true })).toEqual(bytes);
    expect(fromBase64(x.url, { strict: true })).toEqual(bytes);
    // Strict means exact padding: unpadded base64url is refused unless it needs no padding.
    if (x.urlNoPad !== x.url)
      expect(errorOf(() => fromBase64(x.urlNoPad, { strict: true }))?.code).toBe('BASE64_PADDING');
  });
  it('matches node Buffer on random data and round-trips (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), fc.boolean(), (bytes, url, pad) => {
        const s = toBase64(bytes, { variant: url ? 'url' : 'standard', pad });
        let ref = Buffer.from(bytes).toString(url ? 'base64url' : 'base64');
        if (!pad) ref = ref.replace(/=+$/, '');
        else if (url) ref = ref.padEnd(Math.ceil(ref.length / 4) * 4, '=');
        expect(s).toBe(ref);
        expect(fromBase64(s)).toEqual(bytes);
        expect(fromBase64(toBase64(bytes, { lineLength: 76 }))).toEqual(bytes);
      }),
    );
  });
});

describe('base64 decoding: tolerance and strict errors', () => {
  it('tolerates whitespace, line breaks, missing padding and mixed alphabets', () => {
    expect(fromBase64(' Zm9v\nYm\tFy ')).toEqual(utf8('foobar'));
    expect(fromBase64('Zm9vYg')).toEqual(utf8('foob'));
    expect(fromBase64('-_8+/w==')).toEqual(Uint8Array.from(Buffer.from('+/8+/w==', 'base64')));
    expect(fromBase64('')).toEqual(new Uint8Array());
  });
  it('names the first bad character, counting from 1', () => {
    const e = errorOf(() => fromBase64('Zm9v!mFy'));
    expect(e?.code).toBe('INVALID_BASE64');
    expect(e?.params).toMatchObject({ char: '!', position: 5 });
    expect(errorOf(() => fromBase64('Zm9vé'))?.params).toMatchObject({ char: 'é', position: 5 });
    expect(errorOf(() => fromBase64('Zm9v 😀'))?.params).toMatchObject({ char: '😀', position: 6 });
  });
  it('strict mode rejects whitespace, mixed alphabets, missing padding and non-zero unused bits', () => {
    expect(errorOf(() => fromBase64('Zm9v YmFy', { strict: true }))?.params).toMatchObject({ position: 5 });
    expect(errorOf(() => fromBase64('+_==', { strict: true }))?.params).toMatchObject({ char: '_', position: 2 });
    expect(errorOf(() => fromBase64('Zm9vYg', { strict: true }))?.params).toMatchObject({ position: 7 });
    expect(errorOf(() => fromBase64('Zm9vYh==', { strict: true }))?.code).toBe('BASE64_PADDING');
    expect(errorOf(() => fromBase64('Zm9vYg=', { strict: true }))?.code).toBe('BASE64_PADDING');
    expect(fromBase64('Zm9vYh==')).toEqual(utf8('foob'));
  });
  it('rejects impossible lengths and misplaced padding in every mode', () => {
    expect(errorOf(() => fromBase64('Zm9vY'))?.params).toMatchObject({ position: 5 });
    expect(errorOf(() => fromBase64('Zm=9v'))?.code).toBe('BASE64_PADDING');
    expect(errorOf(() => fromBase64('Zg===='))?.code).toBe('BASE64_PADDING');
    expect(errorOf(() => fromBase64('===='))?.code).toBe('BASE64_PADDING');
    expect(isBase64('Zm9v')).toBe(true);
    expect(isBase64('Zm9v$')).toBe(false);
  });
});

describe("strict base64 against Python's b64decode(validate=True)", () => {
  // Python also accepts non-zero unused bits ('YR==') and a stray '=' after a full group ('Zm9v='); strict
  // refuses both on purpose (RFC 4648 §3.5), and reads the URL-safe alphabet too; the vectors leave those out.
  it.each(v.strict.map((x) => [JSON.stringify(x.base64), x] as const))('%s', (_s, x) => {
    if (x.hex === null) expect(errorOf(() => fromBase64(x.base64, { strict: true }))).toBeInstanceOf(EngineError);
    else expect(fromBase64(x.base64, { strict: true })).toEqual(hexBytes(x.hex));
  });
});

describe('long inputs (the word-at-a-time paths) fall back with the same errors', () => {
  const long = Buffer.alloc(300, 0xa5).toString('base64');
  it('base64: bad characters, whitespace, padding and unused bits', () => {
    const bad = `${long.slice(0, 99)}*${long.slice(100)}`;
    expect(errorOf(() => fromBase64(bad))?.params).toMatchObject({ char: '*', position: 100 });
    expect(fromBase64(`${long.slice(0, 200)}\r\n${long.slice(200)}`)).toEqual(new Uint8Array(300).fill(0xa5));
    const bits = `${long}pR`; // 'p' 'R' = 101001 010001: the byte 0xa5, then unused bits 0001
    expect(fromBase64(bits)).toEqual(new Uint8Array(301).fill(0xa5));
    expect(errorOf(() => fromBase64(bits, { strict: true }))?.code).toBe('BASE64_PADDING');
    expect(errorOf(() => fromBase64(`${long}p`))?.code).toBe('BASE64_PADDING');
    expect(
      errorOf(() => fromBase64(`${long.slice(0, 100)}+_${long.slice(102)}`, { strict: true }))?.params,
    ).toMatchObject({ position: 102 });
    expect(errorOf(() => fromBase64(`${long.slice(0, 100)}=${long.slice(101)}`))?.code).toBe('BASE64_PADDING');
  });
  it('hex: bad characters, odd length, delimiters', () => {
    const hex = 'a5'.repeat(100);
    expect(fromHex(hex.toUpperCase())).toEqual(new Uint8Array(100).fill(0xa5));
    expect(errorOf(() => fromHex(`${hex.slice(0, 150)}zz${hex.slice(152)}`))?.params).toMatchObject({
      char: 'z',
      position: 151,
    });
    expect(errorOf(() => fromHex(`${hex}a`))?.params).toMatchObject({ digits: 201 });
    expect(errorOf(() => fromHex(`${hex.slice(0, 150)}é${hex.slice(151)}`))?.params).toMatchObject({
      char: 'é',
      position: 151,
    });
  });
});

describe('hex against Python bytes.hex and the xxd CLI', () => {
  it.each(v.hex.map((x) => [x.hex.length / 2, x] as const))('%i bytes', (_n, x) => {
    const bytes = hexBytes(x.hex);
    expect(toHex(bytes)).toBe(x.hex);
    expect(toHex(bytes, { delimiter: 'space' })).toBe(x.space);
    expect(toHex(bytes, { delimiter: 'comma' })).toBe(x.comma);
    expect(toHex(bytes, { upper: true })).toBe(x.upper);
    for (const s of [x.hex, x.space, x.comma, x.upper]) expect(fromHex(s)).toEqual(bytes);
  });
  it.each(v.xxd.map((x) => [x.args.join(' ') || 'default', x] as const))('xxd %s', (_a, x) => {
    const args = x.args;
    const columns = args.includes('-c') ? Number(args[args.indexOf('-c') + 1]) : 16;
    const groupSize = args.includes('-g') ? Number(args[args.indexOf('-g') + 1]) : 2;
    expect(hexDump(hexBytes(x.hex), { columns, groupSize, upper: args.includes('-u') })).toBe(x.dump);
  });
  it('round-trips with every delimiter, case and line length (property)', () => {
    const delimiters: HexDelimiter[] = ['none', 'space', '0x', '\\x', '%', 'comma'];
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom(...delimiters),
        fc.boolean(),
        fc.nat({ max: 40 }),
        (bytes, delimiter, upper, bytesPerLine) => {
          const s = toHex(bytes, { delimiter, upper, bytesPerLine });
          expect(fromHex(s)).toEqual(bytes);
          expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
        },
      ),
    );
  });
  it('writes each delimiter as documented', () => {
    const b = Uint8Array.of(0x48, 0x69, 0xff);
    expect(toHex(b, { delimiter: '0x' })).toBe('0x48 0x69 0xff');
    expect(toHex(b, { delimiter: '\\x', upper: true })).toBe('\\x48\\x69\\xFF');
    expect(toHex(b, { delimiter: '%' })).toBe('%48%69%ff');
    expect(toHex(b, { delimiter: 'space', bytesPerLine: 2 })).toBe('48 69\nff');
    expect(toHex(b, { delimiter: 'comma', bytesPerLine: 2 })).toBe('48,69,\nff');
  });
  it('recognises common delimiters and names bad characters', () => {
    expect(fromHex('0x48,0x69')).toEqual(Uint8Array.of(0x48, 0x69));
    expect(fromHex('48:69:FF')).toEqual(Uint8Array.of(0x48, 0x69, 0xff));
    expect(fromHex('{0x48, 0x69}')).toEqual(Uint8Array.of(0x48, 0x69));
    expect(fromHex('0X00 0x0a')).toEqual(Uint8Array.of(0, 10));
    expect(errorOf(() => fromHex('48 6g'))?.params).toMatchObject({ char: 'g', position: 5 });
    expect(errorOf(() => fromHex('0x48 0xZZ'))?.params).toMatchObject({ char: 'Z', position: 8 });
    expect(errorOf(() => fromHex('486'))?.code).toBe('ODD_HEX_LENGTH');
    expect(errorOf(() => fromHex('486'))?.params).toMatchObject({ digits: 3 });
  });
});

describe('hex dumps read back as xxd -r reads them', () => {
  it.each(v.xxdReverse.map((x) => [x.args.join(' ') || 'default', x] as const))('xxd %s | xxd -r', (_a, x) => {
    expect(fromHexDump(x.dump)).toEqual(hexBytes(x.hex));
    expect(looksLikeHexDump(x.dump)).toBe(x.dump !== '');
  });
  it('reads back its own dumps in any layout (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (bytes, columns, groupSize, upper) => {
          const dump = hexDump(bytes, { columns, groupSize, upper });
          expect(fromHexDump(dump)).toEqual(bytes);
          expect(fromHexDump(dump.replace(/\n/g, '\r\n'))).toEqual(bytes);
        },
      ),
    );
  });
  it('names the line it cannot read, and refuses offsets far past the data', () => {
    const dump = '00000000: 4869 210a  Hi!.\nnot a dump line\n';
    expect(errorOf(() => fromHexDump(dump))?.params).toEqual({ line: 2 });
    expect(errorOf(() => fromHexDump('00000000: 48zz 210a  H..!\n'))?.code).toBe('HEX_DUMP_LINE');
    expect(errorOf(() => fromHexDump('\nffffffff: 00  .\n'))).toMatchObject({
      code: 'HEX_DUMP_OFFSET',
      params: { line: 2 },
    });
    // Without the two spaces (collapsed by a web page), the text column starts at the first non-hex word.
    expect(fromHexDump('00000000: 4869 210a Hi!.')).toEqual(utf8('Hi!\n'));
    expect(looksLikeHexDump('48 69 21')).toBe(false);
    expect(looksLikeHexDump('de:ad:be:ef')).toBe(false);
  });
});

describe('text charsets against Python codecs', () => {
  it.each(v.charsets)('$text', (x) => {
    expect(toHex(encodeText(x.text, 'gbk'))).toBe(x.gbk);
    expect(decodeText(hexBytes(x.gbk as string), 'gbk')).toBe(x.text);
    if (x.big5) {
      expect(toHex(encodeText(x.text, 'big5'))).toBe(x.big5);
      expect(decodeText(hexBytes(x.big5), 'big5')).toBe(x.text);
    } else expect(errorOf(() => encodeText(x.text, 'big5'))?.code).toBe('UNENCODABLE_CHAR');
    expect(toHex(encodeText(x.text, 'utf-16le'))).toBe(x.utf16le);
    expect(toHex(encodeText(x.text, 'utf-16be'))).toBe(x.utf16be);
    expect(decodeText(hexBytes(x.utf16be), 'utf-16be')).toBe(x.text);
  });
  it('round-trips every character the platform decoder produces (GBK, Big5)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'你好世界測試繁體中文，。！“”…—ＡＢ①Ⅻ€'), maxLength: 30 }),
        (s) => {
          expect(decodeText(encodeText(s, 'gbk'), 'gbk')).toBe(s);
        },
      ),
    );
    expect(decodeText(encodeText('繁體中文測試…', 'big5'), 'big5')).toBe('繁體中文測試…');
  });
  it('round-trips any string in UTF-8 and UTF-16 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        for (const cs of ['utf-8', 'utf-16le', 'utf-16be'] as const) expect(decodeText(encodeText(s, cs), cs)).toBe(s);
      }),
    );
  });
  it('names the character a charset lacks, and malformed bytes', () => {
    expect(errorOf(() => encodeText('ab😀', 'gbk'))?.params).toMatchObject({
      char: '😀',
      position: 3,
      encoding: 'GBK',
    });
    expect(errorOf(() => encodeText('a\uD800', 'utf-8'))?.code).toBe('UNENCODABLE_CHAR');
    expect(errorOf(() => decodeText(Uint8Array.of(0xff, 0xfe, 0xc3), 'utf-8'))?.code).toBe('INVALID_UTF8');
    expect(errorOf(() => decodeText(Uint8Array.of(0x81), 'gbk'))?.params).toMatchObject({ charset: 'GBK' });
    expect(decodeText(Uint8Array.of(0xc3), 'utf-8', { fatal: false })).toBe('\uFFFD');
  });
});

describe('URL encoding against Python urllib.parse and WHATWG URLSearchParams', () => {
  it.each(v.url)('$text', ({ text, component, uri }) => {
    expect(encodeUrl(text, 'component')).toBe(component);
    expect(encodeUrl(text, 'uri')).toBe(uri);
    expect(encodeUrl(text, 'form')).toBe(new URLSearchParams({ a: text }).toString().slice(2));
    expect(decodeUrl(component)).toBe(text);
    expect(decodeUrl(encodeUrl(text, 'form'), 'form')).toBe(text);
  });
  it('round-trips any well-formed string in every mode (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom('component', 'uri', 'form' as const), (s, mode) => {
        const e = encodeUrl(s, mode);
        if (mode === 'uri') expect(decodeURI(e)).toBe(decodeUrl(e, 'uri'));
        else expect(decodeUrl(e, mode)).toBe(s);
        if (mode === 'form') expect(e).toBe(new URLSearchParams({ a: s }).toString().slice(2));
      }),
    );
  });
  it('names a broken escape', () => {
    expect(errorOf(() => decodeUrl('ok%E4%B8'))?.params).toMatchObject({ position: 3, sequence: '%E4%B8' });
    expect(errorOf(() => decodeUrl('50%'))?.params).toMatchObject({ position: 3 });
    expect(errorOf(() => decodeUrl('a%zz'))?.params).toMatchObject({ position: 2 });
  });
});

describe('HTML entities', () => {
  it.each(v.htmlDecode)('decodes like Python html.unescape: $html', ({ html, text }) => {
    expect(decodeHtml(html)).toBe(text);
  });
  it('encodes per mode', () => {
    expect(encodeHtml('<a href="x">Café & ©</a>', 'named')).toBe(
      '&lt;a href&equals;&quot;x&quot;&gt;Caf&eacute; &amp; &copy;&lt;&sol;a&gt;',
    );
    expect(encodeHtml('<é😀>', 'decimal')).toBe('&#60;&#233;&#128512;&#62;');
    expect(encodeHtml('<é😀>', 'hex')).toBe('&#x3C;&#xE9;&#x1F600;&#x3E;');
    expect(encodeHtml('a#b é', 'nonAscii')).toBe('a#b &eacute;');
  });
  it('round-trips any string in every mode (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom('named', 'decimal', 'hex', 'nonAscii' as const),
        (s, mode) => {
          expect(decodeHtml(encodeHtml(s, mode))).toBe(s.replace(/\r\n?/g, (m) => m).replace(/\0/g, '\uFFFD'));
        },
      ),
    );
  });
});

describe('Unicode escapes', () => {
  it.each(v.unicode)('matches Python json.dumps: $text', ({ text, json }) => {
    expect(escapeUnicode(text, 'u').toLowerCase()).toBe(json.toLowerCase());
    expect(unescapeUnicode(json)).toBe(text);
  });
  it('writes every style by code point', () => {
    expect(escapeUnicode('a😀', 'u{}')).toBe('a\\u{1F600}');
    expect(escapeUnicode('a😀', 'html')).toBe('a&#x1F600;');
    expect(escapeUnicode('a😀', 'U+')).toBe('U+0061 U+1F600');
    expect(escapeUnicode('a', 'u', { all: true })).toBe('\\u0061');
    expect(unescapeUnicode('U+0048 U+0069 x &#20013;&#x6587; \\U0001F600')).toBe('Hi x 中文 😀');
  });
  it('round-trips any string in every style (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom('u', 'u{}', 'html', 'U+' as const),
        fc.boolean(),
        (s, style, all) => {
          const escaped = escapeUnicode(s, style, { all });
          if (style === 'U+' || all) expect(unescapeUnicode(escaped)).toBe(s);
          else if (!/\\u|\\U|&#|[Uu]\+[0-9a-fA-F]{4}/.test(s)) expect(unescapeUnicode(escaped)).toBe(s);
        },
      ),
    );
  });
  it('names a bad escape', () => {
    expect(errorOf(() => unescapeUnicode('ok \\u{110000}'))?.params).toMatchObject({
      position: 4,
      sequence: '\\u{110000}',
    });
    expect(errorOf(() => unescapeUnicode('\\uD83D alone'))?.code).toBe('INVALID_ESCAPE');
    expect(errorOf(() => unescapeUnicode('x\\u12'))?.params).toMatchObject({ position: 2 });
  });
});

describe('data URIs and image sniffing', () => {
  const png = hexBytes('89504e470d0a1a0a0000000d4948445200000001000000010806000000');
  it('sniffs image types by their magic numbers', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(hexBytes('ffd8ffe000104a464946'))).toBe('image/jpeg');
    expect(sniffImageType(utf8('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(utf8('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(hexBytes('0000001c6674797061766966'))).toBe('image/avif');
    expect(sniffImageType(utf8('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    );
    expect(sniffImageType(utf8('hello'))).toBeUndefined();
  });
  it('reads data URIs and bare base64', () => {
    const uri = toDataUri(png, 'image/png');
    expect(uri).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`);
    expect(parseDataUri(uri)).toEqual({ mime: 'image/png', bytes: png });
    expect(parseDataUri(Buffer.from(png).toString('base64'))).toEqual({ mime: 'image/png', bytes: png });
    expect(parseDataUri('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')).toEqual({
      mime: 'image/svg+xml',
      bytes: utf8('<svg></svg>'),
    });
    expect(parseDataUri('data:,hi').mime).toBe('text/plain');
    expect(errorOf(() => parseDataUri('data:image/png;base64'))?.code).toBe('INVALID_DATA_URI');
    expect(errorOf(() => parseDataUri('   '))?.code).toBe('INVALID_DATA_URI');
    expect(errorOf(() => parseDataUri('data:image/png;base64,ab$c'))?.code).toBe('INVALID_BASE64');
  });
});

describe('hex delimiters of CyberChef’s To Hex, against Python', () => {
  // Python writes each form from the same bytes: bytes.hex(':'), the C-array `0x48, 0x69`, one byte per
  // LF or CRLF line.
  const PY = `
import json, random
random.seed(40)
cases = [bytes([0x48, 0x69, 0xff]), bytes(), bytes([0])] + [random.randbytes(n) for n in (1, 2, 17, 300)]
print(json.dumps([{'hex': b.hex(), 'colon': b.hex(':'), 'upperColon': b.hex(':').upper(),
  'c': ', '.join('0x%02x' % x for x in b), 'lf': '\\n'.join('%02x' % x for x in b),
  'crlf': '\\r\\n'.join('%02x' % x for x in b)} for b in cases]))
`;
  const cases = JSON.parse(execFileSync('python3', ['-c', PY], { encoding: 'utf8' })) as Record<string, string>[];
  it.each(cases.map((c) => [(c.hex?.length ?? 0) / 2, c] as const))('%i bytes, both ways', (_n, c) => {
    const bytes = hexBytes(c.hex ?? '');
    expect(toHex(bytes, { delimiter: 'colon' })).toBe(c.colon);
    expect(toHex(bytes, { delimiter: 'colon', upper: true })).toBe(c.upperColon);
    expect(toHex(bytes, { delimiter: '0x-comma' })).toBe(c.c);
    expect(toHex(bytes, { delimiter: 'lf' })).toBe(c.lf);
    expect(toHex(bytes, { delimiter: 'crlf' })).toBe(c.crlf);
    for (const s of [c.colon, c.upperColon, c.c, c.lf, c.crlf]) expect(fromHex(s ?? '')).toEqual(bytes);
  });
  it('breaks a C array’s lines after the comma', () => {
    expect(toHex(Uint8Array.of(0x48, 0x69, 0xff), { delimiter: '0x-comma', bytesPerLine: 2 })).toBe(
      '0x48, 0x69,\n0xff',
    );
    expect(toHex(Uint8Array.of(0x48, 0x69, 0xff), { delimiter: 'colon', bytesPerLine: 2 })).toBe('48:69:\nff');
  });
});
