const cache = new Map<string, RegExp | null>();

/**
 * Turns an I-Regexp (RFC 9485) into a JavaScript regular expression: whole-string for match(),
 * anywhere for search() (RFC 9535 sections 2.4.6 and 2.4.7). Returns null for a pattern that is not
 * an I-Regexp, which makes the function false. `.` becomes `[^\n\r]` (RFC 9485 section 5.3).
 */
export function iRegexp(pattern: string, whole: boolean): RegExp | null {
  const key = `${whole ? 'm' : 's'}${pattern}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let re: RegExp | null = null;
  // JavaScript-only syntax an I-Regexp does not have: back references, lookaround, lazy or named groups
  if (!/\\[1-9bBdDwWsSk]|\(\?|[*+?}]\?|\\u(?!\{)|\\x/.test(pattern)) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i] as string;
      if (c === '\\') {
        out += c + (pattern[i + 1] ?? '');
        i++;
      } else if (c === '[') {
        inClass = true;
        out += c;
      } else if (c === ']') {
        inClass = false;
        out += c;
      } else if (c === '.' && !inClass) out += '[^\\n\\r]';
      // plain characters in an I-Regexp, anchors in JavaScript
      else if ((c === '^' || c === '$') && !inClass) out += `\\${c}`;
      else out += c;
    }
    try {
      re = new RegExp(whole ? `^(?:${out})$` : out, 'u');
    } catch {
      re = null;
    }
  }
  if (cache.size > 200) cache.clear();
  cache.set(key, re);
  return re;
}
