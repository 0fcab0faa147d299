import { useEarlyClick } from '@tinkerbox/ui';
import { useEffect, useRef, useState } from 'react';
import { fmt, useT } from '../i18n/t.tsx';
import { whenIdle } from '../lib/idle.ts';

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
 * With `idle`, the first read waits for an idle moment: a load's first localStorage access makes the
 * browser load the origin's storage there and then (3-6.5 ms on this machine unthrottled, ten times that
 * on a slow phone; decision 0201, amended), which then is a task of its own, not part of the page's hydration.
 */
function useList(key: string, idle = false): string[] {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    const read = () => setList(readList(key));
    let cancel: (() => void) | undefined;
    if (idle) cancel = whenIdle(read);
    else read();
    window.addEventListener(CHANGED, read);
    window.addEventListener('storage', read);
    return () => {
      cancel?.();
      window.removeEventListener(CHANGED, read);
      window.removeEventListener('storage', read);
    };
  }, [key, idle]);
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

/**
 * The star that adds a tool to the favourites or takes it out (aria-pressed), on the home grid's cards
 * and in every tool page's header; the favourites head the home page and the empty command palette.
 */
export function FavouriteButton({
  id,
  name,
  on,
  className = '',
}: {
  id: string;
  name: string;
  /** Whether the tool is a favourite now (from useFavourites, read once by the caller). */
  on: boolean;
  className?: string;
}) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  // a tap before its card has hydrated (the index hydrates its cards when near: decision 0185) counts
  const early = useEarlyClick(`favourite:${id}`, button, (clicks) => clicks % 2 === 1 && toggleFavourite(id));
  return (
    <button
      ref={button}
      {...early}
      type="button"
      aria-pressed={on}
      aria-label={fmt(on ? t.home.unlike : t.home.like, { name })}
      title={fmt(on ? t.home.unlike : t.home.like, { name })}
      onClick={() => toggleFavourite(id)}
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill={on ? '#f59e0b' : 'none'}
        stroke={on ? '#b45309' : '#64748b'}
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}

/**
 * A tool page's star, beside its title; the visit itself goes into the palette's recently used list. Both
 * touch localStorage when the page is next idle, each in a task of its own, not in the page's hydration
 * (a star tapped sooner still counts: toggleFavourite reads the list then).
 */
export function ToolFavourite({ id, name }: { id: string; name: string }) {
  const favourites = useList(LIKES_KEY, true);
  useEffect(() => whenIdle(() => recordVisit(id)), [id]);
  return <FavouriteButton id={id} name={name} on={favourites.includes(id)} className="-mt-0.5" />;
}
