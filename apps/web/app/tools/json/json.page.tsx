import { EngineError } from '@tinkerbox/engine';
import { copyText, JsonTree, OutputBox, toast } from '@tinkerbox/ui';
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { saveBlob } from '../../lib/download.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { jsonMessages } from './json.messages.ts';
import type { ErrorSnippet, JsonPhase, JsonReply } from './json.worker.ts';
import { type TreeDoc, useJsonTree } from './use-json-tree.ts';
import { useJsonWorker } from './use-json-worker.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** Files above this size are parsed from the file, not copied into the input box. */
const TEXTAREA_LIMIT = 1 << 20;
/** The output box shows at most this many bytes; download or copy gives all. */
const PREVIEW_BYTES = 512 << 10;
const MODES = ['format', 'minify'] as const;
const INDENTS = ['2', '4', 'tab'] as const;
const FLAGS = ['0', '1'] as const;

const SAMPLE = `{
  "id": 12345678901234567890,
  "price": 0.1000000000000000055511151231257827,
  "name": "Tinkerbox",
  "tags": ["json", "exact", "fast"],
  "owner": { "id": 9007199254740993, "active": true, "manager": null }
}`;

const control =
  'h-12 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600';
const button =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50';

type Source = { kind: 'text' } | { kind: 'file'; file: File };

type Outcome =
  | { kind: 'idle' }
  | {
      kind: 'done';
      doc: TreeDoc;
      output: Uint8Array;
      repairs: Extract<JsonReply, { type: 'result' }>['repairs'];
      repairCount: number;
    }
  | { kind: 'error'; error: EngineError; snippet: ErrorSnippet | null }
  | { kind: 'cancelled' };

