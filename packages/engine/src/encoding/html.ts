import { decodeHTML, encodeHTML, encodeNonAsciiHTML } from 'entities';
import { loneSurrogate } from './escape.ts';

// Its own module: the entity table is most of the encoding domain's size, and a bundler can leave it
// out of anything that uses only the other encoders.

export type HtmlMode = 'named' | 'decimal' | 'hex' | 'nonAscii';

const HTML_SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Writes text with HTML character references (WHATWG HTML §13.5): `named` uses a named reference wherever
 * one exists (`&eacute;`, `&lt;`, `&num;`) and decimal elsewhere; `decimal` and `hex` write every non-ASCII
 * character and `&<>"'` as `&#233;` / `&#xE9;` by code point; `nonAscii` escapes only what HTML needs and
 * non-ASCII, with names where they exist.
 * @throws EngineError UNENCODABLE_CHAR (char, position, encoding) for a lone surrogate, which no reference can carry
 * @example encodeHtml('<p>é😀', 'hex') // '&#x3C;p&#x3E;&#xE9;&#x1F600;'
 */
export function encodeHtml(text: string, mode: HtmlMode = 'named'): string {
  // A reference to a surrogate (&#xD800;) reads back as U+FFFD (WHATWG HTML §13.2.5.80): refuse it.
  loneSurrogate(text, 'HTML');
  if (mode === 'named') return encodeHTML(text);
  if (mode === 'nonAscii') return encodeNonAsciiHTML(text);
  if (mode !== 'decimal' && mode !== 'hex') throw new RangeError(`unknown mode ${JSON.stringify(mode)}`);
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (cp < 0x80 && !(ch in HTML_SPECIAL)) out += ch;
    else out += mode === 'hex' ? `&#x${cp.toString(16).toUpperCase()};` : `&#${cp};`;
  }
  return out;
}

/**
 * Decodes every HTML character reference the way a browser reads text content (all 2,231 named references,
 * legacy ones without `;`, decimal and hex).
 * @example decodeHtml('&lt;&eacute;&#x1F600;&amp') // '<é😀&'
 */
export function decodeHtml(text: string): string {
  return decodeHTML(text);
}
