import { useCallback, useEffect, useState } from 'react';
import { useAsLastSet } from './as-last-set.ts';

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
 * Calls `apply` with the fragment after hydration and again whenever the fragment is changed from
 * outside the page (a link that differs only after `#` opened in the same tab, Back, Forward), so
 * such a link takes effect without a reload. The page's own writes (replaceState) do not call it.
 * `apply` may change on every render.
 * @example useFragmentEffect((f) => { const t = f.get('text'); if (t !== null) setText(t); });
 */
export function useFragmentEffect(apply: (fragment: URLSearchParams) => void): void {
  const latest = useAsLastSet(apply);
  useEffect(() => {
    const run = () => latest.current(readFragment());
    run();
    window.addEventListener('hashchange', run);
    window.addEventListener('popstate', run);
    return () => {
      window.removeEventListener('hashchange', run);
      window.removeEventListener('popstate', run);
    };
  }, []);
}

/**
 * A string option mirrored in the fragment. The server render uses `initial`; after hydration the
 * fragment's value, if allowed, wins, and so does a later one from a link opened in the same tab
 * (one without the option brings back `initial`).
 */
export function useFragmentOption<T extends string>(
  name: string,
  initial: T,
  allowed?: readonly T[],
): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(initial);
  useFragmentEffect((f) => {
    const v = f.get(name);
    setValue(v !== null && (!allowed || (allowed as readonly string[]).includes(v)) ? (v as T) : initial);
  });
  const set = useCallback(
    (v: T) => {
      setValue(v);
      writeFragment({ [name]: v === initial ? undefined : v });
    },
    [name, initial],
  );
  return [value, set];
}
