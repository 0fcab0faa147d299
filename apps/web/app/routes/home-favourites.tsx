import { useContext, useState } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { LIKES_KEY } from '../shell/palette-favourite.tsx';
import { tools } from '../tools/registry.ts';

// The home page's favourites without a layout shift (issue 35 item 2, decision 0149). They live in
// localStorage, which the server cannot read, so they used to appear after hydration and push every
// category down (CLS 0.29 with five). Now the server draws the section empty and hidden, and this inline
// script, right after it, shows it and reserves its list's height before the first paint: the cards have
// a fixed height (home.tsx), so the rows they take at each width are known from their number alone.

/** The favourites list's id: the script sets its rows per column count, and `.favourite-list:empty` in app.css reserves them. */
export const FAVOURITE_LIST_ID = 'favourite-list';

/**
 * Counts the stored favourites that are tools (as the home page does) and, when there are some,
 * un-hides the section and sets the list's rows at one, three and four columns. It runs as an inline
 * script, so it must stay self-contained (no outer names, no helpers a compiler would add).
 */
export function reserveFavourites(ids: string[], key: string, listId: string): void {
  let n = 0;
  try {
    const stored = JSON.parse(localStorage.getItem(key) || '[]');
    if (Array.isArray(stored)) n = ids.filter((id) => stored.indexOf(id) >= 0).length;
  } catch (_) {
    n = 0;
  }
  const list = document.getElementById(listId);
  if (n === 0 || !list || !list.parentElement) return;
  list.style.setProperty('--rows-1', String(n));
  list.style.setProperty('--rows-3', String(Math.ceil(n / 3)));
  list.style.setProperty('--rows-4', String(Math.ceil(n / 4)));
  list.parentElement.classList.remove('hidden');
}

const SCRIPT_ID = 'favourites-reserve';
const SCRIPT = `(${reserveFavourites.toString()})(${JSON.stringify(tools.map((t) => t.id))},${JSON.stringify(LIKES_KEY)},${JSON.stringify(FAVOURITE_LIST_ID)})`;

/**
 * The script, drawn after the favourites section by the server and kept as it is by hydration; never
 * drawn on a client navigation (an inline script added by the page would need the CSP's nonce, and the
 * list shows as it did before).
 */
export function FavouritesReserve() {
  // The per-request nonce, or none when the page is rendered for the page cache (which hashes the script).
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // Drawn by the server, and so kept when hydrating the server's page; html[data-ready] would not
  // tell, as it is absent until the page's parts have hydrated, after this first render.
  const [drawn] = useState(() => typeof document === 'undefined' || document.getElementById(SCRIPT_ID) !== null);
  if (!drawn) return null;
  return <script id={SCRIPT_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
