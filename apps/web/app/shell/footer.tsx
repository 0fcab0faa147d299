import { CopyButton, useEarlyClick } from '@tinkerbox/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocalePath } from '../i18n/locale-path.ts';
import { LOCALE_LABEL, LOCALES, type Locale } from '../i18n/locales.ts';
import { fmt, useLocale, useT } from '../i18n/t.tsx';
import { ScopedSuspense } from './later.tsx';
import { LazyQrCode } from './lazy-widgets.tsx';
import { PreloadLink } from './prefetch.tsx';
import type { RootData } from './root-data.ts';

const ICONS: Record<string, ReactNode> = {
  email: <path d="M3 6h18v12H3zM3 6l9 7 9-7" />,
  github: (
    <path d="M9 19c-4 1.5-4-2-6-2m12 4v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21" />
  ),
  telegram: <path d="M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l10-7" />,
  x: <path d="M4 4l16 16M20 4L4 20" />,
  discord: (
    <path d="M8 17c-3 0-5-1-5-1 0-6 2-10 2-10s2-1.5 5-2l.5 1.5h3L14 4c3 .5 5 2 5 2s2 4 2 10c0 0-2 1-5 1l-1-2M8.5 12.5h.01M15.5 12.5h.01" />
  ),
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
};

/**
 * "Make all tools available offline" (decision 0151), loaded after the footer hydrates (when it nears the
 * viewport or is used): its imports stay out of the first load (decision 0006). It shows nothing where
 * no service worker serves the page, so it is loaded only once one does: at once on a page the worker
 * served, else when a worker takes the page over (its first install, decision 0187).
 */
function OfflineAllSlot() {
  const [view, setView] = useState<ReactNode>();
  useEffect(() => {
    let live = true;
    const load = () => void import('./offline-all.tsx').then((m) => live && setView(m.element));
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (sw?.controller) load();
    else sw?.addEventListener('controllerchange', load, { once: true });
    return () => {
      live = false;
      sw?.removeEventListener('controllerchange', load);
    };
  }, []);
  return view;
}

/** The footer's donation codes, in CSS px. */
const QR_SIZE = 99;

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
      {children}
    </a>
  );
}

function Record({ root }: { root: RootData }) {
  const t = useT();
  const text = root.site.recordText;
  if (!text) return null;
  return (
    <p className="text-xs text-slate-400">
      <span className="sr-only">{t.footer.record}: </span>
      {root.site.recordUrl ? <External href={root.site.recordUrl}>{text}</External> : text}
    </p>
  );
}

/**
 * A language in the legal popover. The popover opens with no script (the native popover), and the footer
 * hydrates when it nears or is used: a language picked before it has is taken once it has (0177's
 * early clicks).
 */
