import {
  type CompressionFormat,
  checkGzipHeader,
  decodeText,
  type GzipHeader,
  toBase64,
  toHex,
} from '@tinkerbox/engine/encoding';
import { Button, Checkbox, Choice, FileDrop, Select, TextField, useFileTarget } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { JobStatus } from '../../shell/job-status.tsx';
import { codecsMessages } from './codecs.messages.ts';
import { encodingMessages } from './encoding.messages.ts';
import { BigOutput, BigTextField, downloadBytes, formatBytes } from './encoding.widgets.tsx';
import { gzipMessages } from './gzip.messages.ts';
import { gzipRecipe } from './gzip.recipe.ts';
import { isUtf8 } from './gzip.sniff.ts';
import { useGzip } from './use-gzip.ts';
import { GZIP_FORMATS, GZIP_SOURCES, useGzipInput } from './use-gzip-input.ts';

const ACTIONS = ['compress', 'decompress'] as const;
const BOOL = ['0', '1'] as const;
const LEVELS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** `auto`, the default: text when the result is UTF-8 after Decompress, else base64. */
const OUTPUTS = ['auto', 'hex', 'base64', 'text'] as const;
/** Results beyond this show only their start as hex, base64 or text; Download gives all. */
const SHOW_BYTES = 1 << 20;
const EXTENSIONS: Record<CompressionFormat, string> = { gzip: '.gz', zlib: '.zz', deflate: '.deflate' };

