import { type HashAlgorithm, hashAlgorithmInfo } from './algorithms.ts';
import { engineId } from './crc-ids.ts';
import { CRC_CATALOGUE } from './crc-names.ts';

/**
 * How a pasted checksum is written: `bare` (only the digest, hex or base64), `gnu` (a line of
 * `sha256sum` and the other coreutils tools, `<hex>  name` or `<hex> *name`), `bsd` (a tagged line,
 * `SHA256 (name) = <hex>` from `sha256sum --tag` and BSD `sha256`, `SHA2-256(name)= <hex>` from
 * `openssl dgst`) or `sri` (a Subresource Integrity value, `sha384-<base64>`).
 */
export const CHECKSUM_FORMS = ['bare', 'gnu', 'bsd', 'sri'] as const;
export type ChecksumForm = (typeof CHECKSUM_FORMS)[number];

/** One checksum as read from a verify box or a line of a checksum file. */
export interface ChecksumLine {
  readonly form: ChecksumForm;
  /** The digest as written (hex, or base64 for SRI): what `digestMatches` compares. */
  readonly digest: string;
  /** The algorithm the line names (a BSD tag or an SRI prefix); undefined when it names none. */
  readonly algorithm?: HashAlgorithm | undefined;
  /** The tag of a BSD line as written (kept when it names no algorithm the engine knows). */
  readonly tag?: string | undefined;
  /** The file the line is about (GNU and BSD lines). */
  readonly file?: string | undefined;
}

// Tags as coreutils (--tag), BSD md5/sha256 and OpenSSL 1.1/3 `dgst` print them, with case, '-', '_'
// and '/' removed: OpenSSL 3 writes SHA2-256, SHA2-512/224, SHA3-256, KECCAK-256, RIPEMD160 or RMD160.
const BSD_TAGS: Record<string, HashAlgorithm> = {
  MD5: 'md5',
  SHA1: 'sha1',
  SHA224: 'sha224',
  SHA2224: 'sha224',
  SHA256: 'sha256',
  SHA2256: 'sha256',
  SHA384: 'sha384',
  SHA2384: 'sha384',
  SHA512: 'sha512',
  SHA2512: 'sha512',
  SHA512224: 'sha512-224',
  SHA2512224: 'sha512-224',
  SHA512256: 'sha512-256',
  SHA2512256: 'sha512-256',
  SHA3224: 'sha3-224',
  SHA3256: 'sha3-256',
  SHA3384: 'sha3-384',
  SHA3512: 'sha3-512',
  KECCAK224: 'keccak-224',
  KECCAK256: 'keccak-256',
  KECCAK384: 'keccak-384',
  KECCAK512: 'keccak-512',
  RIPEMD160: 'ripemd160',
  RMD160: 'ripemd160',
  BLAKE2B: 'blake2b',
  BLAKE2B512: 'blake2b',
  BLAKE2S: 'blake2s',
  BLAKE2S256: 'blake2s',
  BLAKE3: 'blake3',
};

const tagKey = (tag: string) => tag.toUpperCase().replace(/[-_/]/g, '');
// The catalogue's CRCs by their names as a tag (`CRC-64/XZ (file) = ...`), made on first use; one the
// engine had an id for before the catalogue gives that id (`CRC-16/ARC` gives `crc16-arc`), the one the
// checksum pages compute and compare with.
let crcTags: Map<string, HashAlgorithm> | undefined;
function tagAlgorithm(tag: string): HashAlgorithm | undefined {
  const key = tagKey(tag);
  const known = BSD_TAGS[key];
  if (known) return known;
  crcTags ??= new Map(CRC_CATALOGUE.map((name) => [tagKey(name), (engineId(name) ?? name) as HashAlgorithm]));
  return crcTags.get(key);
}

// The three hashes the W3C Subresource Integrity recommendation (section 3.2) allows.
const SRI: Record<string, HashAlgorithm> = { sha256: 'sha256', sha384: 'sha384', sha512: 'sha512' };

// Hex of at least an MD5's length, so a digest pasted in groups ("a9993e36 4706816a") stays bare.
const GNU_LINE = /^(\\?)([0-9a-fA-F]{32,}) [ *](.+)$/;
const BSD_LINE = /^(\\?)([A-Za-z][A-Za-z0-9/_-]*) ?\((.*)\) ?= ?([0-9a-fA-F]+)$/;
const SRI_VALUE = /^(sha256|sha384|sha512)-([A-Za-z0-9+/_-]+={0,2})(\?\S*)?$/i;

