import { EngineError } from '../../errors.ts';
import { normalizedPath } from '../path/index.ts';
import { lineColumn } from '../position.ts';
import { JsonNumber, JsonObject, type JsonValue, stringifyJson } from '../value.ts';
import { cannotConvert, MAX_CONVERT_VALUES } from './errors.ts';

/** Why a text is not CSV: a stable token a site can translate. */
export type CsvErrorDetail =
  | 'quote-in-field'
  | 'unterminated-quote'
  | 'after-quote'
  | 'field-count'
  | 'empty'
  | 'one-record';

const CSV_REASONS: Record<CsvErrorDetail, string> = {
  'quote-in-field': 'a quote inside an unquoted field (put the field in quotes and double the quote)',
  'unterminated-quote': 'a quoted field is not closed',
  'after-quote': 'text after the closing quote of a field',
  'field-count': 'this row has a different number of fields than the header',
  empty: 'the input has no header row',
  'one-record': 'one object needs exactly one row under the header',
};

function csvError(text: string, offset: number, detail: CsvErrorDetail, extra: Record<string, number> = {}) {
  const { line, column } = lineColumn(text, offset);
  const reason = CSV_REASONS[detail];
  return new EngineError('INVALID_CSV', `Not valid CSV at line ${line}, column ${column}: ${reason}`, {
    line,
    column,
    offset,
    detail,
    reason,
    ...extra,
  });
}

/** Splits CSV text into rows of fields (RFC 4180 section 2), with the offset where each row starts. */
function csvRows(text: string, delimiter: string): Array<{ at: number; fields: string[] }> {
  const rows: Array<{ at: number; fields: string[] }> = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const row = { at: i, fields: [] as string[] };
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        const open = i++;
        for (;;) {
          const q = text.indexOf('"', i);
          if (q < 0) throw csvError(text, open, 'unterminated-quote');
          field += text.slice(i, q);
          i = q + 1;
          if (text[i] !== '"') break;
          field += '"';
          i++;
        }
        if (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r')
          throw csvError(text, i, 'after-quote');
      } else {
        const from = i;
        while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') {
          if (text[i] === '"') throw csvError(text, i, 'quote-in-field');
          i++;
        }
        field = text.slice(from, i);
      }
      row.fields.push(field);
      if (text[i] === delimiter) {
        i++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      break;
    }
    rows.push(row);
  }
  return rows;
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Options for {@link csvToJson}. */
export interface CsvReadOptions {
  /** One character; ',' by default. */
  delimiter?: string;
  /** Cells written as JSON numbers become numbers, verbatim (`007` and `1,5` stay text). Default false. */
  numbers?: boolean;
  /**
   * What the rows become: `records` (default) an array of objects keyed by the header row; `rows` an
   * array of arrays, every row (the first too) as its cells, as Python's csv.reader gives them;
   * `record` one object from the header and the single row under it.
   */
  shape?: 'records' | 'rows' | 'record';
}

/**
 * Reads CSV with a header row (RFC 4180: quoted fields, doubled quotes, CRLF or LF) as an array of
 * objects, one per row, keyed by the header. Cells stay text, or with `numbers` become JSON numbers
 * exactly as written.
 *
 * @throws EngineError INVALID_CSV (line, column, detail, reason); RangeError for a delimiter that is
 *   not one character or is a quote or line break.
 * @example stringifyJson(csvToJson('id,name\n12345678901234567890,"a, b"', { numbers: true })) // '[{"id":12345678901234567890,"name":"a, b"}]'
 * @example stringifyJson(csvToJson('a,b\n1,2', { shape: 'rows' })) // '[["a","b"],["1","2"]]'
 * @example stringifyJson(csvToJson('a,b\n1,2', { shape: 'record' })) // '{"a":"1","b":"2"}'
 */
export function csvToJson(text: string, options: CsvReadOptions = {}): JsonValue {
  const delimiter = options.delimiter ?? ',';
  if (delimiter.length !== 1 || /["\r\n]/.test(delimiter))
    throw new RangeError('delimiter must be one character, not a quote or line break');
  const shape = options.shape ?? 'records';
  if (shape !== 'records' && shape !== 'rows' && shape !== 'record')
    throw new RangeError(`unknown shape ${String(shape)}`);
  const rows = csvRows(text, delimiter);
  const cell = (c: string): JsonValue => (options.numbers && JSON_NUMBER.test(c) ? new JsonNumber(c) : c);
  // An empty line is a row of no cells (csv.reader gives []); a line of "" is one empty cell.
  if (shape === 'rows')
    return rows.map((r) =>
      r.fields.length === 1 && r.fields[0] === '' && text[r.at] !== '"' ? [] : r.fields.map(cell),
    );
  const header = rows[0];
  if (!header) throw csvError(text, 0, 'empty');
  if (shape === 'record' && rows.length !== 2)
    throw csvError(text, rows[2]?.at ?? text.length, 'one-record', { found: rows.length - 1 });
  const out: JsonValue[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r] as { at: number; fields: string[] };
    if (row.fields.length !== header.fields.length) {
      throw csvError(text, row.at, 'field-count', { expected: header.fields.length, found: row.fields.length });
    }
    out.push(
      new JsonObject(
        header.fields.map((h, c) => {
          const cell = row.fields[c] as string;
          return [h, options.numbers && JSON_NUMBER.test(cell) ? new JsonNumber(cell) : cell] as const;
        }),
      ),
    );
  }
  return shape === 'record' ? (out[0] as JsonValue) : out;
}

/** Options for {@link jsonToCsv}. */
export interface CsvWriteOptions {
  delimiter?: string;
  /** What to do with an object or array in a cell: refuse (the default), flatten into `a.b` / `a.0` columns, or write it as JSON text. */
  nested?: 'refuse' | 'flatten' | 'json';
}

function cellText(v: JsonValue): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean' || v instanceof JsonNumber) return String(v);
  return stringifyJson(v);
}

