import { createContext, type Dispatch, type SetStateAction, useCallback, useContext, useState } from 'react';

/**
 * Tool inputs survive navigating away and back within the session, the way a keep-alive page does.
 * They live in this module's memory only: nothing (and so no secret) is written to any storage, and a
 * reload starts afresh.
 */
const kept = new Map<string, unknown>();

/**
 * The keys read under a scope. A tool's error boundary provides one, so that "clear the input" can
 * forget exactly what that tool keeps when the kept input is what it trips over.
 */
const KeptScope = createContext<Set<string> | null>(null);
export const KeptScopeProvider = KeptScope.Provider;

/** Forgets kept values, so the next mount of their tool starts from its defaults. */
export function forgetKept(keys: Iterable<string>) {
  for (const key of keys) kept.delete(key);
}

export function useKeptState<T>(key: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  useContext(KeptScope)?.add(key);
  const [value, setValue] = useState<T>(() =>
    kept.has(key) ? (kept.get(key) as T) : typeof initial === 'function' ? (initial as () => T)() : initial,
  );
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      setValue((prev) => {
        const v = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
        kept.set(key, v);
        return v;
      });
    },
    [key],
  );
  return [value, set];
}
