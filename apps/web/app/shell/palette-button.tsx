import { useEarlyClick } from '@tinkerbox/ui';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/t.tsx';
import { openLater } from './later.tsx';
import type { Palette as PaletteType } from './palette.tsx';

/**
 * The id of a page's own search field (the home page's, routes/home.tsx): the palette shortcut focuses
 * it instead. Spelt out there too, so that the home page does not share a chunk with the header.
 */
const PAGE_SEARCH_ID = 'tool-search';

/** Whether typing into this element makes text, so that `/` there is a character and not a shortcut. */
export function isTextField(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (!(el instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'].includes(el.type);
}

/** Ctrl+K or Cmd+K anywhere, or `/` outside a text field: the command palette's shortcuts. */
export function isPaletteShortcut(e: KeyboardEvent): boolean {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') return true;
  // no Shift test: on some layouts `/` is Shift+7
  return e.key === '/' && !e.ctrlKey && !e.metaKey && !isTextField(e.target);
}

/** The palette and its search code load on first use, so no page pays for them up front. */
const load = () => import('./palette.tsx');

/** The hydrated button's way to open the palette. */
let opener: (() => void) | null = null;
/** A shortcut came before the button was live: it opens the palette once it is. */
let asked = false;

/**
 * The palette shortcuts on every page (Ctrl/Cmd+K, `/` outside a text field), live with the shell: the
 * header, and so the palette's button, hydrates only when used (decision 0201), so a shortcut before that
 * hydrates it and opens the palette once it is live. A page with its own search field (the home page)
 * gets the shortcut's focus instead.
 */
export function PaletteShortcut(): null {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !isPaletteShortcut(e)) return;
      e.preventDefault();
      const own = document.getElementById(PAGE_SEARCH_ID);
      if (own instanceof HTMLInputElement) {
        own.focus();
        own.select();
      } else if (opener) opener();
      else {
        asked = true;
        openLater('header');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}

/** The header's search button, which opens the palette (as do the shortcuts, {@link PaletteShortcut}). */
export function PaletteButton({ className = '' }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Palette, setPalette] = useState<ComponentType<Parameters<typeof PaletteType>[0]> | null>(null);
  const show = useCallback(() => {
    void load().then((m) => {
      setPalette(() => m.Palette);
      setOpen(true);
    });
  }, []);

  // a click on the server's button before hydration opens the palette once it hydrates
  const button = useRef<HTMLButtonElement>(null);
  const early = useEarlyClick('palette', button, show);

  useEffect(() => {
    opener = show;
    if (asked) {
      asked = false;
      show();
    }
    return () => {
      if (opener === show) opener = null;
    };
  }, [show]);

  return (
    <>
      <button
        ref={button}
        {...early}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        className={`flex h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-600 hover:border-sky-500 max-lg:w-10 max-lg:justify-center max-lg:px-0 ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
        <span className="max-lg:sr-only">{t.home.searchLabel}</span>
        <kbd className="rounded border border-slate-300 px-1.5 text-xs max-lg:hidden">{t.home.searchHint}</kbd>
      </button>
      {Palette && <Palette open={open} onOpenChange={setOpen} />}
    </>
  );
}
