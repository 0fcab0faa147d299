import {
  type AnyProtocol,
  CancelledError,
  type FromWorker,
  type ToWorker,
  toError,
  WorkerFailedError,
} from './protocol.ts';

export interface RunOptions<P extends AnyProtocol> {
  onEvent?: ((event: P['event']) => void) | undefined;
  /** Buffers of the job to move into the worker rather than copy. */
  transfer?: Transferable[] | undefined;
  /**
   * What happens to jobs still running when this one starts: `signal` cancels them (their signal is
   * aborted, they reject with CancelledError), `terminate` also replaces the worker, the only way to
   * stop a synchronous loop or a WebCrypto call mid-way. Default: they run on.
   */
  supersede?: 'signal' | 'terminate' | undefined;
}

interface Pending<P extends AnyProtocol> {
  resolve: (r: P['result']) => void;
  reject: (e: Error) => void;
  onEvent?: ((event: P['event']) => void) | undefined;
}

/**
 * The page side of a worker (framework-free; use-worker.ts wraps it for components). The worker is
 * created on the first job; `create` must hold the `new Worker(new URL('./x.worker.ts',
 * import.meta.url), { type: 'module' })` literal so the bundler sees the worker file.
 */
export class WorkerClient<P extends AnyProtocol> {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending<P>>();
  private nextId = 1;

  constructor(
    private readonly create: () => Worker,
    /** Told when the worker cannot start or dies; told `null` when a later job succeeds. */
    private readonly onFailure: (error: WorkerFailedError | null) => void = () => {},
  ) {}

  /** Runs a job: resolves with its result, rejects with its error (EngineError kept), CancelledError or WorkerFailedError. */
  run(job: P['job'], options: RunOptions<P> = {}): Promise<P['result']> {
    if (options.supersede === 'terminate' && this.pending.size > 0) this.cancel();
    else if (options.supersede === 'signal') this.cancelPending();
    const w = this.worker ?? this.spawn();
    const id = this.nextId++;
    return new Promise<P['result']>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onEvent: options.onEvent });
      try {
        w.postMessage({ id, kind: 'run', job } satisfies ToWorker<P>, options.transfer ?? []);
      } catch (e) {
        // A value the structured clone cannot copy is the page's bug, not the visitor's.
        this.pending.delete(id);
        reject(e as Error);
      }
    });
  }

  /** Ends every job at once by replacing the worker; they reject with CancelledError. */
  cancel(): void {
    this.worker?.terminate();
    this.worker = null;
    this.rejectAll(() => new CancelledError());
  }

  /** Ends the client for good (the component went away). */
  dispose(): void {
    this.cancel();
  }

  /** Whether any job is running. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  private cancelPending(): void {
    for (const id of this.pending.keys()) this.worker?.postMessage({ id, kind: 'cancel' } satisfies ToWorker<P>);
    this.rejectAll(() => new CancelledError());
  }

  private rejectAll(make: () => Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(make());
  }

  private fail(detail: string): void {
    const error = new WorkerFailedError(detail);
    this.worker?.terminate();
    this.worker = null;
    this.rejectAll(() => error);
    this.onFailure(error);
  }

  private spawn(): Worker {
    const w = this.create();
    w.onmessage = (e: MessageEvent<FromWorker<P>>) => {
      const m = e.data;
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.kind === 'event') {
        p.onEvent?.(m.event);
        return;
      }
      this.pending.delete(m.id);
      if (m.kind === 'done') {
        this.onFailure(null);
        p.resolve(m.result);
        return;
      }
      const error = toError(m.error);
      // a worker this one started could not: the same banner as for this one (this one lives on)
      if (error instanceof WorkerFailedError) this.onFailure(error);
      p.reject(error);
    };
    // A script that cannot load (404 after a deploy, a parse error) or an uncaught error in the worker.
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.fail(e.message || 'the worker could not start');
    };
    w.onmessageerror = () => this.fail('a message from the worker could not be read');
    this.worker = w;
    return w;
  }
}
