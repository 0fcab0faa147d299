import { describe, expect, it } from 'vitest';
import {
  checksumAlgorithm,
  checksumBaseName,
  digest,
  digestMatches,
  hmac,
  isChecksumFileName,
  parseChecksumFile,
  readChecksumLine,
} from '../../src/hash/index.ts';
import vectors from '../vectors/hash/checksum-lines.json' with { type: 'json' };

// Lines printed by GNU coreutils 9.1 and OpenSSL 3.0 for known files (vectors/hash/make-checksum-lines.sh):
// each must read as its form, name its file, and match the file's digest under the algorithm it implies.
const fileBytes = (name: string) =>
  Uint8Array.from(Buffer.from((vectors.files as Record<string, string>)[name]!, 'hex'));

describe('readChecksumLine on lines from coreutils and openssl', () => {
  const expected: [string, string | undefined, string][] = [
    ['gnu', 'abc.txt', 'sha256'],
    ['gnu', 'name with spaces.txt', 'sha256'],
    ['gnu', 'back\\slash.txt', 'sha256'],
    ['gnu', 'abc.txt', 'sha256'],
    ['gnu', 'abc.txt', 'md5'],
    ['gnu', 'abc.txt', 'sha1'],
    ['gnu', 'abc.txt', 'sha512'],
    ['bsd', 'abc.txt', 'sha256'],
    ['bsd', 'abc.txt', 'sha384'],
    ['bsd', 'abc.txt', 'sha256'],
    ['bsd', 'abc.txt', 'sha3-256'],
    ['bsd', 'abc.txt', 'ripemd160'],
    ['gnu', 'abc.txt', 'sha256'],
    ['sri', undefined, 'sha384'],
    ['sri', undefined, 'sha256'],
  ];
  it('has one expectation per line', () => expect(vectors.lines).toHaveLength(expected.length));
  vectors.lines.forEach((text, i) => {
    const [form, file, algorithm] = expected[i]!;
    it(`${form}: ${text.slice(0, 40)}…`, async () => {
      const c = readChecksumLine(text);
      expect(c.form).toBe(form);
      expect(c.file).toBe(file);
      const a = form === 'sri' ? c.algorithm : checksumAlgorithm(c);
      expect(a).toBe(algorithm);
      const d = await digest(a!, fileBytes(file ?? 'abc.txt'));
      expect(digestMatches(c.digest, d)).toBe(true);
    });
  });
});

describe('readChecksumLine', () => {
  it('keeps a bare digest bare, grouped hex included', () => {
    expect(readChecksumLine('  A9993E36 4706816A BA3E2571 7850C26C 9CD0D89D \n')).toEqual({
      form: 'bare',
      digest: 'A9993E36 4706816A BA3E2571 7850C26C 9CD0D89D',
    });
    expect(readChecksumLine('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=').form).toBe('bare');
  });
  it('reads an unknown BSD tag without naming an algorithm', () => {
    const c = readChecksumLine('WHIRLPOOL (a.bin) = 00ff');
    expect(c).toMatchObject({ form: 'bsd', tag: 'WHIRLPOOL', file: 'a.bin', digest: '00ff' });
    expect(c.algorithm).toBeUndefined();
  });
  it('keeps parentheses inside a BSD file name', () => {
    expect(readChecksumLine('MD5 (a (1).txt) = 900150983cd24fb0d6963f7d28e17f72').file).toBe('a (1).txt');
  });
});

describe('parseChecksumFile', () => {
  it('reads CRLF lines, skips comments and blanks, and lists the lines it cannot read', () => {
    const text = `# made by sha256sum\r\n${vectors.lines[0]}\r\n\r\nnot a checksum\r\n${vectors.lines[7]}\r\n`;
    const f = parseChecksumFile(text);
    expect(f.entries.map((e) => [e.line, e.form, e.file])).toEqual([
      [2, 'gnu', 'abc.txt'],
      [5, 'bsd', 'abc.txt'],
    ]);
    expect(f.unreadable).toEqual([4]);
  });
});

describe('checksumAlgorithm', () => {
  const sha3 = readChecksumLine('3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532  abc.txt');
  it('prefers the page algorithm when its length fits, else the coreutils tool of that length', () => {
    expect(checksumAlgorithm(sha3, 'sha3-256')).toBe('sha3-256');
    expect(checksumAlgorithm(sha3, 'sha1')).toBe('sha256');
    expect(checksumAlgorithm(readChecksumLine(`${'abcd'.repeat(9)}  x`))).toBeUndefined();
  });
  it('takes the base name of a path', () => {
    expect(checksumBaseName('./dist/app.zip')).toBe('app.zip');
    expect(checksumBaseName('dist\\app.zip')).toBe('app.zip');
  });
});

describe('HMAC with an empty key (RFC 2104), against Python hmac', () => {
  for (const v of vectors.emptyKeyHmac) {
    it(`${v.algorithm} of "${v.message.slice(0, 12)}…"`, async () => {
      const mac = await hmac(v.algorithm as 'sha256', new Uint8Array(), new TextEncoder().encode(v.message));
      expect(Buffer.from(mac).toString('hex')).toBe(v.mac);
    });
  }
});

describe('isChecksumFileName', () => {
  it('knows the usual names, and not ordinary files', () => {
    const yes = [
      'SHA256SUMS',
      'MD5SUMS',
      'sha256sums.txt',
      'SHA512SUMS.asc',
      'CHECKSUMS',
      'checksums.txt',
      'app.zip.sha256',
      'x.md5',
    ];
    const no = ['abc.txt', 'sums.png', 'report.pdf', 'consensus.md', 'sha256.js'];
    expect(yes.filter(isChecksumFileName)).toEqual(yes);
    expect(no.filter(isChecksumFileName)).toEqual([]);
  });
});
