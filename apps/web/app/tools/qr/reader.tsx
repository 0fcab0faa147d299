import { EngineError } from '@tinkerbox/engine';
import type { QrReadResult } from '@tinkerbox/engine/qr';
import { OutputBox } from '@tinkerbox/ui';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { useReadWorker } from './lib.ts';
import { qrMessages } from './qr.messages.ts';
import { qrReadMessages } from './qr-read.messages.ts';

interface Outcome {
  results: QrReadResult[];
  /** Object URL of the image that was read, and the pixel size the corners refer to. */
  image: string;
  width: number;
  height: number;
}

type Problem = { kind: 'engine'; error: EngineError } | { kind: 'badImage' } | { kind: 'camera'; reason: string };

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}

function isWebUrl(text: string): boolean {
  try {
    const u = new URL(text.trim());
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

export function Reader() {
  const m = useMessages(qrMessages);
  const r = useMessages(qrReadMessages);
  const { locale } = useLocale();
  const id = useId();
  const [outcome, setOutcome] = useKeptState<Outcome | null>('qr.read.outcome', null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // A failure inside the worker is a bug: rethrown while rendering so the error boundary shows it.
  const [bug, setBug] = useState<string | null>(null);
  if (bug) throw new Error(bug);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [camera, setCamera] = useState(false);
  const { read, cancel } = useReadWorker();
  const fileInput = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const readFile = useCallback(
    async (file: Blob) => {
      setProblem(null);
      setBusy(true);
      const res = await read({ kind: 'file', file });
      setBusy(false);
      if (!res) return; // cancelled
      if (res.ok) {
        setOutcome((prev) => {
          if (prev) URL.revokeObjectURL(prev.image);
          return { results: res.results, image: URL.createObjectURL(file), width: res.width, height: res.height };
        });
      } else if ('code' in res) setProblem({ kind: 'engine', error: new EngineError(res.code, res.code, res.params) });
      else if ('badImage' in res) setProblem({ kind: 'badImage' });
      else setBug(`QR reader worker: ${res.bug}`);
    },
    [read, setOutcome],
  );

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = Array.from(e.clipboardData?.files ?? []).find((f) => f.type.startsWith('image/'));
      if (file) {
        e.preventDefault();
        void readFile(file);
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [readFile]);

  const stopCamera = useCallback(() => {
    for (const t of stream.current?.getTracks() ?? []) t.stop();
    stream.current = null;
    setCamera(false);
  }, []);
  useEffect(() => stopCamera, [stopCamera]);

  const startCamera = async () => {
    setProblem(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setCamera(true);
    } catch (e) {
      setProblem({ kind: 'camera', reason: e instanceof Error ? e.message : String(e) });
    }
  };

  // While the camera runs, read a frame whenever the previous one is done.
  useEffect(() => {
    if (!camera || !video.current || !stream.current) return;
    const v = video.current;
    v.srcObject = stream.current;
    void v.play();
    let live = true;
    const canvas = document.createElement('canvas');
    const loop = async () => {
      while (live) {
        await new Promise((res) => setTimeout(res, 200));
        if (!live || v.videoWidth === 0) continue;
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        if (!ctx) return;
        ctx.drawImage(v, 0, 0);
        const px = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const res = await read({ kind: 'pixels', data: px.data, width: px.width, height: px.height });
        if (live && res?.ok) {
          const blob = await new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/png'));
          setOutcome((prev) => {
            if (prev) URL.revokeObjectURL(prev.image);
            return {
              results: res.results,
              image: blob ? URL.createObjectURL(blob) : '',
              width: res.width,
              height: res.height,
            };
          });
          stopCamera();
          return;
        }
      }
    };
    void loop();
    return () => {
      live = false;
    };
  }, [camera, read, setOutcome, stopCamera]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = Array.from(e.dataTransfer.files).find((f) => f.type.startsWith('image/')) ?? e.dataTransfer.files[0];
    if (file) void readFile(file);
  };

  const problemText =
    problem?.kind === 'engine'
      ? engineErrorMessage(problem.error, locale)
      : problem?.kind === 'badImage'
        ? r.badImage
        : problem?.kind === 'camera'
          ? fmt(r.cameraFailed, { reason: problem.reason })
          : null;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label={r.dropHere}
        data-testid="qr-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-4 rounded-lg border-2 border-dashed p-8 text-center max-md:p-4 ${dragging ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <p className="text-slate-700">{r.dropHere}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={r.choose}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void readFile(f);
              e.target.value = '';
            }}
          />
          <button type="button" className="btn-primary" onClick={() => fileInput.current?.click()}>
            {r.choose}
          </button>
          {camera ? (
            <button type="button" className="btn" onClick={stopCamera}>
              {r.stopCamera}
            </button>
          ) : (
            <button type="button" className="btn" onClick={startCamera}>
              {r.camera}
            </button>
          )}
        </div>
        {camera && (
          <>
            <video
              ref={video}
              aria-label={r.cameraLabel}
              playsInline
              muted
              className="max-h-[360px] max-w-full rounded-md"
            />
            <p role="status" className="text-sm text-slate-600">
              {r.scanning}
            </p>
          </>
        )}
        {busy && (
          <div role="status" className="flex items-center gap-3 text-sm text-slate-700">
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-sky-600 border-t-transparent"
              aria-hidden="true"
            />
            {r.reading}
            <button
              type="button"
              className="btn"
              onClick={() => {
                cancel();
                setBusy(false);
              }}
            >
              {m.cancel}
            </button>
          </div>
        )}
        {problemText && (
          <p role="alert" className="field-error">
            {problemText}
          </p>
        )}
      </section>

      {outcome && !problem && (
        <div className="grid grid-cols-[minmax(0,320px)_minmax(0,1fr)] gap-6 max-md:grid-cols-1">
          {outcome.image && (
            <div className="relative self-start">
              <img src={outcome.image} alt={r.imageAlt} className="w-full rounded-md border border-slate-200" />
              <svg
                aria-hidden="true"
                viewBox={`0 0 ${outcome.width} ${outcome.height}`}
                preserveAspectRatio="none"
                className="pointer-events-none absolute inset-0 h-full w-full"
              >
                {outcome.results.map((x, i) => (
                  <g key={`${i}-${x.text}`}>
                    <polygon
                      points={x.corners.map((c) => c.join(',')).join(' ')}
                      fill="rgba(14,165,233,0.15)"
                      stroke="#0284c7"
                      strokeWidth={Math.max(2, outcome.width / 200)}
                    />
                    <text
                      x={x.corners[0]?.[0]}
                      y={x.corners[0]?.[1]}
                      fontSize={Math.max(14, outcome.width / 30)}
                      fill="#0369a1"
                      fontWeight="bold"
                    >
                      {i + 1}
                    </text>
                  </g>
                ))}
              </svg>
            </div>
          )}
          <div className="flex flex-col gap-6">
            <p role="status" className="font-medium">
              {fmt(r.found, { n: outcome.results.length })}
            </p>
            {outcome.results.some((x) => x.engine === 'jsqr') && <p className="text-sm text-amber-800">{r.fallback}</p>}
            {outcome.results.map((x, i) => (
              <ResultCard key={`${i}-${x.text}`} n={i + 1} result={x} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function ResultCard({ n, result }: { n: number; result: QrReadResult }) {
  const m = useMessages(qrMessages);
  const r = useMessages(qrReadMessages);
  const fields = Object.entries(result.content.fields).filter(([, v]) => v !== '');
  const flags = [result.inverted ? r.inverted : '', result.mirrored ? r.mirrored : ''].filter(Boolean);
  const securities: Record<string, string> = m.securities;
  const fieldValue = (k: string, v: string) =>
    k === 'hidden' ? (v === 'true' ? m.yes : m.no) : k === 'security' ? (securities[v] ?? v) : v;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" aria-label={fmt(r.result, { n })}>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold">{fmt(r.result, { n })}</h2>
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sm text-sky-900" data-testid="qr-kind">
          {r.kinds[result.content.kind]}
        </span>
        {result.version && (
          <span className="text-xs text-slate-600">
            {fmt(r.details, { version: result.version, level: result.level ?? '?' })}
            {flags.length ? ` · ${flags.join(' · ')}` : ''}
          </span>
        )}
      </header>
      <OutputBox label={r.text} value={result.text} minHeight={80} id={`qr-text-${n}`} />
      {!result.utf8 && (
        <>
          <p className="text-sm text-amber-800">{r.notUtf8}</p>
          <OutputBox label={r.hex} value={hex(result.bytes)} minHeight={60} id={`qr-hex-${n}`} />
        </>
      )}
      {result.content.kind === 'url' && isWebUrl(result.text) && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-slate-600">{r.urlNote}</p>
          <a
            href={result.text.trim()}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-sky-800 underline"
          >
            <span className="block">{r.openLink}</span>
            <span className="block">{result.text.trim()}</span>
          </a>
        </div>
      )}
      {fields.length > 0 && (
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {fields.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{(r.fields as Record<string, string>)[k] ?? k}</dt>
              <dd className="break-all whitespace-pre-wrap">{fieldValue(k, v)}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
