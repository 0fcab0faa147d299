/**
 * What an island page (decision 0162) has of 'react-router': the island build (scripts/build-islands.ts)
 * resolves every import of 'react-router' to this module, so the shell and the tools run unchanged with
 * no router in the page. The location is the page's own URL, every navigation is a full page load (the
 * server and the service worker serve pages from memory), and the root data is the page's JSON block.
 * Only what the island pages' modules import is here: a missing name fails the island build.
 */
import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext, useEffect, useReducer } from 'react';
import type { RootData } from '../shell/root-data.ts';

type To = string | { pathname?: string; search?: string; hash?: string };
interface Page {
  routeId: string;
  root: RootData;
  /** The page route's loader data, as the server's loader returned it (JSON), if its module has a loader. */
  data?: unknown;
}

let page: Page | undefined;

/** Set once by the island entry, before it renders. */
export function setIslandPage(p: Page): void {
  page = p;
}

function href(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

let shown:
  | { href: string; value: { pathname: string; search: string; hash: string; state: null; key: string } }
  | undefined;

/** The components that read the URL, told when the page's own history entries change it. */
const readers = new Set<() => void>();
const urlChanged = () => {
  for (const r of readers) r();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', urlChanged);

/** Renders the component again when the URL changes in place (useSearchParams, Back between its entries). */
function useUrlChanges(): void {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    readers.add(changed);
    return () => {
      readers.delete(changed);
    };
  }, []);
}

/** The page's URL, the same object until it changes (a tool that writes its state into the query). */
export function useLocation() {
  useUrlChanges();
  if (shown?.href !== location.href)
    shown = {
      href: location.href,
      value: { pathname: location.pathname, search: location.search, hash: location.hash, state: null, key: 'default' },
    };
  return shown.value;
}

function go(to: To | number, options?: { replace?: boolean }): void {
  if (typeof to === 'number') history.go(to);
  else if (options?.replace) location.replace(href(to));
  else location.assign(href(to));
}
export const useNavigate = () => go;

type ParamsInit = URLSearchParams | ((prev: URLSearchParams) => URLSearchParams);

/**
 * The query and a setter that writes it as React Router's does: a new history entry (or the current one
 * replaced), no page load, and every reader of the URL rendered again; Back returns to the entry before.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: ParamsInit, options?: { replace?: boolean; preventScrollReset?: boolean }) => void,
] {
  const { search } = useLocation();
  const set = (next: ParamsInit, options?: { replace?: boolean }) => {
    const params = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
    const query = params.toString();
    const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (options?.replace) history.replaceState(history.state, '', url);
    else history.pushState(null, '', url);
    urlChanged();
  };
  return [new URLSearchParams(search), set];
}

const IDLE = { state: 'idle' } as const;
export const useNavigation = () => IDLE;

export function useMatches() {
  if (!page) throw new Error('island page data not set');
  return [
    { id: 'root', pathname: '/', params: {}, data: page.root, handle: undefined },
    { id: page.routeId, pathname: location.pathname, params: {}, data: undefined, handle: undefined },
  ];
}

export const useRouteLoaderData = (id: string) => (id === 'root' ? page?.root : undefined);
/** The page route's loader data from the page's island block (a /cron explanation, the translator's languages). */
export const useLoaderData = <T,>() => page?.data as T;

/** The framework's context: an island page has no nonce to hand on (the theme script is the server's). */
export const UNSAFE_FrameworkContext = createContext<{ nonce?: string } | null>(null);

const OutletContext = createContext<ReactNode>(null);
/** The island entry gives the page's own element here, where the tool layout renders its outlet. */
export const OutletProvider = OutletContext.Provider;
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Route preloading needs the router; a link is a full page load. */
export const PrefetchPageLinks = (_props: { page: string }) => null;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  reloadDocument?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
  prefetch?: string;
  viewTransition?: boolean;
  discover?: string;
  state?: unknown;
};

/** The props a router link takes that an anchor does not. */
function anchorProps({
  to,
  reloadDocument: _r,
  replace: _p,
  preventScrollReset: _s,
  prefetch: _f,
  viewTransition: _v,
  discover: _d,
  state: _t,
  ...rest
}: LinkProps) {
  return { href: href(to), ...rest };
}

export function Link(props: LinkProps) {
  return <a {...anchorProps(props)} />;
}

/** Whether a link names this page (React Router's rule: the same path, or a parent unless `end`). */
function isActive(to: To, end: boolean | undefined): boolean {
  const target = href(to).split(/[?#]/)[0]?.replace(/\/$/, '').toLowerCase() ?? '';
  const here = location.pathname.replace(/\/$/, '').toLowerCase();
  return here === target || (!end && target !== '' && here.startsWith(`${target}/`));
}

type NavState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };
export function NavLink({
  className,
  style,
  children,
  end,
  caseSensitive: _c,
  ...props
}: Omit<LinkProps, 'className' | 'style' | 'children'> & {
  className?: string | ((s: NavState) => string | undefined);
  style?:
    | AnchorHTMLAttributes<HTMLAnchorElement>['style']
    | ((s: NavState) => AnchorHTMLAttributes<HTMLAnchorElement>['style']);
  children?: ReactNode | ((s: NavState) => ReactNode);
  end?: boolean;
  caseSensitive?: boolean;
}) {
  const state: NavState = { isActive: isActive(props.to, end), isPending: false, isTransitioning: false };
  return (
    <a
      {...anchorProps(props)}
      aria-current={state.isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </a>
  );
}
