/**
 * One test per escape the fuzz suite found (issue 19 item 5), each with the input that escaped, so a
 * regression fails here by name even if the seeded run stops producing that input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeHtml, escapeUnicode, parseDataUri, unescapeUnicode } from '../../src/encoding/index.ts';
import { parseRle } from '../../src/games/index.ts';
import { encodeQr } from '../../src/qr/index.ts';
import { readQrCodes } from '../../src/qr-reader/index.ts';
import { decodeTonBoc, encodeTonComment } from '../../src/ton/index.ts';
import { encodeXrpTransaction } from '../../src/xrp/index.ts';
import { renderMatrix, useLocalZxing } from '../qr/helpers.ts';

const code = (c: string) => expect.objectContaining({ code: c });

beforeAll(() => useLocalZxing());

describe('escapes found by fuzzing, fixed', () => {
  it('parseRle: huge run counts are refused, not a stack overflow', () => {
    const text = 'x = 9999999, y = 1\n9999999o!'.repeat(5);
    expect(() => parseRle(text)).toThrow(code('INVALID_RLE'));
    expect(() => parseRle('x = 1, y = 1\n4000000o$4000000o!')).toThrow(code('INVALID_RLE'));
    // a wide but legal pattern still reads, with its height from the last live row
    const p = parseRle('x = 200000, y = 3\n200000o$$o!');
    expect(p.cells.length).toBe(200_001);
    expect(p.height).toBe(3);
  });

  it('readQrCodes: an empty image is QR_NOT_FOUND, and zxing stays the reader afterwards', async () => {
    await expect(readQrCodes({ width: 0, height: 0, data: new Uint8ClampedArray(0) })).rejects.toThrow(
      code('QR_NOT_FOUND'),
    );
    await expect(readQrCodes({ width: 3, height: 3, data: new Uint8ClampedArray(4) })).rejects.toThrow(RangeError);
    const image = renderMatrix(encodeQr('https://example.com/fuzz', { level: 'M' }));
    const [r] = await readQrCodes(image);
    expect(r?.text).toBe('https://example.com/fuzz');
    expect(r?.engine).toBe('zxing');
    // an image file zxing cannot read is "no code", and the next read is still zxing's
    await expect(readQrCodes(new Uint8Array([0xca, 0x0a, 0x82, 0x84, 0x2a, 0xeb, 0x3f, 0xa7, 0x08]))).rejects.toThrow(
      code('QR_NOT_FOUND'),
    );
    expect((await readQrCodes(image))[0]?.engine).toBe('zxing');
  });

  it('encodeXrpTransaction: a leading byte order mark is read as JSON allows, not a SyntaxError', () => {
    const json =
      '{"TransactionType":"AccountSet","Account":"rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1","Fee":"10","Sequence":1}';
    // blob from the function's own JSDoc example, which the doctest checks against ripple-binary-codec's output
    expect(encodeXrpTransaction(`\uFEFF${json}`).blobHex).toBe(encodeXrpTransaction(json).blobHex);
    expect(() => encodeXrpTransaction('\uFEFF{"TransactionType":"Payment","Paths":[[]]}')).toThrow(
      code('INVALID_TRANSACTION'),
    );
  });

  it('lone surrogates are refused where they would be written as U+FFFD or be unreadable', () => {
    for (const mode of ['named', 'decimal', 'hex', 'nonAscii'] as const) {
      expect(() => encodeHtml('ab\uDFFF', mode)).toThrow(
        expect.objectContaining({
          code: 'UNENCODABLE_CHAR',
          params: { char: '\\uDFFF', position: 3, encoding: 'HTML' },
        }),
      );
    }
    expect(() => escapeUnicode('Ln[\uDFFF', 'u{}')).toThrow(code('UNENCODABLE_CHAR'));
    expect(unescapeUnicode(escapeUnicode('é😀', 'u{}'))).toBe('é😀');
    expect(() => encodeTonComment('a\uD800')).toThrow(code('UNENCODABLE_CHAR'));
  });

  it('a TON comment keeps a leading U+FEFF', () => {
    const text = '\uFEFFs2twp';
    expect(decodeTonBoc(encodeTonComment(text).base64).comments.map((c) => c.text)).toEqual([text]);
  });

  it('parseDataUri: a media type must be type/subtype (RFC 2397)', () => {
    expect(() => parseDataUri('data:textg;base64,iVBORw0KGgo=')).toThrow(code('INVALID_DATA_URI'));
    expect(parseDataUri('data:image/svg+xml;base64,PHN2Zy8+').mime).toBe('image/svg+xml');
    expect(parseDataUri('data:,hi').mime).toBe('text/plain');
  });
});
