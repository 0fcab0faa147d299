import {
  type Base32Variant,
  type Base58Options,
  type Base85Variant,
  type Charset,
  decodePunycode,
  decodeText,
  domainToAscii,
  domainToUnicode,
  encodePunycode,
  encodeText,
  fromBase32,
  fromBase58,
  fromBase58Check,
  fromBase85,
  fromHex,
  fromQuotedPrintable,
  toBase32,
  toBase58,
  toBase58Check,
  toBase85,
  toQuotedPrintable,
} from '@tinkerbox/engine/encoding';
import type { RadixOptions } from './codecs.preset.ts';

// Loaded on demand by the codecs page (it carries @scure/base, SHA-256 and the codecs), and by the worker.
// The jobs of the codecs page (/base32, /base58, /base85, /quotedprintable, /punycode), as plain data
// so that encoding.ops.ts runs them on the page or in the family's worker alike.

export type RadixJob =
  | { op: 'radix.encode'; input: string; inputAs: 'text' | 'hex'; charset: Charset; o: RadixOptions }
  | { op: 'radix.decode'; input: string; charset: Charset; o: RadixOptions };

/** Base58's variants: Bitcoin's, Ripple's (XRP Ledger) or Flickr's alphabet, with or without Base58Check. */
const base58Check = (o: RadixOptions) => o.variant === 'check' || o.variant === 'rippleCheck';
const base58Options = (o: RadixOptions): Base58Options => ({
  alphabet: o.variant.startsWith('ripple') ? 'ripple' : o.variant === 'flickr' ? 'flickr' : 'bitcoin',
});

function encodeBytes(bytes: Uint8Array, o: RadixOptions): string {
  switch (o.codec) {
    case 'base32':
      if (o.variant === 'custom') return toBase32(bytes, { alphabet: o.alphabet ?? '', pad: o.pad });
      return toBase32(bytes, { variant: o.variant as Base32Variant, pad: o.pad, check: o.flag });
    case 'base58':
      return base58Check(o) ? toBase58Check(bytes, base58Options(o)) : toBase58(bytes, base58Options(o));
    case 'base85':
      return toBase85(bytes, { variant: o.variant as Base85Variant, delimiters: o.pad });
    default:
      return toQuotedPrintable(bytes, { lineEnding: o.variant === 'lf' ? 'lf' : 'crlf', binary: o.flag });
  }
}

function decodeBytes(text: string, o: RadixOptions): Uint8Array {
  switch (o.codec) {
    case 'base32':
      if (o.variant === 'custom') return fromBase32(text, { alphabet: o.alphabet ?? '' });
      return fromBase32(text, { variant: o.variant as Base32Variant, check: o.flag });
    case 'base58':
      return base58Check(o) ? fromBase58Check(text, base58Options(o)) : fromBase58(text, base58Options(o));
    case 'base85':
      return fromBase85(text, { variant: o.variant as Base85Variant });
    default:
      return fromQuotedPrintable(text);
  }
}

/**
 * A line that is a URL or an email address: what comes before its host (scheme, user), the host, and what
 * comes after (port, path, query, fragment), which stay as typed. Null for a bare domain.
 */
const URL_OR_EMAIL =
  /^((?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#\s]*@)?|(?:mailto:)?[^@/?#\s:]+@)([^/?#:@\s[\]]+)([:/?#].*)?$/i;
const HOST_AND_PATH = /^([^/?#:@\s[\]]+)([:/?#].*)$/;

function punycode(text: string, encode: boolean, label: boolean): string {
  // A domain is one line; each line of the box is converted on its own, so a list converts at once. A
  // pasted URL or email address has its host converted and the rest kept (issue 40).
  const domain = (host: string) => (encode ? domainToAscii(host) : domainToUnicode(host));
  const one = (line: string) => {
    if (label) return encode ? encodePunycode(line) : decodePunycode(line);
    const parts = URL_OR_EMAIL.exec(line);
    if (parts) return `${parts[1]}${domain(parts[2] as string)}${parts[3] ?? ''}`;
    const bare = HOST_AND_PATH.exec(line);
    if (bare) return `${domain(bare[1] as string)}${bare[2]}`;
    return domain(line);
  };
  return text
    .split(/\r?\n/)
    .map((l) => (l.trim() === '' ? '' : one(l.trim())))
    .join('\n');
}

/** Text out, or bytes with their text in the charset (null when they are not text). */
export type RadixResult = { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array; text: string | null };

/**
 * Runs one job of the codecs page; bad input throws the engine's EngineError.
 * @example runRadix({ op: 'radix.encode', input: 'hi', inputAs: 'text', charset: 'utf-8', o: { codec: 'base32', variant: 'rfc4648', pad: true, flag: false } }) // { kind: 'text', text: 'NBUQ====' }
 */
export function runRadix(job: RadixJob): RadixResult {
  const { o } = job;
  if (o.codec === 'punycode') {
    return { kind: 'text', text: punycode(job.input, job.op === 'radix.encode', o.variant === 'label') };
  }
  if (job.op === 'radix.encode') {
    const bytes = job.inputAs === 'hex' ? fromHex(job.input) : encodeText(job.input, job.charset);
    return { kind: 'text', text: encodeBytes(bytes, o) };
  }
  const bytes = decodeBytes(job.input, o);
  let text: string | null;
  try {
    text = decodeText(bytes, job.charset);
  } catch {
    text = null;
  }
  return { kind: 'bytes', bytes, text };
}
