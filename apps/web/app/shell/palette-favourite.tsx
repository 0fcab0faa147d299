import { useEffect } from 'react';
import { fmt, useT } from '../i18n/t.tsx';
import { recordVisit, toggleFavourite, useFavourites } from './palette-store.ts';

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
  return (
    <button
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

/** A tool page's star, beside its title; the visit itself goes into the palette's recently used list. */
export function ToolFavourite({ id, name }: { id: string; name: string }) {
  const favourites = useFavourites();
  useEffect(() => recordVisit(id), [id]);
  return <FavouriteButton id={id} name={name} on={favourites.includes(id)} className="-mt-0.5" />;
}
