import type { ReactNode } from 'react';
import { fmt } from '../../i18n/define.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { languageMessages } from './language.messages.ts';
import type { ChschtState } from './use-chscht.ts';

type M = (typeof languageMessages)[Locale]['chscht'];

/**
 * The converted text, with the characters that had several forms marked. Shows nothing (not a stale
 * or empty result) when the worker could not start: the tool layout says so above.
 */
export function ChschtOutput({
  state,
  labelId,
  m,
  copy,
}: {
  state: ChschtState;
  labelId: string;
  m: M;
  copy: ReactNode;
}) {
  const { status, loadingDictionary, segments, highlight, toTraditional } = state;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {m.output}
        </span>
        {copy}
      </div>
      <section
        aria-labelledby={labelId}
        aria-busy={loadingDictionary || status === 'running'}
        data-testid="chscht-output"
        lang={toTraditional ? 'zh-Hant' : 'zh-Hans'}
        className="min-h-[260px] rounded-md border border-slate-300 bg-slate-50 p-3 text-base break-words whitespace-pre-wrap"
      >
        {loadingDictionary ? (
          <span role="status" className="text-slate-500">
            {m.loading}
          </span>
        ) : status === 'failed' ? null : (
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
      {status === 'running' && !loadingDictionary && (
        <span role="status" className="text-xs text-slate-500">
          {m.converting}
        </span>
      )}
    </div>
  );
}

/** The characters of the text that have several Traditional forms, each with its forms. */
export function FoundForms({ found, m }: { found: [string, string[]][]; m: M }) {
  return (
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
  );
}
