import type { ReactNode } from 'react';
import { fmt } from '../../i18n/define.ts';
import type { JobStatus } from '../../lib/worker/use-job.ts';
import type { RegexMatch } from './regex.logic.ts';
import type { regexMessages } from './regex.messages.ts';

type Words = (typeof regexMessages)['en_US'];

/** The text with the matches marked; an empty match is a thin bar at its place. */
export function Highlighted({ text, matches, label }: { text: string; matches: RegexMatch[]; label: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  matches.forEach((m, i) => {
    if (m.start < at) return;
    if (m.start > at) parts.push(text.slice(at, m.start));
    parts.push(
      <mark
        key={i}
        data-match={i + 1}
        className={`rounded-sm bg-amber-200 text-slate-900 ${m.end === m.start ? 'border-l-2 border-amber-600' : ''}`}
      >
        {m.text}
      </mark>,
    );
    at = m.end;
  });
  parts.push(text.slice(at));
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <pre
        data-testid="regex-highlight"
        className="max-h-80 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
      >
        {parts}
      </pre>
    </div>
  );
}

/** Each match: its number, its span, its text, and its groups with their spans. */
export function MatchTable({ matches, m }: { matches: RegexMatch[]; m: Words }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="regex-matches">
        <caption className="sr-only">{m.matches}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3">
              {m.number}
            </th>
            <th scope="col" className="py-1 pr-3">
              {m.index}
            </th>
            <th scope="col" className="py-1 pr-3">
              {m.match}
            </th>
            <th scope="col" className="py-1">
              {m.groups}
            </th>
          </tr>
        </thead>
        <tbody className="font-mono text-slate-900">
          {matches.map((x, i) => (
            <tr key={x.start * 1e6 + i} className="border-t border-slate-100 align-top">
              <td className="py-1 pr-3">{i + 1}</td>
              <td className="py-1 pr-3 whitespace-nowrap">
                {x.start}–{x.end}
              </td>
              <td className="py-1 pr-3 break-all whitespace-pre-wrap">{x.text}</td>
              <td className="py-1">
                {x.groups.map((g) => (
                  <div key={g.number} data-group={g.name ?? g.number}>
                    <span className="text-slate-600">{g.name ? `${g.number} <${g.name}>` : g.number}</span>{' '}
                    {g.value === undefined ? (
                      <span className="text-slate-500">{m.noGroup}</span>
                    ) : (
                      <>
                        <span className="break-all whitespace-pre-wrap">{g.value}</span>{' '}
                        <span className="text-slate-500">
                          [{g.start}–{g.end}]
                        </span>
                      </>
                    )}
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The line under the text: how many matches, the cap, a run in progress, or why it stopped. */
export function RegexStatusLine({
  status,
  total,
  shown,
  onStop,
  stopLabel,
  m,
  seconds,
}: {
  status: JobStatus;
  total: number | null;
  shown: number;
  onStop: () => void;
  stopLabel: string;
  m: Words;
  seconds: number;
}) {
  const base = 'text-sm';
  if (status === 'timeout')
    return (
      <p role="alert" className={`${base} text-red-700`}>
        {fmt(m.timeout, { seconds })}
      </p>
    );
  if (status === 'cancelled') return <p className={`${base} text-slate-600`}>{m.stopped}</p>;
  if (status === 'running')
    return (
      <p className={`${base} flex items-center gap-3 text-slate-600`}>
        {m.busy}
        <button type="button" onClick={onStop} className="rounded border border-slate-300 px-2 py-1 text-slate-800">
          {stopLabel}
        </button>
      </p>
    );
  if (total === null) return null;
  return (
    <p className={`${base} text-slate-700`} data-testid="regex-count" aria-live="polite">
      {total === 0 ? m.none : fmt(m.count, { count: total })}
      {total > shown ? ` ${fmt(m.capped, { shown, count: total })}` : ''}
    </p>
  );
}
