import { toUnicode } from 'punycode/punycode.es6.js';

// /urlparser's work: the platform's WHATWG URL parser reads and writes the URL (decision 0128); what
// is ours is the parts laid out decoded, the Unicode form of the host, and building a URL back.

/** The URL /urlparser opens with: every part present, some percent-encoded, an IDN host. */
export const URL_EXAMPLE =
  'https://user:p%40ss@b%C3%BCcher.example:8443/docs/%E4%B8%AD%E6%96%87/page?q=caf%C3%A9&tag=a+b&tag=c#section%202';

export interface UrlParts {
  href: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  /** As the parser gives it: an IDN in Punycode (`xn--`). */
  hostname: string;
  /** The same host with its Punycode labels in Unicode. */
  hostnameUnicode: string;
  port: string;
  /** The scheme's default port when none is written (`443` for https), else ''. */
  defaultPort: string;
  origin: string;
  pathname: string;
  /** Each path segment, percent-decoded (a malformed escape stays as written). */
  segments: string[];
  search: string;
  /** Query parameters decoded as application/x-www-form-urlencoded (`+` is a space). */
  params: [string, string][];
  hash: string;
  hashDecoded: string;
  /** Whether the URL has an authority (`//`), so a rebuilt one keeps it. */
  hasAuthority: boolean;
}

const DEFAULT_PORTS: Record<string, string> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
  'ftp:': '21',
};

/** `decodeURIComponent`, or the text as it was when an escape in it is malformed. */
export function decodeLoosely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Reads a URL with the WHATWG parser; `null` when the parser refuses it. */
export function parseUrl(input: string): UrlParts | null {
  const text = input.trim();
  if (!URL.canParse(text)) return null;
  const u = new URL(text);
  const pathname = u.pathname;
  const segments = pathname.startsWith('/') ? pathname.slice(1).split('/') : [pathname];
  return {
    href: u.href,
    protocol: u.protocol,
    username: u.username,
    password: u.password,
    host: u.host,
    hostname: u.hostname,
    hostnameUnicode: u.hostname.startsWith('[') ? u.hostname : toUnicode(u.hostname),
    port: u.port,
    defaultPort: u.port === '' ? (DEFAULT_PORTS[u.protocol] ?? '') : '',
    origin: u.origin,
    pathname,
    segments: segments.map(decodeLoosely),
    search: u.search,
    params: [...u.searchParams.entries()],
    hash: u.hash,
    hashDecoded: decodeLoosely(u.hash.replace(/^#/, '')),
    hasAuthority: u.href.slice(u.protocol.length).startsWith('//'),
  };
}

/** The parts a visitor can edit; the parameters decoded, as in {@link UrlParts.params}. */
export interface UrlEdits {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  params: [string, string][];
  hash: string;
}

export function editsOf(p: UrlParts): UrlEdits {
  const { protocol, username, password, port, pathname, hash } = p;
  return { protocol, username, password, hostname: p.hostnameUnicode, port, pathname, params: p.params, hash };
}

const sameParams = (a: [string, string][], b: [string, string][]) =>
  a.length === b.length && a.every(([k, v], i) => k === b[i]?.[0] && v === b[i]?.[1]);

/**
 * A URL from edited parts, through the WHATWG parser (which encodes what needs it and turns a
 * Unicode host into Punycode); `null` when they do not make a URL. Unchanged parameters keep their
 * original spelling; changed ones are written as application/x-www-form-urlencoded.
 */
export function buildUrl(e: UrlEdits, original: UrlParts): string | null {
  const scheme = e.protocol.endsWith(':') ? e.protocol : `${e.protocol}:`;
  const userinfo =
    e.username || e.password
      ? `${encodeURIComponent(decodeLoosely(e.username))}${e.password ? `:${encodeURIComponent(decodeLoosely(e.password))}` : ''}@`
      : '';
  const authority =
    e.hostname || original.hasAuthority ? `//${userinfo}${e.hostname}${e.port ? `:${e.port}` : ''}` : '';
  const path = authority && e.pathname && !e.pathname.startsWith('/') ? `/${e.pathname}` : e.pathname;
  const query = sameParams(e.params, original.params)
    ? original.search
    : e.params.length
      ? `?${new URLSearchParams(e.params).toString()}`
      : '';
  const hash = e.hash === '' || e.hash === '#' ? '' : e.hash.startsWith('#') ? e.hash : `#${e.hash}`;
  const text = `${scheme}${authority}${path}${query}${hash}`;
  return URL.canParse(text) ? new URL(text).href : null;
}