function LanguageButton({ locale, current, choose }: { locale: Locale; current: Locale; choose: (l: Locale) => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const early = useEarlyClick(`legal-${locale}`, ref, () => choose(locale));
  return (
    <button
      ref={ref}
      {...early}
      type="button"
      aria-pressed={locale === current}
      onClick={() => choose(locale)}
      className={`h-9 rounded-md border px-3 ${locale === current ? 'border-sky-600 text-sky-700' : 'border-slate-300'}`}
    >
      {LOCALE_LABEL[locale]}
    </button>
  );
}

function LegalPopover({ root }: { root: RootData }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <>
      <button
        type="button"
        popoverTarget="legal-popover"
        className="self-start text-sm text-slate-300 underline-offset-2 hover:text-white hover:underline"
      >
        {t.footer.legal}
      </button>
      {/* The native popover: light dismiss, Escape and focus return come from the browser, with no script. */}
      <div
        id="legal-popover"
        popover="auto"
        role="dialog"
        aria-label={t.footer.legal}
        className="fixed inset-auto bottom-4 left-4 m-0 max-h-[70vh] w-[min(480px,calc(100vw-32px))] overflow-y-auto rounded-lg bg-white p-5 text-sm text-slate-800 shadow-xl backdrop:bg-black/20"
      >
        <section aria-labelledby="legal-lang">
          <h2 id="legal-lang" className="mb-2 font-semibold">
            {t.language.label}
          </h2>
          <div className="flex flex-wrap gap-2">
            {LOCALES.map((l) => (
              <LanguageButton key={l} locale={l} current={locale} choose={setLocale} />
            ))}
          </div>
        </section>
        <section className="mt-4">
          <h2 className="mb-1 font-semibold">{t.footer.privacyTitle}</h2>
          <p>{t.footer.privacy}</p>
          <p className="mt-1">{t.footer.translatorNote}</p>
        </section>
        <section className="mt-4">
          <h2 className="mb-1 font-semibold">{t.footer.termsTitle}</h2>
          <p>{t.footer.terms}</p>
        </section>
        <section className="mt-4">
          <h2 className="mb-1 font-semibold">{t.footer.licencesTitle}</h2>
          <p>{t.footer.licencesIntro}</p>
          <ul className="mt-1 grid grid-cols-2 gap-x-4 text-xs text-slate-600">
            {root.licences.map((l) => (
              <li key={l.name}>{`${l.name} ${l.version} · ${l.licence}`}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/**
 * Contacts, links, donation addresses, the legal popover and (cn) the official-record line. A `near`
 * part of the page (chrome.tsx; `data-later` is its mark): hydrated once it is within a screen of the
 * viewport or used.
 */
export function Footer({ root, 'data-later': later }: { root: RootData | undefined; 'data-later'?: string }) {
  const t = useT();
  const to = useLocalePath();
  if (!root) return null;
  const { site } = root;
  return (
    <footer data-later={later} className="mt-16 bg-slate-900 py-10 text-slate-300 scheme-light">
      <div className="page-container grid gap-8 md:grid-cols-[1fr_1fr_2fr]">
        <div>
          <p className="text-lg font-bold text-white">{root.brand.title}</p>
          <p className="mt-2 text-sm">{t.footer.tagline}</p>
          {site.contacts.length > 0 && (
            <ul aria-label={t.footer.contact} className="mt-4 flex gap-3">
              {site.contacts.map((c) => (
                <li key={c.url}>
                  <a
                    href={c.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={c.label}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 hover:bg-slate-700"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      width="18"
                      height="18"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                    >
                      {ICONS[c.icon]}
                    </svg>
                    <span className="sr-only">{c.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex flex-col gap-2">
            <LegalPopover root={root} />
            {site.issueUrl && (
              <External href={site.issueUrl}>
                <span className="text-sm">{t.common.reportIssue}</span>
              </External>
            )}
          </div>
          <OfflineAllSlot />
          <div className="mt-4 hidden md:block">
            <Record root={root} />
          </div>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-sm font-semibold tracking-wider text-white">
            {t.footer.links}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <PreloadLink to={to('/')} className="hover:text-white">
                {t.nav.home}
              </PreloadLink>
            </li>
            <li>
              {/* The npm package's reference (TypeDoc, in English): a full page load, outside the app. */}
              <a href="/docs/engine/" hrefLang="en" className="hover:text-white">
                {t.nav.engineDocs}
              </a>
            </li>
            {site.blogUrl && (
              <li>
                <External href={site.blogUrl}>{t.nav.blog}</External>
              </li>
            )}
            {site.externalLinks.map((l) => (
              <li key={l.url}>
                <External href={l.url}>{l.name}</External>
              </li>
            ))}
            {site.codeUrl && (
              <li>
                <External href={site.codeUrl}>{new URL(site.codeUrl).host}</External>
              </li>
            )}
          </ul>
        </nav>
        <section aria-labelledby="footer-donate">
          <h2 id="footer-donate" className="mb-3 text-sm font-semibold tracking-wider text-white">
            {t.footer.donate}
          </h2>
          {site.donations.length === 0 ? (
            <p className="text-sm">{t.donate.none}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {site.donations.map((d) => (
                <li key={d.coin} className="flex items-center gap-3">
                  {/* Level M with a 2-module quiet zone on 99 px: an address's 29 modules are 3 px each at
                      device-pixel ratio 1, which a phone reads; the link shows them larger. */}
                  <PreloadLink
                    to={to('/donate')}
                    aria-label={fmt(t.donate.enlarge, { coin: d.name })}
                    className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <ScopedSuspense fallback={<span className="block h-[99px] w-[99px] rounded bg-white" />}>
                      <LazyQrCode
                        value={d.address}
                        size={QR_SIZE}
                        level="M"
                        margin={2}
                        label={fmt(t.donate.qr, { coin: d.name })}
                        className="rounded bg-white"
                      />
                    </ScopedSuspense>
                  </PreloadLink>
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-white">{d.name}</p>
                    <p className="font-mono text-xs break-all">{d.address}</p>
                  </div>
                  <CopyButton value={d.address} label={fmt(t.donate.copy, { coin: d.name })} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="page-container mt-6 md:hidden">
        <Record root={root} />
      </div>
    </footer>
  );
}
