// What a request target may be before any page code reads it (issue 34). React Router matches a path
// against every route once per prefix of it (segments x segments x routes): a 404 path of 1,600 segments
// (3.2 KB) blocked the event loop for 20 s. No page has more than a few segments, so a target that cannot
// be a page is answered here, cheaply, and the rest is put in the form the cache and the router expect.

/** The longest path (before `?`) answered with anything but 414: no page or build file comes near it. */
export const MAX_PATH_LENGTH = 2048;
/** The most segments a path may have; past it, 404 at once (the deepest file, the API reference's, has 4). */
export const MAX_SEGMENTS = 16;

/**
 * The path as a page would be named: percent-escapes decoded, `.` and `..` segments removed (RFC 3986
 * 5.2.4), empty segments (repeated and trailing slashes) dropped. Null for a malformed percent-escape.
 * @example cleanPath('/x/../SHA%32%35%36/') // '/SHA256'
 * @param {string} path the path of a request target, without its query
 * @returns {string | null}
 */
export function cleanPath(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const out = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * Screens a request as it arrives, before the page cache and Express: puts an absolute-form target
 * (RFC 9112 3.2.2: `GET http://host/sha256`) in origin form with its authority as the Host, and answers
 * what cannot be a page: more than one Host header (RFC 9112 3.2: 400), a target that is neither, a
 * path too long (414) or too deep (404), a malformed percent-escape in the path (400; React Router
 * would log four warnings for each).
 * @param {import('node:http').IncomingMessage} req
 * @returns {{ status: number, text: string } | null} the answer, or null to go on
 */
export function screenRequest(req) {
  let hosts = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].length === 4 && raw[i].toLowerCase() === 'host') hosts++;
  if (hosts > 1) return { status: 400, text: 'Bad Request: more than one Host header' };
  let url = req.url ?? '/';
  if (url[0] !== '/') {
    const absolute = /^https?:\/\/([^/?#]*)/i.exec(url);
    if (!absolute) return { status: 400, text: 'Bad Request: the target must be a path' };
    req.headers.host = absolute[1];
    url = url.slice(absolute[0].length);
    if (url[0] !== '/') url = `/${url}`;
    req.url = url;
  }
  let end = url.length;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    // '?' or '#'
    if (c === 63 || c === 35) {
      end = i;
      break;
    }
  }
  if (end > MAX_PATH_LENGTH) return { status: 414, text: 'URI Too Long' };
  let segments = 0;
  for (let i = 0; i < end; i++) if (url.charCodeAt(i) === 47) segments++;
  if (segments > MAX_SEGMENTS) return { status: 404, text: 'Not Found' };
  if (url.indexOf('%') >= 0 && url.indexOf('%') < end) {
    try {
      decodeURIComponent(url.slice(0, end));
    } catch {
      return { status: 400, text: 'Bad Request: malformed percent-escape in the path' };
    }
  }
  return null;
}
