import { CsvError, parseCsv } from './csv.ts';

/** Most codes one batch makes. */
export const MAX_ROWS = 5000;

export type Source = 'lines' | 'csv';

/** One code to make: its row as the visitor counts, its text, and the file name asked for ('' = numbered). */
export interface Row {
  row: number;
  text: string;
  name: string;
}

/** The rows of the input, the CSV header (if any), why the CSV could not be read, and whether rows were cut. */
export interface Rows {
  rows: Row[];
  header: string[] | null;
  error: 'quote' | 'no-rows' | null;
  truncated: boolean;
  /** The columns used: the visitor's choice, or the guess from the header (name -1: numbered files). */
  contentColumn: number;
  nameColumn: number;
}

const CONTENT_HEADER = /^(content|text|data|url|link|value|内容|內容|链接|連結)$/i;
const NAME_HEADER = /^(file ?name|filename|name|file|文件名|檔名|名称|名稱)$/i;

function guessColumn(header: string[], names: RegExp, fallback: number): number {
  const i = header.findIndex((h) => names.test(h.trim()));
  return i >= 0 ? i : fallback;
}

function capped(rows: Row[], rest: Omit<Rows, 'rows' | 'truncated'>): Rows {
  return { ...rest, rows: rows.slice(0, MAX_ROWS), truncated: rows.length > MAX_ROWS };
}

/**
 * The codes to make from the visitor's text: one per non-blank line, or one per CSV data row (blank
 * content skipped), with the content and file-name columns chosen or guessed from the header.
 */
export function rowsOf(source: Source, text: string, contentCol: number | null, nameCol: number | null): Rows {
  const none = { header: null, error: null, contentColumn: 0, nameColumn: -1 } as const;
  if (source === 'lines') {
    const rows = text
      .split(/\r\n|\n|\r/)
      .map((line, i) => ({ row: i + 1, text: line, name: '' }))
      .filter((r) => r.text.trim() !== '');
    return capped(rows, none);
  }
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvError) return { ...none, rows: [], error: e.reason, truncated: false };
    throw e;
  }
  const header = table[0];
  if (!header) return { ...none, rows: [], truncated: false };
  const c = contentCol ?? guessColumn(header, CONTENT_HEADER, 0);
  const n = nameCol ?? guessColumn(header, NAME_HEADER, -1);
  const columns = { header, contentColumn: c, nameColumn: n };
  if (table.length === 1) return { ...columns, rows: [], error: 'no-rows', truncated: false };
  const rows = table
    .slice(1)
    .map((cells, i) => ({ row: i + 2, text: cells[c] ?? '', name: n >= 0 ? (cells[n] ?? '') : '' }))
    .filter((r) => r.text.trim() !== '');
  return capped(rows, { ...columns, error: null });
}
