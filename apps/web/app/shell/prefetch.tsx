import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { Link, type LinkProps, NavLink, type NavLinkProps, PrefetchPageLinks } from 'react-router';
import { needsFullLoad } from './connect-policy.ts';

/** At most this many route preloads are in flight at once. */
export const MAX_PRELOADS = 4;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Preloading is off when the visitor asked to save data or the connection is slow. */
export function preloadAllowed(): boolean {
  if (typeof navigator === 'undefined') return false;
  const c = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!c) return true;
  return !c.saveData && !['slow-2g', '2g', '3g'].includes(c.effectiveType ?? '');
}

const PrefetchContext = createContext<(path: string) => void>(() => {});

/** Keeps the most recent route preloads (hovered or focused links), never more than MAX_PRELOADS. */
export function PrefetchProvider({ children }: { children: ReactNode }) {
  const [paths, setPaths] = useState<string[]>([]);
  const [allowed, setAllowed] = useState(false);
  useEffect(() => setAllowed(preloadAllowed()), []);
  const want = useCallback(
    (path: string) => {
      if (!allowed) return;
      setPaths((p) => (p.includes(path) ? p : [...p, path].slice(-MAX_PRELOADS)));
    },
    [allowed],
  );
  return (
    <PrefetchContext.Provider value={want}>
      {children}
      {paths.map((p) => (
        <PrefetchPageLinks key={p} page={p} />
      ))}
    </PrefetchContext.Provider>
  );
}

function usePreload(to: LinkProps['to']) {
  const want = useContext(PrefetchContext);
  const path = typeof to === 'string' ? to : (to.pathname ?? '');
  // a page with its own connect-src is loaded whole, so the browser holds that page's policy
  if (needsFullLoad(path)) return { reloadDocument: true };
  return { onMouseEnter: () => want(path), onFocus: () => want(path) };
}

/**
 * A Link that preloads its route on hover or focus, within the shared limit; a link to a page with a
 * wider connect-src (shell/connect-policy.ts) is a full page load instead.
 */
export function PreloadLink(props: LinkProps) {
  return <Link {...usePreload(props.to)} {...props} />;
}

export function PreloadNavLink(props: NavLinkProps) {
  return <NavLink {...usePreload(props.to)} {...props} />;
}
