import { isEngineError } from '@tinkerbox/engine';
import { cipherErrorField } from '@tinkerbox/engine/cipher';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { errorText } from '../../lib/form.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import type { CipherProtocol, CipherResult } from './cipher.protocol.ts';
import type { CipherForm, Fail } from './use-cipher-form.ts';
import type { CipherState, Direction } from './use-cipher-state.ts';

const create = () => new Worker(new URL('./cipher.worker.ts', import.meta.url), { type: 'module' });

/** A finished job as the page shows it. */
export interface CipherOutcome extends CipherResult {
  direction: Direction;
  /** The key came from a passphrase: the page shows what was derived. */
  passphrase: boolean;
  /** The file it came from, for the download's name. */
  fileName?: string | undefined;
}

/** A file job: how far it got, and how it ended. */
interface FileRun {
  running: boolean;
  bytes: number;
  total: number;
  cancelled?: boolean;
}

/**
 * Runs the cipher in its worker: typed input as the visitor types (only the newest answer counts),
 * a file on request with progress and cancel. A bad key, IV or ciphertext gets its message beside
 * its field; a worker that cannot start leaves no result at all (the tool layout says why).
 */
export function useCipherRun(s: CipherState, f: CipherForm, locale: Locale) {
  const worker = useWorker<CipherProtocol>(create);
  const [result, setResult] = useState<CipherOutcome | null>(null);
  const [runError, setRunError] = useState<Fail | null>(null);
  const [fileRun, setFileRun] = useState<FileRun | null>(null);
  /** A newer job is on its way: the output shown belongs to the previous input. */
  const [pending, setPending] = useState(false);
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  // Thrown while rendering, so a bug reaches the tool's error boundary instead of vanishing in a promise.
  if (bug) throw bug.error;
  const latest = useRef(0);

  /** A job's error: a message beside its field, nothing for a cancel, no result when the worker died. */
  const failed = useCallback(
    (e: unknown) => {
      if (isCancelled(e)) return;
      setPending(false);
      setResult(null);
      setFileRun((r) => (r?.running ? null : r));
      if (e instanceof WorkerFailedError) {
        setRunError(null);
      } else if (isEngineError(e)) {
        const field = cipherErrorField(e.code);
        setRunError({ field: field === 'data' ? 'output' : field, message: errorText(e, locale) });
      } else setBug({ error: e });
    },
    [locale],
  );

  const { inKind, direction, keyKind, file } = s;
  const { fail, spec, secret, input, tag, splitTag } = f;

  // Typed input runs as you type (in the worker); only the newest answer is shown.
  useEffect(() => {
    if (inKind === 'file') return;
    setFileRun(null);
    if (fail || !spec || !secret || !input || (input.length === 0 && direction === 'decrypt')) {
      ++latest.current;
      setPending(false);
      setResult(null);
      setRunError(null);
      return;
    }
    const ticket = ++latest.current;
    setPending(true);
    const t = setTimeout(() => {
      worker.run({ direction, spec, secret, data: input, tag, splitTag }, { supersede: 'signal' }).then(
        (r) => {
          if (ticket !== latest.current) return;
          setPending(false);
          setResult({ ...r, direction, passphrase: keyKind === 'passphrase' });
          setRunError(null);
        },
        (e: unknown) => ticket === latest.current && failed(e),
      );
    }, 120);
    return () => clearTimeout(t);
  }, [inKind, fail, input, spec, secret, direction, worker, keyKind, failed, tag, splitTag]);

  const runFile = () => {
    if (!file || fail || !spec || !secret) return;
    const ticket = ++latest.current;
    setResult(null);
    setRunError(null);
    setFileRun({ running: true, bytes: 0, total: file.size });
    const onEvent = ({ bytes }: { bytes: number }) => {
      if (ticket === latest.current) setFileRun((r) => r && { ...r, bytes });
    };
    worker.run({ direction, spec, secret, file, tag, splitTag }, { supersede: 'terminate', onEvent }).then(
      (r) => {
        if (ticket !== latest.current) return;
        setFileRun((x) => x && { ...x, running: false, bytes: x.total });
        setResult({ ...r, direction, passphrase: keyKind === 'passphrase', fileName: file.name });
      },
      (e: unknown) => ticket === latest.current && failed(e),
    );
  };
  /** Stops the file job at once (a WebCrypto call or a crypto-js loop cannot be interrupted otherwise). */
  const cancelFile = () => {
    worker.cancel();
    setFileRun((r) => r && { ...r, running: false, cancelled: true });
  };
  const chooseFile = (next: File) => {
    s.setFile(next);
    setResult(null);
    setFileRun(null);
  };

  return { result, runError, fileRun, pending, running: fileRun?.running ?? false, runFile, cancelFile, chooseFile };
}

export type CipherRun = ReturnType<typeof useCipherRun>;
