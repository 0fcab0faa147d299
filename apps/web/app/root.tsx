import { BackToTop, LoadingBar, type UiLocale, UiProvider } from '@tinkerbox/ui';
import { type ReactNode, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import './app.css';
import { BRANDS } from './brand/brands.ts';
import { siteConfig } from './brand/config.server.ts';
import { chooseLocale } from './i18n/choose-locale.ts';
import { HTML_LANG, type Locale } from './i18n/locales.ts';
import { I18nProvider, useLocale, useT } from './i18n/t.tsx';
import { ErrorScreen } from './shell/error-screen.tsx';
import { Footer } from './shell/footer.tsx';
import { Freshness, isChunkError, reloadAfterChunkError } from './shell/freshness.tsx';
import { Header } from './shell/header.tsx';
import { LazyToaster } from './shell/lazy-widgets.tsx';
import { licences } from './shell/licences.server.ts';
import { PrefetchProvider } from './shell/prefetch.tsx';
import type { RootData } from './shell/root-data.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const { brand: brandId, ...site } = siteConfig;
  const brand = BRANDS[brandId];
  const locale = chooseLocale(request, brand.defaultLocale);
  const root: RootData = {
    locale,
    brand: {
      id: brand.id,
      title: brand.title[locale],
      suffix: brand.suffix[locale],
      description: brand.description[locale],
      logo: brand.logo,
    },
    site,
    licences,
  };
  return data(root, { headers: { Vary: 'Cookie, Accept-Language' } });
}

export function shouldRevalidate() {
  // The settings never change while the server runs, and the language lives in client state.
  return false;
}

const UI_LOCALE: Record<Locale, UiLocale> = { en_US: 'en', zh_Hans_CN: 'zh-Hans', zh_Hant_HK: 'zh-Hant' };

function Document({ locale, root, children }: { locale: Locale; root: RootData | undefined; children: ReactNode }) {
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="font-sans">
        {children}
        <ScrollRestoration />
        <Scripts />
        {root?.site.analyticsScript && <script async src={root.site.analyticsScript} />}
        {root?.site.adsScript && <script async src={root.site.adsScript} />}
      </body>
    </html>
  );
}

function Chrome({ root, children }: { root: RootData | undefined; children: ReactNode }) {
  const { locale } = useLocale();
  const navigation = useNavigation();
  const t = useT();
  // Marks the page interactive (keyboard shortcuts work from here on); tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <UiProvider locale={UI_LOCALE[locale]}>
      <PrefetchProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:p-2"
        >
          {t.nav.skip}
        </a>
        <LoadingBar active={navigation.state !== 'idle'} />
        <Header root={root} />
        <main id="main" className="min-h-[calc(100vh-60px)] pt-[60px]">
          {children}
        </main>
        <Footer root={root} />
        <BackToTop />
        <LazyToaster />
        <Freshness />
      </PrefetchProvider>
    </UiProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const locale = root?.locale ?? 'en_US';
  return (
    <Document locale={locale} root={root}>
      <I18nProvider initial={locale}>
        <Chrome root={root}>{children}</Chrome>
      </I18nProvider>
    </Document>
  );
}

export const meta = ({ data: root }: { data: RootData | undefined }) =>
  root ? [{ title: root.brand.title }, { name: 'description', content: root.brand.description }] : [];

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  // A route chunk that no longer exists (a newer build replaced it) reloads the page once per path
  // within 10 s, through the same guard as a failed dynamic import elsewhere.
  useEffect(() => {
    if (isChunkError(error)) reloadAfterChunkError(window.location.pathname);
  }, [error]);
  if (!isRouteErrorResponse(error) && !isChunkError(error)) console.error(error);
  return <ErrorScreen status={status} detail={detail} />;
}
