import { Button, FileDrop } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { encodingMessages } from './encoding.messages.ts';
import { BigOutput, formatBytes } from './encoding.widgets.tsx';
import type { FileJob } from './use-base64-file.ts';

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
            <BigOutput
              label={m.base64.result}
              value={job.text}
              fileName={`${job.name}.b64.txt`}
              id={`${id}-fileout`}
              download
            />
          )}
        </div>
      )}
    </>
  );
}
