/** Thrown for a CSV that cannot be split into fields (the page shows its translated reason). */
export class CsvError extends Error {
  constructor(readonly reason: 'quote' | 'no-rows') {
    super(reason);
  }
}

/** The delimiter used in the first line outside quotes: comma, semicolon (spreadsheets in many locales) or tab. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/**
 * Splits CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF or LF, newlines
 * inside quotes). A UTF-8 byte-order mark is dropped; blank lines are skipped.
 * @throws CsvError('quote') for an unclosed quoted field.
 */
export function parseCsv(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const delim = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let wasQuoted = false;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '' || wasQuoted) rows.push(row);
    row = [];
    field = '';
    wasQuoted = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === delim) {
      row.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (quoted) throw new CsvError('quote');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * A safe file name (no path separators or reserved characters) for each name, blanks numbered, all
 * different ignoring case (a ZIP keeps one file per name, and many file systems ignore case): a
 * repeated name gets -2, -3... and that too is skipped when another row already has it.
 */
export function uniqueFileNames(names: readonly string[], ext: string): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    let base = [...raw.normalize('NFC')]
      // Path separators, characters Windows reserves, and control characters.
      .map((ch) => ('\\/:*?"<>|'.includes(ch) || ch.charCodeAt(0) < 0x20 ? '_' : ch))
      .join('')
      .replace(/^[.\s]+|[.\s]+$/g, '')
      .slice(0, 120);
    if (!base) base = `qr-${String(i + 1).padStart(4, '0')}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    used.add(name.toLowerCase());
    return `${name}.${ext}`;
  });
}
