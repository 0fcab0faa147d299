import { controlClass } from '@tinkerbox/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOCALES } from '../i18n/locales.ts';
import { fmt, useLocale, useT } from '../i18n/t.tsx';
import { PreloadLink } from '../shell/prefetch.tsx';
import { toolNames } from '../tools/names.ts';
import { tools } from '../tools/registry.ts';
import { CATEGORIES, type Category } from '../tools/types.ts';
import { searchTools } from './home-search.ts';

const LIKES_KEY = 'tb:likes';
const ALL_NAMES = LOCALES.map((l) => toolNames(l));

function readLikes(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(LIKES_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function writeLikes(likes: string[]) {
  try {
    localStorage.setItem(LIKES_KEY, JSON.stringify(likes));
  } catch {
    // Storage full or refused: the like still shows for this visit.
  }
}

/** The index: every tool by category, search (Ctrl/Cmd+K), and favourites kept in localStorage. */
export default function Home() {
  const t = useT();
  const { locale } = useLocale();
  const names = toolNames(locale);
  const [query, setQuery] = useState('');
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
  const [likes, setLikes] = useState<string[]>([]);
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => setLikes(readLikes()), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        search.current?.focus();
        search.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toggleLike = (id: string) => {
    setLikes((prev) => {
      const next = prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id];
      writeLikes(next);
      return next;
    });
  };

  const hits = useMemo(() => searchTools(tools, ALL_NAMES, query), [query]);
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

  const card = (id: string, path: string, subItems: string[]) => {
    const name = names[id]?.name ?? id;
    const isLiked = likes.includes(id);
    return (
      <li
        key={id}
        className="relative flex rounded-lg border border-slate-200 bg-white transition hover:border-sky-400 hover:shadow-sm"
      >
        <PreloadLink to={path} className="flex-1 p-4 pr-12">
          <span className="block font-medium text-slate-900">{name}</span>
          <span className="mt-1 block text-sm text-slate-600">{names[id]?.description}</span>
          {subItems.length > 0 && (
            <span className="mt-1 block text-xs text-sky-700">
              {fmt(t.home.matched, { items: subItems.join(', ') })}
            </span>
          )}
        </PreloadLink>
        <button
          type="button"
          aria-pressed={isLiked}
          aria-label={fmt(isLiked ? t.home.unlike : t.home.like, { name })}
          onClick={() => toggleLike(id)}
          className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill={isLiked ? '#e11d48' : 'none'}
            stroke={isLiked ? '#e11d48' : '#64748b'}
            strokeWidth="2"
          >
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
          </svg>
        </button>
      </li>
    );
  };

  return (
    <div className="page-container py-8">
      <h1 className="text-3xl font-semibold">{t.home.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t.home.intro}</p>

      <div className="mt-6 flex items-center gap-2">
        <label htmlFor="tool-search" className="sr-only">
          {t.home.searchLabel}
        </label>
        <div className="relative w-full max-w-xl">
          <input
            id="tool-search"
            ref={search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
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

      {liked.length > 0 && !query && category === 'all' && (
        <section aria-labelledby="fav-heading" className="mt-8">
          <h2 id="fav-heading" className="mb-3 text-lg font-semibold">
            {t.home.favourites}
          </h2>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {liked.map((x) => card(x.id, x.path, []))}
          </ul>
        </section>
      )}

      {shown.length === 0 ? (
        <p role="status" className="mt-8 text-slate-600">
          {fmt(t.home.noResults, { q: query })}
        </p>
      ) : (
        sections.map((c) => (
          <section key={c} aria-labelledby={`cat-${c}`} className="mt-8">
            <h2 id={`cat-${c}`} className="mb-3 text-lg font-semibold">
              {t.categories[c]}
            </h2>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-4">
              {shown.filter((h) => h.tool.category === c).map((h) => card(h.tool.id, h.tool.path, h.subItems))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