function putCell(v: JsonValue, name: string, path: Array<string | number>, into: Map<string, string>, mode: string) {
  if (!(Array.isArray(v) || v instanceof JsonObject)) into.set(name, cellText(v));
  else if (mode === 'refuse') throw cannotConvert('csv-nested', normalizedPath(path));
  else if (mode === 'json') into.set(name, stringifyJson(v));
  else {
    const items: Array<readonly [string | number, JsonValue]> = Array.isArray(v)
      ? v.map((x, i) => [i, x] as const)
      : v.entries;
    if (items.length === 0) into.set(name, stringifyJson(v));
    for (const [k, x] of items) putCell(x, `${name}.${k}`, [...path, k], into, mode);
  }
}

function quoteCell(cell: string, delimiter: string): string {
  return cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One CSV line; one empty cell is written "" (as Python's csv.writer does), since an empty line is a row of no fields. */
function csvLine(cells: string[], delimiter: string): string {
  return cells.length === 1 && cells[0] === '' ? '""' : cells.map((c) => quoteCell(c, delimiter)).join(delimiter);
}

/** An array of arrays: each inner array a row of cells, no header. */
function rowsToCsv(rows: JsonValue[][], delimiter: string, mode: string): string {
  let cells = 0;
  const lines = rows.map((row, i) => {
    cells += row.length;
    if (cells > MAX_CONVERT_VALUES) throw cannotConvert('too-large', `$[${i}]`);
    return csvLine(
      row.map((v, j) => {
        if ((Array.isArray(v) || v instanceof JsonObject) && mode === 'refuse')
          throw cannotConvert('csv-nested', normalizedPath([i, j]));
        return cellText(v);
      }),
      delimiter,
    );
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Writes an array of objects as CSV (RFC 4180 quoting) with a header: the keys in the order first
 * seen. One object is written as a header and one row; an array of arrays as rows of cells without a
 * header, as Python's csv.writer writes lists (nested values then follow `nested`, `flatten` writing
 * them as JSON text). Numbers are written as in the JSON, null and missing members as empty cells, a row of one empty
 * cell as `""`. An empty array gives an empty text; objects with no members give what Python's
 * csv.DictWriter writes for no fields: an empty header line and an empty line per object.
 *
 * @throws EngineError CANNOT_CONVERT (detail, path): not an array of objects, or a nested value with
 *   `nested: 'refuse'`. RangeError for a bad delimiter.
 * @example jsonToCsv(parseJson('[{"id":12345678901234567890,"n":"a,b"},{"id":2}]')) // 'id,n\n12345678901234567890,"a,b"\n2,\n'
 * @example jsonToCsv(parseJson('{"a":1,"b":"x"}')) // 'a,b\n1,x\n'
 * @example jsonToCsv(parseJson('[["a","b"],[1,null]]')) // 'a,b\n1,\n'
 */
export function jsonToCsv(value: JsonValue, options: CsvWriteOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  if (delimiter.length !== 1 || /["\r\n]/.test(delimiter))
    throw new RangeError('delimiter must be one character, not a quote or line break');
  const mode = options.nested ?? 'refuse';
  if (value instanceof JsonObject) return jsonToCsv([value], options);
  if (!Array.isArray(value)) throw cannotConvert('csv-not-records', '$');
  if (Array.isArray(value[0])) {
    // arrays of arrays: every row an array, or the first that is not is named
    const bad = value.findIndex((row) => !Array.isArray(row));
    if (bad >= 0) throw cannotConvert('csv-not-records', `$[${bad}]`);
    return rowsToCsv(value as JsonValue[][], delimiter, mode);
  }
  const columns = new Map<string, number>();
  const rows: Array<Map<string, string>> = [];
  let cells = 0;
  value.forEach((row, i) => {
    if (!(row instanceof JsonObject)) throw cannotConvert('csv-not-records', `$[${i}]`);
    const cellsOfRow = new Map<string, string>();
    for (const [k, x] of row.entries) putCell(x, k, [i, k], cellsOfRow, mode);
    for (const k of cellsOfRow.keys()) if (!columns.has(k)) columns.set(k, columns.size);
    cells += cellsOfRow.size;
    if (cells > MAX_CONVERT_VALUES) throw cannotConvert('too-large', `$[${i}]`);
    rows.push(cellsOfRow);
  });
  // no records, no header: there is nothing to name the columns after
  if (rows.length === 0) return '';
  const names = [...columns.keys()];
  const line = (cells: string[]) => csvLine(cells, delimiter);
  const lines = [line(names)];
  for (const r of rows) lines.push(line(names.map((c) => r.get(c) ?? '')));
  return `${lines.join('\n')}\n`;
}
