import { listOperations } from '@tinkerbox/engine/ops';
import { Button, Checkbox, FileButton, OutputBox, Section, TextField } from '@tinkerbox/ui';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { saveBlob } from '../../lib/download.ts';
import { JobStatus } from '../../shell/job-status.tsx';
import { opNames } from './ops.names.ts';
import { showBytes, stepsFromRecipe } from './recipe.logic.ts';
import { recipeMessages } from './recipe.messages.ts';
import { MEMORY_LIMIT } from './recipe.run.ts';
import { OpPicker, StepCard } from './recipe.widgets.tsx';
import { operationOf, useRecipe } from './use-recipe.ts';

/** A run of typed input shows its bar and Cancel after this long. */
const SLOW_MS = 400;

/** The whole output is put in the box (and copied) up to this size; past it, the box shows its start. */
const SHOWN_BYTES = 1024 * 1024;

/**
 * /recipe: operations chained over typed text or a file, shared as a link the CLI runs too; Detect
 * proposes the recipes that decode typed input, best first, each a click away.
 */
export function RecipeTool() {
  const m = useMessages(recipeMessages);
  const { locale } = useLocale();
  const names = useMemo(() => opNames(locale), [locale]);
  const r = useRecipe(locale, names);
  const dragged = useRef<number | null>(null);
  const [saveName, setSaveName] = useState('');
  const actions = { move: r.move, remove: r.removeStep, setValue: r.setValue, toggleShow: r.toggleShow };
  const dragOf = (i: number) => ({
    onDragStart: (e: DragEvent) => {
      dragged.current = i;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(i));
    },
    onDragOver: (e: DragEvent) => {
      if (dragged.current !== null) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged.current !== null) r.move(dragged.current, i);
      dragged.current = null;
    },
  });
  // each proposal with its steps' names in the visitor's language (From Base64 → Gunzip)
  const suggestions = useMemo(
    () =>
      r.proposals.map((p) => ({
        ...p,
        steps: stepsFromRecipe(p.recipe)
          .map((s) => names[s.op]?.name ?? s.op)
          .join(' → '),
        shown: showBytes(p.preview, true),
      })),
    [r.proposals, names],
  );
  const running = r.run.status === 'running';
  // a bar (with Cancel) for a file, or for typed input once its run has taken a while: not for every keystroke
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!running) return;
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, [running]);
  const progress =
    running && (slow || r.source.kind === 'file')
      ? (r.run.progress ?? (r.source.kind === 'file' ? { done: 0, total: r.source.file.size } : 'unknown'))
      : null;
  const output = r.result?.output;
  const lastStep = r.result?.steps.at(-1);
  const shown = useMemo(() => {
    if (output instanceof Uint8Array) {
      const cut = output.length > SHOWN_BYTES;
      const count = Math.min(SHOWN_BYTES, output.length);
      return { ...showBytes(output.subarray(0, SHOWN_BYTES), cut), cut, count, size: output.length };
    }
    // a streamed file's output is a Blob: the box shows the last step's preview, its first bytes
    if (output && lastStep)
      return {
        ...showBytes(lastStep.preview, lastStep.preview.length < lastStep.size),
        cut: lastStep.preview.length < lastStep.size,
        count: lastStep.preview.length,
        size: lastStep.size,
      };
    return null;
  }, [output, lastStep]);
  const download = () => {
    if (output) saveBlob(output instanceof Blob ? output : new Blob([output as BlobPart]), 'output.bin');
  };
  // the page's own address with the fragment it keeps, once mounted (the server knows no origin, and the
  // hydrating render must draw what the server drew)
  const [here, setHere] = useState('');
  useEffect(() => setHere(`${window.location.origin}${window.location.pathname}`), []);
  const link = here && r.fragment ? `${here}#${r.fragment}` : '';

  return (
    <div className="flex flex-col gap-4">
      {r.linkError && (
        <p role="alert" className="text-sm text-red-800">
          {fmt(m.badLink, { message: r.linkError })}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <Section title={m.operations}>
          <OpPicker operations={listOperations()} names={names} m={m} onAdd={r.addStep} />
        </Section>
        <Section title={m.recipe}>
          {r.steps.length === 0 ? (
            <p className="text-sm text-slate-600">{m.empty}</p>
          ) : (
            <ol className="flex flex-col gap-2" aria-label={m.recipe}>
              {r.steps.map((step, i) => (
                <StepCard
                  key={step.key}
                  index={i}
                  count={r.steps.length}
                  step={step}
                  operation={operationOf(step.op)}
                  names={names[step.op]}
                  run={r.stepRuns[i] ?? {}}
                  fieldError={r.fieldError?.step === i ? r.fieldError : null}
                  m={m}
                  actions={actions}
                  drag={dragOf(i)}
                />
              ))}
            </ol>
          )}
        </Section>
      </div>
      <Section title={m.input}>
        {r.source.kind === 'text' ? (
          <TextField label={m.input} value={r.text} onChange={r.setText} multiline rows={5} />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-slate-800" data-testid="recipe-input-file">
              {r.source.kind === 'file'
                ? fmt(m.fileInput, { name: r.source.file.name, size: r.source.file.size })
                : fmt(m.linkInput, { size: r.source.bytes.length })}
            </p>
            <Button size="sm" onClick={() => r.setSource({ kind: 'text' })}>
              {m.clearFile}
            </Button>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <FileButton label={m.chooseFile} onFiles={([f]) => f && r.setSource({ kind: 'file', file: f })} />
          <p className="text-xs text-slate-600">{fmt(m.fileLimit, { limit: MEMORY_LIMIT / 1024 / 1024 })}</p>
        </div>
        <JobStatus
          progress={progress}
          label={(percent) => fmt(m.running, { percent })}
          showLabel
          onCancel={r.run.cancel}
          cancelled={r.run.status === 'cancelled'}
        />
        {r.tooBig && (
          <p role="alert" className="text-sm text-red-800">
            {fmt(m.tooBig, { limit: r.tooBig.limitMiB, n: r.tooBig.step + 1, name: r.tooBig.name })}
          </p>
        )}
      </Section>
      {suggestions.length > 0 && (
        <Section title={m.suggestions}>
          <p className="text-xs text-slate-600" data-testid="recipe-suggestions-hint">
            {r.judgedFromStart === null
              ? m.suggestionsHint
              : fmt(m.suggestionsFileHint, { kib: r.judgedFromStart / 1024 })}
          </p>
          <ul className="flex flex-col gap-2" data-testid="recipe-suggestions">
            {suggestions.map((s) => (
              <li key={s.recipe} className="flex min-w-0 flex-col gap-1">
                <Button
                  size="sm"
                  className="self-start text-left"
                  aria-label={fmt(m.useProposal, { steps: s.steps })}
                  onClick={() => r.applyProposal(s.recipe)}
                >
                  {s.steps}
                </Button>
                <p className="min-w-0 truncate font-mono text-xs text-slate-700">
                  <span className="mr-2 font-sans text-slate-600">
                    {fmt(m.proposalKinds[s.kind], { format: s.format ?? '' })}
                  </span>
                  {s.shown.text}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={m.output}>
        <OutputBox
          label={m.output}
          id="recipe-output"
          value={shown?.text ?? ''}
          minHeight={140}
          actions={
            <Button size="sm" disabled={!output} onClick={download}>
              {m.download}
            </Button>
          }
        />
        {shown && (
          <p className="text-xs text-slate-600" data-testid="recipe-output-note">
            {shown.cut
              ? fmt(m.previewOnly, { shown: shown.count, size: shown.size })
              : fmt(m.size, { size: shown.size })}
            {shown.kind === 'hex' ? ` ${m.asHex}` : ''}
          </p>
        )}
      </Section>
      <Section title={m.link}>
        <Checkbox
          label={m.withInput}
          checked={r.withInput}
          onChange={r.setWithInput}
          hint={r.source.kind === 'file' ? m.noFileInLink : undefined}
        />
        <OutputBox label={m.link} id="recipe-link" value={link} minHeight={64} />
      </Section>
      <Section title={m.saved}>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            r.save(saveName);
          }}
        >
          <TextField
            label={m.saveName}
            value={saveName}
            onChange={setSaveName}
            mono={false}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={!r.recipe || !saveName.trim()}>
            {m.save}
          </Button>
        </form>
        {r.saved.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noSaved}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="recipe-saved">
            {r.saved.map((s) => (
              <li key={s.name} className="flex flex-wrap items-center gap-2">
                <Button size="sm" aria-label={fmt(m.load, { name: s.name })} onClick={() => r.load(s)}>
                  {s.name}
                </Button>
                <code className="min-w-0 flex-1 truncate text-xs text-slate-600">{s.recipe}</code>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={fmt(m.delete, { name: s.name })}
                  onClick={() => r.remove(s.name)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
