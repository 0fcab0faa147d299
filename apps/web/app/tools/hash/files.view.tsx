import { type DigestFormat, encodeDigest, type HashAlgorithm } from '@tinkerbox/engine/hash';
import { Button, CopyButton, FileDrop } from '@tinkerbox/ui';
import type { NumberFormatter } from '../../i18n/numbers.ts';
import { fmt, useMessages } from '../../i18n/t.tsx';
import type { WorkerClient } from '../../lib/worker/client.ts';
import { filesMessages } from './files.messages.ts';
import { hashMessages } from './hash.messages.ts';
import type { DigestSetup, HashProtocol } from './hash.protocol.ts';
import { algorithmLabel, type Verdict, VerdictLine } from './hash.widgets.tsx';
import { type FileResult, type FileRun, useFileDigests } from './use-file-digests.ts';

// This module is loaded when the visitor turns to files (digest.parts.tsx): text hashing does not pay for it.

/** Where files are dropped, pasted or chosen (the picker is the keyboard path). */
export function FileInput({
  hasFiles,
  onFiles,
  onClear,
}: {
  hasFiles: boolean;
  onFiles: (f: File[]) => void;
  onClear: () => void;
}) {
  const f = useMessages(filesMessages);
  return (
    <FileDrop
      multiple
      testId="drop-zone"
      prompt={f.drop}
      choose={f.choose}
      chooseLabel={f.chooseLabel}
      onFiles={onFiles}
      actions={hasFiles && <Button onClick={onClear}>{f.clear}</Button>}
    />
  );
}

/** The files job and its results: hashed in the worker as soon as the files or algorithms change. */
export function FilesOutput({
  worker,
  job,
  ...view
}: {
  worker: WorkerClient<HashProtocol>;
  job: (DigestSetup & { files: File[] }) | null;
  files: File[];
  selected: HashAlgorithm;
  format: DigestFormat;
  verdict: (d: Uint8Array | undefined, others: Map<HashAlgorithm, Uint8Array>) => Verdict;
  nf: NumberFormatter;
}) {
  const { results, run, cancel } = useFileDigests(worker, job);
  return <FilesView {...view} results={results} run={run} onCancel={cancel} />;
}

/** The progress bar, speed and Cancel of a running files job, and how the last one ended. */
function FilesStatus({
  files,
  run,
  onCancel,
  nf,
}: {
  files: File[];
  run: FileRun;
  onCancel: () => void;
  nf: NumberFormatter;
}) {
  const f = useMessages(filesMessages);
  const elapsed = (performance.now() - run.started) / 1000;
  const speed = elapsed > 0 ? run.bytes / 1e6 / elapsed : 0;
  const done = run.done;
  return (
    <>
      {run.running && (
        <div className="flex flex-wrap items-center gap-3" data-testid="file-progress">
          <progress
            aria-label={f.progressLabel}
            max={Math.max(run.total, 1)}
            value={run.bytes}
            className="h-3 min-w-0 flex-1"
          />
          <span className="text-sm text-slate-700">
            {fmt(f.progress, {
              name: files[Math.min(run.file, files.length - 1)]?.name ?? '',
              done: nf.format(run.bytes),
              total: nf.format(run.total),
            })}{' '}
            · {fmt(f.speed, { speed: speed.toFixed(1) })}
          </span>
          <Button onClick={onCancel}>{f.cancel}</Button>
        </div>
      )}
      {run.cancelled && (
        <p role="status" className="text-sm text-slate-700">
          {f.cancelled}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-slate-700" data-testid="files-done">
          {fmt(files.length === 1 ? f.oneDone : f.done, {
            count: files.length,
            seconds: (done.ms / 1000).toFixed(2),
            speed: (done.bytes / 1e6 / Math.max(done.ms / 1000, 1e-6)).toFixed(1),
          })}
        </p>
      )}
    </>
  );
}

/** One file: its name and size, its digests in the chosen format, and the verify box's verdict. */
function FileItem({
  file,
  result,
  format,
  selected,
  verdict,
  nf,
}: {
  file: File;
  result: FileResult | undefined;
  format: DigestFormat;
  selected: HashAlgorithm;
  verdict: (d: Uint8Array | undefined, others: Map<HashAlgorithm, Uint8Array>) => Verdict;
  nf: NumberFormatter;
}) {
  const m = useMessages(hashMessages);
  const f = useMessages(filesMessages);
  const digests = result?.digests;
  const algorithms = result?.algorithms ?? [];
  const byAlgorithm = new Map(algorithms.map((a, j) => [a, digests?.[j] ?? new Uint8Array()]));
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="file-result">
      <p className="font-medium break-all">
        {file.name}{' '}
        <span className="text-sm font-normal text-slate-500">({fmt(f.size, { size: nf.format(file.size) })})</span>
      </p>
      {result?.error && (
        <p role="alert" className="text-sm text-red-700">
          {f.readError}
        </p>
      )}
      {digests &&
        algorithms.map((a, j) => {
          const s = encodeDigest(digests[j]!, format);
          return (
            <div key={a} className="mt-1 flex items-start gap-2 text-sm">
              <span className="w-32 shrink-0 text-slate-600">{algorithmLabel(a)}</span>
              <code className="min-w-0 flex-1 break-all" data-algorithm={a}>
                {s}
              </code>
              <CopyButton value={s} label={fmt(m.copyDigest, { algorithm: `${file.name} ${algorithmLabel(a)}` })} />
            </div>
          );
        })}
      {digests && <VerdictLine v={verdict(digests[Math.max(0, algorithms.indexOf(selected))], byAlgorithm)} />}
    </li>
  );
}

/** The files being hashed: progress while it runs, then each file's digests and verdict. */
function FilesView(props: {
  files: File[];
  results: FileResult[];
  run: FileRun | null;
  selected: HashAlgorithm;
  format: DigestFormat;
  verdict: (d: Uint8Array | undefined, others: Map<HashAlgorithm, Uint8Array>) => Verdict;
  onCancel: () => void;
  nf: NumberFormatter;
}) {
  const { files, results, run, onCancel, nf } = props;
  if (files.length === 0 || run?.failed) return null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {run && <FilesStatus files={files} run={run} onCancel={onCancel} nf={nf} />}
      <ul className="flex flex-col gap-3">
        {files.map((f, i) => (
          <FileItem
            key={`${f.name}-${f.size}-${f.lastModified}-${i}`}
            file={f}
            result={results[i]}
            format={props.format}
            selected={props.selected}
            verdict={props.verdict}
            nf={nf}
          />
        ))}
      </ul>
    </div>
  );
}
