import { TextField } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { fmt } from '../../i18n/define.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { queryRecipe } from './json.recipe.ts';
import { moreMessages } from './json-more.messages.ts';
import type { MoreJob, QueryResult } from './json-more.protocol.ts';
import { moreErrorText } from './json-more.text.ts';
import { MoreProgress } from './json-more.widgets.tsx';
import { errorFor, useMoreJob } from './use-more-job.ts';

/** The JSONPath query on /jsonformat: runs in the companions' worker on the parsed text. */
export function JsonPathView({ text, locale }: { text: string; locale: Locale }) {
  const m = useMessages(moreMessages);
  const [query, setQuery] = useKeptState('json.query', '');
  const job = useMemo<MoreJob | null>(() => (query.trim() ? { kind: 'query', text, query } : null), [text, query]);
  const { outcome, phase, cancel } = useMoreJob<QueryResult>(job);
  const recipe = useMemo(() => queryRecipe(job), [job]);
  const error = errorFor(outcome, 'query');
  const r = outcome?.status === 'done' ? outcome.result : null;
  return (
    <section aria-label={m.query} className="flex flex-col gap-2" data-testid="jsonpath">
      <TextField
        id="jsonpath-query"
        label={m.query}
        hint={m.queryHint}
        value={query}
        onChange={setQuery}
        mono
        placeholder="$..*"
        error={error ? moreErrorText(error, m, locale) : null}
      />
      <MoreProgress phase={phase} outcome={outcome} onCancel={cancel} m={m} />
      {r && query.trim() && (
        <div className="flex flex-col gap-1" data-testid="jsonpath-result">
          <p role="status" className="text-sm text-slate-700">
            {r.total === 0 ? m.noMatches : fmt(m.matches, { count: r.total })}
            {r.total > r.matches.length && ` ${fmt(m.matchesMore, { shown: r.matches.length, count: r.total })}`}
          </p>
          {r.matches.length > 0 && (
            <div className="max-h-96 overflow-auto rounded-md border border-slate-300">
              <table className="w-full text-left font-mono text-xs">
                <thead className="sticky top-0 bg-slate-100 text-slate-700">
                  <tr>
                    <th className="px-2 py-1">{m.path}</th>
                    <th className="px-2 py-1">{m.value}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.matches.map((x, i) => (
                    <tr key={i} className="border-t border-slate-200 align-top">
                      <td className="px-2 py-1 break-all text-slate-700" data-testid="jsonpath-path">
                        {x.path}
                      </td>
                      <td className="px-2 py-1 break-all text-slate-900" data-testid="jsonpath-value">
                        {x.value}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} of="query" />
    </section>
  );
}
