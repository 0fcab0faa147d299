import { useEffect, useState } from 'react';

/** Modules loaded so far, by their loader: a page that mounts again has them at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Loads a module the first time a page needs it (`wanted`) and keeps it: null until it is there. For
 * code that a page's first view does not run (tronweb on the EVM pages, issue 17): it stays out of the
 * page's load, where evaluating it was one long task. A chunk that fails to load rejects unhandled,
 * which the shell's freshness check turns into a reload (shell/freshness.tsx), as for any lazy view.
 * `load` must be one function defined once at module level, so its module is kept across mounts.
 */
export function useLazyModule<M>(load: () => Promise<M>, wanted: boolean): M | null {
  const [mod, setMod] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null);
  useEffect(() => {
    if (!wanted || mod) return;
    let live = true;
    void loadModule(load).then((m) => {
      if (live) setMod(() => m);
    });
    return () => {
      live = false;
    };
  }, [load, wanted, mod]);
  return mod;
}

/** The module behind `load`, loaded once (for an event handler that needs it now). */
export async function loadModule<M>(load: () => Promise<M>): Promise<M> {
  const m = await load();
  loaded.set(load, m);
  return m;
}
