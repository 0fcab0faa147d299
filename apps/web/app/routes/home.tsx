import { controlClass, useEarlyValue } from '@tinkerbox/ui';
import { type CSSProperties, useLayoutEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../i18n/locale-path.ts';
import { LOCALES } from '../i18n/locales.ts';
import { fmt, useLocale, useT } from '../i18n/t.tsx';
import { Later, openLater } from '../shell/later.tsx';
import { FavouriteButton, useFavourites } from '../shell/palette-favourite.tsx';
import { PreloadLink } from '../shell/prefetch.tsx';
import { homeMeta } from '../shell/tool-meta.ts';
import { toolNames } from '../tools/names.ts';
import { tools } from '../tools/registry.ts';
import { searchable } from '../tools/search-terms.ts';
import { CATEGORIES, type Category } from '../tools/types.ts';
import { FAVOURITE_LIST_ID, FavouritesReserve } from './home-favourites.tsx';
import { searchTools } from './home-search.ts';

const ALL_NAMES = LOCALES.map((l) => toolNames(l));
/** The tools with their search words (search-terms.ts: only the index and the palette load them). */
const SEARCHABLE = searchable(tools);

export const meta = homeMeta;
/**
 * A category's cards are hydrated this many to a task (decision 0183): the 51 cards of one category in one
 * task were 8 ms here, 100 ms on a slow phone. A multiple of the grid's 1, 3 and 4 columns, so that the
 * lists of one category line up as one grid.
 */
const CARDS_PER_TASK = 12;
/** The palette shortcut (shell/palette-button.tsx) focuses the field with this id instead of opening. */
const PAGE_SEARCH_ID = 'tool-search';

/**
 * The index: every tool by category, search in every language (Ctrl/Cmd+K or `/` focuses it here, the
 * shell's palette shortcut; Enter opens the first tool shown), and favourites kept in localStorage.
 */
export default function Home() {
  const t = useT();
  const { locale } = useLocale();
  const names = toolNames(locale);
  const to = useLocalePath();
  const [query, setQuery] = useState('');
  const typed = useEarlyValue(PAGE_SEARCH_ID, 'text', query, setQuery);
  const [params, setParams] = useSearchParams();
  // The category lives in the URL (?category=encoding), so a reload, a link or Back keeps it.
  const asked = params.get('category');
  const category: Category | 'all' = CATEGORIES.find((c) => c === asked) ?? 'all';
  const setCategory = (c: Category | 'all') =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (c === 'all') next.delete('category');
        else next.set('category', c);
        return next;
      },
      { preventScrollReset: true },
    );
  const likes = useFavourites();
  const navigate = useNavigate();
  // The cards hydrate when near the viewport (decision 0185); a search redraws them all, so all hydrate
  // once the search field is used, or when it held a query (typed before the page was live).
  const openCards = () => openLater('home-');
  useLayoutEffect(() => {
    if (query) openLater('home-');
  }, [query]);

  const hits = useMemo(() => searchTools(SEARCHABLE, ALL_NAMES, query), [query]);
  const shown = hits.filter((h) => category === 'all' || h.tool.category === category);
  const usedCategories = CATEGORIES.filter((c) => tools.some((x) => x.category === c));
  // With a query, the category holding the best match comes first (hits are already best first).
  const sections = query.trim()
    ? usedCategories
        .map((c) => ({ c, best: shown.findIndex((h) => h.tool.category === c) }))
        .filter((x) => x.best >= 0)
        .sort((a, b) => a.best - b.best)
        .map((x) => x.c)
    : usedCategories.filter((c) => shown.some((h) => h.tool.category === c));
  const liked = tools.filter((x) => likes.includes(x.id));

  /** A tool's card; a favourite's has a fixed height (two lines of description), which the space reserved for them assumes. */
  const card = (id: string, path: string, subItems: string[], favourite = false) => {
    const name = names[id]?.name ?? id;
    const isLiked = likes.includes(id);
    return (
      <li
        key={id}
        className={`relative flex rounded-lg border border-slate-200 bg-white transition hover:border-sky-400 hover:shadow-sm ${favourite ? 'h-26 overflow-hidden' : ''}`}
      >
        <PreloadLink to={to(path)} className="min-w-0 flex-1 p-4 pr-12 [overflow-wrap:anywhere]">
          <span className={`block font-medium text-slate-900 ${favourite ? 'truncate' : ''}`}>{name}</span>
          <span className={`mt-1 block text-sm text-slate-600 ${favourite ? 'line-clamp-2' : ''}`}>
            {names[id]?.description}
          </span>
          {subItems.length > 0 && (
            <span className="mt-1 block text-xs text-sky-700">
              {fmt(t.home.matched, { items: subItems.join(', ') })}
            </span>
          )}
        </PreloadLink>
        <FavouriteButton id={id} name={name} on={isLiked} className="absolute top-3 right-3" />
      </li>
    );
  };

  return (
    <div className="page-container py-8">
      <h1 className="text-3xl font-semibold">{t.home.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t.home.intro}</p>

      <div className="mt-6 flex items-center gap-2">
        <label htmlFor={PAGE_SEARCH_ID} className="sr-only">
          {t.home.searchLabel}
        </label>
        <div className="relative w-full max-w-xl">
          <input
            id={PAGE_SEARCH_ID}
            type="search"
            value={typed}
            onChange={(e) => setQuery(e.target.value)}
            onFocus={openCards}
            onKeyDown={(e) => {
              const first = shown[0];
              if (e.key === 'Enter' && query.trim() && first) navigate(to(first.tool.path));
            }}
            placeholder={t.home.searchPlaceholder}
            className={`${controlClass} w-full pr-20`}
            autoComplete="off"
          />
          <kbd className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-500">
            {t.home.searchHint}
          </kbd>
        </div>
      </div>

      <nav aria-label={t.home.categoriesLabel} className="mt-4 flex flex-wrap gap-2">
        {(['all', ...usedCategories] as const).map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={`h-9 rounded-full border px-4 text-sm ${category === c ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-sky-400'}`}
          >
            {c === 'all' ? t.home.all : t.categories[c]}
          </button>
        ))}
      </nav>

      {!query && category === 'all' && (
        <>
          {/* Drawn hidden and empty by the server: FavouritesReserve shows it and reserves its rows before the first paint. */}
          <section aria-labelledby="fav-heading" className={`mt-8 ${liked.length > 0 ? '' : 'hidden'}`}>
            <h2 id="fav-heading" className="mb-3 text-lg font-semibold">
              {t.home.favourites}
            </h2>
            <ul id={FAVOURITE_LIST_ID} className="favourite-list grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-4">
              {liked.map((x) => card(x.id, x.path, [], true))}
            </ul>
          </section>
          <FavouritesReserve />
        </>
      )}

      {shown.length === 0 ? (
        <p role="status" className="mt-8 text-slate-600">
          {fmt(t.home.noResults, { q: query })}
        </p>
      ) : (
        sections.map((c) => {
          const cards = shown.filter((h) => h.tool.category === c);
          const lists = Array.from({ length: Math.ceil(cards.length / CARDS_PER_TASK) }, (_, i) =>
            cards.slice(i * CARDS_PER_TASK, (i + 1) * CARDS_PER_TASK),
          );
          return (
            <section key={c} aria-labelledby={`cat-${c}`} className="mt-8">
              <h2 id={`cat-${c}`} className="mb-3 text-lg font-semibold">
                {t.categories[c]}
              </h2>
              {lists.map((list, i) => (
                <Later key={list[0]?.tool.id} name={`home-${c}-${i}`} near>
                  <ul
                    className={`grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-4 ${i > 0 ? 'mt-3' : ''} ${i > 0 || c !== sections[0] ? 'home-later-list' : ''}`}
                    style={{ '--cards': list.length } as CSSProperties}
                  >
                    {list.map((h) => card(h.tool.id, h.tool.path, h.subItems))}
                  </ul>
                </Later>
              ))}
            </section>
          );
        })
      )}
    </div>
  );
}
