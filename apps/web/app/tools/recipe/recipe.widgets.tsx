import type { OpArg, Operation } from '@tinkerbox/engine/ops';
import { Button, Checkbox, NumberField, Select, TextField } from '@tinkerbox/ui';
import { type DragEvent, useMemo, useState } from 'react';
import { fmt } from '../../i18n/define.ts';
import type { OpNames } from './ops.names.ts';
import { type StepState, searchOperations, showBytes } from './recipe.logic.ts';
import type { recipeMessages } from './recipe.messages.ts';
import type { StepOutput } from './recipe.protocol.ts';
import type { StepRun } from './use-recipe.ts';

type Words = (typeof recipeMessages)['en_US'];

/** How many matches the list shows at once: the search narrows the rest. */
const SHOWN_MATCHES = 60;

/** The operation list: search by name (the visitor's language) or id, and a button to add each. */
export function OpPicker({
  operations,
  names,
  m,
  onAdd,
}: {
  operations: readonly Operation[];
  names: Readonly<Record<string, OpNames>>;
  m: Words;
  onAdd: (operation: Operation) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchOperations(operations, names, query), [operations, names, query]);
  return (
    <div className="flex flex-col gap-2">
      <TextField label={m.search} hint={m.searchHint} type="search" value={query} onChange={setQuery} mono={false} />
      {found.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noMatch}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" data-testid="recipe-ops">
          {found.slice(0, SHOWN_MATCHES).map((o) => {
            const name = names[o.id]?.name ?? o.id;
            return (
              <li key={o.id}>
                <Button
                  size="sm"
                  variant="ghost"
                  className="w-full justify-between text-left"
                  aria-label={fmt(m.add, { name })}
                  onClick={() => onAdd(o)}
                >
                  <span>{name}</span>
                  <code className="text-xs text-slate-500">{o.id}</code>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** One argument as its control: text, a whole number with its range, a box to tick, or a choice. */
function ArgControl({
  arg,
  label,
  value,
  error,
  onChange,
}: {
  arg: OpArg;
  label: string;
  value: string | boolean;
  error: string | null;
  onChange: (value: string | boolean) => void;
}) {
  if (arg.kind === 'boolean') return <Checkbox label={label} checked={value === true} onChange={onChange} />;
  if (arg.kind === 'choice')
    return (
      <Select
        label={label}
        value={String(value)}
        options={(arg.choices ?? []).map((c) => ({ value: c, label: c }))}
        onChange={onChange}
        error={error}
      />
    );
  if (arg.kind === 'number')
    return (
      <NumberField
        label={label}
        hint={`${arg.min}–${arg.max}`}
        value={String(value)}
        onChange={onChange}
        error={error}
      />
    );
  return <TextField label={label} value={String(value)} onChange={onChange} error={error} />;
}

/** Bytes shown as text, or as hex when they are not UTF-8 (with a note), and how much is shown. */
export function BytesView({ output, label, m }: { output: StepOutput; label: string; m: Words }) {
  const cut = output.preview.length < output.size;
  const shown = showBytes(output.preview, cut);
  return (
    <div className="flex flex-col gap-1">
      <textarea
        readOnly
        aria-label={label}
        value={shown.text}
        rows={4}
        spellCheck={false}
        className="w-full resize-y rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs break-all text-slate-900"
      />
      <p className="text-xs text-slate-600">
        {cut
          ? fmt(m.previewOnly, { shown: output.preview.length, size: output.size })
          : fmt(m.size, { size: output.size })}
        {shown.kind === 'hex' ? ` ${m.asHex}` : ''}
      </p>
    </div>
  );
}

/** A step: its name, move and remove buttons, its arguments, and its output or failure on demand. */
export function StepCard({
  index,
  count,
  step,
  operation,
  names,
  run,
  fieldError,
  m,
  actions,
  drag,
}: {
  index: number;
  count: number;
  step: StepState;
  operation: Operation;
  names: OpNames | undefined;
  run: StepRun;
  fieldError: { argument: string; message: string } | null;
  m: Words;
  actions: {
    move: (from: number, to: number) => void;
    remove: (i: number) => void;
    setValue: (i: number, arg: string, value: string | boolean) => void;
    toggleShow: (i: number) => void;
  };
  drag: { onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void };
}) {
  const n = index + 1;
  const name = names?.name ?? step.op;
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3"
      data-testid="recipe-step"
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          draggable
          onDragStart={drag.onDragStart}
          role="img"
          aria-label={fmt(m.drag, { n })}
          title={fmt(m.drag, { n })}
          className="cursor-grab px-1 text-slate-500 select-none"
        >
          ⠿
        </span>
        <h3 className="min-w-0 flex-1 text-sm font-semibold text-slate-800">{fmt(m.step, { n, name })}</h3>
        <Button
          size="sm"
          aria-label={fmt(m.moveUp, { n })}
          disabled={index === 0}
          onClick={() => actions.move(index, index - 1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          aria-label={fmt(m.moveDown, { n })}
          disabled={index === count - 1}
          onClick={() => actions.move(index, index + 1)}
        >
          ↓
        </Button>
        <Button size="sm" variant="danger" aria-label={fmt(m.remove, { n })} onClick={() => actions.remove(index)}>
          ✕
        </Button>
      </div>
      {operation.args.length > 0 && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {operation.args.map((a) => (
            <ArgControl
              key={a.id}
              arg={a}
              label={names?.args[a.id] ?? a.id}
              value={step.values[a.id] ?? ''}
              error={fieldError?.argument === a.id ? fieldError.message : null}
              onChange={(v) => actions.setValue(index, a.id, v)}
            />
          ))}
        </div>
      )}
      {run.failure ? (
        <p role="alert" className="text-sm text-red-800" data-testid="recipe-step-error">
          {fmt(m.failedAt, { n, name, message: run.failure })}
        </p>
      ) : (
        <>
          <Checkbox label={m.showOutput} checked={step.show} onChange={() => actions.toggleShow(index)} />
          {step.show &&
            (run.output ? (
              <BytesView output={run.output} label={fmt(m.stepOutput, { n })} m={m} />
            ) : (
              <p className="text-sm text-slate-600">{m.noOutput}</p>
            ))}
        </>
      )}
    </li>
  );
}
