// What the island needs of 'react-router' (decision 0160), aliased in its place by vite.config.ts: the
// page's own URL, its route id, and navigation by a full page load.
import { createContext, type ReactNode } from 'react';

const data = () => JSON.parse(document.getElementById('island-data')?.textContent ?? '{}');

export const UNSAFE_FrameworkContext = createContext<{ nonce?: string } | null>(null);
export const useLocation = () => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  state: null,
  key: 'default',
});
export const useNavigate =
  () =>
  (to: string | { pathname?: string; search?: string; hash?: string }): void =>
    location.assign(
      typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`,
    );
export const useMatches = () => [{ id: data().routeId, pathname: location.pathname, params: {} }];
export const useLoaderData = () => data().loaderData;
export const useRouteLoaderData = (id: string) => (id === 'root' ? data().root : undefined);
export function Link({ to, children, ...rest }: { to: string; children: ReactNode }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
