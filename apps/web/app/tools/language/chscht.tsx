import { CopyButton } from '@tinkerbox/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import type { ChschtRequest, ChschtResponse } from './chscht.worker.ts';
import { languageMessages } from './language.messages.ts';

const GROUPS = {
  toTraditional: ['s2tw', 's2twp', 's2hk', 's2t'],
  toSimplified: ['t2s', 'tw2s', 'tw2sp', 'hk2s'],
  toRegional: ['t2tw', 't2hk', 'tw2t', 'hk2t'],
} as const;
type Conversion = (typeof GROUPS)[keyof typeof GROUPS][number];
const ALL: readonly Conversion[] = Object.values(GROUPS).flat();

/** The direction back, for the swap button. */
const REVERSE: Record<Conversion, Conversion> = {
  s2t: 't2s',
  s2tw: 'tw2s',
  s2twp: 'tw2sp',
  s2hk: 'hk2s',
  t2s: 's2t',
  tw2s: 's2tw',
  tw2sp: 's2twp',
  hk2s: 's2hk',
  t2tw: 'tw2t',
  t2hk: 'hk2t',
  tw2t: 't2tw',
  hk2t: 't2hk',
};

type Segment = { text: string; source?: string; forms?: string[] };
type Status = 'loading' | 'ready' | 'busy';

/** /chscht: OpenCC conversion in a worker, with multi-form characters highlighted and custom mappings. */
export function ChschtTool() {
  const m = useMessages(languageMessages).chscht;
  const { locale } = useLocale();
  const ids = useId();
  const [conversion, setConversion] = useFragmentOption<Conversion>('conv', 's2tw', ALL);
  const [input, setInput] = useKeptState('chscht:input', '');
  const [custom, setCustom] = useKeptState('chscht:custom', '');
  const [highlight, setHighlight] = useKeptState('chscht:highlight', true);
  const [segments, setSegments] = useState<Segment[]>([]);
  const [output, setOutput] = useState('');
  const [status, setStatus] = useState<Status>('loading');
  const [customError, setCustomError] = useState<unknown>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const w = new Worker(new URL('./chscht.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (e: MessageEvent<ChschtResponse>) => {
      const r = e.data;
      if (r.id !== seq.current) return;
      setStatus('ready');
      if (r.ok) {
        setOutput(r.output);
        setSegments(r.segments);
        setCustomError(null);
      } else if (r.field === 'custom') {
        setCustomError(r.error);
      } else {
        setFatal(r.message);
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      setFatal(e.message || 'worker error');
    };
    return () => w.terminate();
  }, []);

  useEffect(() => {
    const w = worker.current;
    if (!w) return;
    const id = ++seq.current;
    setStatus((s) => (s === 'loading' ? s : 'busy'));
    const timer = setTimeout(() => {
      w.postMessage({ id, text: input, conversion, custom } satisfies ChschtRequest);
    }, 120);
    return () => clearTimeout(timer);
  }, [input, conversion, custom]);

  const found = useMemo(() => {
    const seen = new Map<string, string[]>();
    for (const s of segments) if (s.source && s.forms && !seen.has(s.source)) seen.set(s.source, s.forms);
    return [...seen.entries()];
  }, [segments]);

  const swap = () => {
    setInput(output);
    setConversion(REVERSE[conversion]);
  };

  const isToTraditional = conversion.startsWith('s2');
  const customMessage = customError ? engineErrorMessage(customError, locale) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-[16rem] flex-1 flex-col gap-1">
          <label htmlFor={`${ids}-conv`} className="text-sm font-medium text-slate-700">
            {m.conversion}
          </label>
          <select
            id={`${ids}-conv`}
            className="field w-full"
            value={conversion}
            onChange={(e) => setConversion(e.target.value as Conversion)}
          >
            {(Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((g) => (
              <optgroup key={g} label={m[g]}>
                {GROUPS[g].map((c) => (
                  <option key={c} value={c}>
                    {m.conversions[c]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className="btn" onClick={swap} disabled={!output || status !== 'ready'}>
          <span aria-hidden="true">⇅</span> {m.swap}
        </button>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <div className="flex items-center justify-between">
            <label htmlFor={`${ids}-in`} className="text-sm font-medium text-slate-700">
              {m.input}
            </label>
            <span className="text-xs text-slate-500">{fmt(m.count, { chars: [...input].length })}</span>
          </div>
          <textarea
            id={`${ids}-in`}
            className="field-area min-h-[260px] resize-y font-sans! text-base!"
            value={input}
            lang={isToTraditional ? 'zh-Hans' : 'zh-Hant'}
            onChange={(e) => setInput(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-center justify-between">
            <span id={`${ids}-out-label`} className="text-sm font-medium text-slate-700">
              {m.output}
            </span>
            <CopyButton value={output} disabled={!output} />
          </div>
          <section
            aria-labelledby={`${ids}-out-label`}
            aria-busy={status !== 'ready'}
            data-testid="chscht-output"
            lang={isToTraditional ? 'zh-Hant' : 'zh-Hans'}
            className="min-h-[260px] rounded-md border border-slate-300 bg-slate-50 p-3 text-base break-words whitespace-pre-wrap"
          >
            {status === 'loading' && !fatal ? (
              <span role="status" className="text-slate-500">
                {m.loading}
              </span>
            ) : (
              segments.map((s, i) =>
                s.source && highlight ? (
                  <mark
                    key={i}
                    title={fmt(m.formsOf, { source: s.source, forms: (s.forms ?? []).join(' / ') })}
                    className="rounded-sm bg-amber-200 px-px text-slate-900"
                  >
                    {s.text}
                  </mark>
                ) : (
                  <span key={i}>{s.text}</span>
                ),
              )
            )}
          </section>
          {status === 'busy' && (
            <span role="status" className="text-xs text-slate-500">
              {m.converting}
            </span>
          )}
          {fatal && (
            <p role="alert" className="field-error">
              {fmt(m.failed, { reason: fatal })}
            </p>
          )}
        </div>
      </div>

      {isToTraditional && (
        <div className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" checked={highlight} onChange={(e) => setHighlight(e.target.checked)} />
            {m.highlight}
          </label>
          <p className="text-slate-700">{m.highlightNote}</p>
          {input && (
            <p data-testid="chscht-found">
              {found.length === 0 ? (
                m.none
              ) : (
                <>
                  <span className="font-medium">{m.found}: </span>
                  {found.map(([src, forms]) => (
                    <span key={src} className="mr-3 inline-block">
                      {fmt(m.formsOf, { source: src, forms: forms.join(' / ') })}
                    </span>
                  ))}
                </>
              )}
            </p>
          )}
        </div>
      )}

      <details className="rounded-md border border-slate-200 p-3" open={custom !== ''}>
        <summary className="cursor-pointer font-medium">{m.custom}</summary>
        <div className="mt-2 flex flex-col gap-1">
          <label htmlFor={`${ids}-custom`} className="text-sm text-slate-700">
            {m.customLabel}
          </label>
          <textarea
            id={`${ids}-custom`}
            className="field-area min-h-[100px]"
            value={custom}
            aria-invalid={customMessage ? true : undefined}
            aria-describedby={`${ids}-custom-help`}
            onChange={(e) => setCustom(e.target.value)}
            placeholder="软件 = 軟件"
          />
          <p id={`${ids}-custom-help`} className="text-xs text-slate-500">
            {m.customHelp}
          </p>
          {customMessage && (
            <p role="alert" className="field-error">
              {customMessage}
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
