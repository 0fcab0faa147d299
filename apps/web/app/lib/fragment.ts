import { useCallback, useEffect, useState } from 'react';

/**
 * Options kept in the URL fragment (`#mode=hex&bits=256`), so a link reproduces a setup. The fragment
 * never reaches the server. Writing uses replaceState: no history entry per keystroke.
 */
export function readFragment(): URLSearchParams {
  if (typeof window === 'undefined') return new URLSearchParams();
  return new URLSearchParams(window.location.hash.replace(/^#/, ''));
}

export function writeFragment(params: Record<string, string | undefined>): void {
  const p = readFragment();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '') p.delete(k);
    else p.set(k, v);
  }
  const s = p.toString();
  const url = `${window.location.pathname}${window.location.search}${s ? `#${s}` : ''}`;
  window.history.replaceState(window.history.state, '', url);
}

/**
 * A string option mirrored in the fragment. The server render uses `initial`; after hydration the
 * fragment's value, if allowed, wins.
 */
export function useFragmentOption<T extends string>(
  name: string,
  initial: T,
  allowed?: readonly T[],
): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const v = readFragment().get(name);
    if (v !== null && (!allowed || (allowed as readonly string[]).includes(v))) setValue(v as T);
  }, [name, allowed]);
  const set = useCallback(
    (v: T) => {
      setValue(v);
      writeFragment({ [name]: v === initial ? undefined : v });
    },
    [name, initial],
  );
  return [value, set];
}
