import { Button, EarlyButton, FieldError, FileButton } from '@tinkerbox/ui';
import { type DragEvent, useId, useRef, useState } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/error-text.ts';
import { qrMessages } from './qr.messages.ts';
import { qrReadMessages } from './qr-read.messages.ts';
import { OutlinedImage, ResultCard } from './reader.result.tsx';
import { useCamera } from './use-camera.ts';
import { type Problem, useReader } from './use-reader.ts';

/** /qrcodereader: codes from a chosen, dropped or pasted image, or from the camera. */
export function Reader() {
  const m = useMessages(qrMessages);
  const r = useMessages(qrReadMessages);
  const { locale } = useLocale();
  const errorId = useId();
  const reader = useReader();
  const { outcome, busy, readFile } = reader;
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video, reader.readFrame, (camera) => reader.setProblem({ camera }), reader.rethrow);
  const [dragging, setDragging] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = Array.from(e.dataTransfer.files).find((f) => f.type.startsWith('image/')) ?? e.dataTransfer.files[0];
    if (file) void readFile(file);
  };
  const problemText = (p: Problem | null) => {
    if (!p) return null;
    if ('camera' in p) return r.cameraFailed[p.camera];
    // The reader opens images in a worker, where SVG cannot be drawn: its own words, not the engine's list.
    return p.code === 'NOT_AN_IMAGE' ? r.badImage : errorText(p, locale);
  };
  const problem = problemText(reader.problem);

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
          <FileButton
            variant="primary"
            label={r.choose}
            accept="image/*"
            onFiles={([f]) => {
              if (f) void readFile(f);
            }}
          />
          {camera.on ? (
            <Button onClick={camera.stop}>{r.stopCamera}</Button>
          ) : (
            <EarlyButton
              early="qr-camera"
              onClick={() => {
                reader.setProblem(null);
                void camera.start();
              }}
            >
              {r.camera}
            </EarlyButton>
          )}
        </div>
        {camera.on && (
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
            <Button size="sm" onClick={reader.cancel}>
              {m.cancel}
            </Button>
          </div>
        )}
        <FieldError id={errorId} message={problem} />
      </section>

      {outcome && !problem && (
        <div className="grid grid-cols-[minmax(0,320px)_minmax(0,1fr)] gap-6 max-md:grid-cols-1">
          {outcome.image && <OutlinedImage outcome={outcome} />}
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
