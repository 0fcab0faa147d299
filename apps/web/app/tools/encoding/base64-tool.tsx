import {
  CHARSETS,
  type Charset,
  decodeText,
  encodeText,
  fromBase64,
  toBase64,
  toHex,
} from '@tinkerbox/engine/encoding';
import { OutputBox } from '@tinkerbox/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { encodingMessages } from './encoding.messages.ts';
import type { Base64FileReply } from './encoding.worker.ts';
import {
  attempt,
  CHARSET_LABEL,
  CHARSET_OPTIONS,
  CopyLinkButton,
  DropZone,
  downloadBytes,
  FieldError,
  formatBytes,
  Segmented,
  Select,
  smallButtonClass,
  textareaClass,
  useLinkedInput,
} from './encoding-ui.tsx';

const DIRECTIONS = ['encode', 'decode'] as const;
const SOURCES = ['text', 'file'] as const;
const VARIANTS = ['standard', 'url', 'urlNoPad', 'mime'] as const;
type Variant = (typeof VARIANTS)[number];
const BOOL = ['0', '1'] as const;
/** Beyond this, outputs show a preview; the download and copy have everything. */
const PREVIEW_CHARS = 1_000_000;

const variantOptions = (v: Variant) =>
  v === 'url'
    ? { variant: 'url' as const }
    : v === 'urlNoPad'
      ? { variant: 'url' as const, pad: false }
      : v === 'mime'
        ? { lineLength: 76 }
        : {};

interface FileJob {
  name: string;
  size: number;
  done: number;
  text?: string;
  error?: string;
  cancelled?: boolean;
}

