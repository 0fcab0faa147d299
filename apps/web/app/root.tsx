import { type ReactNode, useContext, useEffect } from 'react';
import {
  type ClientLoaderFunctionArgs,
  data,
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useBlocker,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import './app.css';
import { BrandIcons } from './brand/brand-icons.tsx';
import { BRANDS } from './brand/brands.ts';
import { siteConfig } from './brand/config.server.ts';
import { languageVary, localeFromCookie, requestLocale } from './i18n/choose-locale.ts';
import { baseRouteId, type Locale, splitLocalePath, toBcp47 } from './i18n/locales.ts';
import { errorMessages } from './i18n/messages/errors.ts';
import { I18nProvider } from './i18n/t.tsx';
import { Chrome } from './shell/chrome.tsx';
import { ErrorScreen } from './shell/error-screen.tsx';
import { isChunkError, reloadIfChunkGone } from './shell/freshness.tsx';
import { islandScripts } from './shell/islands.server.ts';
import { ISLAND_DATA_ID, SITE_ISLANDS } from './shell/islands.ts';
import { licences } from './shell/licences.server.ts';
import { inLocale, type RootData } from './shell/root-data.ts';
import { ThemeHead } from './shell/theme.tsx';
import { brandMeta } from './shell/tool-meta.ts';
import { toolNames } from './tools/names.ts';
import { toolById } from './tools/registry.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const { brand: brandId, ...site } = siteConfig;
  const brand = BRANDS[brandId];
  const root = inLocale(
    { brand: { id: brand.id, title: '', suffix: '', description: '', logo: brand.logo }, site, licences },
    requestLocale(request, brand.defaultLocale),
  );
  const answer: RootData = {
    ...root,
    names: toolNames(root.locale),
    errors: errorMessages[root.locale],
    island: islandScripts(new URL(request.url)),
  };
  // a language's own URL (/zh-hant/...) does not depend on the cookie or Accept-Language
  const vary = languageVary(new URL(request.url).pathname);
  return data(answer, vary.length ? { headers: { Vary: vary.join(', ') } } : undefined);
}

/** The root loader's Vary (the language's dependence on the request) on its data and its pages. */
export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  const vary = loaderHeaders.get('Vary');
  return vary ? { Vary: vary } : new Headers();
}

/** The language a URL asks for: its prefix, else the `lang` cookie (undefined: whatever the server chose). */
function wantedLocale(url: URL): Locale | undefined {
  return splitLocalePath(url.pathname).locale ?? localeFromCookie(document.cookie);
}

/** The root data this tab shows: a language switch re-reads the cookie against it, with no request. */
let shown: RootData | undefined;

/**
 * After hydration the root route's data changes only with the language: the URL's prefix names it, or
 * on an unprefixed page the `lang` cookie (written by the switch, or by another tab), and the server,
 * which reads the same, answers in it: the brand's words and the tools' names. Offline, the words change
 * at once and the names stay.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<RootData> {
  const wanted = wantedLocale(new URL(request.url));
  if (shown && (wanted === undefined || wanted === shown.locale)) return shown;
  try {
    shown = await serverLoader<typeof loader>();
  } catch (e) {
    if (!shown) throw e;
    shown = { ...inLocale(shown, wanted ?? shown.locale), names: shown.names, errors: shown.errors, island: null };
  }
  return shown;
}

export function shouldRevalidate({ nextUrl }: { nextUrl: URL }) {
  // Only a language that differs from the one shown (another prefix, a switch in another tab) reloads the root.
  const wanted = wantedLocale(nextUrl);
  return shown === undefined || (wanted !== undefined && wanted !== shown.locale);
}

const NO_HTML = { __html: '' };

/** The element after the footer: the page cache's module preloads go in it, and the first paint waits for it. */
const MODULE_PRELOADS_ID = 'module-preloads';

/**
 * The scripts of an island page (decision 0162), rendered by the server only: React Router's client is
 * not loaded, the page's root data goes in a JSON block, and one module hydrates #app on its own (the
 * page cache runs it after the first paint, as it does React Router's entry).
 */