// coreutils 8.x+ starts a line with a backslash when the name holds a backslash or a line break, and
// then writes those as \\ and \n (\r too since 9.0).
const unescapeName = (name: string, escaped: boolean): string =>
  escaped ? name.replace(/\\([\\nr])/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : '\\')) : name;

/**
 * Reads a pasted checksum: a line from a checksum file (GNU or BSD style), an SRI value, or a bare
 * digest (returned trimmed, for `digestMatches`). Only the first line of several is read.
 *
 * @example readChecksumLine('SHA256 (abc.txt) = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad').file
 * // 'abc.txt'
 */
export function readChecksumLine(text: string): ChecksumLine {
  const line =
    text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)[0]
      ?.trim() ?? '';
  const sri = SRI_VALUE.exec(line);
  if (sri) return { form: 'sri', digest: sri[2]!, algorithm: SRI[sri[1]!.toLowerCase()] };
  const bsd = BSD_LINE.exec(line);
  if (bsd) {
    const tag = bsd[2]!;
    const algorithm = tagAlgorithm(tag);
    return { form: 'bsd', digest: bsd[4]!, tag, algorithm, file: unescapeName(bsd[3]!, bsd[1] === '\\') };
  }
  const gnu = GNU_LINE.exec(line);
  if (gnu) return { form: 'gnu', digest: gnu[2]!, file: unescapeName(gnu[3]!, gnu[1] === '\\') };
  return { form: 'bare', digest: line };
}

/** A checksum file read line by line: its entries, and the lines that are neither entries nor comments. */
export interface ChecksumFile {
  readonly entries: readonly (ChecksumLine & { readonly line: number; readonly file: string })[];
  /** 1-based numbers of the lines that are not checksum lines (blank lines and `#` comments are skipped). */
  readonly unreadable: readonly number[];
}

/**
 * Reads a checksum file such as SHA256SUMS (`sha256sum` output, `--tag` output, `openssl dgst` output,
 * CRLF or LF): one entry per GNU or BSD line.
 *
 * @example parseChecksumFile('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc.txt\n').entries[0].file // 'abc.txt'
 */
export function parseChecksumFile(text: string): ChecksumFile {
  const entries: (ChecksumLine & { line: number; file: string })[] = [];
  const unreadable: number[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const t = raw.trim();
      if (t === '' || t.startsWith('#')) return;
      const c = readChecksumLine(t);
      if ((c.form === 'gnu' || c.form === 'bsd') && c.file !== undefined)
        entries.push({ ...c, file: c.file, line: i + 1 });
      else unreadable.push(i + 1);
    });
  return { entries, unreadable };
}

// By hex length, the algorithm a bare *SUMS line most likely comes from (md5sum ... sha512sum).
const BY_HEX_LENGTH: Record<number, HashAlgorithm> = {
  32: 'md5',
  40: 'sha1',
  56: 'sha224',
  64: 'sha256',
  96: 'sha384',
  128: 'sha512',
};

/**
 * The algorithm to check a checksum line with: the one it names; else `preferred` when its digest has
 * the line's length (a SHA3-256 page reading a 64-digit line); else the coreutils tool of that length
 * (md5sum, sha1sum, sha224sum, sha256sum, sha384sum, sha512sum). Undefined when nothing fits.
 *
 * @example checksumAlgorithm(readChecksumLine('a9993e364706816aba3e25717850c26c9cd0d89d  abc.txt'), 'sha256') // 'sha1'
 */
export function checksumAlgorithm(line: ChecksumLine, preferred?: HashAlgorithm): HashAlgorithm | undefined {
  if (line.algorithm) return line.algorithm;
  if (line.form === 'sri') return undefined;
  const digits = line.digest.replace(/\s/g, '').length;
  if (preferred && hashAlgorithmInfo(preferred).digestLength * 2 === digits) return preferred;
  return BY_HEX_LENGTH[digits];
}

/**
 * The last part of a path in a checksum line (`./dist/app.zip` and `dist\app.zip` give `app.zip`), to
 * pair it with a file the browser gives by name only.
 *
 * @example checksumBaseName('./dist/app.zip') // 'app.zip'
 */
export function checksumBaseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * True for the usual names of checksum files: SHA256SUMS, MD5SUMS, sha256sums.txt, CHECKSUMS,
 * checksums.txt, and `<file>.sha256` / `.sha512` / `.md5` / `.sha1` beside a download.
 *
 * @example isChecksumFileName('SHA256SUMS') // true
 */
export function isChecksumFileName(name: string): boolean {
  return /(^|[._-])((md5|sha\d*|sha3-?\d*|b2|blake2b?)?sums?|checksums?)(\.txt|\.asc)?$|\.(md5|sha1|sha224|sha256|sha384|sha512|sha3)$/i.test(
    name,
  );
}
