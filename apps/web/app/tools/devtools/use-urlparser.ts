import { useEffect, useMemo, useState } from 'react';
import { useFragmentEffect } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { buildUrl, editsOf, parseUrl, type UrlEdits } from './urlparser.logic.ts';

export const URL_EXAMPLE =
  'https://user:p%40ss@b%C3%BCcher.example:8443/docs/%E4%B8%AD%E6%96%87/page?q=caf%C3%A9&tag=a+b&tag=c#section%202';

/**
 * The state of /urlparser: the URL (kept, and in the link when shared), its parts, the edited parts
 * (reset whenever the URL changes) and the URL they build.
 */
export function useUrlParser() {
  const [input, setInput] = useKeptState('urlparser:input', URL_EXAMPLE);
  useFragmentEffect((f) => {
    const u = f.get('url');
    if (u !== null) setInput(u);
  });
  const parts = useMemo(() => parseUrl(input), [input]);
  const [edits, setEdits] = useState<UrlEdits | null>(parts ? editsOf(parts) : null);
  useEffect(() => setEdits(parts ? editsOf(parts) : null), [parts]);
  const built = useMemo(() => (parts && edits ? buildUrl(edits, parts) : null), [parts, edits]);
  const edit = <K extends keyof UrlEdits>(key: K, value: UrlEdits[K]) =>
    setEdits((e) => (e ? { ...e, [key]: value } : e));
  const noScheme = !parts && input.trim() !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(input.trim());
  return { input, setInput, parts, edits, edit, built, noScheme };
}
export type UrlParserState = ReturnType<typeof useUrlParser>;
