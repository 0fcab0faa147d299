/** A 1-based line and column; columns count Unicode code points, lines end at LF, CR LF or CR. */
export interface LineColumn {
  line: number;
  column: number;
}

/**
 * The line and column of a UTF-16 offset in a text, as an editor shows them.
 *
 * @example
 * lineColumn('{\n  "a": x}', 9); // { line: 2, column: 8 }
 */
export function lineColumn(text: string, offset: number): LineColumn {
  const stop = Math.min(offset, text.length);
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = 1;
  for (let i = lineStart; i < offset; i++) {
    const c = text.charCodeAt(i);
    // the low half of a surrogate pair belongs to the same code point
    if (!(c >= 0xdc00 && c <= 0xdfff && i > lineStart && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800)) column++;
  }
  return { line, column };
}