/** /gzip: gzip, zlib or raw deflate of text, hex, base64 or a file, each way, with a level. */
export function GzipTool() {
  const m = useMessages(codecsMessages);
  const e = useMessages(encodingMessages);
  const g = useMessages(gzipMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const id = useId();
  const [action, setAction] = useFragmentOption('do', 'compress', ACTIONS);
  const [source, setSource] = useFragmentOption('src', 'text', GZIP_SOURCES);
  const [formatPick, setFormat] = useFragmentOption('f', 'gzip', GZIP_FORMATS);
  const [level, setLevel] = useFragmentOption('level', '6', LEVELS);
  const [outAs, setOutAs] = useFragmentOption('out', 'auto', OUTPUTS);
  const [gzName, setGzName] = useFragmentOption<string>('name', '');
  const [gzComment, setGzComment] = useFragmentOption<string>('comment', '');
  const [headerCrc, setHeaderCrc] = useFragmentOption('hcrc', '0', BOOL);
  const inflate = action === 'decompress';
  // gzip's header fields are ISO 8859-1: a bad one is named beside its own field and nothing is compressed.
  const nameCheck = attempt(() => checkGzipHeader({ name: gzName }), locale);
  const commentCheck = attempt(() => checkGzipHeader({ comment: gzComment }), locale);
  const header = useMemo(
    (): GzipHeader | null =>
      nameCheck.ok && commentCheck.ok
        ? {
            ...(gzName ? { name: gzName } : {}),
            ...(gzComment ? { comment: gzComment } : {}),
            headerCrc: headerCrc === '1',
          }
        : null,
    [nameCheck.ok, commentCheck.ok, gzName, gzComment, headerCrc],
  );
  const input = useGzipInput({ source, setSource, formatPick, setFormat, inflate, level, header });
  const { text, setText, file, setFile, sniffed, directionChanged, pickSource, format, request } = input;
  useFileTarget(([f]) => {
    if (!f) return;
    setSource('file');
    setFile(f);
  });

  const job = useGzip(request);
  const bytes = job.result?.bytes ?? null;
  const view = useMemo(
    () => (outAs !== 'auto' ? outAs : inflate && bytes && isUtf8(bytes.subarray(0, SHOW_BYTES)) ? 'text' : 'base64'),
    [outAs, inflate, bytes],
  );
  const shown = useMemo(() => {
    if (!bytes) return '';
    const b = bytes.subarray(0, SHOW_BYTES);
    if (view === 'hex') return toHex(b);
    if (view === 'base64') return toBase64(b);
    try {
      return decodeText(b);
    } catch {
      return toHex(b);
    }
  }, [bytes, view]);
  // the same work as a recipe ("Continue in a recipe"), when its operations' arguments say it
  const recipe = useMemo(() => gzipRecipe({ request, source, text, view }), [request, source, text, view]);
  const inputSize = request ? (request.source instanceof Uint8Array ? request.source.length : request.source.size) : 0;
  const baseName = source === 'file' && file ? file.name : 'data';
  const outName = inflate
    ? baseName.replace(/\.(gz|zz|deflate|z)$/i, '') + (baseName.match(/\.(gz|zz|deflate|z)$/i) ? '' : '.out')
    : baseName + EXTENSIONS[job.result?.format ?? (format as CompressionFormat)];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Choice
          label={g.action}
          value={action}
          options={[
            { value: 'compress' as const, label: g.compress },
            { value: 'decompress' as const, label: g.decompress },
          ]}
          onChange={(a) => {
            setAction(a);
            directionChanged(a === 'decompress');
          }}
        />
        <Select
          id={`${id}-f`}
          label={g.format}
          value={format}
          options={GZIP_FORMATS.filter((f) => inflate || f !== 'auto').map((f) => ({
            value: f,
            label: f === 'auto' ? g.auto : f === 'deflate' ? 'deflate (raw)' : f,
          }))}
          onChange={setFormat}
        />
        {!inflate && (
          <Select
            id={`${id}-level`}
            label={g.level}
            value={level}
            options={LEVELS.map((l) => ({ value: l, label: l }))}
            onChange={setLevel}
          />
        )}
      </div>
      {!inflate && format === 'gzip' && (
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="mb-1 text-sm font-medium">{g.header}</legend>
          <TextField
            id={`${id}-name`}
            label={g.fileName}
            value={gzName}
            onChange={setGzName}
            error={nameCheck.error}
            className="flex w-64 max-w-full flex-col gap-1"
          />
          <TextField
            id={`${id}-comment`}
            label={g.comment}
            value={gzComment}
            onChange={setGzComment}
            error={commentCheck.error}
            className="flex w-64 max-w-full flex-col gap-1"
          />
          <Checkbox
            className="h-12 items-center"
            label={g.headerCrc}
            checked={headerCrc === '1'}
            onChange={(on) => setHeaderCrc(on ? '1' : '0')}
          />
        </fieldset>
      )}
      <Choice
        label={m.inputAs}
        value={source}
        options={[
          { value: 'text' as const, label: m.asText },
          { value: 'hex' as const, label: m.asHex },
          { value: 'base64' as const, label: m.asBase64 },
          { value: 'file' as const, label: m.asFile },
        ]}
        onChange={pickSource}
      />
      {source === 'file' ? (
        <FileDrop prompt={g.drop} choose={g.choose} chooseLabel={g.chooseLabel} onFiles={([f]) => f && setFile(f)} />
      ) : (
        <BigTextField
          id={`${id}-in`}
          label={g.data}
          multiline
          rows={6}
          value={text}
          onChange={setText}
          error={input.parseError ?? job.error}
          hint={
            inflate && sniffed && source === sniffed.source
              ? fmt(g.recognised, {
                  format: sniffed.format,
                  source: sniffed.source === 'hex' ? m.asHex : m.asBase64,
                  text: m.asText,
                })
              : undefined
          }
        />
      )}
      {source === 'file' && file && (
        <p className="text-sm text-slate-700">
          {fmt(e.base64.fileInfo, { name: file.name, size: formatBytes(file.size, lang) })}
        </p>
      )}
      {source === 'file' && job.error && (
        <p role="alert" className="text-sm text-red-700">
          {job.error}
        </p>
      )}
      <JobStatus
        progress={job.progress}
        label={(percent) => fmt(g.progress, { name: baseName, percent })}
        onCancel={job.cancel}
        cancelled={job.outcome?.status === 'cancelled'}
      />
      {bytes && job.result && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end gap-4">
            <Choice
              label={g.outputAs}
              value={view}
              options={[
                { value: 'hex' as const, label: 'Hex' },
                { value: 'base64' as const, label: 'Base64' },
                { value: 'text' as const, label: m.asText },
              ]}
              onChange={setOutAs}
            />
            <Button onClick={() => downloadBytes(bytes, outName)}>{`${e.download} ${outName}`}</Button>
          </div>
          <p className="text-sm text-slate-700" data-testid="gzip-sizes">
            {fmt(g.sizes, {
              input: formatBytes(inputSize, lang),
              output: formatBytes(bytes.length, lang),
              ratio: inputSize ? ((bytes.length / inputSize) * 100).toFixed(1) : '0',
            })}
            {inflate && formatPick === 'auto' ? ` ${fmt(g.detected, { format: job.result.format })}` : ''}
          </p>
          <BigOutput
            label={g.result}
            value={shown}
            fileName={`result.${view === 'text' ? 'txt' : view}.txt`}
            id={`${id}-out`}
          />
          {bytes.length > SHOW_BYTES && (
            <p className="text-sm text-slate-600">
              {fmt(e.truncated, {
                shown: numberFormat(lang).format(SHOW_BYTES),
                total: numberFormat(lang).format(bytes.length),
              })}
            </p>
          )}
        </div>
      )}
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
