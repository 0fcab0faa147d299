import { Advert, Choice, LanguagePicker, useEarlyClick } from '@tinkerbox/ui';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LOGO_SVG } from '../brand/logos.ts';
import { useLocalePath } from '../i18n/locale-path.ts';
import { LOCALE_LABEL, LOCALES, type Locale, splitLocalePath } from '../i18n/locales.ts';
import { useLocale, useT } from '../i18n/t.tsx';
import { PaletteButton } from './palette-button.tsx';
import { PreloadNavLink } from './prefetch.tsx';
import type { RootData } from './root-data.ts';
import { ThemeSwitch } from './theme-switch.tsx';

const LANGUAGE_OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_LABEL[value] }));
/** The drawer's height in px. */
export const DRAWER_SIZE = 400;

interface NavItem {
  key: string;
  label: string;
  to: string;
  external: boolean;
}

function useNavItems(root: RootData | undefined): NavItem[] {
  const t = useT();
  const to = useLocalePath();
  const items: NavItem[] = [
    { key: 'home', label: t.nav.home, to: to('/'), external: false },
    { key: 'donate', label: t.nav.donate, to: to('/donate'), external: false },
  ];
  if (root?.brand.id === 'cn' && root.site.blogUrl) {
    items.push({ key: 'blog', label: t.nav.blog, to: root.site.blogUrl, external: true });
  }
  return items;
}

function NavLinks({ items, onNavigate, vertical }: { items: NavItem[]; onNavigate?: () => void; vertical?: boolean }) {
  const base = vertical
    ? 'flex h-12 items-center rounded-md px-3 text-base'
    : 'flex h-[60px] items-center border-b-2 px-3 text-[15px]';
  return (
    <>
      {items.map((item) =>
        item.external ? (
          <a
            key={item.key}
            href={item.to}
            target="_blank"
            rel="noopener noreferrer"
            className={`${base} border-transparent text-slate-700 hover:text-sky-700`}
          >
            {item.label}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="14"
              height="14"
              className="ml-1"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
          </a>
        ) : (
          <PreloadNavLink
            key={item.key}
            to={item.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              `${base} ${isActive ? 'border-sky-600 font-semibold text-sky-700' : 'border-transparent text-slate-700 hover:text-sky-700'}`
            }
          >
            {item.label}
          </PreloadNavLink>
        ),
      )}
    </>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]';

/** What Tab stops at inside `root`: of a radio group only the checked radio (or the first). */
function tabStops(root: HTMLElement): HTMLElement[] {
  const seen = new Set<string>();
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    if (seen.has(el.name)) return false;
    const checked = root.querySelector<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]:checked`);
    if (checked && checked !== el) return false;
    seen.add(el.name);
    return true;
  });
}

/**
 * The open drawer is modal: focus moves into it, Tab and Shift+Tab cycle through the menu button and
 * the drawer, Escape closes it, and closing (Escape, the backdrop) gives focus back to the menu button.
 */
function useModalDrawer(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
  drawer: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', open);
    if (!open) return;
    const first = drawer.current && tabStops(drawer.current)[0];
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        return;
      }
      if (e.key !== 'Tab' || !drawer.current || !button.current) return;
      const stops = [button.current, ...tabStops(drawer.current)];
      const i = stops.indexOf(document.activeElement as HTMLElement);
      const next = i < 0 ? 0 : (i + (e.shiftKey ? -1 : 1) + stops.length) % stops.length;
      // Between two stops inside the drawer the browser's own order is right.
      if (i > 0 && next > 0 && Math.abs(next - i) === 1) return;
      e.preventDefault();
      stops[next]?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
    };
  }, [open, close, button, drawer]);
}

/**
 * The fixed 60 px header; at 767 px and below a menu button opens a top-down drawer. Hydrated when used
 * (chrome.tsx, decision 0201; `data-later` is its mark): its buttons take the clicks made before.
 */
export function Header({ root, 'data-later': later }: { root: RootData | undefined; 'data-later'?: string }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const items = useNavItems(root);
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const location = useLocation();

  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  // The menu button gets the focus back once the closed drawer is committed, not before: closed right
  // after opening (a quick tap on the backdrop), the opening's own effect, still pending, would otherwise
  // run first and move the focus into the drawer being removed, leaving it on <body>.
  const refocus = useRef(false);
  const [closeAndRefocus] = useState(() => () => {
    refocus.current = true;
    setOpen(false);
  });
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (!open) button.current?.focus();
  }, [open]);
  // a tap on the server's menu button before hydration opens the drawer once it hydrates (two: closed)
  const early = useEarlyClick('menu', button, (clicks) => clicks % 2 === 1 && setOpen(true));
  // another page closes the drawer; the same page in another language (a switch in the drawer) does not
  const page = splitLocalePath(location.pathname).path;
  const shownPage = useRef(page);
  useEffect(() => {
    // not at mount: a tap before hydration may just have opened it
    if (shownPage.current === page) return;
    shownPage.current = page;
    setOpen(false);
  }, [page]);
  useModalDrawer(open, closeAndRefocus, button, drawer);
  const logo = root?.brand.logo ? LOGO_SVG[root.brand.logo] : undefined;

  return (
    <header
      data-later={later}
      className="fixed top-0 right-0 left-0 z-50 h-[60px] border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="page-container flex h-full items-center gap-4">
        <PreloadNavLink to={to('/')} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          {logo && <span className="flex h-8 w-8" dangerouslySetInnerHTML={{ __html: logo }} />}
          <span>{root?.brand.title ?? 'Tinkerbox'}</span>
        </PreloadNavLink>
        <nav aria-label={t.nav.main} className="ml-4 hidden items-center md:flex">
          <NavLinks items={items} />
        </nav>
        <PaletteButton className="ml-auto" />
        <div className="hidden items-center gap-3 md:flex">
          <ThemeSwitch />
          <LanguagePicker label={t.language.label} value={locale} options={LANGUAGE_OPTIONS} onChange={setLocale} />
        </div>
        <button
          ref={button}
          {...early}
          type="button"
          className="flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-100 md:hidden"
          aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((o) => !o)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open && (
        <div
          data-testid="drawer-backdrop"
          aria-hidden="true"
          onClick={closeAndRefocus}
          className="fixed top-[60px] right-0 left-0 z-40 h-[100dvh] bg-black/40 md:hidden"
        />
      )}
      {open && (
        <div
          ref={drawer}
          id={drawerId}
          role="dialog"
          aria-modal="true"
          aria-label={t.nav.main}
          style={{ height: DRAWER_SIZE }}
          className="fixed top-[60px] right-0 left-0 z-50 overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg md:hidden"
        >
          <nav aria-label={t.nav.main} className="flex flex-col">
            <NavLinks items={items} vertical onNavigate={() => setOpen(false)} />
          </nav>
          <Choice
            className="mt-4 border-t border-slate-200 pt-3"
            label={t.language.label}
            value={locale}
            onChange={(l: Locale) => setLocale(l)}
            options={LOCALES.map((l: Locale) => ({ value: l, label: LOCALE_LABEL[l] }))}
          />
          <ThemeSwitch showLabel className="mt-4 border-t border-slate-200 pt-3" />
          {root?.site.adsScript && (
            <div className="mt-4">
              <Advert />
            </div>
          )}
        </div>
      )}
    </header>
  );
}
