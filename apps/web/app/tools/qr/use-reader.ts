import { type EngineError, isEngineError } from '@tinkerbox/engine';
import type { QrReadResult } from '@tinkerbox/engine/qr-reader';
import { useCallback, useEffect, useState } from 'react';
import { useKeptState } from '../../lib/kept-state.ts';
import { useBugToBoundary } from '../../lib/worker/use-job.ts';
import { isCancelled, WorkerFailedError } from '../../lib/worker/use-worker.ts';
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
export type Problem = EngineError | { camera: string };

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
      try {
        const r = await read({ kind: 'file', file });
        show({ ...r, image: URL.createObjectURL(file) });
        setBusy(false);
      } catch (e) {
        if (isCancelled(e)) return;
        setBusy(false);
        if (isEngineError(e)) setProblem(e);
        else if (!(e instanceof WorkerFailedError)) rethrow(e);
      }
    },
    [read, show, rethrow],
  );

  /** Reads one camera frame; true once a code was found (and shown). */
  const readFrame = useCallback(
    async (frame: ImageData, image: () => Promise<Blob | null>): Promise<boolean> => {
      try {
        const r = await read({ kind: 'pixels', data: frame.data, width: frame.width, height: frame.height });
        const blob = await image();
        show({ ...r, image: blob ? URL.createObjectURL(blob) : '' });
        return true;
      } catch (e) {
        if (isCancelled(e) || isEngineError(e)) return false; // no code in this frame: try the next
        throw e;
      }
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
