import { useEffect, useState } from 'react';
import { fmt } from '../i18n/define.ts';
import { LOCALE_LABEL, LOCALE_PREFIX, LOCALES, type Locale, toBcp47 } from '../i18n/locales.ts';
import { useLocale } from '../i18n/t.tsx';
import { offlineAllMessages } from './offline-all.messages.ts';
import type { OfflineLang, OfflineStatus } from './offline-protocol.ts';

/**
 * Megabytes (10^6 bytes) with one decimal: "10.4 MB", as Intl's `unit: 'megabyte'` writes it in all three
 * languages. Written out because building that formatter is the first use of Intl's unit data, 30-40 ms
 * of one task on this machine (about 200 ms on a slow phone) as every page loads (issue 37).
 */
export function megabytes(bytes: number): string {
  const [whole = '0', tenths] = (Math.round(bytes / 1e5) / 10).toFixed(1).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${tenths === '0' ? '' : `.${tenths}`} MB`;
}

/** The languages of the pages kept, named in the page's language. */
function languages(langs: readonly OfflineLang[], locale: Locale): string {
  const names = LOCALES.filter((l) => langs.includes(LOCALE_PREFIX[l] as OfflineLang)).map((l) => LOCALE_LABEL[l]);
  return new Intl.ListFormat(toBcp47(locale), { type: 'conjunction' }).format(names);
}

/**
 * "Make all tools available offline": the size before, progress and cancel while the service worker
 * downloads every tool (sw/offline-all.ts), and removal after. Shown once a service worker serves the
 * page; loaded after hydration (shell/offline-notice.tsx).
 */
function OfflineAll() {
  const { locale } = useLocale();
  const m = offlineAllMessages[locale];
  const [status, setStatus] = useState<OfflineStatus | null>(null);
  const [sw, setSw] = useState<typeof import('./service-worker.ts') | null>(null);
  useEffect(() => {
    let stop: () => void = () => undefined;
    let live = true;
    void import('./service-worker.ts').then((mod) => {
      if (!live) return;
      setSw(mod);
      stop = mod.watchOffline(setStatus);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!status || !sw) return null;
  const size = megabytes(status.bytes);
  const mine = LOCALE_PREFIX[locale] as OfflineLang;
  // the size is marked up on its own (the tests read its exact bytes)
  const [before = '', after = ''] = fmt(m.about, { language: LOCALE_LABEL[locale] }).split('{size}');
  const button =
    'mt-2 h-9 rounded-md border border-slate-500 px-3 text-sm text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <section aria-labelledby="offline-all-title" data-testid="offline-all" data-state={status.state} className="mt-4">
      <h2 id="offline-all-title" className="text-sm font-semibold tracking-wider text-white">
        {m.title}
      </h2>
      {status.state === 'downloading' ? (
        <>
          <p className="mt-1 text-sm">{m.downloading}</p>
          <progress
            aria-label={m.progressLabel}
            max={status.items}
            value={status.itemsDone}
            className="mt-2 block h-2 w-full max-w-64"
          />
          <p className="mt-1 text-xs" aria-live="polite">
            {fmt(m.progress, {
              done: megabytes(status.bytesDone),
              total: size,
              items: status.itemsDone,
              all: status.items,
            })}
          </p>
          <button type="button" className={button} onClick={() => sw.removeAllOffline()}>
            {m.cancel}
          </button>
        </>
      ) : status.state === 'complete' ? (
        <>
          <p className="mt-1 text-sm" role="status">
            {fmt(m.ready, { size, language: languages(status.langs, locale) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {!status.langs.includes(mine) && (
              <button type="button" className={button} onClick={() => sw.makeAllOffline(mine)}>
                {fmt(m.alsoIn, { language: LOCALE_LABEL[locale] })}
              </button>
            )}
            <button type="button" className={button} onClick={() => sw.removeAllOffline()}>
              {m.remove}
            </button>
          </div>
        </>
      ) : (
        <>
          {status.state === 'failed' && (
            <p className="mt-1 text-sm text-amber-300" role="alert">
              {m.failed}
            </p>
          )}
          <p className="mt-1 text-sm">
            {before}
            <span data-testid="offline-all-size" data-bytes={status.bytes}>
              {size}
            </span>
            {after}
          </p>
          <button type="button" className={button} onClick={() => sw.makeAllOffline(mine)}>
            {status.state === 'failed' ? m.retry : m.make}
          </button>
        </>
      )}
    </section>
  );
}

/** The control as the footer shows it (shell/footer.tsx loads this module after hydration). */
export const element = <OfflineAll />;