/** /base64: text or a file to base64 in four variants, and base64 back to text or bytes. */
export function Base64Tool() {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const id = useId();
  const [dir, setDir] = useFragmentOption('dir', 'encode', DIRECTIONS);
  const [source, setSource] = useFragmentOption('src', 'text', SOURCES);
  const [variant, setVariant] = useFragmentOption<Variant>('v', 'standard', VARIANTS);
  const [charset, setCharset] = useFragmentOption<Charset>('cs', 'utf-8', CHARSETS);
  const [strict, setStrict] = useFragmentOption('strict', '0', BOOL);
  const [showHex, setShowHex] = useFragmentOption('hex', '0', BOOL);
  const [text, setText] = useKeptState('base64:text', '');
  const [encoded, setEncoded] = useKeptState('base64:encoded', '');
  const [job, setJob] = useKeptState<FileJob | null>('base64:file', null);
  const worker = useRef<Worker | null>(null);

  useLinkedInput(dir === 'encode' ? setText : setEncoded);
  useEffect(() => () => worker.current?.terminate(), []);

  const encodeResult = useMemo(
    () =>
      dir === 'encode' && source === 'text'
        ? attempt(() => toBase64(encodeText(text, charset), variantOptions(variant)), locale)
        : null,
    [dir, source, text, charset, variant, locale],
  );
  const decodeResult = useMemo(() => {
    if (dir !== 'decode') return null;
    const r = attempt(() => fromBase64(encoded, { strict: strict === '1' }), locale);
    if (r.error !== null) return { error: r.error } as const;
    const bytes = r.value;
    const asText = attempt(() => decodeText(bytes, charset), locale);
    return { bytes, text: asText.error === null ? asText.value : null } as const;
  }, [dir, encoded, strict, charset, locale]);

  const startFile = (file: File) => {
    worker.current?.terminate();
    const w = new Worker(new URL('./encoding.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setJob({ name: file.name, size: file.size, done: 0 });
    w.onmessage = (e: MessageEvent<Base64FileReply>) => {
      const r = e.data;
      if (r.type === 'progress') setJob((j) => j && { ...j, done: r.done });
      else {
        setJob((j) => j && (r.type === 'done' ? { ...j, done: j.size, text: r.text } : { ...j, error: r.message }));
        w.terminate();
        worker.current = null;
      }
    };
    w.postMessage({ file, options: variantOptions(variant) });
  };
  const cancel = () => {
    worker.current?.terminate();
    worker.current = null;
    setJob((j) => j && { ...j, cancelled: true });
  };

  const dirOptions = [
    { value: 'encode' as const, label: m.encode },
    { value: 'decode' as const, label: m.decode },
  ];
  const charsetSelect = (
    <Select id={`${id}-cs`} label={m.charset} value={charset} options={CHARSET_OPTIONS} onChange={setCharset} />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Segmented label={m.direction} value={dir} options={dirOptions} onChange={setDir} />
        {dir === 'encode' && (
          <Segmented
            label={m.source}
            value={source}
            options={[
              { value: 'text' as const, label: m.sourceText },
              { value: 'file' as const, label: m.sourceFile },
            ]}
            onChange={setSource}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-4">
        {dir === 'encode' && (
          <Select
            id={`${id}-variant`}
            label={m.base64.variant}
            value={variant}
            options={VARIANTS.map((v) => ({ value: v, label: m.base64.variants[v] }))}
            onChange={setVariant}
          />
        )}
        {(dir === 'decode' || source === 'text') && charsetSelect}
      </div>

      {dir === 'encode' && source === 'text' && (
        <>
          <div>
            <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700">
              {m.base64.textLabel}
            </label>
            <textarea
              id={`${id}-text`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={8}
              spellCheck={false}
              aria-describedby={encodeResult?.error ? `${id}-text-err` : undefined}
              className={`${textareaClass} mt-1`}
            />
            <FieldError id={`${id}-text-err`} message={encodeResult?.error} />
            <div className="mt-2 flex gap-2">
              <CopyLinkButton input={text} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          <OutputBox label={m.base64.result} value={encodeResult?.value ?? ''} minHeight={160} id={`${id}-out`} />
        </>
      )}

      {dir === 'encode' && source === 'file' && (
        <>
          <DropZone
            prompt={m.base64.fileDrop}
            choose={m.base64.chooseFile}
            chooseLabel={m.base64.chooseFileLabel}
            onFile={startFile}
          />
          {job && (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-slate-700">
                {fmt(m.base64.fileInfo, { name: job.name, size: formatBytes(job.size, lang) })}
              </p>
              {job.text === undefined && !job.error && !job.cancelled && (
                <div className="flex items-center gap-3">
                  <progress
                    max={Math.max(job.size, 1)}
                    value={job.done}
                    aria-label={fmt(m.base64.encoding, {
                      name: job.name,
                      percent: Math.floor((job.done / Math.max(job.size, 1)) * 100),
                    })}
                    className="h-2 flex-1"
                  />
                  <button type="button" className={smallButtonClass} onClick={cancel}>
                    {m.cancel}
                  </button>
                </div>
              )}
              {job.cancelled && <p className="text-sm text-slate-600">{m.cancelled}</p>}
              {job.error && (
                <p role="alert" className="text-sm text-red-700">
                  {job.error}
                </p>
              )}
              {job.text !== undefined && (
                <>
                  <OutputBox
                    label={m.base64.result}
                    value={job.text.length > PREVIEW_CHARS ? job.text.slice(0, PREVIEW_CHARS) : job.text}
                    minHeight={160}
                    id={`${id}-fileout`}
                    actions={
                      <button
                        type="button"
                        className={smallButtonClass}
                        onClick={() => downloadBytes(new Blob([job.text ?? '']), `${job.name}.b64.txt`)}
                      >
                        {m.download}
                      </button>
                    }
                  />
                  {job.text.length > PREVIEW_CHARS && (
                    <p className="text-sm text-slate-600">
                      {fmt(m.truncated, {
                        shown: PREVIEW_CHARS.toLocaleString(lang),
                        total: job.text.length.toLocaleString(lang),
                      })}
                    </p>
                  )}
                </>
              )}
            </div>
          )}
        </>
      )}

      {dir === 'decode' && (
        <>
          <div>
            <label htmlFor={`${id}-b64`} className="text-sm font-medium text-slate-700">
              {m.base64.base64Label}
            </label>
            <textarea
              id={`${id}-b64`}
              value={encoded}
              onChange={(e) => setEncoded(e.target.value)}
              rows={8}
              spellCheck={false}
              aria-invalid={decodeResult?.error ? true : undefined}
              aria-describedby={decodeResult?.error ? `${id}-b64-err` : undefined}
              className={`${textareaClass} mt-1`}
            />
            <FieldError id={`${id}-b64-err`} message={decodeResult?.error} />
            <div className="mt-2 flex flex-wrap items-center gap-4">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={strict === '1'}
                  onChange={(e) => setStrict(e.target.checked ? '1' : '0')}
                />
                {m.base64.strict}
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={showHex === '1'}
                  onChange={(e) => setShowHex(e.target.checked ? '1' : '0')}
                />
                {m.base64.showHexToggle}
              </label>
              <CopyLinkButton input={encoded} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          {decodeResult && 'bytes' in decodeResult && decodeResult.bytes && (
            <DecodedView
              bytes={decodeResult.bytes}
              text={showHex === '1' ? null : decodeResult.text}
              notText={decodeResult.text === null ? fmt(m.base64.notText, { charset: CHARSET_LABEL[charset] }) : null}
              textLabel={m.base64.decodedText}
              hexLabel={m.base64.decodedHex}
              downloadLabel={m.download}
              bytesLabel={fmt(m.bytes, { count: decodeResult.bytes.length.toLocaleString(lang) })}
              truncatedText={m.truncated}
              lang={lang}
              id={`${id}-dec`}
            />
          )}
        </>
      )}
    </div>
  );
}

const PREVIEW_BYTES = 64 * 1024;

function DecodedView(props: {
  bytes: Uint8Array;
  text: string | null;
  notText: string | null;
  textLabel: string;
  hexLabel: string;
  downloadLabel: string;
  bytesLabel: string;
  truncatedText: string;
  lang: string;
  id: string;
}) {
  const { bytes, text } = props;
  const hex = useMemo(
    () => (text === null ? toHex(bytes.subarray(0, PREVIEW_BYTES), { delimiter: 'space', bytesPerLine: 16 }) : ''),
    [bytes, text],
  );
  const download = (
    <button type="button" className={smallButtonClass} onClick={() => downloadBytes(bytes, 'decoded.bin')}>
      {props.downloadLabel}
    </button>
  );
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-600">{props.bytesLabel}</p>
      {text === null && props.notText && <p className="text-sm text-amber-800">{props.notText}</p>}
      <OutputBox
        label={text === null ? props.hexLabel : props.textLabel}
        value={text ?? hex}
        minHeight={160}
        id={props.id}
        actions={download}
      />
      {text === null && bytes.length > PREVIEW_BYTES && (
        <p className="text-sm text-slate-600">
          {fmt(props.truncatedText, {
            shown: PREVIEW_BYTES.toLocaleString(props.lang),
            total: bytes.length.toLocaleString(props.lang),
          })}
        </p>
      )}
    </div>
  );
}