function formatSize(bytes: number, locale: Locale): string {
  const nf = new Intl.NumberFormat(locale.replace(/_/g, '-'), { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${nf.format(bytes)} B`;
  if (bytes < 1 << 20) return `${nf.format(bytes / 1024)} KB`;
  return `${nf.format(bytes / (1 << 20))} MB`;
}

/** The /jsonformat page: format, minify, validate and repair, with the tree viewer. */
export default function JsonPage() {
  const m = useMessages(jsonMessages);
  const { locale } = useLocale();
  const [input, setInput] = useKeptState('json.input', '');
  const [source, setSource] = useKeptState<Source>('json.source', { kind: 'text' });
  const [mode, setMode] = useFragmentOption('mode', 'format', MODES);
  const [indentChoice, setIndentChoice] = useFragmentOption('indent', '2', INDENTS);
  const [sortFlag, setSortFlag] = useFragmentOption('sort', '0', FLAGS);
  const [repairFlag, setRepairFlag] = useFragmentOption('repair', '0', FLAGS);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [progress, setProgress] = useState<{ phase: JsonPhase; fraction: number | null } | null>(null);
  const [bug, setBug] = useState<string | null>(null);
  const { run, cancel } = useJsonWorker();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (bug) throw new Error(bug);

  const indent: 0 | 2 | 4 | '\t' = mode === 'minify' ? 0 : indentChoice === 'tab' ? '\t' : indentChoice === '4' ? 4 : 2;
  const treeIndent: 2 | 4 | '\t' = indentChoice === 'tab' ? '\t' : indentChoice === '4' ? 4 : 2;
  const repair = repairFlag === '1';
  const sortKeys = sortFlag === '1';

  const start = useCallback(async () => {
    if (source.kind === 'text' && input.trim() === '') {
      cancel();
      setProgress(null);
      setOutcome({ kind: 'idle' });
      return;
    }
    const text = input;
    const shownAfter = setTimeout(() => setProgress((p) => p ?? { phase: 'parse', fraction: null }), 150);
    const reply = await run(
      {
        source: source.kind === 'file' ? { kind: 'file', file: source.file } : { kind: 'text', text },
        repair,
        indent,
        sortKeys,
      },
      (p) => setProgress({ phase: p.phase, fraction: p.fraction }),
    );
    clearTimeout(shownAfter);
    if (reply === null) return; // superseded or cancelled
    setProgress(null);
    if (reply.type === 'error') {
      if ('bug' in reply.error) {
        setBug(reply.error.bug);
        return;
      }
      const { code, message, params } = reply.error;
      setOutcome({
        kind: 'error',
        error: new EngineError(code as EngineError['code'], message, params),
        snippet: reply.snippet,
      });
      return;
    }
    setOutcome({
      kind: 'done',
      doc: { text: reply.text ?? text, tape: reply.tape, maxDepth: reply.maxDepth },
      output: reply.output,
      repairs: reply.repairs,
      repairCount: reply.repairCount,
    });
  }, [source, input, repair, indent, sortKeys, run, cancel]);

  // run on every change; typing is debounced, options and files run at once
  const lastInput = useRef(input);
  useEffect(() => {
    const typed = lastInput.current !== input;
    lastInput.current = input;
    const t = setTimeout(() => void start(), typed ? 250 : 0);
    return () => clearTimeout(t);
  }, [start, input]);

  const onCancel = () => {
    cancel();
    setProgress(null);
    setOutcome({ kind: 'cancelled' });
  };

  const loadFile = async (file: File) => {
    if (file.size <= TEXTAREA_LIMIT) {
      try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
        setSource({ kind: 'text' });
        setInput(text);
        return;
      } catch {
        // not UTF-8: parsed from the file, where the worker reports where the bad bytes are
      }
    }
    setSource({ kind: 'file', file });
  };

  const onDrop = (e: DragEvent) => {
    const file = e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    void loadFile(file);
  };

  const errorText = useMemo(() => {
    if (outcome.kind !== 'error') return null;
    const e = outcome.error;
    if (e.code === 'INVALID_JSON') {
      const detail = String(e.params.detail ?? '') as keyof typeof m.reasons;
      const base = m.reasons[detail] ?? String(e.params.reason ?? '');
      const char = String(e.params.char ?? '');
      const reason =
        char && detail !== 'unexpected-end' && detail !== 'empty'
          ? fmt(m.reasonWithChar, { reason: base, char })
          : base;
      return engineErrorMessage(new EngineError(e.code, e.message, { ...e.params, reason }), locale);
    }
    return engineErrorMessage(e, locale);
  }, [outcome, m, locale]);

  const goToError = () => {
    if (outcome.kind !== 'error' || source.kind !== 'text') return;
    const offset = Number(outcome.error.params.offset ?? 0);
    const ta = textarea.current;
    if (!ta) return;
    ta.focus();
    ta.setSelectionRange(offset, Math.min(offset + 1, ta.value.length));
    // scroll the spot into view: the line's share of the text's height
    const line = Number(outcome.error.params.line ?? 1);
    const lines = input.split('\n').length;
    ta.scrollTop = Math.max(0, ((line - 3) / Math.max(1, lines)) * ta.scrollHeight);
  };

  const doc = outcome.kind === 'done' ? outcome.doc : null;
  const tree = useJsonTree(doc, treeIndent);

  const output = outcome.kind === 'done' ? outcome.output : null;
  const preview = useMemo(() => {
    if (!output) return '';
    const part = output.length > PREVIEW_BYTES ? output.subarray(0, PREVIEW_BYTES) : output;
    return new TextDecoder().decode(part, { stream: output.length > PREVIEW_BYTES });
  }, [output]);

  const fileName = source.kind === 'file' ? source.file.name.replace(/\.json$/i, '') : 'data';
  const download = () => {
    if (!output) return;
    saveBlob(
      new Blob([output as Uint8Array<ArrayBuffer>], { type: 'application/json' }),
      `${fileName}${mode === 'minify' ? '.min' : '.formatted'}.json`,
    );
  };

  const stats = useMemo(() => {
    if (!doc || !output) return null;
    return fmt(m.valid, {
      values: new Intl.NumberFormat(locale.replace(/_/g, '-')).format(doc.tape.count),
      depth: doc.maxDepth,
      size: formatSize(output.length, locale),
    });
  }, [doc, output, m, locale]);

  const phaseLabel: Record<JsonPhase, string> = {
    read: m.phaseRead,
    repair: m.phaseRepair,
    parse: m.phaseParse,
    format: m.phaseFormat,
  };
  const tl = m.treeLabels;

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for mouse users; the Open file button is the keyboard path */}
      <div className="flex flex-col gap-1" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor="json-input" className="text-sm font-medium text-slate-700">
            {m.input}
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={button} onClick={() => fileInput.current?.click()}>
              {m.openFile}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json,text/plain,.txt,.jsonc,.json5,.geojson"
              className="hidden"
              aria-label={m.openFile}
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void loadFile(f);
                e.target.value = '';
              }}
            />
            <button
              type="button"
              className={button}
              onClick={() => {
                setSource({ kind: 'text' });
                setInput(SAMPLE);
              }}
            >
              {m.sample}
            </button>
            <button
              type="button"
              className={button}
              disabled={source.kind === 'text' && input === ''}
              onClick={() => {
                setSource({ kind: 'text' });
                setInput('');
              }}
            >
              {m.clear}
            </button>
          </div>
        </div>
        {source.kind === 'file' ? (
          <div className="flex min-h-[120px] flex-wrap items-center gap-3 rounded-md border border-dashed border-slate-400 bg-slate-50 p-4 text-sm text-slate-700">
            <span>{fmt(m.fileLoaded, { name: source.file.name, size: formatSize(source.file.size, locale) })}</span>
          </div>
        ) : (
          <textarea
            id="json-input"
            ref={textarea}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onPaste={(e) => {
              const f = e.clipboardData.files[0];
              if (f) {
                e.preventDefault();
                void loadFile(f);
              }
            }}
            spellCheck={false}
            aria-invalid={outcome.kind === 'error'}
            aria-describedby="json-input-hint json-error"
            rows={12}
            className="w-full resize-y rounded-md border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
          />
        )}
        <p id="json-input-hint" className="text-xs text-slate-600">
          {m.inputHint}
        </p>
        <div id="json-error" role="alert">
          {outcome.kind === 'error' && errorText && (
            <div className="mt-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              <p>{errorText}</p>
              {outcome.snippet && (
                <pre
                  data-testid="json-error-marker"
                  className="mt-2 overflow-x-auto font-mono text-xs leading-5 text-slate-800"
                >
                  {outcome.snippet.line.replace(/\t/g, ' ')}
                  {'\n'}
                  <span className="text-red-700">{`${' '.repeat(outcome.snippet.at)}^`}</span>
                </pre>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                {source.kind === 'text' && outcome.error.code === 'INVALID_JSON' && (
                  <button type="button" className={button} onClick={goToError}>
                    {m.goToError}
                  </button>
                )}
                {!repair && outcome.error.code === 'INVALID_JSON' && (
                  <button type="button" className={button} onClick={() => setRepairFlag('1')}>
                    {m.tryRepair}
                  </button>
                )}
              </div>
            </div>
          )}
        </div>
      </div>

      <fieldset className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="json-mode" className="text-sm font-medium text-slate-700">
            {m.mode}
          </label>
          <select
            id="json-mode"
            value={mode}
            onChange={(e) => setMode(e.target.value as (typeof MODES)[number])}
            className={control}
          >
            <option value="format">{m.modeFormat}</option>
            <option value="minify">{m.modeMinify}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="json-indent" className="text-sm font-medium text-slate-700">
            {m.indent}
          </label>
          <select
            id="json-indent"
            value={indentChoice}
            disabled={mode === 'minify'}
            onChange={(e) => setIndentChoice(e.target.value as (typeof INDENTS)[number])}
            className={control}
          >
            <option value="2">{m.indent2}</option>
            <option value="4">{m.indent4}</option>
            <option value="tab">{m.indentTab}</option>
          </select>
        </div>
        <label className="flex h-12 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={sortKeys}
            onChange={(e) => setSortFlag(e.target.checked ? '1' : '0')}
          />
          {m.sortKeys}
        </label>
        <label className="flex h-12 items-center gap-2 text-sm text-slate-800" title={m.repairHint}>
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={repair}
            onChange={(e) => setRepairFlag(e.target.checked ? '1' : '0')}
            aria-describedby="json-repair-hint"
          />
          {m.repair}
        </label>
        <p id="json-repair-hint" className="basis-full text-xs text-slate-600">
          {m.repairHint}
        </p>
      </fieldset>

      {progress && (
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <span className="text-sm text-slate-700">{phaseLabel[progress.phase]}</span>
          <progress
            aria-label={phaseLabel[progress.phase]}
            className="h-2 min-w-40 flex-1"
            max={1}
            value={progress.fraction ?? undefined}
          />
          <button type="button" className={button} onClick={onCancel}>
            {m.cancel}
          </button>
        </div>
      )}
      {outcome.kind === 'cancelled' && !progress && (
        <p role="status" className="text-sm text-slate-700">
          {m.cancelled}
        </p>
      )}

      {outcome.kind === 'done' && (
        <>
          <p role="status" className="text-sm text-emerald-800">
            {stats}
          </p>
          {outcome.repairCount > 0 && (
            <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-medium">{fmt(m.repairsTitle, { count: outcome.repairCount })}</p>
              <ul className="mt-1 max-h-48 list-disc overflow-auto pl-5">
                {outcome.repairs.map((r) => (
                  <li key={`${r.offset}-${r.kind}`}>
                    {fmt(m.repairAt, { line: r.line, column: r.column })}: {m.repairKinds[r.kind]}
                  </li>
                ))}
              </ul>
              {outcome.repairCount > outcome.repairs.length && (
                <p>{fmt(m.repairsMore, { count: outcome.repairCount - outcome.repairs.length })}</p>
              )}
            </div>
          )}
          {outcome.output.length <= PREVIEW_BYTES ? (
            <OutputBox
              id="json-output"
              label={m.output}
              value={preview}
              minHeight={240}
              actions={
                <button
                  type="button"
                  className="h-9 rounded-md border border-slate-300 px-3 text-sm"
                  onClick={download}
                >
                  {m.download}
                </button>
              }
            />
          ) : (
            <BigOutput
              preview={preview}
              output={outcome.output}
              label={m.output}
              note={fmt(m.previewNote, {
                shown: formatSize(PREVIEW_BYTES, locale),
                total: formatSize(outcome.output.length, locale),
              })}
              copyLabel={m.copyAll}
              copiedLabel={m.copied}
              downloadLabel={m.download}
              onDownload={download}
            />
          )}
          <section aria-label={m.tree} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-slate-800">{m.tree}</h2>
            <JsonTree
              {...tree}
              onCopyValue={(id) => {
                void copyText(tree.nodeValue(id)).then(() => toast(m.valueCopied, 'success'));
              }}
              onCopyPath={(id) => {
                const path = tree.pathOf(id);
                void copyText(path).then(() => toast(fmt(m.pathCopied, { path }), 'success'));
              }}
              labels={{
                tree: tl.tree,
                expandAll: tl.expandAll,
                collapseAll: tl.collapseAll,
                depth: tl.depth,
                search: tl.search,
                previousMatch: tl.previousMatch,
                nextMatch: tl.nextMatch,
                matches: (current, total) =>
                  total === 0
                    ? tl.noMatches
                    : current === 0
                      ? fmt(tl.matchesFound, { total })
                      : fmt(tl.matches, { current, total }),
                searching: tl.searching,
                copyValue: tl.copyValue,
                copyPath: tl.copyPath,
                size: (kind, n) =>
                  n === 1
                    ? kind === 'object'
                      ? tl.key
                      : tl.item
                    : fmt(kind === 'object' ? tl.keys : tl.items, { count: n }),
                chars: (n) => formatSize(n, locale),
                keyboardHint: tl.keyboardHint,
              }}
            />
          </section>
        </>
      )}
    </div>
  );
}

/** The output of a big document: the first part in a box, the whole by copy or download. */
function BigOutput(props: {
  preview: string;
  output: Uint8Array;
  label: string;
  note: string;
  copyLabel: string;
  copiedLabel: string;
  downloadLabel: string;
  onDownload: () => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor="json-output" className="text-sm font-medium text-slate-700">
          {props.label}
        </label>
        <div className="flex gap-2">
          <button
            type="button"
            className="h-9 rounded-md border border-slate-300 px-3 text-sm"
            onClick={props.onDownload}
          >
            {props.downloadLabel}
          </button>
          <button
            type="button"
            className="h-9 rounded-md border border-slate-300 px-3 text-sm"
            onClick={() => {
              void copyText(new TextDecoder().decode(props.output)).then(() => toast(props.copiedLabel, 'success'));
            }}
          >
            {props.copyLabel}
          </button>
        </div>
      </div>
      <p className="text-xs text-slate-600">{props.note}</p>
      <textarea
        id="json-output"
        readOnly
        value={props.preview}
        spellCheck={false}
        className="min-h-[240px] w-full resize-y rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      />
    </div>
  );
}
