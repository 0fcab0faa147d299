import { describe, expect, it } from 'vitest';
import { MAX_ROWS, rowsOf } from './batch-rows.ts';

describe('rowsOf', () => {
  it('makes one code per non-blank line, numbered as the visitor counts lines', () => {
    const r = rowsOf('lines', 'a\r\n\n  \nb\rc', null, null);
    expect(r.rows).toEqual([
      { row: 1, text: 'a', name: '' },
      { row: 4, text: 'b', name: '' },
      { row: 5, text: 'c', name: '' },
    ]);
    expect(r.header).toBeNull();
  });

  it('guesses the content and name columns from the header, and takes the visitor’s choice over it', () => {
    const csv = 'name,url\nshop,"https://example.com/a,b"\n,\n';
    const guessed = rowsOf('csv', csv, null, null);
    expect([guessed.contentColumn, guessed.nameColumn]).toEqual([1, 0]);
    expect(guessed.rows).toEqual([{ row: 2, text: 'https://example.com/a,b', name: 'shop' }]);
    const chosen = rowsOf('csv', csv, 0, -1);
    expect(chosen.rows).toEqual([{ row: 2, text: 'shop', name: '' }]);
  });

  it('says why a CSV cannot be used', () => {
    expect(rowsOf('csv', 'a,"b\n1,2', null, null).error).toBe('quote');
    expect(rowsOf('csv', 'url\n', null, null).error).toBe('no-rows');
    expect(rowsOf('csv', '', null, null)).toMatchObject({ rows: [], error: null, header: null });
  });

  it('keeps at most MAX_ROWS and says so', () => {
    const r = rowsOf('lines', Array.from({ length: MAX_ROWS + 2 }, (_, i) => `x${i}`).join('\n'), null, null);
    expect(r.rows).toHaveLength(MAX_ROWS);
    expect(r.truncated).toBe(true);
    expect(rowsOf('lines', 'x', null, null).truncated).toBe(false);
  });
});
