import {
  DIGEST_FORMATS,
  type DigestFormat,
  digestMatches,
  encodeDigest,
  encodeText,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  hashAlgorithmInfo,
  parseBase64Input,
  parseHexInput,
  TEXT_ENCODINGS,
  type TextEncodingName,
} from '@tinkerbox/engine/hash';
import { CopyButton, copyText, OutputBox, toast } from '@tinkerbox/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { readFragment, useFragmentOption, writeFragment } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { hashMessages } from './hash.messages.ts';
import type { HashPreset } from './hash.preset.ts';
import type { HashReply } from './hash.worker.ts';
import {
  buttonClass,
  controlClass,
  emptyKeyError,
  errorText,
  FieldError,
  SECRET_ENCODINGS,
  type SecretEncoding,
  Section,
  Select,
  secretBytes,
  TextField,
  textareaClass,
} from './hash-ui.tsx';
import { useHashWorker } from './use-hash-worker.ts';

const INPUT_KINDS = ['text', 'hex', 'base64', 'file'] as const;
type InputKind = (typeof INPUT_KINDS)[number];
const ENCODING_LABEL: Record<TextEncodingName, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  gbk: 'GBK',
  big5: 'Big5',
  shift_jis: 'Shift_JIS',
};
const BOOL = ['0', '1'] as const;
// A textarea always reports line breaks as LF, whatever was pasted; CRLF must be asked for.
const EOLS = ['lf', 'crlf'] as const;

interface FileResult {
  digests?: Uint8Array[];
  /** The algorithms `digests` are for, in order (the page may have moved on meanwhile). */
  algorithms?: HashAlgorithm[];
  error?: string;
  bytes?: number;
}
interface FileRun {
  running: boolean;
  file: number;
  bytes: number;
  started: number;
  total: number;
  done?: { ms: number; bytes: number };
  cancelled?: boolean;
}

const label = (a: HashAlgorithm) => hashAlgorithmInfo(a).label;

