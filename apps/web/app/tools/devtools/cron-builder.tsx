import { Select, TextField } from '@tinkerbox/ui';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useMessages } from '../../i18n/t.tsx';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import {
  BUILDER_RANGE,
  type BuilderField,
  CRON_FIELDS_5,
  type FieldSpec,
  readBuilder,
  replaceField,
  writeField,
} from './cron.logic.ts';
import { cronMessages } from './cron.messages.ts';

type Mode = FieldSpec['mode'] | 'custom';

/** What a field's controls hold: the chosen way and the text of each box (kept while it is being typed). */
interface Draft {
  mode: Mode;
  at: string;
  step: string;
  from: string;
  list: string;
  /** The field as written, when the builder has no setting for it (then it can be kept). */
  custom: string | null;
}

type Words = (typeof cronMessages)['en_US'];

function draftOf(field: BuilderField, text: string, spec: FieldSpec | null): Draft {
  const lo = String(BUILDER_RANGE[field][0]);
  const d: Draft = { mode: 'custom', at: lo, step: '2', from: lo, list: lo, custom: spec === null ? text : null };
  if (spec === null) return d;
  d.mode = spec.mode;
  if (spec.mode === 'at') d.at = String(spec.value);
  if (spec.mode === 'step') {
    d.step = String(spec.step);
    d.from = String(spec.from);
  }
  if (spec.mode === 'list') d.list = spec.values.join(',');
  return d;
}

const WHOLE = /^\s*\d{1,2}\s*$/;

/** The field's text from its controls, or for each bad box the visitor's message. */
function textOf(
  field: BuilderField,
  d: Draft,
  m: Words,
): { text: string | null; errors: Partial<Record<'at' | 'step' | 'from' | 'list', string>> } {
  const [lo, hi] = BUILDER_RANGE[field];
  const number = (s: string, min: number) => (WHOLE.test(s) && Number(s) >= min && Number(s) <= hi ? Number(s) : null);
  const range = fmt(m.badNumber, { min: lo, max: hi });
  switch (d.mode) {
    case 'custom':
      return { text: d.custom, errors: {} };
    case 'every':
      return { text: writeField(field, { mode: 'every' }), errors: {} };
    case 'at': {
      const value = number(d.at, lo);
      return value === null ? { text: null, errors: { at: range } } : { text: String(value), errors: {} };
    }
    case 'step': {
      const step = number(d.step, 1);
      const from = number(d.from, lo);
      const errors = {
        ...(step === null ? { step: fmt(m.badStep, { max: hi }) } : {}),
        ...(from === null ? { from: range } : {}),
      };
      return step === null || from === null
        ? { text: null, errors }
        : { text: writeField(field, { mode: 'step', step, from }), errors };
    }
    case 'list': {
      const items = d.list.split(',').map((s) => number(s, lo));
      return items.some((i) => i === null)
        ? { text: null, errors: { list: fmt(m.badList, { min: lo, max: hi }) } }
        : { text: writeField(field, { mode: 'list', values: items as number[] }), errors: {} };
    }
  }
}

/** The builder's fields as `expression` sets them, or null for one it cannot read (not 5 or 6 fields). */
function draftsOf(expression: string): Record<BuilderField, Draft> | null {
  const r = readBuilder(expression);
  if (!r) return null;
  return Object.fromEntries(CRON_FIELDS_5.map((f) => [f, draftOf(f, r.fields[f].text, r.fields[f].spec)])) as Record<
    BuilderField,
    Draft
  >;
}

/**
 * /cron's builder: minute, hour, day of month, month and day of week, each every / at / every N from M /
 * a list. A change writes that field's part into the expression; an expression typed or linked fills
 * the builder where it can (a part it has no setting for is shown and kept as written).
 */
