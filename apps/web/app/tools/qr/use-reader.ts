import type { EngineError } from '@tinkerbox/engine';
import type { QrReadResult } from '@tinkerbox/engine/qr-reader';
import { useCallback, useEffect, useState } from 'react';
import { useKeptState } from '../../lib/kept-state.ts';
import { useBugToBoundary } from '../../lib/worker/use-job.ts';
import type { CameraRefusal } from './use-camera.ts';
import { useReadWorker } from './use-read-worker.ts';

/** The codes read, and the image they were read from. */
export interface Outcome {
  results: QrReadResult[];
  /** Object URL of the image that was read ('' if none), and the pixel size the corners refer to. */
  image: string;
  width: number;
  height: number;
}

/** Why nothing was read: bad input (an EngineError: no code, not an image), or the camera was refused. */
export type Problem = EngineError | { camera: CameraRefusal };

/**
 * Reading images with the reader worker: `readFile` (the picker, a drop, a paste anywhere on the page)
 * and `readFrame` (a camera frame). Bad input (no code, not an image) becomes `problem`, an EngineError
 * the page words in the visitor's language; a worker that cannot start ends the busy state with the
 * last outcome kept (the layout shows why); anything else is a bug, for the error boundary.
 */
export function useReader() {
  const { read, cancel: cancelRead } = useReadWorker();
  const rethrow = useBugToBoundary();
  const [outcome, setOutcome] = useKeptState<Outcome | null>('qr.read.outcome', null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback(
    (next: Outcome) =>
      setOutcome((prev) => {
        if (prev?.image) URL.revokeObjectURL(prev.image);
        return next;
      }),
    [setOutcome],
  );

  const readFile = useCallback(
    async (file: Blob) => {
      setProblem(null);
      setBusy(true);
      let r: Awaited<ReturnType<typeof read>>;
      try {
        r = await read({ kind: 'file', file });
      } catch (bug) {
        setBusy(false);
        rethrow(bug);
        return;
      }
      if (r.status === 'cancelled') return; // a newer read (or a cancel) took over: the busy state is its
      setBusy(false);
      if (r.status === 'done') show({ ...r.result, image: URL.createObjectURL(file) });
      else if (r.status === 'invalid') setProblem(r.error);
    },
    [read, show, rethrow],
  );

  /** Reads one camera frame; true once the camera should stop: a code was found (and shown), or the worker failed. */
  const readFrame = useCallback(
    async (frame: ImageData, image: () => Promise<Blob | null>): Promise<boolean> => {
      const r = await read({ kind: 'pixels', data: frame.data, width: frame.width, height: frame.height });
      if (r.status === 'failed') return true; // the worker could not start: stop (the layout says why)
      if (r.status !== 'done') return false; // no code in this frame (or a newer read took it): try the next
      const blob = await image();
      show({ ...r.result, image: blob ? URL.createObjectURL(blob) : '' });
      return true;
    },
    [read, show],
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

  const cancel = () => {
    cancelRead();
    setBusy(false);
  };

  return { outcome, problem, setProblem, busy, readFile, readFrame, cancel, rethrow };
}