function IslandScripts({ root, route }: { root: RootData; route: { id: string; data: unknown } }) {
  const island = root.island;
  // the per-request nonce (a page rendered for one request, such as the translator's); none for the page
  // cache, which allows the inline module by its hash
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  if (!island) return null;
  // `<` escaped, so no string in the data can close the script element; `data` is the page route's
  // loader data (what `useLoaderData` gives it), left out where its module has no loader
  const json = JSON.stringify({ routeId: route.id, root, data: route.data }).replace(/</g, '\\u003c');
  return (
    <>
      {island.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="application/json" id={ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />
      <script
        type="module"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(island.entry)};` }}
      />
    </>
  );
}

/** The page the server renders as islands (its route id and loader data), or undefined for a page React Router hydrates. */
function useIslandRoute(root: RootData | undefined): { id: string; data: unknown } | undefined {
  const matches = useMatches();
  // on the server only: the router's client never turns a page it renders into an island page (and its
  // build drops this code: `import.meta.env.SSR` is false there)
  if (!import.meta.env.SSR || !root?.island) return undefined;
  const leaf = matches[matches.length - 1];
  if (!leaf) return undefined;
  const id = baseRouteId(leaf.id);
  return SITE_ISLANDS.some((p) => p.route === id) || toolById(id) ? { id: leaf.id, data: leaf.data } : undefined;
}

function Document({ locale, root, children }: { locale: Locale; root: RootData | undefined; children: ReactNode }) {
  const islandRoute = useIslandRoute(root);
  return (
    <html lang={toBcp47(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint until the page's content is parsed (decision 0191): Chromium otherwise painted a
            part of the page, then styled and laid it out again whole once parsing ended, a long task after
            the first paint on a slow phone. The target follows the footer; other browsers ignore this. */}
        <link rel="expect" href={`#${MODULE_PRELOADS_ID}`} blocking="render" />
        <BrandIcons brand={root?.brand.id ?? 'global'} />
        <ThemeHead />
        <Meta />
        <Links />
      </head>
      <body className="font-sans">
        {/* What an island page hydrates on its own (decision 0162); `contents`, so it adds no box */}
        <div id="app" className="contents">
          {children}
        </div>
        {/* The page cache's loader puts the module preloads here (page-cache.js, decision 0144): an element
            whose inner HTML the framework leaves alone, so they outlive the hydration of <head>, and Vite's
            preload helper, which skips what is linked already, does not ask for them again. */}
        <div id={MODULE_PRELOADS_ID} hidden dangerouslySetInnerHTML={NO_HTML} />
        {import.meta.env.SSR && root && islandRoute ? (
          <IslandScripts root={root} route={islandRoute} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
        {root?.site.analyticsScript && <script async src={root.site.analyticsScript} />}
        {root?.site.adsScript && <script async src={root.site.adsScript} />}
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const locale = root?.locale ?? 'en_US';
  // The base for the next language switch (effects run in the browser only, after hydration).
  useEffect(() => {
    if (root) shown = root;
  }, [root]);
  return (
    <Document locale={locale} root={root}>
      <I18nProvider locale={locale} errors={root?.errors}>
        <Chrome root={root}>{children}</Chrome>
      </I18nProvider>
    </Document>
  );
}

/** The home page's and the fallback title and description, in the root data's language. */
export const meta = ({ data: root }: { data: RootData | undefined }) => (root ? brandMeta(root) : []);

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  // A route chunk that no longer exists (a newer build replaced it) reloads the page once per path
  // within 10 s, through the same check and guard as a failed dynamic import elsewhere.
  useEffect(() => {
    if (isChunkError(error)) void reloadIfChunkGone(error);
  }, [error]);
  // Leaving the error screen loads the next page whole (decision 0213). The screen is the root's own
  // boundary, so a client navigation from it (its "Back to home", the header's links, the palette)
  // rendered the root's component in its place and the browser built the whole document again: the
  // head's inline scripts ran again (blocked by the page's CSP), the header's parts that wait to be near
  // were never drawn, and the theme set on <html> was gone.
  const leaving = useBlocker(true);
  useEffect(() => {
    const to = leaving.location;
    if (leaving.state === 'blocked' && to) window.location.assign(`${to.pathname}${to.search}${to.hash}`);
  }, [leaving]);
  if (!isRouteErrorResponse(error) && !isChunkError(error)) console.error(error);
  return <ErrorScreen status={status} detail={detail} />;
}