export function CronBuilder({ expression, onChange }: { expression: string; onChange: (e: string) => void }) {
  const m = useMessages(cronMessages);
  const id = useId();
  const read = readBuilder(expression);
  // Read from the first expression at once, so the server draws the builder as hydration finds it (drawn
  // only after hydration, it pushed the words and runs down: CLS 0.32 on a phone, issue 37).
  const [drafts, setDrafts] = useState<Record<BuilderField, Draft> | null>(() => draftsOf(expression));
  // The expressions the builder has written that no effect below has seen yet, oldest first. Two changes
  // can come before the first one's effect runs (a fast hand, a loaded phone): that effect then sees the
  // older expression, and reading it back undid the newer change (a list of weekdays read back as one
  // day, rehearsal s22b). Each effect drops what it has caught up with.
  const written = useRef<string[]>([]);

  // an expression that did not come from the builder (typed, linked, kept) is read into it; in the commit
  // that shows it (a layout effect), so a builder field changed right after cannot be overwritten by a
  // late read of the expression before it (Preact runs passive effects a frame later)
  useLayoutEffect(() => {
    const at = written.current.indexOf(expression);
    if (at >= 0) {
      written.current = written.current.slice(at + 1);
      return;
    }
    written.current = [];
    const next = draftsOf(expression);
    if (next) setDrafts(next);
  }, [expression]);

  // The latest fields and expression, for changes that come several to a render: a choice made before
  // hydration is handed over as each control hydrates (early-value.ts), all in one commit, and each must
  // build on the one before it rather than on what this render saw.
  const latest = useAsLastSet({ drafts, expression });

  if (drafts === null) return null;

  const change = (field: BuilderField, update: (d: Draft) => Draft) => {
    const before = latest.current.drafts;
    if (before === null) return;
    const d = update(before[field]);
    const after = { ...before, [field]: d };
    latest.current = { ...latest.current, drafts: after };
    setDrafts(after);
    const { text } = textOf(field, d, m);
    if (text === null) return;
    const next = replaceField(latest.current.expression, field, text);
    latest.current = { drafts: after, expression: next };
    written.current.push(next);
    onChange(next);
  };

  return (
    // closed at first: the words and the next runs, what most visitors came for, stay in the first screen
    <details className="rounded-md border border-slate-200 p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">{m.builder}</summary>
      <p className="mt-2 text-sm text-slate-600">{read ? m.builderNote : m.builderCount}</p>
      <div className="mt-3 flex flex-col gap-3" data-testid="cron-builder" hidden={!read}>
        {CRON_FIELDS_5.map((field) => {
          const d = drafts[field];
          const name = m.builderFields[field];
          const { errors } = textOf(field, d, m);
          const modes: { value: Mode; label: string }[] = [
            { value: 'every', label: m.modes.every },
            { value: 'at', label: m.modes.at },
            { value: 'step', label: m.modes.step },
            { value: 'list', label: m.modes.list },
          ];
          if (d.custom !== null) modes.push({ value: 'custom', label: fmt(m.modes.custom, { text: d.custom }) });
          const box = (key: 'at' | 'step' | 'from' | 'list', label: string) => (
            <TextField
              id={`${id}-${field}-${key}`}
              label={fmt(label, { field: name })}
              value={d[key]}
              onChange={(v) => change(field, (now) => ({ ...now, [key]: v }))}
              error={errors[key]}
              className="flex w-40 flex-col gap-1"
              inputMode={key === 'list' ? 'text' : 'numeric'}
              controlProps={{ spellCheck: false, autoComplete: 'off' }}
            />
          );
          return (
            <div key={field} className="flex flex-wrap items-start gap-3" data-field={field}>
              <Select<Mode>
                id={`${id}-${field}-mode`}
                label={fmt(m.mode, { field: name })}
                value={d.mode}
                onChange={(mode) => change(field, (now) => ({ ...now, mode }))}
                options={modes}
                className="w-56"
              />
              {d.mode === 'at' && box('at', m.at)}
              {d.mode === 'step' && (
                <>
                  {box('step', m.step)}
                  {box('from', m.from)}
                </>
              )}
              {d.mode === 'list' && box('list', m.list)}
            </div>
          );
        })}
      </div>
    </details>
  );
}
