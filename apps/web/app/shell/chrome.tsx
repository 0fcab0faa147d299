import { BackToTop, LoadingBar, UiProvider } from '@tinkerbox/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LocaleUrlSync } from '../i18n/locale-path.ts';
import { toUiLocale } from '../i18n/locales.ts';
import { useLocale, useT } from '../i18n/t.tsx';
import { Footer } from './footer.tsx';
import { Freshness } from './freshness.tsx';
import { Header } from './header.tsx';
import { firstPassCommitted, Later, openLater } from './later.tsx';
import { LazyToaster } from './lazy-widgets.tsx';
import { PaletteShortcut } from './palette-button.tsx';
import { PrefetchProvider } from './prefetch.tsx';
import type { RootData } from './root-data.ts';

/**
 * Every page's body: the header, the page in <main>, the footer and the page-wide widgets. The root
 * renders it inside #app on every page, and an island page (decision 0162) hydrates #app with it on its
 * own, so both render the same tree.
 */
export function Chrome({ root, children }: { root: RootData | undefined; children: ReactNode }) {
  const { locale } = useLocale();
  const navigation = useNavigation();
  const t = useT();
  // The shell is live once its later parts are hydrated too (keyboard shortcuts work from there on):
  // html[data-ready] (shell/ready.ts), which tests wait for.
  useEffect(firstPassCommitted, []);
  // Another page shown by the client (a router page's link): the header and footer, if they still show the
  // server's HTML of the page before, hydrate to show this one's.
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    openLater('header');
    openLater('footer');
  }, [pathname]);
  return (
    <UiProvider locale={toUiLocale(locale)}>
      <PrefetchProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:p-2"
        >
          {t.nav.skip}
        </a>
        <LoadingBar active={navigation.state !== 'idle'} />
        {/* always in view, and only its controls need a script: hydrated when used (decision 0201) */}
        <Later name="header" used>
          <Header root={root} />
        </Later>
        <PaletteShortcut />
        <Later name="main">
          <main id="main" className="min-h-[calc(100vh-60px)] pt-[60px]">
            {children}
          </main>
        </Later>
        {root && (
          // below the fold on a phone: hydrated once near or used (decision 0200)
          <Later name="footer" near>
            <Footer root={root} />
          </Later>
        )}
        <BackToTop />
        <LazyToaster />
        <Freshness />
        <LocaleUrlSync shown={root?.locale} />
      </PrefetchProvider>
    </UiProvider>
  );
}
