import { CopyButton } from '@tinkerbox/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { languageMessages } from './language.messages.ts';

/** Mirrors MAX_CHARS in app/lib/translator.server.ts (the server enforces it; this is the early warning). */
const MAX_CHARS = 10_000;

interface Language {
  code: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

type ErrorCode = keyof (typeof languageMessages)['en_US']['translate']['errors'];
interface Problem {
  code: ErrorCode;
  params: Record<string, string | number>;
}

const UI_LANGUAGE: Record<Locale, string> = { en_US: 'en', zh_Hans_CN: 'zh-Hans', zh_Hant_HK: 'zh-Hant' };
const DEFAULT_TARGET: Record<Locale, string> = { en_US: 'zh-Hans', zh_Hans_CN: 'en', zh_Hant_HK: 'en' };
const languageCache = new Map<string, Language[]>();

function problemOf(status: number, body: unknown): Problem {
  const b = (body ?? {}) as { code?: string; retryAfter?: number; limit?: number };
  const known = [
    'TRANSLATOR_NOT_CONFIGURED',
    'BAD_REQUEST',
    'TEXT_TOO_LONG',
    'RATE_LIMITED',
    'TRANSLATOR_REJECTED_KEY',
    'TRANSLATOR_BUSY',
    'TRANSLATOR_FAILED',
    'TRANSLATOR_TIMEOUT',
  ];
  const code = (
    b.code && known.includes(b.code) ? b.code : status >= 500 ? 'TRANSLATOR_FAILED' : 'BAD_REQUEST'
  ) as ErrorCode;
  return { code, params: { retryAfter: b.retryAfter ?? 60, limit: b.limit ?? MAX_CHARS } };
}

function LanguageSelect(props: {
  id: string;
  label: string;
  value: string;
  languages: Language[] | null;
  placeholder: string;
  /** An extra first option ("Detect language") with the value ''. */
  detect?: string;
  onChange: (code: string) => void;
}) {
  const { id, label, value, languages, placeholder, detect, onChange } = props;
  return (
    <div className="flex min-w-[200px] flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className="field w-full"
        value={value}
        disabled={!languages}
        onChange={(e) => onChange(e.target.value)}
      >
        {detect !== undefined && <option value="">{detect}</option>}
        {!languages && detect === undefined && <option value={value}>{placeholder}</option>}
        {languages?.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name === l.nativeName ? l.name : `${l.name} · ${l.nativeName}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /microsofttranslate: the page side of /api/translate. */
export function TranslateTool() {
  const m = useMessages(languageMessages).translate;
  const { locale } = useLocale();
  const ids = useId();
  const ui = UI_LANGUAGE[locale];
  const configured = useLoaderData<{ translator: boolean }>()?.translator !== false;
  const [languages, setLanguages] = useState<Language[] | null>(() => languageCache.get(ui) ?? null);
  const [unavailable, setUnavailable] = useState<Problem | null>(null);
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

  useEffect(() => {
    if (!configured) return;
    const cached = languageCache.get(ui);
    if (cached) {
      setLanguages(cached);
      return;
    }
    let live = true;
    fetch(`/api/translate?ui=${encodeURIComponent(ui)}`)
      .then(async (res) => {
        const body = await res.json().catch(() => null);
        if (!live) return;
        if (res.ok && Array.isArray(body?.languages)) {
          const list = (body.languages as Language[]).slice().sort((a, b) => a.name.localeCompare(b.name, ui));
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
  }, [ui, configured]);

  const chars = [...text].length;
  const tooLong = chars > MAX_CHARS;
  const notConfigured = !configured || unavailable?.code === 'TRANSLATOR_NOT_CONFIGURED';

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
  }, [text, to, from, tooLong, busy]);

  const nameOf = (code: string | undefined) => languages?.find((l) => l.code === code)?.name ?? code ?? '';
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
  const targetDir = languages?.find((l) => l.code === to)?.dir ?? 'ltr';
  const sourceDir = languages?.find((l) => l.code === from)?.dir ?? 'auto';

  if (notConfigured) {
    return (
      <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        {m.errors.TRANSLATOR_NOT_CONFIGURED}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">{m.notice}</p>
      {unavailable && (
        <p role="alert" className="field-error">
          {fmt(m.errors[unavailable.code], unavailable.params)}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <LanguageSelect
          id={`${ids}-from`}
          label={m.source}
          value={from}
          languages={languages}
          placeholder={m.loadingLanguages}
          detect={m.detect}
          onChange={setFrom}
        />
        <button
          type="button"
          className="btn"
          onClick={swap}
          disabled={!languages || !(from || result?.detected)}
          aria-label={m.swap}
          title={m.swap}
        >
          <span aria-hidden="true">⇄</span>
        </button>
        <LanguageSelect
          id={`${ids}-to`}
          label={m.target}
          value={to}
          languages={languages}
          placeholder={m.loadingLanguages}
          onChange={setTo}
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <div className="flex items-center justify-between">
            <label htmlFor={`${ids}-in`} className="text-sm font-medium text-slate-700">
              {m.input}
            </label>
            <span className={`text-xs ${tooLong ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
              {fmt(m.count, { count: chars.toLocaleString(ui), limit: MAX_CHARS.toLocaleString(ui) })}
            </span>
          </div>
          <textarea
            id={`${ids}-in`}
            className="field-area min-h-[220px] resize-y font-sans! text-base!"
            value={text}
            dir={sourceDir}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${ids}-hint`}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void translate();
              }
            }}
          />
          <p id={`${ids}-hint`} className="text-xs text-slate-500">
            {m.shortcut}
          </p>
          {tooLong && (
            <p role="alert" className="field-error">
              {fmt(m.tooLongLocal, { limit: MAX_CHARS.toLocaleString(ui) })}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-center justify-between">
            <label htmlFor={`${ids}-out`} className="text-sm font-medium text-slate-700">
              {m.output}
            </label>
            <CopyButton value={result?.translation ?? ''} disabled={!result} />
          </div>
          <textarea
            id={`${ids}-out`}
            readOnly
            dir={targetDir}
            className="field-area min-h-[220px] resize-y bg-slate-50! font-sans! text-base!"
            value={result?.translation ?? ''}
          />
          {result?.detected && !from && (
            <p className="text-xs text-slate-600" data-testid="detected">
              {fmt(m.detected, { language: nameOf(result.detected) })}
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => void translate()}
          disabled={!languages || busy || !text.trim() || tooLong}
        >
          {busy ? m.translating : m.translate}
        </button>
        {busy && (
          <span role="status" className="text-sm text-slate-500">
            {m.translating}
          </span>
        )}
      </div>
      {problem && (
        <p role="alert" className="field-error">
          {fmt(m.errors[problem.code], problem.params)}
        </p>
      )}
    </div>
  );
}
