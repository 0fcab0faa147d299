import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { type Locale, toUiLocale } from '../../i18n/locales.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { languageMessages } from './language.messages.ts';

/** Mirrors MAX_CHARS in app/lib/translator.server.ts (the server enforces it; this is the early warning). */
export const MAX_CHARS = 10_000;

/** A language Microsoft Translator offers, named in the visitor's language. */
export interface Language {
  code: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export type ProblemCode = keyof (typeof languageMessages)['en_US']['translate']['errors'];
export interface Problem {
  code: ProblemCode;
  params: Record<string, string | number>;
}

const DEFAULT_TARGET: Record<Locale, string> = { en_US: 'zh-Hans', zh_Hans_CN: 'en', zh_Hant_HK: 'en' };
// the codes the page has a message for are the ones it knows from /api/translate
const KNOWN = new Set(Object.keys(languageMessages.en_US.translate.errors));
const languageCache = new Map<string, Language[]>();

function problemOf(status: number, body: unknown): Problem {
  const b = (body ?? {}) as { code?: string; retryAfter?: number; limit?: number };
  const code = (
    b.code && KNOWN.has(b.code) ? b.code : status >= 500 ? 'TRANSLATOR_FAILED' : 'BAD_REQUEST'
  ) as ProblemCode;
  return { code, params: { retryAfter: b.retryAfter ?? 60, limit: b.limit ?? MAX_CHARS } };
}

/** The language list the page's loader brought, for one `ui`, or why there is none. */
export type LoadedLanguages =
  | { ui: string; ok: true; languages: Language[] }
  | { ui: string; ok: false; code: string; retryAfter?: number };

const sortedIn = (list: Language[], ui: string) => list.slice().sort((a, b) => a.name.localeCompare(b.name, ui));

/**
 * The languages in the visitor's language: as the loader brought them, else fetched once per language;
 * `unavailable` says why there are none.
 */
function useLanguages(ui: string, configured: boolean, loaded: LoadedLanguages | null | undefined) {
  const fromLoader = loaded?.ui === ui ? loaded : undefined;
  const [languages, setLanguages] = useState<Language[] | null>(() =>
    fromLoader?.ok ? sortedIn(fromLoader.languages, ui) : (languageCache.get(ui) ?? null),
  );
  const [unavailable, setUnavailable] = useState<Problem | null>(() =>
    fromLoader && !fromLoader.ok && !languageCache.has(ui) ? problemOf(502, fromLoader) : null,
  );
  useEffect(() => {
    if (!configured) return;
    if (fromLoader?.ok) languageCache.set(ui, sortedIn(fromLoader.languages, ui));
    const cached = languageCache.get(ui);
    if (cached) {
      setLanguages(cached);
      setUnavailable(null);
      return;
    }
    // the service is down or busy: the loader said so, and asking again from here would only fail again
    if (fromLoader && !fromLoader.ok) {
      setUnavailable(problemOf(502, fromLoader));
      return;
    }
    let live = true;
    fetch(`/api/translate?ui=${encodeURIComponent(ui)}`)
      .then(async (res) => {
        const body = await res.json().catch(() => null);
        if (!live) return;
        if (res.ok && Array.isArray(body?.languages)) {
          const list = sortedIn(body.languages as Language[], ui);
          languageCache.set(ui, list);
          setLanguages(list);
          setUnavailable(null);
        } else {
          setUnavailable(problemOf(res.status, body));
        }
      })
      .catch(() => live && setUnavailable({ code: 'NETWORK', params: {} }));
    return () => {
      live = false;
    };
  }, [ui, configured, fromLoader]);
  return { languages, unavailable, setUnavailable };
}

/** The state of /microsofttranslate: languages, the text (kept across navigation) and its translation. */
export function useTranslate(locale: Locale) {
  // Microsoft Translator names the site's languages as the ui widgets do; the list comes in this one
  const ui = toUiLocale(locale);
  const data = useLoaderData<{ translator: boolean; languages?: LoadedLanguages | null }>();
  const configured = data?.translator !== false;
  const { languages, unavailable, setUnavailable } = useLanguages(ui, configured, data?.languages);
  const [from, setFrom] = useKeptState('translate:from', '');
  const [to, setTo] = useKeptState('translate:to', DEFAULT_TARGET[locale]);
  const [text, setText] = useKeptState('translate:text', '');
  const [result, setResult] = useKeptState<{ translation: string; to: string; detected?: string } | null>(
    'translate:result',
    null,
  );
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const chars = [...text].length;
  const tooLong = chars > MAX_CHARS;

  const translate = useCallback(async () => {
    if (!text.trim() || tooLong || busy) return;
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setBusy(true);
    setProblem(null);
    try {
      const res = await fetch('/api/translate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text, to, ...(from ? { from } : {}) }),
        signal: ctrl.signal,
      });
      const body = await res.json().catch(() => null);
      if (res.ok && typeof body?.translation === 'string') {
        setResult({ translation: body.translation, to: body.to, detected: body.detectedLanguage?.language });
      } else {
        const p = problemOf(res.status, body);
        setProblem(p);
        if (p.code === 'TRANSLATOR_NOT_CONFIGURED') setUnavailable(p);
      }
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setProblem({ code: 'NETWORK', params: {} });
    } finally {
      setBusy(false);
    }
  }, [text, to, from, tooLong, busy, setResult, setUnavailable]);

  const swap = () => {
    const source = from || result?.detected;
    if (!source) return;
    setFrom(to);
    setTo(source);
    if (result) {
      setText(result.translation);
      setResult(null);
    }
  };

  const find = (code: string | undefined) => languages?.find((l) => l.code === code);
  return {
    ui,
    notConfigured: !configured || unavailable?.code === 'TRANSLATOR_NOT_CONFIGURED',
    languages,
    unavailable,
    from,
    setFrom,
    to,
    setTo,
    text,
    setText,
    chars,
    tooLong,
    result,
    problem,
    busy,
    translate,
    swap,
    nameOf: (code: string | undefined) => find(code)?.name ?? code ?? '',
    targetDir: find(to)?.dir ?? 'ltr',
    sourceDir: find(from)?.dir ?? 'auto',
  };
}
