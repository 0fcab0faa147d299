import { EngineError, type EngineErrorCode } from '@tinkerbox/engine';

// The one envelope between a page and its worker (expose.ts on the worker side, client.ts on the page
// side). A family declares only its jobs, events and results:
//
//   export type HashProtocol = WorkerProtocol<HashJob, HashEvent, HashResult>;
//
// page -> worker: { id, kind: 'run', job } | { id, kind: 'cancel' }
// worker -> page: { id, kind: 'event', event } (progress, partial results; any number)
//                 then exactly one of { id, kind: 'done', result } | { id, kind: 'error', error }

/** A family's typed jobs, the events a job reports on its way, and its final result. */
export interface WorkerProtocol<Job, Event, Result> {
  job: Job;
  event: Event;
  result: Result;
}
// biome-ignore lint/suspicious/noExplicitAny: the widest protocol, for constraints
export type AnyProtocol = WorkerProtocol<any, any, any>;

export type ToWorker<P extends AnyProtocol> =
  | { id: number; kind: 'run'; job: P['job'] }
  | { id: number; kind: 'cancel' };

export type FromWorker<P extends AnyProtocol> =
  | { id: number; kind: 'event'; event: P['event'] }
  | { id: number; kind: 'done'; result: P['result'] }
  | { id: number; kind: 'error'; error: SerializedError };

/** An error as it crosses the boundary: an EngineError keeps its code and params. */
export interface SerializedError {
  name: string;
  message: string;
  code?: string | undefined;
  params?: Record<string, string | number> | undefined;
}

/** Any thrown value as a {@link SerializedError}. */
export function serializeError(e: unknown): SerializedError {
  if (e instanceof EngineError) return { name: e.name, message: e.message, code: e.code, params: { ...e.params } };
  if (e instanceof Error) return { name: e.name, message: e.message };
  return { name: 'Error', message: String(e) };
}

/**
 * A {@link SerializedError} back as a thrown value: an EngineError again when it was one, and a
 * WorkerFailedError when a worker's own worker (a recipe's stage) could not start or died.
 */
export function toError(s: SerializedError): Error {
  if (s.name === 'EngineError' && s.code) return new EngineError(s.code as EngineErrorCode, s.message, s.params ?? {});
  if (s.name === 'WorkerFailedError') return new WorkerFailedError(s.message);
  const e = new Error(s.message);
  e.name = s.name;
  return e;
}

/** A job ended by cancel(), or by a newer job that superseded it. Not a failure: show nothing. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor() {
    super('cancelled');
  }
}

/**
 * The worker could not start or died (its script answered 404 after a deploy, a syntax error, out of
 * memory), or a worker it started did. The page shows the visitor a message with a reload action
 * (shell/worker-failure.tsx).
 */
export class WorkerFailedError extends Error {
  override readonly name = 'WorkerFailedError';
}

export const isCancelled = (e: unknown): e is CancelledError => e instanceof CancelledError;
