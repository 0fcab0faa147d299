import { FileDrop } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { JobStatus } from '../../shell/job-status.tsx';
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
  const running = job?.status === 'running';
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
          <JobStatus
            progress={running ? { done: job.done, total: job.size } : null}
            label={(percent) => fmt(m.base64.encoding, { name: job.name, percent })}
            onCancel={onCancel}
            cancelled={job.status === 'cancelled'}
          />
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
