import { useMemo, useState } from 'react';
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
  const [input, setInput] = useKeptState('urlparser:input', URL_EXAMPLE);
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
  const edit = <K extends keyof UrlEdits>(key: K, value: UrlEdits[K]) =>
    setEdited((e) => {
      const base = e?.input === input ? e.edits : parts ? editsOf(parts) : null;
      return base ? { input, edits: { ...base, [key]: value } } : e;
    });
  const noScheme = !parts && input.trim() !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(input.trim());
  return { input, setInput, parts, edits, edit, built, noScheme };
}
export type UrlParserState = ReturnType<typeof useUrlParser>;
