import { encodeQr, toSvg } from '@tinkerbox/engine/qr';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import type { BatchOptions, BatchRequest, BatchResponse, BatchRow } from './batch.worker.ts';
import { CsvError, parseCsv, uniqueFileNames } from './csv.ts';
import { RadioChips, SelectField } from './fields.tsx';
import { download, svgDataUrl } from './lib.ts';
import { DEFAULT_LOOK, type Look, LookFields, parseLook } from './look-fields.tsx';
import { qrMessages } from './qr.messages.ts';
import { qrBatchMessages } from './qr-batch.messages.ts';

const MAX_ROWS = 5000;
const PREVIEW = 24;

type Source = 'lines' | 'csv';

interface Rows {
  rows: { row: number; text: string; name: string }[];
  header: string[] | null;
  error: 'quote' | 'no-rows' | null;
  truncated: boolean;
}

function guessColumn(header: string[], names: RegExp, fallback: number): number {
  const i = header.findIndex((h) => names.test(h.trim()));
  return i >= 0 ? i : fallback;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function Batch() {
  const m = useMessages(qrMessages);
  const b = useMessages(qrBatchMessages);
  const { locale } = useLocale();
  const id = useId();
  const [source, setSource] = useKeptState<Source>('qr.batch.source', 'lines');
  const [text, setText] = useKeptState('qr.batch.text', '');
  const [look, setLook] = useKeptState<Look>('qr.batch.look', { ...DEFAULT_LOOK, level: 'M', size: '400' });
  const [format, setFormat] = useKeptState<'png' | 'svg'>('qr.batch.format', 'png');
  const [perRow, setPerRow] = useKeptState('qr.batch.perRow', 4);
  const [contentCol, setContentCol] = useKeptState<number | null>('qr.batch.contentCol', null);
  const [nameCol, setNameCol] = useKeptState<number | null>('qr.batch.nameCol', null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // A failure inside the worker is a bug: rethrown while rendering so the error boundary shows it.
  const [bug, setBug] = useState<string | null>(null);
  if (bug) throw new Error(bug);
  const worker = useRef<Worker | null>(null);
  const sheet = useRef<HTMLIFrameElement | null>(null);
  const parsedLook = parseLook(look);

  useEffect(
    () => () => {
      worker.current?.terminate();
      sheet.current?.remove();
    },
    [],
  );

  const data = useMemo((): Rows => {
    if (source === 'lines') {
      const rows = text
        .split(/\r\n|\n|\r/)
        .map((line, i) => ({ row: i + 1, text: line, name: '' }))
        .filter((r) => r.text.trim() !== '');
      return { rows: rows.slice(0, MAX_ROWS), header: null, error: null, truncated: rows.length > MAX_ROWS };
    }
    let table: string[][];
    try {
      table = parseCsv(text);
    } catch (e) {
      if (e instanceof CsvError) return { rows: [], header: null, error: e.reason, truncated: false };
      throw e;
    }
    if (table.length === 0) return { rows: [], header: null, error: null, truncated: false };
    const header = table[0]!;
    if (table.length === 1) return { rows: [], header, error: 'no-rows', truncated: false };
    const c = contentCol ?? guessColumn(header, /^(content|text|data|url|link|value|内容|內容|链接|連結)$/i, 0);
    const n = nameCol ?? guessColumn(header, /^(file ?name|filename|name|file|文件名|檔名|名称|名稱)$/i, -1);
    const rows = table
      .slice(1)
      .map((cells, i) => ({ row: i + 2, text: cells[c] ?? '', name: n >= 0 ? (cells[n] ?? '') : '' }))
      .filter((r) => r.text.trim() !== '');
    return { rows: rows.slice(0, MAX_ROWS), header, error: null, truncated: rows.length > MAX_ROWS };
  }, [source, text, contentCol, nameCol]);

  const contentIndex = data.header
    ? (contentCol ?? guessColumn(data.header, /^(content|text|data|url|link|value|内容|內容|链接|連結)$/i, 0))
    : 0;
  const nameIndex = data.header
    ? (nameCol ?? guessColumn(data.header, /^(file ?name|filename|name|file|文件名|檔名|名称|名稱)$/i, -1))
    : -1;

  const preview = useMemo(
    () =>
      data.rows.slice(0, PREVIEW).map((r) => {
        try {
          const s = encodeQr(r.text, { level: look.level });
          return {
            ...r,
            svg: toSvg(s, { margin: 2, foreground: look.foreground, background: look.background }),
            error: null,
          };
        } catch (e) {
          const msg = engineErrorMessage(e, locale);
          if (msg === null) throw e;
          return { ...r, svg: null, error: msg };
        }
      }),
    [data.rows, look.level, look.foreground, look.background, locale],
  );

  const run = (job: BatchRequest['job']) => {
    worker.current?.terminate();
    setStatus(null);
    const ext = format;
    const names = uniqueFileNames(
      data.rows.map((r) => r.name),
      ext,
    );
    const rows: BatchRow[] = data.rows.map((r, i) => ({ row: r.row, text: r.text, file: names[i]! }));
    const options: BatchOptions = {
      level: look.level,
      margin: parsedLook.margin,
      size: parsedLook.size,
      foreground: look.foreground,
      background: look.background,
      format,
    };
    const w = new Worker(new URL('./batch.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setProgress({ done: 0, total: rows.length });
    w.onmessage = (e: MessageEvent<BatchResponse>) => {
      const msg = e.data;
      if (msg.type === 'progress') return setProgress({ done: msg.done, total: msg.total });
      w.terminate();
      worker.current = null;
      setProgress(null);
      if (msg.type === 'bug') return setBug(`QR batch worker: ${msg.message}`);
      const skipped = msg.skipped.length
        ? fmt(b.skipped, { n: msg.skipped.length, rows: msg.skipped.slice(0, 20).join(', ') })
        : '';
      if (msg.type === 'zip') {
        download(new Blob([msg.zip as BlobPart], { type: 'application/zip' }), 'qrcodes.zip');
        setStatus([fmt(b.zipDone, { n: msg.files }), skipped].filter(Boolean).join(' '));
      } else {
        printSheet(msg.items);
        if (skipped) setStatus(skipped);
      }
    };
    w.postMessage({ job, rows, options } satisfies BatchRequest);
  };

  const printSheet = (items: { text: string; svg: string }[]) => {
    sheet.current?.remove();
    const cells = items
      .map(
        (x) =>
          `<figure><img src="${escapeHtml(svgDataUrl(x.svg))}" alt=""><figcaption>${escapeHtml(x.text)}</figcaption></figure>`,
      )
      .join('');
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(b.sheetTitle)}</title><style>
@page{margin:12mm}body{margin:0;font-family:system-ui,sans-serif}
main{display:grid;grid-template-columns:repeat(${perRow},1fr);gap:6mm}
figure{margin:0;break-inside:avoid;text-align:center}img{width:100%;height:auto}
figcaption{font-size:9pt;word-break:break-all;margin-top:1mm;white-space:pre-wrap}
</style></head><body><main>${cells}</main></body></html>`;
    const frame = document.createElement('iframe');
    frame.setAttribute('data-testid', 'qr-sheet');
    frame.title = b.sheetTitle;
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
    frame.srcdoc = html;
    frame.onload = () => frame.contentWindow?.print();
    document.body.appendChild(frame);
    sheet.current = frame;
  };

  const busy = progress !== null;
  const canRun = data.rows.length > 0 && !busy && !parsedLook.sizeBad && !parsedLook.marginBad;
  const csvError = data.error ? fmt(b.csvBad, { reason: data.error === 'quote' ? b.csvQuote : b.csvNoRows }) : null;

  return (
    <div className="flex flex-col gap-6">
      <RadioChips
        legend={b.source}
        name={`${id}-source`}
        value={source}
        options={(['lines', 'csv'] as const).map((v) => ({ value: v, label: b.sources[v] }))}
        onChange={setSource}
      >
        {source === 'csv' && (
          <label className="btn cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600">
            {b.openCsv}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              onChange={async (e) => {
                const f = e.target.files?.[0];
                if (f) {
                  setText(await f.text());
                  setContentCol(null);
                  setNameCol(null);
                }
                e.target.value = '';
              }}
            />
          </label>
        )}
      </RadioChips>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700">
          {source === 'lines' ? b.lines : b.csv}
        </label>
        <textarea
          id={`${id}-text`}
          rows={8}
          className="field-area"
          value={text}
          spellCheck={false}
          aria-invalid={!!csvError}
          aria-describedby={csvError ? `${id}-text-err` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {csvError && (
          <p id={`${id}-text-err`} role="alert" className="field-error">
            {csvError}
          </p>
        )}
        {data.truncated && (
          <p role="alert" className="field-error">
            {fmt(b.tooMany, { max: MAX_ROWS })}
          </p>
        )}
      </div>

      {data.header && (
        <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
          <SelectField
            id={`${id}-ccol`}
            label={b.contentColumn}
            value={contentIndex}
            options={data.header.map((h, i) => ({ value: i, label: h || `#${i + 1}` }))}
            onChange={setContentCol}
          />
          <SelectField
            id={`${id}-ncol`}
            label={b.nameColumn}
            value={nameIndex}
            options={[
              { value: -1, label: b.numbered },
              ...data.header.map((h, i) => ({ value: i, label: h || `#${i + 1}` })),
            ]}
            onChange={setNameCol}
          />
        </div>
      )}

      <LookFields look={look} onChange={setLook} />

      <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
        <SelectField
          id={`${id}-format`}
          label={b.format}
          value={format}
          options={[
            { value: 'png', label: 'PNG' },
            { value: 'svg', label: 'SVG' },
          ]}
          onChange={setFormat}
        />
        <SelectField
          id={`${id}-perrow`}
          label={b.perRow}
          value={perRow}
          options={[2, 3, 4, 5, 6, 8].map((n) => ({ value: n, label: String(n) }))}
          onChange={setPerRow}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" disabled={!canRun} onClick={() => run('zip')}>
          {b.zip}
        </button>
        <button type="button" className="btn" disabled={!canRun} onClick={() => run('sheet')}>
          {b.print}
        </button>
        <span className="text-sm text-slate-600" data-testid="qr-count">
          {fmt(b.count, { n: data.rows.length })}
        </span>
      </div>
      {busy && (
        <div role="status" className="flex items-center gap-3">
          <progress max={progress.total} value={progress.done} className="w-64" aria-label={fmt(b.working, progress)} />
          <span className="text-sm">{fmt(b.working, progress)}</span>
          <button
            type="button"
            className="btn"
            onClick={() => {
              worker.current?.terminate();
              worker.current = null;
              setProgress(null);
              setStatus(b.cancelled);
            }}
          >
            {m.cancel}
          </button>
        </div>
      )}
      {status && (
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      )}

      <section aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className="mb-3 text-lg font-semibold">
          {b.previewHeading}
        </h2>
        {data.rows.length === 0 ? (
          <p className="text-sm text-slate-500">{b.empty}</p>
        ) : (
          <>
            {data.rows.length > PREVIEW && (
              <p className="mb-2 text-sm text-slate-600">
                {fmt(b.previewMore, { shown: PREVIEW, n: data.rows.length })}
              </p>
            )}
            <ul className="grid grid-cols-6 gap-3 max-md:grid-cols-2" data-testid="qr-grid">
              {preview.map((p) => (
                <li key={p.row} className="flex flex-col items-center gap-1 rounded-md border border-slate-200 p-2">
                  {p.svg ? (
                    <img src={svgDataUrl(p.svg)} alt={p.text} className="aspect-square w-full" />
                  ) : (
                    <p role="alert" className="text-xs text-red-700">
                      {fmt(b.rowTooLong, { row: p.row })} {p.error}
                    </p>
                  )}
                  <span className="line-clamp-2 w-full text-center text-xs break-all text-slate-700">
                    {p.name || p.text}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
