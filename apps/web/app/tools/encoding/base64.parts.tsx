import { toHex } from '@tinkerbox/engine/encoding';
import { Button, FileDrop, OutputBox } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { encodingMessages } from './encoding.messages.ts';
import { downloadBytes, formatBytes } from './encoding.widgets.tsx';
import type { FileJob } from './use-base64-file.ts';

/** Beyond this, outputs show a preview; the download and copy have everything. */
const PREVIEW_CHARS = 1_000_000;

/** A file to base64: the drop zone, the progress with Cancel, then the result and its download. */
export function FileEncode({
  job,
  onFile,
  onCancel,
  lang,
  id,
}: {
  job: FileJob | null;
  onFile: (f: File) => void;
  onCancel: () => void;
  lang: string;
  id: string;
}) {
  const m = useMessages(encodingMessages);
  const running = job && job.text === undefined && !job.error && !job.cancelled && !job.failed;
  return (
    <>
      <FileDrop
        prompt={m.base64.fileDrop}
        choose={m.base64.chooseFile}
        chooseLabel={m.base64.chooseFileLabel}
        onFiles={([f]) => f && onFile(f)}
      />
      {job && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">
            {fmt(m.base64.fileInfo, { name: job.name, size: formatBytes(job.size, lang) })}
          </p>
          {running && (
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
              <Button size="sm" onClick={onCancel}>
                {m.cancel}
              </Button>
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
                  <Button size="sm" onClick={() => downloadBytes(new Blob([job.text ?? '']), `${job.name}.b64.txt`)}>
                    {m.download}
                  </Button>
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
  );
}

const PREVIEW_BYTES = 64 * 1024;

/** Decoded bytes: as text when they are text in the charset, else a hex preview; a download either way. */
export function DecodedView(props: {
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
    <Button size="sm" onClick={() => downloadBytes(bytes, 'decoded.bin')}>
      {props.downloadLabel}
    </Button>
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