/** Every digest and HMAC route: input, options, output, all-algorithms view, verify box, files. */
export function DigestTool({ preset }: { preset: Extract<HashPreset, { kind: 'digest' | 'hmac' }> }) {
  const m = useMessages(hashMessages);
  const { locale } = useLocale();
  const nf = useMemo(() => new Intl.NumberFormat(HTML_LANG[locale]), [locale]);
  const uid = useId();
  const isHmac = preset.kind === 'hmac';
  const variants = preset.variants ?? [preset.algorithm];

  const [kind, setKind] = useFragmentOption<InputKind>('in', 'text', INPUT_KINDS);
  const [encoding, setEncoding] = useFragmentOption<TextEncodingName>('enc', 'utf-8', TEXT_ENCODINGS);
  const [loose, setLoose] = useFragmentOption<(typeof BOOL)[number]>('loose', '0', BOOL);
  const [eol, setEol] = useFragmentOption<(typeof EOLS)[number]>('eol', 'lf', EOLS);
  const [format, setFormat] = useFragmentOption<DigestFormat>('out', 'hex', DIGEST_FORMATS);
  const [algorithm, setAlgorithm] = useFragmentOption<HashAlgorithm>('alg', preset.algorithm, variants);
  const [all, setAll] = useFragmentOption<(typeof BOOL)[number]>('all', '0', BOOL);
  const [keyEnc, setKeyEnc] = useFragmentOption<SecretEncoding>('kenc', 'utf8', SECRET_ENCODINGS);

  const [text, setText] = useKeptState('hash:text', '');
  const [key, setKey] = useKeptState('hash:key', '');
  const [expected, setExpected] = useKeptState('hash:expected', '');
  const [files, setFiles] = useKeptState<File[]>('hash:files', []);

  // A link made with "copy link with the input" carries the input and the key.
  useEffect(() => {
    const f = readFragment();
    const t = f.get('text');
    if (t !== null) setText(t);
    const k = f.get('key');
    if (k !== null) setKey(k);
  }, [setText, setKey]);

  // Bytes to hash, or the message for the field.
  const parsed = useMemo((): { bytes: Uint8Array | null; error: string | null } => {
    if (kind === 'file') return { bytes: null, error: null };
    try {
      const bytes =
        kind === 'hex'
          ? parseHexInput(text, { ignoreNonHex: loose === '1' })
          : kind === 'base64'
            ? parseBase64Input(text)
            : encodeText(eol === 'crlf' ? text.replace(/\r?\n/g, '\r\n') : text, encoding);
      return { bytes, error: null };
    } catch (e) {
      return { bytes: null, error: errorText(e, locale) };
    }
  }, [kind, text, loose, encoding, eol, locale]);

  const keyParsed = useMemo(() => {
    if (!isHmac) return { bytes: undefined, error: null };
    if (key === '') return { bytes: null, error: emptyKeyError(locale) };
    return secretBytes(key, keyEnc, locale);
  }, [isHmac, key, keyEnc, locale]);

  const wantAll = all === '1';
  const algorithms: HashAlgorithm[] = useMemo(
    () => (wantAll || (expected.trim() !== '' && kind !== 'file') ? [...HASH_ALGORITHMS] : [algorithm]),
    [wantAll, expected, kind, algorithm],
  );

  const worker = useHashWorker();
  // A failure that is not bad input is a bug: rethrown during render so the error boundary shows it.
  const [bug, setBug] = useState<Error | null>(null);
  if (bug) throw bug;
  const [digests, setDigests] = useState<Map<HashAlgorithm, Uint8Array>>(new Map());
  const latest = useRef(0);

  // Text, hex and base64: hashed in the worker as you type; only the newest answer is shown.
  useEffect(() => {
    if (kind === 'file' || !parsed.bytes || keyParsed.bytes === null) return;
    const ticket = ++latest.current;
    worker.run({ type: 'bytes', data: parsed.bytes, algorithms, hmacKey: keyParsed.bytes }).then((r) => {
      if (r.type === 'error' && r.error.name !== 'AbortError')
        setBug(Object.assign(new Error(r.error.message), r.error));
      if (ticket !== latest.current || r.type !== 'result') return;
      setDigests(new Map(algorithms.map((a, i) => [a, r.digests[i]!])));
    });
  }, [kind, parsed.bytes, keyParsed.bytes, algorithms, worker]);

  // Files: one pass per file through every algorithm shown, with progress and cancel.
  const [fileResults, setFileResults] = useState<FileResult[]>([]);
  const [fileRun, setFileRun] = useState<FileRun | null>(null);
  const fileAlgorithms = useMemo(() => (wantAll ? [...HASH_ALGORITHMS] : [algorithm]), [wantAll, algorithm]);
  useEffect(() => {
    if (kind !== 'file' || files.length === 0 || keyParsed.bytes === null) {
      setFileRun(null);
      return;
    }
    worker.cancel();
    const ticket = ++latest.current;
    const total = files.reduce((s, f) => s + f.size, 0);
    const sizes = files.map((f) => f.size);
    const before = (i: number) => sizes.slice(0, i).reduce((s, x) => s + x, 0);
    const started = performance.now();
    setFileResults(files.map(() => ({})));
    setFileRun({ running: true, file: 0, bytes: 0, started, total });
    const onEvent = (r: HashReply) => {
      if (ticket !== latest.current) return;
      if (r.type === 'progress') setFileRun((s) => s && { ...s, file: r.file, bytes: before(r.file) + r.bytes });
      else if (r.type === 'file') {
        setFileResults((prev) =>
          prev.map((x, i) => (i === r.file ? { digests: r.digests, algorithms: fileAlgorithms, bytes: r.bytes } : x)),
        );
        setFileRun((s) => s && { ...s, file: r.file + 1, bytes: before(r.file + 1) });
      } else if (r.type === 'file-error')
        setFileResults((prev) => prev.map((x, i) => (i === r.file ? { error: r.message } : x)));
    };
    worker.run({ type: 'files', files, algorithms: fileAlgorithms, hmacKey: keyParsed.bytes }, onEvent).then((r) => {
      if (ticket !== latest.current) return;
      if (r.type === 'done')
        setFileRun((s) => s && { ...s, running: false, bytes: total, done: { ms: r.ms, bytes: total } });
      else if (r.type === 'error' && r.error.name === 'AbortError')
        setFileRun((s) => s && { ...s, running: false, cancelled: true });
      else if (r.type === 'error') setBug(Object.assign(new Error(r.error.message), r.error));
    });
  }, [kind, files, fileAlgorithms, keyParsed.bytes, worker]);

  const [, forceTick] = useState(0);
  useEffect(() => {
    if (!fileRun?.running) return;
    const t = setInterval(() => forceTick((x) => x + 1), 250);
    return () => clearInterval(t);
  }, [fileRun?.running]);

  const addFiles = useCallback(
    (list: FileList | File[]) => {
      const arr = Array.from(list);
      if (arr.length === 0) return;
      setFiles(arr);
      setKind('file');
    },
    [setFiles, setKind],
  );

  // Pasting files anywhere on the page hashes them.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const f = e.clipboardData?.files;
      if (f && f.length > 0) {
        e.preventDefault();
        addFiles(f);
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [addFiles]);

  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const main = parsed.bytes && keyParsed.bytes !== null ? digests.get(algorithm) : undefined;
  const mainText = main ? encodeDigest(main, format) : '';
  const expectedTrim = expected.trim();

  const verdict = (d: Uint8Array | undefined, others?: Map<HashAlgorithm, Uint8Array>) => {
    if (!expectedTrim || !d) return null;
    if (digestMatches(expectedTrim, d)) return { ok: true, text: m.match };
    const other = others && [...others].find(([a, x]) => a !== algorithm && digestMatches(expectedTrim, x));
    return {
      ok: false,
      text: other
        ? `${m.mismatch} ${fmt(m.matchOther, { algorithm: label(algorithm), other: label(other[0]) })}`
        : m.mismatch,
    };
  };

  const copyLink = async (withInput: boolean) => {
    if (withInput) writeFragment({ text, key: isHmac ? key : undefined });
    else writeFragment({ text: undefined, key: undefined });
    await copyText(window.location.href);
    toast(m.linkCopied);
  };

  const bytesLine = (n: number) => (n === 1 ? m.bytesOne : fmt(m.bytes, { count: nf.format(n) }));
  const isSha3 = variants.some((v) => v.startsWith('keccak'));
  const digestLabel = fmt(m.digestLabel, { algorithm: isHmac ? `HMAC-${label(algorithm)}` : label(algorithm) });

  return (
    <div>
      <Section title={m.input}>
        <div className="flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">{m.inputKindLabel}</legend>
            <div className="flex flex-wrap gap-2">
              {INPUT_KINDS.map((k) => (
                <label
                  key={k}
                  className={`flex h-12 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${kind === k ? 'border-sky-600 bg-sky-50 font-semibold text-sky-900' : 'border-slate-300 bg-white text-slate-700'}`}
                >
                  <input
                    type="radio"
                    name={`${uid}-kind`}
                    value={k}
                    checked={kind === k}
                    onChange={() => setKind(k)}
                    className="accent-sky-700"
                  />
                  {m.inputKind[k]}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'text' && (
            <Select
              id={`${uid}-enc`}
              label={m.encoding}
              value={encoding}
              onChange={setEncoding}
              options={TEXT_ENCODINGS.map((e) => ({ value: e, label: ENCODING_LABEL[e] }))}
            />
          )}
          {kind === 'text' && (
            <Select
              id={`${uid}-eol`}
              label={m.lineBreaks}
              value={eol}
              onChange={setEol}
              options={EOLS.map((e) => ({ value: e, label: m.eol[e] }))}
            />
          )}
          {kind === 'hex' && (
            <label className="flex h-12 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={loose === '1'}
                onChange={(e) => setLoose(e.target.checked ? '1' : '0')}
                className="size-4 accent-sky-700"
              />
              {m.ignoreNonHex}
            </label>
          )}
        </div>

        {kind !== 'file' ? (
          <div className="mt-3">
            <label htmlFor={`${uid}-input`} className="text-sm font-medium text-slate-700">
              {kind === 'hex' ? m.hexLabel : kind === 'base64' ? m.base64Label : m.textLabel}
            </label>
            <textarea
              id={`${uid}-input`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              spellCheck={false}
              rows={6}
              aria-invalid={parsed.error ? true : undefined}
              aria-describedby={parsed.error ? `${uid}-input-err` : `${uid}-count`}
              className={`${textareaClass} mt-1`}
            />
            <FieldError id={`${uid}-input-err`} message={parsed.error} />
            {parsed.bytes && (
              <p id={`${uid}-count`} className="mt-1 text-sm text-slate-600" data-testid="byte-count">
                {bytesLine(parsed.bytes.length)}
              </p>
            )}
          </div>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard path
          <div
            className={`mt-3 flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-slate-50'}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              addFiles(e.dataTransfer.files);
            }}
            data-testid="drop-zone"
          >
            <p className="text-sm text-slate-600">{m.files.drop}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <button type="button" className={buttonClass} onClick={() => fileInput.current?.click()}>
                {m.files.choose}
              </button>
              {files.length > 0 && (
                <button type="button" className={buttonClass} onClick={() => setFiles([])}>
                  {m.files.clear}
                </button>
              )}
            </div>
            <input
              ref={fileInput}
              type="file"
              multiple
              aria-label={m.files.chooseLabel}
              className="sr-only"
              tabIndex={-1}
              onChange={(e) => {
                if (e.target.files) addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </div>
        )}

        {isHmac && (
          <div className="mt-4 flex flex-wrap items-start gap-3">
            <TextField id={`${uid}-key`} label={m.key} value={key} onChange={setKey} error={keyParsed.error} />
            <Select
              id={`${uid}-kenc`}
              label={m.keyEncoding}
              value={keyEnc}
              onChange={setKeyEnc}
              options={SECRET_ENCODINGS.map((e) => ({ value: e, label: m.keyEncodings[e] }))}
            />
          </div>
        )}
      </Section>

      <Section title={m.output}>
        <div className="flex flex-wrap items-end gap-3">
          {isSha3 ? (
            <Sha3Picker value={algorithm} onChange={setAlgorithm} uid={uid} />
          ) : (
            variants.length > 1 && (
              <Select
                id={`${uid}-alg`}
                label={m.algorithm}
                value={algorithm}
                onChange={setAlgorithm}
                options={variants.map((v) => ({ value: v, label: label(v) }))}
              />
            )
          )}
          <Select
            id={`${uid}-fmt`}
            label={m.format}
            value={format}
            onChange={setFormat}
            options={DIGEST_FORMATS.map((f) => ({ value: f, label: m.formats[f] }))}
          />
          <label className="flex h-12 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={wantAll}
              onChange={(e) => setAll(e.target.checked ? '1' : '0')}
              className="size-4 accent-sky-700"
            />
            {m.showAll}
          </label>
        </div>
        {isSha3 && <p className="mt-2 text-sm text-amber-800">{m.sha3Note}</p>}

        {kind !== 'file' && (
          <OutputBox id={`${uid}-out`} label={digestLabel} value={mainText} minHeight={64} className="mt-3" />
        )}

        <div className="mt-4">
          <label htmlFor={`${uid}-verify`} className="text-sm font-medium text-slate-700">
            {m.verifyLabel}
          </label>
          <input
            id={`${uid}-verify`}
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            className={`${controlClass} mt-1 w-full font-mono`}
          />
          {kind !== 'file' && <Verdict v={verdict(main, digests)} />}
        </div>

        {kind === 'file' && (
          <FilesView
            files={files}
            results={fileResults}
            run={fileRun}
            format={format}
            selected={algorithm}
            verdict={verdict}
            onCancel={() => {
              latest.current++;
              worker.cancel();
              setFileRun((s) => s && { ...s, running: false, cancelled: true });
            }}
            nf={nf}
          />
        )}

        {kind !== 'file' && wantAll && parsed.bytes && keyParsed.bytes !== null && (
          <AllTable
            title={isHmac ? m.allHmacTitle : m.allTitle}
            digests={digests}
            format={format}
            highlight={expectedTrim}
            prefix={isHmac ? 'HMAC-' : ''}
          />
        )}
      </Section>

      <div className="mt-6 flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={() => copyLink(false)}>
          {m.link}
        </button>
        {kind !== 'file' && (
          <button type="button" className={buttonClass} onClick={() => copyLink(true)}>
            {m.linkWithInput}
          </button>
        )}
      </div>
      {isHmac && <p className="mt-1 text-xs text-slate-500">{m.linkSecretNote}</p>}
    </div>
  );
}

function Verdict({ v }: { v: { ok: boolean; text: string } | null }) {
  return (
    <p
      role="status"
      data-testid="verdict"
      className={`mt-1 min-h-6 text-sm font-semibold ${v?.ok ? 'text-emerald-700' : 'text-red-700'}`}
    >
      {v ? `${v.ok ? '✓' : '✗'} ${v.text}` : ''}
    </p>
  );
}

function Sha3Picker({
  value,
  onChange,
  uid,
}: {
  value: HashAlgorithm;
  onChange: (a: HashAlgorithm) => void;
  uid: string;
}) {
  const m = useMessages(hashMessages);
  const keccak = value.startsWith('keccak');
  const bits = value.split('-')[1] ?? '256';
  return (
    <>
      <Select
        id={`${uid}-family`}
        label={m.family}
        value={keccak ? 'keccak' : 'sha3'}
        onChange={(f) => onChange(`${f}-${bits}` as HashAlgorithm)}
        options={[
          { value: 'sha3', label: m.sha3Standard },
          { value: 'keccak', label: m.keccakLegacy },
        ]}
      />
      <Select
        id={`${uid}-bits`}
        label={m.width}
        value={bits}
        onChange={(b) => onChange(`${keccak ? 'keccak' : 'sha3'}-${b}` as HashAlgorithm)}
        options={['224', '256', '384', '512'].map((b) => ({ value: b, label: `${b} bits` }))}
      />
    </>
  );
}

function AllTable({
  title,
  digests,
  format,
  highlight,
  prefix,
}: {
  title: string;
  digests: Map<HashAlgorithm, Uint8Array>;
  format: DigestFormat;
  highlight: string;
  prefix: string;
}) {
  const m = useMessages(hashMessages);
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold text-slate-800">{title}</h3>
      <table className="w-full border-collapse text-sm" data-testid="all-table">
        <tbody>
          {HASH_ALGORITHMS.map((a) => {
            const d = digests.get(a);
            if (!d) return null;
            const s = encodeDigest(d, format);
            const hit = highlight !== '' && digestMatches(highlight, d);
            return (
              <tr key={a} className={`border-t border-slate-200 ${hit ? 'bg-emerald-50' : ''}`}>
                <th
                  scope="row"
                  className="w-40 py-2 pr-3 text-left align-top font-medium whitespace-nowrap max-md:w-24 max-md:whitespace-normal"
                >
                  {prefix}
                  {label(a)}
                </th>
                <td className="py-2 font-mono break-all" data-algorithm={a}>
                  {s}
                </td>
                <td className="w-12 py-1 pl-2 align-top">
                  <CopyButton value={s} label={fmt(m.copyDigest, { algorithm: `${prefix}${label(a)}` })} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function FilesView({
  files,
  results,
  run,
  selected,
  format,
  verdict,
  onCancel,
  nf,
}: {
  files: File[];
  results: FileResult[];
  run: FileRun | null;
  selected: HashAlgorithm;
  format: DigestFormat;
  verdict: (d: Uint8Array | undefined, others?: Map<HashAlgorithm, Uint8Array>) => { ok: boolean; text: string } | null;
  onCancel: () => void;
  nf: Intl.NumberFormat;
}) {
  const m = useMessages(hashMessages);
  if (files.length === 0) return null;
  const elapsed = run ? (performance.now() - run.started) / 1000 : 0;
  const speed = run && elapsed > 0 ? run.bytes / 1e6 / elapsed : 0;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {run?.running && (
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
          <button type="button" className={buttonClass} onClick={onCancel}>
            {m.files.cancel}
          </button>
        </div>
      )}
      {run?.cancelled && (
        <p role="status" className="text-sm text-slate-700">
          {m.files.cancelled}
        </p>
      )}
      {run?.done && (
        <p role="status" className="text-sm text-slate-700" data-testid="files-done">
          {fmt(files.length === 1 ? m.files.oneDone : m.files.done, {
            count: files.length,
            seconds: (run.done.ms / 1000).toFixed(2),
            speed: (run.done.bytes / 1e6 / Math.max(run.done.ms / 1000, 1e-6)).toFixed(1),
          })}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {files.map((f, i) => {
          const r = results[i];
          return (
            <li
              key={`${f.name}-${f.size}-${f.lastModified}-${i}`}
              className="rounded-md border border-slate-200 p-3"
              data-testid="file-result"
            >
              <p className="font-medium break-all">
                {f.name}{' '}
                <span className="text-sm font-normal text-slate-500">
                  ({fmt(m.files.size, { size: nf.format(f.size) })})
                </span>
              </p>
              {r?.error && (
                <p role="alert" className="text-sm text-red-700">
                  {fmt(m.files.readError, { reason: r.error })}
                </p>
              )}
              {r?.digests &&
                r.algorithms?.map((a, j) => {
                  const s = encodeDigest(r.digests![j]!, format);
                  return (
                    <div key={a} className="mt-1 flex items-start gap-2 text-sm">
                      <span className="w-32 shrink-0 text-slate-600">{label(a)}</span>
                      <code className="min-w-0 flex-1 break-all" data-algorithm={a}>
                        {s}
                      </code>
                      <CopyButton value={s} label={fmt(m.copyDigest, { algorithm: `${f.name} ${label(a)}` })} />
                    </div>
                  );
                })}
              {r?.digests && (
                <Verdict
                  v={verdict(
                    r.digests[Math.max(0, r.algorithms?.indexOf(selected) ?? 0)],
                    new Map(r.algorithms?.map((a, j) => [a, r.digests![j]!])),
                  )}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
