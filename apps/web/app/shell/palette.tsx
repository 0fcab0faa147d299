import { Dialog as D } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { useLocalePath } from '../i18n/locale-path.ts';
import { fmt, useLocale, useT } from '../i18n/t.tsx';
import { searchTools } from '../routes/home-search.ts';
import { tools } from '../tools/registry.ts';
import { searchable } from '../tools/search-terms.ts';
import type { ToolDescriptor, ToolName } from '../tools/types.ts';
import { needsFullLoad } from './connect-policy.ts';
import { paletteMessages } from './palette.messages.ts';
import { withPinyin } from './palette.pinyin.ts';
import { useFavourites, useRecent } from './palette-favourite.tsx';
import type { RootData } from './root-data.ts';

interface Group {
  key: 'results' | 'favourites' | 'recent' | 'others';
  label: string;
  tools: ToolDescriptor[];
}

/** The tools with their search words (search-terms.ts, loaded with the palette, not with the pages). */
const SEARCHABLE = searchable(tools);
/** In Chinese, the names can be typed in pinyin too (precomputed: palette.pinyin.ts). */
const PINYIN_TOOLS = withPinyin(SEARCHABLE);

/**
 * What the palette lists: with a query, the tools it finds in this language's names and descriptions
 * (typos forgiven, home-search.ts; in Chinese also in pinyin), best first; without one, the favourites, then the recently used,
 * then every other tool in registry order, each tool once.
 */
export function paletteGroups(
  query: string,
  names: Record<string, ToolName>,
  favourites: readonly string[],
  recent: readonly string[],
  labels: Record<Group['key'], string>,
  chinese = false,
): Group[] {
  if (query.trim()) {
    const found = searchTools(chinese ? PINYIN_TOOLS : SEARCHABLE, [names], query);
    return [{ key: 'results', label: labels.results, tools: found.map((h) => h.tool) }];
  }
  const byId = (ids: readonly string[]) =>
    ids.map((id) => tools.find((x) => x.id === id)).filter((x) => x !== undefined);
  const fav = byId(favourites);
  const rec = byId(recent).filter((x) => !favourites.includes(x.id));
  const shown = new Set([...fav, ...rec]);
  const groups: Group[] = [
    { key: 'favourites', label: labels.favourites, tools: fav },
    { key: 'recent', label: labels.recent, tools: rec },
    { key: 'others', label: labels.others, tools: tools.filter((x) => !shown.has(x)) },
  ];
  return groups.filter((g) => g.tools.length > 0);
}

/**
 * The command palette: a modal dialog (Radix: focus trapped, given back to the opener on close) holding
 * a combobox whose listbox follows the arrow keys, Home and End through aria-activedescendant; Enter
 * opens the highlighted tool; Escape clears the query first, then closes. Loaded on first open.
 */
export function Palette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const m = paletteMessages[locale];
  const names = useRouteLoaderData<RootData>('root')?.names ?? {};
  const favourites = useFavourites();
  const recent = useRecent();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const leaving = useRef(false);
  const opener = useRef<Element | null>(null);
  const listId = useId();
  const groups = useMemo(
    () => paletteGroups(query, names, favourites, recent, { ...m, favourites: t.home.favourites }, locale !== 'en_US'),
    [query, names, favourites, recent, m, t, locale],
  );
  const options = groups.flatMap((g) => g.tools);
  const current = options[Math.min(active, options.length - 1)];
  const optionId = (x: ToolDescriptor) => `${listId}-${x.id}`;

  // The highlight goes back to the top in the same update as the query (not in an effect after paint),
  // so an arrow key pressed right after typing moves from the new list's top.
  const search = (q: string) => {
    setQuery(q);
    setActive(0);
  };
  useEffect(() => {
    if (!open) search('');
  }, [open]);
  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (x: ToolDescriptor) => {
    leaving.current = true;
    onOpenChange(false);
    const path = to(x.path);
    if (needsFullLoad(path)) window.location.assign(path);
    else navigate(path);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active + 1) % n,
      ArrowUp: () => (active - 1 + n) % n,
      Home: () => 0,
      End: () => n - 1,
    };
    const move = moves[e.key];
    if (move && n > 0) {
      e.preventDefault();
      setActive(move());
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      go(current);
    }
  };

  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <D.Content
          data-testid="palette"
          className="fixed top-[10vh] left-1/2 z-[60] flex max-h-[80vh] w-[min(640px,calc(100vw-24px))] -translate-x-1/2 flex-col rounded-lg border border-slate-200 bg-white shadow-xl"
          onEscapeKeyDown={(e) => {
            if (query) {
              e.preventDefault();
              search('');
            }
          }}
          onOpenAutoFocus={() => {
            leaving.current = false;
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(e) => {
            // Radix gives the focus back to a Dialog.Trigger only; the palette opens from the keyboard
            // too, so it goes back to whatever had it. After opening a tool, the new page keeps it.
            e.preventDefault();
            const back = opener.current;
            if (!leaving.current && back instanceof HTMLElement && back.isConnected) back.focus();
          }}
        >
          <D.Title className="sr-only">{m.title}</D.Title>
          <div className="border-b border-slate-200 p-3">
            <input
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={current ? optionId(current) : undefined}
              aria-label={m.input}
              value={query}
              onChange={(e) => search(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={m.placeholder}
              autoComplete="off"
              spellCheck={false}
              className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-600/30"
            />
          </div>
          <div id={listId} role="listbox" aria-label={m.title} className="min-h-0 flex-1 overflow-y-auto p-2">
            {groups.map((g) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form's fieldset
              <div key={g.key} role="group" aria-labelledby={`${listId}-${g.key}`}>
                <div
                  id={`${listId}-${g.key}`}
                  className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {g.label}
                </div>
                {g.tools.map((x) => {
                  const on = x === current;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (aria-activedescendant), focus never moves here
                    <div
                      key={x.id}
                      id={optionId(x)}
                      role="option"
                      aria-selected={on}
                      tabIndex={-1}
                      onMouseMove={() => setActive(options.indexOf(x))}
                      onClick={() => go(x)}
                      className={`cursor-pointer rounded-md px-3 py-2 ${on ? 'bg-sky-50 ring-1 ring-sky-600' : ''}`}
                    >
                      <span className="block font-medium text-slate-900">{names[x.id]?.name ?? x.id}</span>
                      <span className="block truncate text-sm text-slate-600">{names[x.id]?.description}</span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          <p role="status" className="px-4 pb-1 text-sm text-slate-600">
            {options.length === 0
              ? fmt(t.home.noResults, { q: query })
              : query
                ? fmt(m.count, { n: options.length })
                : ''}
          </p>
          <D.Description className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">{m.help}</D.Description>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
