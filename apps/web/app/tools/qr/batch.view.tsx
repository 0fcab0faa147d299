import { fitsQr } from '@tinkerbox/engine/qr';
import { Button, Checkbox, Choice, FileButton, Select, TextField } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { JobStatus } from '../../shell/job-status.tsx';
import { BatchPreview } from './batch.preview.tsx';
import { MAX_ROWS, rowsOf, type Source } from './batch-rows.ts';
import { DEFAULT_LOOK, type Look, parseLook } from './look.ts';
import { LookFields } from './look-fields.tsx';
import type { BatchOptions } from './qr.protocol.ts';
import { qrBatchMessages } from './qr-batch.messages.ts';
import { useBatch } from './use-batch.ts';

const PER_ROW = ['2', '3', '4', '5', '6', '8'] as const;

/** /qrcodemul: many codes from lines or a CSV, as a ZIP of images or a printed sheet. */
export function Batch() {
  const b = useMessages(qrBatchMessages);
  const [source, setSource] = useKeptState<Source>('qr.batch.source', 'lines');
  const [text, setText] = useKeptState('qr.batch.text', '');
  const [look, setLook] = useKeptState<Look>('qr.batch.look', { ...DEFAULT_LOOK, level: 'M', size: '400' });
  const [format, setFormat] = useKeptState<BatchOptions['format']>('qr.batch.format', 'png');
  const [perRow, setPerRow] = useKeptState('qr.batch.perRow', 4);
  const [contentCol, setContentCol] = useKeptState<number | null>('qr.batch.contentCol', null);
  const [nameCol, setNameCol] = useKeptState<number | null>('qr.batch.nameCol', null);
  const [utf8Eci, setUtf8Eci] = useKeptState('qr.batch.utf8Eci', false);
  const { run, cancel, progress, status } = useBatch(perRow);
  const parsedLook = parseLook(look);
  const data = useMemo(() => rowsOf(source, text, contentCol, nameCol), [source, text, contentCol, nameCol]);
  // The count is of the codes the ZIP will hold: rows too long for a code are named, not counted.
  const tooLong = useMemo(
    () => data.rows.filter((r) => !fitsQr(r.text, utf8Eci ? { level: look.level, eci: 26 } : { level: look.level })),
    [data.rows, look.level, utf8Eci],
  );

  const openCsv = async (file: File) => {
    setText(await file.text());
    setContentCol(null);
    setNameCol(null);
  };
  const start = (job: 'zip' | 'sheet') =>
    run(job, data.rows, {
      level: look.level,
      margin: parsedLook.margin,
      size: parsedLook.size,
      foreground: parsedLook.foreground,
      background: parsedLook.background,
      format,
      utf8Eci,
    });
  const canRun = data.rows.length > tooLong.length && !progress && !parsedLook.sizeBad && !parsedLook.marginBad;
  const csvError = data.error ? fmt(b.csvBad, { reason: data.error === 'quote' ? b.csvQuote : b.csvNoRows }) : null;
  const working = progress ? fmt(b.working, { done: progress.done, total: progress.total }) : '';
  const columns = data.header?.map((h, i) => ({ value: String(i), label: h || `#${i + 1}` })) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <Choice
          label={b.source}
          value={source}
          options={(['lines', 'csv'] as const).map((v) => ({ value: v, label: b.sources[v] }))}
          onChange={setSource}
        />
        {source === 'csv' && (
          <FileButton label={b.openCsv} accept=".csv,text/csv,text/plain" onFiles={([f]) => f && openCsv(f)} />
        )}
      </div>

      <TextField
        label={source === 'lines' ? b.lines : b.csv}
        multiline
        rows={8}
        value={text}
        onChange={setText}
        error={csvError ?? (data.truncated ? fmt(b.tooMany, { max: MAX_ROWS }) : null)}
      />

      {data.header && (
        <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
          <Select
            label={b.contentColumn}
            value={String(data.contentColumn)}
            options={columns}
            onChange={(v) => setContentCol(Number(v))}
          />
          <Select
            label={b.nameColumn}
            value={String(data.nameColumn)}
            options={[{ value: '-1', label: b.numbered }, ...columns]}
            onChange={(v) => setNameCol(Number(v))}
          />
        </div>
      )}

      <LookFields look={look} onChange={setLook} />
      <Checkbox label={b.eci} checked={utf8Eci} onChange={setUtf8Eci} hint={b.eciNote} />

      <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
        <Select<BatchOptions['format']>
          label={b.format}
          value={format}
          options={[
            { value: 'png', label: 'PNG' },
            { value: 'svg', label: 'SVG' },
          ]}
          onChange={setFormat}
        />
        <Select
          label={b.perRow}
          value={String(perRow)}
          options={PER_ROW.map((n) => ({ value: n, label: n }))}
          onChange={(v) => setPerRow(Number(v))}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" disabled={!canRun} onClick={() => start('zip')}>
          {b.zip}
        </Button>
        <Button disabled={!canRun} onClick={() => start('sheet')}>
          {b.print}
        </Button>
        <span className="text-sm text-slate-600" data-testid="qr-count">
          {fmt(b.count, { n: data.rows.length - tooLong.length })}
        </span>
        {tooLong.length > 0 && (
          <span className="text-sm text-amber-800" data-testid="qr-too-long">
            {fmt(b.tooLongRows, {
              n: tooLong.length,
              rows: tooLong
                .slice(0, 20)
                .map((r) => r.row)
                .join(', '),
            })}
          </span>
        )}
      </div>
      {/* the cancelled note is one of the batch's outcomes, said by `status` below with the others */}
      <JobStatus progress={progress} label={working} showLabel onCancel={cancel} cancelled={false} />
      {status && (
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      )}

      <BatchPreview rows={data.rows} look={look} utf8Eci={utf8Eci} />
    </div>
  );
}
