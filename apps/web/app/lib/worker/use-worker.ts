import { useEffect, useId, useMemo, useState } from 'react';
import { WorkerClient } from './client.ts';
import type { AnyProtocol, WorkerFailedError } from './protocol.ts';

export { isCancelled, WorkerFailedError } from './protocol.ts';

// Which of the page's workers failed to start: the tool layout shows one message for all of them
// (shell/worker-failure.tsx), so no page can forget to.
const failed = new Set<string>();
const listeners = new Set<() => void>();
function setFailed(key: string, on: boolean) {
  if (failed.has(key) === on) return;
  if (on) failed.add(key);
  else failed.delete(key);
  for (const l of listeners) l();
}

/** Whether any worker of the page has failed; re-renders the caller when that changes. */
export function useAnyWorkerFailed(): boolean {
  const [any, setAny] = useState(false);
  useEffect(() => {
    const update = () => setAny(failed.size > 0);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return any;
}

/**
 * A component's worker: `run(job, options)` and `cancel()` of a {@link WorkerClient}, created once
 * and terminated when the component goes. `create` must be a module-level function holding the
 * `new Worker(new URL(...), { type: 'module' })` literal.
 */
export function useWorker<P extends AnyProtocol>(create: () => Worker): WorkerClient<P> {
  const key = useId();
  const client = useMemo(
    () => new WorkerClient<P>(create, (e: WorkerFailedError | null) => setFailed(key, e !== null)),
    [create, key],
  );
  useEffect(
    () => () => {
      client.dispose();
      setFailed(key, false);
    },
    [client, key],
  );
  return client;
}
