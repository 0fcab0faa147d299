import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, uniqueFileNames } from './csv.ts';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields, doubled quotes, CRLF and newlines inside quotes', () => {
    // RFC 4180 section 2, examples 6 and 7.
    expect(parseCsv('"aaa","b\r\nbb","ccc"\r\nzzz,yyy,xxx\r\n')).toEqual([
      ['aaa', 'b\r\nbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
    expect(parseCsv('"aaa","b""bb","ccc"')).toEqual([['aaa', 'b"bb', 'ccc']]);
  });

  it('detects semicolon and tab delimiters, drops a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFname;url\n\na;https://x.test/?a=1,2\n')).toEqual([
      ['name', 'url'],
      ['a', 'https://x.test/?a=1,2'],
    ]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('rejects an unclosed quote', () => {
    expect(() => parseCsv('a,"b\nc')).toThrow(CsvError);
  });
});

describe('uniqueFileNames', () => {
  it('strips path characters, numbers blanks and de-duplicates case-insensitively', () => {
    expect(uniqueFileNames(['a/b', '', 'Shop', 'shop', '..', 'x'], 'png')).toEqual([
      'a_b.png',
      'qr-0002.png',
      'Shop.png',
      'shop-2.png',
      'qr-0005.png',
      'x.png',
    ]);
  });

  it('never gives two rows the same name, even when a name looks like a numbered repeat', () => {
    // 'a', 'a', 'a-2' once gave 'a-2.png' twice: the ZIP held one file fewer than the rows.
    const names = uniqueFileNames(['a', 'a', 'a-2', 'A-2', '', 'qr-0005'], 'png');
    expect(names).toEqual(['a.png', 'a-2.png', 'a-2-2.png', 'A-2-3.png', 'qr-0005.png', 'qr-0005-2.png']);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });
});
