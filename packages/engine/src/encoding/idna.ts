import { EngineError } from '../errors.ts';
import { decodePunycode, encodePunycode } from './punycode.ts';

/** Characters that end or change a URL's host: the URL parser would read them as another part. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const NOT_IN_HOST = /[\s#%/:<>?@[\\\]^|\x00-\x1f\x7f]/u;
/** IDNA's four full stops (UTS #46 maps them all to "."). */
const DOTS = /[.\u3002\uff0e\uff61]/u;
/** A last label the URL parser reads as an IPv4 number (WHATWG URL "ends in a number"). */
const NUMBER = /^(0x[0-9a-f]*|\d+)$/i;

function badLabel(label: string): EngineError {
  return /^xn--/i.test(label)
    ? new EngineError('INVALID_PUNYCODE', `Not punycode: ${label}`, { label })
    : new EngineError('INVALID_DOMAIN', `Not a domain label: ${label}`, { label });
}

/** An `xn--` label's Unicode, if it decodes and encodes back to itself (IDNA2008 validity, RFC 5891 §5.4). */
function punyLabel(label: string): string {
  let u: string;
  try {
    u = decodePunycode(label.slice(4));
  } catch {
    throw badLabel(label);
  }
  if (/^[ -~]*$/.test(u) || encodePunycode(u) !== label.slice(4)) throw badLabel(label);
  return u;
}

function hostOf(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * A domain name to its ASCII form for DNS (IDNA ToASCII, UTS #46 nontransitional processing as the WHATWG
 * URL Standard does it): each label is mapped (case folded, NFC, full-width forms) and, when not ASCII,
 * written as `xn--` + Punycode. The mapping is the platform's URL parser's.
 *
 * @throws EngineError INVALID_DOMAIN (label) for a label IDNA refuses or a name that would be an IPv4
 *   address; INVALID_PUNYCODE (label) for an `xn--` label that does not decode
 * @example domainToAscii('Bücher.example') // 'xn--bcher-kva.example'
 * @example domainToAscii('例え.テスト') // 'xn--r8jz45g.xn--zckzah'
 */
export function domainToAscii(domain: string): string {
  if (typeof domain !== 'string') throw new TypeError('domainToAscii: domain must be a string');
  const d = domain.trim();
  if (d === '') return '';
  const labels = d.split(DOTS);
  const forbidden = labels.find((l) => NOT_IN_HOST.test(l));
  if (forbidden !== undefined) throw badLabel(forbidden);
  const last = labels.at(-1) === '' ? labels.at(-2) : labels.at(-1);
  if (last !== undefined && NUMBER.test(last)) throw badLabel(last);
  const host = hostOf(d);
  if (host !== null) {
    // Not every URL parser checks that an `xn--` label decodes (Chromium's does not): check it here.
    for (const l of host.split('.')) if (l.startsWith('xn--')) punyLabel(l);
    return host;
  }
  // Name the first label the parser refuses on its own; else the combination is at fault.
  throw badLabel(labels.find((l) => l !== '' && hostOf(`${l}.a`) === null) ?? d);
}

/**
 * A domain name to Unicode (IDNA ToUnicode): checked and mapped as {@link domainToAscii} does, then each
 * `xn--` label decoded from Punycode (RFC 3492).
 *
 * @throws EngineError INVALID_DOMAIN (label), INVALID_PUNYCODE (label)
 * @example domainToUnicode('xn--bcher-kva.example') // 'bücher.example'
 * @example domainToUnicode('XN--R8JZ45G.xn--zckzah') // '例え.テスト'
 */
export function domainToUnicode(domain: string): string {
  if (typeof domain !== 'string') throw new TypeError('domainToUnicode: domain must be a string');
  return domainToAscii(domain)
    .split('.')
    .map((l) => (l.startsWith('xn--') ? punyLabel(l) : l))
    .join('.');
}
