import { Button, Checkbox, Choice, EarlyButton, NumberField, OutputBox, Select, TextField } from '@tinkerbox/ui';
import { useId, useState } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { ShareButton } from './devtools.widgets.tsx';
import { DIFF_MODES, type ShownPart, WHITESPACE } from './textdiff.logic.ts';
import { textdiffMessages } from './textdiff.messages.ts';
import { DiffText, PART_LIMIT } from './textdiff.widgets.tsx';
import { DIFF_VIEWS, type ServedDiff, useTextDiff } from './use-textdiff.ts';

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/x-diff' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'changes.diff';
  a.click();
  URL.revokeObjectURL(url);
}

const NONE: ReadonlySet<number> = new Set();

/** /textdiff: two texts compared by line, word or character, side by side, inline or as a unified diff. */
export function TextDiffTool({ served = null }: { served?: ServedDiff | null }) {
  const m = useMessages(textdiffMessages);
  const id = useId();
  const { locale } = useLocale();
  const s = useTextDiff(locale, served);
  // The last result stays while a newer job runs (the busy line says so): hidden meanwhile, the diff blinked
  // out and back at every keystroke, and a fold just opened closed again.
  const r = s.status === 'done' || s.status === 'running' ? s.result : null;
  // The folds the visitor opened, for the parts they were opened in (a new result folds everything again).
  const [open, setOpen] = useState<{ of: ShownPart[]; at: ReadonlySet<number> }>({ of: [], at: new Set() });
  const opened = open.of === s.shown ? open.at : NONE;
  const fold = {
    opened,
    onOpen: (i: number) => setOpen({ of: s.shown, at: new Set([...opened, i]) }),
    foldLabel: (n: number) => (n === 1 ? m.foldOne : fmt(m.fold, { n })),
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${id}-left`}
          label={m.left}
          value={s.left}
          onChange={s.setLeft}
          multiline
          rows={10}
          controlProps={{ spellCheck: false }}
        />
        <TextField
          id={`${id}-right`}
          label={m.right}
          value={s.right}
          onChange={s.setRight}
          multiline
          rows={10}
          controlProps={{ spellCheck: false }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <Choice
          label={m.mode}
          value={s.mode}
          onChange={s.setMode}
          options={DIFF_MODES.map((v) => ({ value: v, label: m.modes[v] }))}
        />
        <Choice
          label={m.view}
          value={s.view}
          onChange={s.setView}
          options={DIFF_VIEWS.map((v) => ({ value: v, label: m.views[v] }))}
        />
        <Select
          label={m.whitespace}
          value={s.mode === 'char' ? 'exact' : s.whitespace}
          onChange={s.setWhitespace}
          disabled={s.mode === 'char'}
          hint={s.mode === 'char' ? m.noCharWhitespace : undefined}
          className="w-72 max-w-full"
          options={WHITESPACE.map((v) => ({ value: v, label: m.whitespaces[v] }))}
        />
        <NumberField
          label={m.context}
          value={s.contextText}
          onChange={s.setContextText}
          error={s.contextError}
          hint={m.contextHint}
          className="flex w-56 max-w-full flex-col gap-1"
        />
        <Checkbox label={m.ignoreCase} checked={s.ignoreCase} onChange={s.setIgnoreCase} />
        <div className="flex gap-2">
          <EarlyButton early="diff-swap" size="sm" onClick={s.swap}>
            <span aria-hidden="true">⇄</span> {m.swap}
          </EarlyButton>
          <ShareButton
            params={{
              by: s.mode,
              view: s.view,
              ws: s.whitespace === 'exact' ? undefined : s.whitespace,
              context: s.contextText === '3' ? undefined : s.contextText,
            }}
          />
        </div>
      </div>
      <div aria-live="polite" className="text-sm text-slate-700">
        {s.status === 'running' && (
          <span className="flex items-center gap-3">
            {m.busy}
            <Button size="sm" onClick={s.stop}>
              {m.stop}
            </Button>
          </span>
        )}
        {s.status === 'cancelled' && m.stopped}
        {r && (
          <span data-testid="diff-summary">
            {r.added === 0 && r.removed === 0 ? m.same : fmt(m.summary, { added: r.added, removed: r.removed })}
            {r.parts.length > PART_LIMIT ? ` ${fmt(m.capped, { shown: PART_LIMIT, count: r.parts.length })}` : ''}
          </span>
        )}
      </div>
      {r && s.view === 'split' && (
        <div className="grid gap-4 md:grid-cols-2">
          <DiffText parts={s.shown} show={['same', 'del']} side="left" label={m.left} testId="diff-left" {...fold} />
          <DiffText parts={s.shown} show={['same', 'ins']} side="right" label={m.right} testId="diff-right" {...fold} />
        </div>
      )}
      {r && s.view === 'inline' && (
        <DiffText
          parts={s.shown}
          show={['same', 'del', 'ins']}
          side="right"
          label={m.views.inline}
          testId="diff-inline"
          {...fold}
        />
      )}
      {r && s.view === 'unified' && (
        <div className="flex flex-col gap-1">
          <OutputBox
            id={`${id}-unified`}
            label={m.views.unified}
            value={r.unified}
            minHeight={160}
            actions={
              <Button size="sm" onClick={() => download(r.unified)} disabled={r.unified === ''}>
                {m.download}
              </Button>
            }
          />
          <p className="text-xs text-slate-600">{m.unifiedHint}</p>
        </div>
      )}
    </div>
  );
}
