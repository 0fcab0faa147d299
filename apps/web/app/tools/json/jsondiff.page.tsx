import { EngineError } from '@tinkerbox/engine';
import { EarlyButton, OutputBox, Select, TextField } from '@tinkerbox/ui';
import { fmt } from '../../i18n/define.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/error-text.ts';
import { moreMessages } from './json-more.messages.ts';
import type { DiffJobResult } from './json-more.protocol.ts';
import { moreErrorText } from './json-more.text.ts';
import { MoreProgress } from './json-more.widgets.tsx';
import { DIFF_SAMPLE, useJsonDiff } from './use-jsondiff.ts';
import { errorFor } from './use-more-job.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

type M = (typeof moreMessages)['en_US'];

const KIND_CLASS = {
  added: 'text-emerald-800',
  removed: 'text-red-800',
  changed: 'text-amber-800',
} as const;

function Changes({ r, m }: { r: DiffJobResult; m: M }) {
  return (
    <div className="flex flex-col gap-1" data-testid="diff-result">
      <p role="status" className="text-sm text-slate-700">
        {r.total === 0 ? m.same : fmt(m.changes, { count: r.total })}
        {r.total > r.changes.length && ` ${fmt(m.changesMore, { shown: r.changes.length, count: r.total })}`}
      </p>
      {r.fellBackToIndex && <p className="text-sm text-amber-800">{m.fellBack}</p>}
      {r.total > 0 && <p className="text-xs text-slate-600">{m.pathsNote}</p>}
      {r.changes.length > 0 && (
        <ul className="max-h-[32rem] overflow-auto rounded-md border border-slate-300 font-mono text-xs">
          {r.changes.map((c, i) => (
            <li key={i} className="border-t border-slate-200 px-2 py-1 first:border-t-0" data-testid="diff-change">
              <span className={`font-semibold ${KIND_CLASS[c.kind]}`} data-kind={c.kind}>
                {m.kinds[c.kind]}
              </span>{' '}
              <span className="break-all text-slate-800" data-testid="diff-path">
                {c.path}
              </span>
              {c.before !== undefined && (
                <div className="break-all text-red-800">
                  − <span data-testid="diff-before">{c.before}</span>
                </div>
              )}
              {c.after !== undefined && (
                <div className="break-all text-emerald-800">
                  + <span data-testid="diff-after">{c.after}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The JSON Patch or the merge patch of a result, with Copy, and whether the worker checked it. */
function PatchView({ r, m, which, locale }: { r: DiffJobResult; m: M; which: 'patch' | 'merge'; locale: Locale }) {
  const text = which === 'patch' ? r.patch : r.mergePatch;
  const checked = which === 'patch' ? r.patchChecked : r.mergeChecked;
  if (text === null) {
    return (
      <p role="alert" className="text-sm text-red-800" data-testid="merge-error">
        {errorText(new EngineError('NO_MERGE_PATCH', '', { path: r.mergeNullAt ?? '$' }), locale)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1" data-testid={`${which}-result`}>
      <OutputBox
        id={`diff-${which}`}
        label={which === 'patch' ? m.patchLabel : m.mergeLabel}
        value={text}
        minHeight={200}
      />
      <p className="text-xs text-slate-600">{which === 'patch' ? m.patchNote : m.mergeNote}</p>
      {checked && (
        <p className="text-sm text-emerald-800" data-testid={`${which}-checked`}>
          {m.checked}
        </p>
      )}
    </div>
  );
}

/** /jsondiff: two JSON documents compared by path in the companions' worker, numbers exactly. */
export default function JsonDiffPage() {
  return <JsonDiffView />;
}

function JsonDiffView() {
  const m = useMessages(moreMessages);
  const { locale } = useLocale();
  const s = useJsonDiff();
  const leftError = errorFor(s.outcome, 'left');
  const rightError = errorFor(s.outcome, 'right');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="diff-left"
          label={m.left}
          multiline
          rows={12}
          mono
          value={s.left}
          onChange={s.setLeft}
          error={leftError ? moreErrorText(leftError, m, locale) : null}
        />
        <TextField
          id="diff-right"
          label={m.right}
          multiline
          rows={12}
          mono
          value={s.right}
          onChange={s.setRight}
          error={rightError ? moreErrorText(rightError, m, locale) : null}
        />
      </div>
      <fieldset className="flex flex-wrap items-end gap-4">
        <EarlyButton
          early="diff-sample"
          onClick={() => {
            s.setLeft(DIFF_SAMPLE.left);
            s.setRight(DIFF_SAMPLE.right);
          }}
        >
          {m.sample}
        </EarlyButton>
        <Select
          id="diff-arrays"
          label={m.arrays}
          value={s.arrays}
          onChange={s.setArrays}
          options={(['index', 'lcs'] as const).map((v) => ({ value: v, label: m.arrayModes[v] }))}
        />
        <Select
          id="diff-numbers"
          label={m.numbers}
          value={s.numbers}
          onChange={s.setNumbers}
          options={(['value', 'text'] as const).map((v) => ({ value: v, label: m.numberModes[v] }))}
        />
        <Select
          id="diff-view"
          label={m.view}
          value={s.view}
          onChange={s.setView}
          options={(['changes', 'patch', 'merge'] as const).map((v) => ({ value: v, label: m.views[v] }))}
        />
      </fieldset>
      <MoreProgress phase={s.phase} outcome={s.outcome} onCancel={s.cancel} m={m} />
      {s.outcome?.status === 'done' && s.left.trim() !== '' && s.right.trim() !== '' && (
        <>
          {s.view === 'changes' && <Changes r={s.outcome.result} m={m} />}
          {s.view !== 'changes' && <PatchView r={s.outcome.result} m={m} which={s.view} locale={locale} />}
        </>
      )}
    </div>
  );
}
