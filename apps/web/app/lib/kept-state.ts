import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';

/**
 * Tool inputs survive navigating away and back within the session, the way a keep-alive page does.
 * They live in this module's memory only: nothing (and so no secret) is written to any storage, and a
 * reload starts afresh.
 */
const kept = new Map<string, unknown>();

export function useKeptState<T>(key: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
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
