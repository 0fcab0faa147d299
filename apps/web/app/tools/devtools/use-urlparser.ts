import { useCallback, useMemo, useState } from 'react';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import { useFragmentEffect } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { buildUrl, editsOf, parseUrl, URL_EXAMPLE, type UrlEdits } from './urlparser.logic.ts';

/**
 * The state of /urlparser: the URL (kept, and in the link when shared), its parts, the edited parts
 * (those of the URL as it is: a new URL starts from its own parts) and the URL they build. The edits are
 * kept with the URL they were made to, not reset by an effect: an effect runs a frame late (Preact), after
 * a keystroke in a part field, and on hydration after the part typed before the page was live.
 */
export function useUrlParser() {
  const [input, setKeptInput] = useKeptState('urlparser:input', URL_EXAMPLE);
  // The URL as last set, ahead of the render that shows it: what was typed before the tool hydrated
  // (decision 0210) is handed over in one batch, a new URL and then a part of it, and that part is an
  // edit of the new URL, not of the one rendered before.
  const latest = useAsLastSet(input);
  const setInput = useCallback(
    (url: string) => {
      latest.current = url;
      setKeptInput(url);
    },
    [setKeptInput],
  );
  useFragmentEffect((f) => {
    const u = f.get('url');
    if (u !== null) setInput(u);
  });
  const parts = useMemo(() => parseUrl(input), [input]);
  const [edited, setEdited] = useState<{ input: string; edits: UrlEdits } | null>(null);
  const edits = useMemo(
    () => (parts ? (edited?.input === input ? edited.edits : editsOf(parts)) : null),
    [parts, edited, input],
  );
  const built = useMemo(() => (parts && edits ? buildUrl(edits, parts) : null), [parts, edits]);
  /**
   * Sets a part of the URL as last set, or changes it from its latest value (`(part) => next`): in a
   * batch (what was done before the tool hydrated) each change follows the one before, not the render.
   */
  const edit = <K extends keyof UrlEdits>(key: K, value: UrlEdits[K] | ((part: UrlEdits[K]) => UrlEdits[K])) => {
    const url = latest.current;
    setEdited((e) => {
      const own = url === input ? parts : parseUrl(url);
      const base = e?.input === url ? e.edits : own ? editsOf(own) : null;
      if (!base) return e;
      const next = typeof value === 'function' ? (value as (part: UrlEdits[K]) => UrlEdits[K])(base[key]) : value;
      return { input: url, edits: { ...base, [key]: next } };
    });
  };
  const noScheme = !parts && input.trim() !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(input.trim());
  return { input, setInput, parts, edits, edit, built, noScheme };
}
export type UrlParserState = ReturnType<typeof useUrlParser>;
