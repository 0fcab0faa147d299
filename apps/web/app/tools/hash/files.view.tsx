import { type DigestFormat, encodeDigest, type HashAlgorithm } from '@tinkerbox/engine/hash';
import { Button, CopyButton } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { hashMessages } from './hash.messages.ts';
import { algorithmLabel, type Verdict, VerdictLine } from './hash.widgets.tsx';
import type { FileResult, FileRun } from './use-file-digests.ts';

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
  nf: Intl.NumberFormat;
}) {
  const m = useMessages(hashMessages);
  const elapsed = (performance.now() - run.started) / 1000;
  const speed = elapsed > 0 ? run.bytes / 1e6 / elapsed : 0;
  const done = run.done;
  return (
    <>
      {run.running && (
        <div className="flex flex-wrap items-center gap-3" data-testid="file-progress">
          <progress
            aria-label={m.files.progressLabel}
            max={Math.max(run.total, 1)}
            value={run.bytes}
            className="h-3 min-w-0 flex-1"
          />
          <span className="text-sm text-slate-700">
            {fmt(m.files.progress, {
              name: files[Math.min(run.file, files.length - 1)]?.name ?? '',
              done: nf.format(run.bytes),
              total: nf.format(run.total),
            })}{' '}
            · {fmt(m.files.speed, { speed: speed.toFixed(1) })}
          </span>
          <Button onClick={onCancel}>{m.files.cancel}</Button>
        </div>
      )}
      {run.cancelled && (
        <p role="status" className="text-sm text-slate-700">
          {m.files.cancelled}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-slate-700" data-testid="files-done">
          {fmt(files.length === 1 ? m.files.oneDone : m.files.done, {
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
  nf: Intl.NumberFormat;
}) {
  const m = useMessages(hashMessages);
  const digests = result?.digests;
  const algorithms = result?.algorithms ?? [];
  const byAlgorithm = new Map(algorithms.map((a, j) => [a, digests?.[j] ?? new Uint8Array()]));
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="file-result">
      <p className="font-medium break-all">
        {file.name}{' '}
        <span className="text-sm font-normal text-slate-500">
          ({fmt(m.files.size, { size: nf.format(file.size) })})
        </span>
      </p>
      {result?.error && (
        <p role="alert" className="text-sm text-red-700">
          {fmt(m.files.readError, { reason: result.error })}
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
export function FilesView(props: {
  files: File[];
  results: FileResult[];
  run: FileRun | null;
  selected: HashAlgorithm;
  format: DigestFormat;
  verdict: (d: Uint8Array | undefined, others: Map<HashAlgorithm, Uint8Array>) => Verdict;
  onCancel: () => void;
  nf: Intl.NumberFormat;
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
