/// <reference lib="webworker" />
import { type AnyProtocol, type FromWorker, serializeError, type ToWorker } from './protocol.ts';

/** What a job handler gets besides its job. */
export interface JobContext<P extends AnyProtocol> {
  /** Report progress or a partial result; `transfer` moves buffers instead of copying them. */
  emit(event: P['event'], transfer?: Transferable[]): void;
  /** Aborted when the page cancels the job or a newer job supersedes it. */
  signal: AbortSignal;
  /** Buffers of the result to move rather than copy (call before returning). */
  transferResult(list: Transferable[]): void;
}

/** The part of a worker's global scope that {@link expose} uses (a MessagePort in tests). */
export interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent) => void) | null;
}

/**
 * Serves a family's jobs in a worker: each `run` message calls `handler`, its events and its result
 * or error go back in the shared envelope, and a `cancel` aborts the job's signal. Errors keep an
 * EngineError's code and params, so the page can put the visitor's message beside the right field.
 */
export function expose<P extends AnyProtocol>(
  handler: (job: P['job'], ctx: JobContext<P>) => P['result'] | Promise<P['result']>,
  scope: WorkerScope = self as unknown as WorkerScope,
): void {
  const running = new Map<number, AbortController>();
  const post = (m: FromWorker<P>, transfer: Transferable[] = []) => scope.postMessage(m, transfer);
  scope.onmessage = (e: MessageEvent<ToWorker<P>>) => {
    const msg = e.data;
    if (msg.kind === 'cancel') {
      running.get(msg.id)?.abort();
      return;
    }
    const { id } = msg;
    const controller = new AbortController();
    running.set(id, controller);
    let resultTransfer: Transferable[] = [];
    const ctx: JobContext<P> = {
      emit: (event, transfer) => {
        if (!controller.signal.aborted) post({ id, kind: 'event', event }, transfer);
      },
      signal: controller.signal,
      transferResult: (list) => {
        resultTransfer = list;
      },
    };
    Promise.resolve()
      .then(() => handler(msg.job, ctx))
      .then(
        (result) => post({ id, kind: 'done', result }, resultTransfer),
        (err: unknown) => post({ id, kind: 'error', error: serializeError(err) }),
      )
      .finally(() => running.delete(id));
  };
}
