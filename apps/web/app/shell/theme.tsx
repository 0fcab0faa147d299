/**
 * Light, dark or the system's theme (decision 0093). The HTML never depends on the choice, so the page
 * cache keeps one page per language: the choice lives in the `theme` cookie, and a tiny inline script in
 * <head> (its hash is in the page's CSP like every inline script) copies it to `<html data-theme>` before
 * the first paint. The colours follow from `color-scheme` (app.css), so "system" needs no script at all
 * and works with JavaScript off.
 */
import { guardEarlyDrops, recordEarlyClicks } from '@tinkerbox/ui';
import { useContext, useState } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { recordEarlyUse } from './later.tsx';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = 'theme';

/** The browser bar's colour per theme: the header's background (white, slate-900 in dark). */
export const THEME_COLOR = { light: '#ffffff', dark: '#0f172a' } as const;

/** The theme in force now: the explicit choice on <html>, else the system's (for what CSS cannot colour: canvases). */
export function resolvedTheme(): 'light' | 'dark' {
  const chosen = document.documentElement.getAttribute('data-theme');
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Calls `changed` when the theme in force changes (the switch, or the system's while "system" is chosen),
 * for what CSS cannot recolour: a canvas drawn only when something changes. Returns the unsubscribe.
 */
export function watchTheme(changed: () => void): () => void {
  const marks = new MutationObserver(changed);
  marks.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  system.addEventListener('change', changed);
  return () => {
    marks.disconnect();
    system.removeEventListener('change', changed);
  };
}

/**
 * The theme chosen, as the head's script applied it from the cookie before the first paint: the mark on
 * <html>, or "system" when there is none. Read from the page rather than from `document.cookie`: on a first
 * visit the language cookie has just been written (LocaleUrlSync), and Chromium then answers the next
 * cookie read with a synchronous request to the browser, 2-3 ms of a slow phone's load (decision 0193).
 */
export function chosenTheme(): Theme {
  const chosen = document.documentElement.getAttribute('data-theme');
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
}

/**
 * Marks <html> with an explicit choice and points the theme-color metas at it; "system" removes the
 * mark and gives each meta back its own media query's colour. The switch calls it, and its source is
 * the inline script's (which runs before the first paint), so the two can never disagree: it must stay
 * self-contained (no outer names, no helpers a compiler would add).
 */
export function applyTheme(theme: string | undefined, colors: Record<string, string>): void {
  const root = document.documentElement;
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  else root.removeAttribute('data-theme');
  for (const meta of Array.from(document.querySelectorAll('meta[name=theme-color]'))) {
    const own = colors[meta.getAttribute('data-scheme') ?? ''];
    const color = (theme && colors[theme]) || own;
    if (color) meta.setAttribute('content', color);
  }
}

/**
 * Once the page is parsed, marks the choice the head's script applied in every theme switch of the server's
 * HTML (`[data-theme-switch]`), which draws "system" (the page cache keeps one page for every theme): the
 * header hydrates only when used (decision 0201), so until then the switch must show the choice itself. A
 * radio the visitor already picked is left alone.
 *
 * And a choice made in a switch is applied and remembered at once, by this script, whether or not the
 * switch has hydrated: on a slow link a tap on "Dark" changed nothing until the scripts came, and a
 * reload made before the header hydrated lost it. (Once hydrated, the switch's own handler does the same
 * again.) Its source is the inline script's: self-contained, given `apply` ({@link applyTheme}).
 */
export function markThemeSwitch(
  apply: (theme: string, colors: Record<string, string>) => void,
  colors: Record<string, string>,
  cookie: string,
): void {
  document.addEventListener('DOMContentLoaded', () => {
    const chosen = document.documentElement.getAttribute('data-theme') || 'system';
    for (const group of Array.from(document.querySelectorAll('[data-theme-switch]'))) {
      const drawn = group.querySelector('input[type=radio]:checked') as HTMLInputElement | null;
      const mine = group.querySelector(`input[type=radio][value="${chosen}"]`) as HTMLInputElement | null;
      if (!mine || mine === drawn || (drawn && !drawn.defaultChecked)) continue;
      if (drawn) drawn.defaultChecked = false;
      mine.defaultChecked = true;
      mine.checked = true;
    }
  });
  document.addEventListener('change', (e) => {
    const radio = e.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio' || !radio.closest('[data-theme-switch]')) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the server-side and inline readers both read this cookie
    document.cookie = `${cookie}=${radio.value}; Path=/; Max-Age=31536000; SameSite=Lax`;
    apply(radio.value, colors);
  });
}

/**
 * The inline script: reads the cookie and applies it (and marks it in the theme switch once parsed),
 * notes the parts of the page used before its scripts came (later.tsx), counts clicks on buttons not yet hydrated (ui's
 * early-click.ts) and keeps files dropped before the page is live from leaving it (ui's early-drop.ts).
 * Its bytes are hashed into the page's CSP.
 */
export const THEME_SCRIPT = `(()=>{const a=(${applyTheme.toString()}),c=${JSON.stringify(THEME_COLOR)};a((/(?:^|;\\s*)theme=(light|dark)(?:;|$)/.exec(document.cookie)||[])[1],c);(${markThemeSwitch.toString()})(a,c,${JSON.stringify(THEME_COOKIE)})})();(${recordEarlyClicks.toString()})();(${recordEarlyUse.toString()})();(${guardEarlyDrops.toString()})()`;

/** The theme-color metas, one per system scheme, and the script that applies the cookie before paint. */
export function ThemeHead() {
  // The per-request nonce when the page is rendered for one request; none when it is rendered for the
  // page cache, which allows the script by its hash.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <>
      <meta name="theme-color" media="(prefers-color-scheme: light)" data-scheme="light" content={THEME_COLOR.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" data-scheme="dark" content={THEME_COLOR.dark} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
    </>
  );
}

/**
 * The visitor's choice and a setter that remembers it for a year and applies it at once. On the server
 * "system" (it cannot know); in the browser what the head's script applied, which it has also marked in
 * the server's switch ({@link markThemeSwitch}) by the time the switch hydrates: the header hydrates when
 * used (decision 0201), and a radio picked before must be told from the choice the page already had.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setThemeState] = useState<Theme>(() => (typeof document === 'undefined' ? 'system' : chosenTheme()));
  const setTheme = (next: Theme) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server-side and inline readers both read this cookie
    document.cookie = `${THEME_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
    applyTheme(next, THEME_COLOR);
    setThemeState(next);
  };
  return [theme, setTheme];
}
