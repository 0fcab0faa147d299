import { useEffect, useState } from 'react';

/** The visitor's favourite tool ids, oldest first (the key the home grid has always used). */
export const LIKES_KEY = 'tb:likes';
/** Recently opened tool ids, latest first. */
export const RECENT_KEY = 'tb:recent';
/** How many recent tools are kept. */
export const RECENT_MAX = 5;
/** Fired on window when either list changes in this tab (the `storage` event covers other tabs). */
const CHANGED = 'tb:tool-lists';

function readList(key: string): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: string[]) {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or refused: the change still shows for this visit.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * A list kept in localStorage, read after hydration (the server knows nothing of it, so the first
 * render is always empty and matches the server's HTML) and kept in step across components and tabs.
 */
function useList(key: string): string[] {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    const read = () => setList(readList(key));
    read();
    window.addEventListener(CHANGED, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(CHANGED, read);
      window.removeEventListener('storage', read);
    };
  }, [key]);
  return list;
}

/** The favourite tool ids, updated wherever a favourite is toggled. */
export function useFavourites(): string[] {
  return useList(LIKES_KEY);
}

/** The recently opened tool ids, latest first. */
export function useRecent(): string[] {
  return useList(RECENT_KEY);
}

/** Adds the tool to the favourites, or removes it. */
export function toggleFavourite(id: string): void {
  const likes = readList(LIKES_KEY);
  writeList(LIKES_KEY, likes.includes(id) ? likes.filter((x) => x !== id) : [...likes, id]);
}

/** Puts the tool first among the recent ones. */
export function recordVisit(id: string): void {
  const recent = readList(RECENT_KEY);
  if (recent[0] === id) return;
  writeList(RECENT_KEY, [id, ...recent.filter((x) => x !== id)].slice(0, RECENT_MAX));
}
