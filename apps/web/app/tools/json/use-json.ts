import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { type JobOutcome, type JobStatus, shownOutcome, useJob } from '../../lib/worker/use-job.ts';
import type { ErrorSnippet, JsonEvent, JsonJob, JsonPhase, JsonProtocol, JsonResult } from './json.protocol.ts';
import { formatRecipe } from './json.recipe.ts';
import type { TreeDoc } from './use-json-tree.ts';

/** Files above this size are parsed from the file, not copied into the input box. */
const TEXTAREA_LIMIT = 1 << 20;
const MODES = ['format', 'minify'] as const;
const INDENTS = ['2', '4', 'tab'] as const;
const FLAGS = ['0', '1'] as const;
export type JsonMode = (typeof MODES)[number];
export type IndentChoice = (typeof INDENTS)[number];

export const SAMPLE = `{
  "id": 12345678901234567890,
  "price": 0.1000000000000000055511151231257827,
  "name": "Tinkerbox",
  "tags": ["json", "exact", "fast"],
  "owner": { "id": 9007199254740993, "active": true, "manager": null }
}`;

export type JsonSource = { kind: 'text' } | { kind: 'file'; file: File };

/** A finished run as the page shows it: the tree over the text it parsed, the output and the repairs made. */
export interface FormattedJson {
  doc: TreeDoc;
  output: Uint8Array;
  repairs: JsonResult['repairs'];
  repairCount: number;
}

export interface JsonProgress {
  phase: JsonPhase;
  fraction: number | null;
}

const createWorker = () => new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' });

/** The options of /jsonformat, kept in the URL fragment so a link reproduces them. */
function useJsonOptions() {
  const [mode, setMode] = useFragmentOption<JsonMode>('mode', 'format', MODES);
  const [indentChoice, setIndentChoice] = useFragmentOption<IndentChoice>('indent', '2', INDENTS);
  const [sortFlag, setSortFlag] = useFragmentOption('sort', '0', FLAGS);
  const [repairFlag, setRepairFlag] = useFragmentOption('repair', '0', FLAGS);
  const treeIndent: 2 | 4 | '\t' = indentChoice === 'tab' ? '\t' : indentChoice === '4' ? 4 : 2;
  const indent: 0 | 2 | 4 | '\t' = mode === 'minify' ? 0 : treeIndent;
  return {
    mode,
    setMode,
    indentChoice,
    setIndentChoice,
    /** The output's indent; 0 minifies. */
    indent,
    treeIndent,
    sortKeys: sortFlag === '1',
    setSortKeys: (on: boolean) => setSortFlag(on ? '1' : '0'),
    repair: repairFlag === '1',
    setRepair: (on: boolean) => setRepairFlag(on ? '1' : '0'),
  };
}
export type JsonOptions = ReturnType<typeof useJsonOptions>;

/** Typing waits this long for a pause; a click on an option or a dropped file runs at once. */
const TYPING_MS = 250;
const typingPause = (job: JsonJob, previous: JsonJob | null) =>
  previous !== null &&
  job.source.kind === 'text' &&
  previous.source.kind === 'text' &&
  job.source.text !== previous.source.text
    ? TYPING_MS
    : 0;

/**
 * The state of /jsonformat: the input (kept across navigation), the options, and the run in the
 * worker on the one job hook (lib/worker/use-job.ts), started on every change (typing debounced). A
 * newer run replaces a busy worker, since parsing is one synchronous loop that only terminating can stop.
 */
export function useJson() {
  const [input, setInput] = useKeptState('json.input', '');
  const [source, setSource] = useKeptState<JsonSource>('json.source', { kind: 'text' });
  const options = useJsonOptions();
  const { indent, repair, sortKeys } = options;

  const job = useMemo(
    (): JsonJob | null =>
      source.kind === 'text' && input.trim() === ''
        ? null
        : { source: source.kind === 'file' ? source : { kind: 'text', text: input }, repair, indent, sortKeys },
    [source, input, repair, indent, sortKeys],
  );
  /** Where the parser stopped, sent before its refusal: shown with it. */
  const snippet = useRef<{ job: JsonJob; snippet: ErrorSnippet } | null>(null);
  const onEvent = useCallback((e: JsonEvent, of: JsonJob) => {
    if (e.kind === 'snippet') snippet.current = { job: of, snippet: e.snippet };
  }, []);
  const run = useJob<JsonProtocol>(createWorker, job, { debounceMs: typingPause, supersede: 'terminate', onEvent });

  // The last outcome stays while a newer run goes (a cancel or a failure too, until the next answer).
  // `failed`: the worker could not start; the tool layout says so (shell/worker-failure.tsx) and the
  // page shows no result. Null: nothing to show yet.
  const ended = useRef<JobStatus>('idle');
  if (run.status !== 'running') ended.current = run.status;
  const shown = ended.current;
  const { result, answers, error } = run;
  const outcome = useMemo((): JobOutcome<FormattedJson> | null => {
    const o = shownOutcome({ status: shown, result, error });
    if (o?.status !== 'done') return o;
    if (!answers) return null;
    const { text, tape, maxDepth, output, repairs, repairCount } = o.result;
    const doc = { text: text ?? (answers.source.kind === 'text' ? answers.source.text : ''), tape, maxDepth };
    return { status: 'done', result: { doc, output, repairs, repairCount } };
  }, [shown, result, answers, error]);
  /** Where the parser stopped, for the refusal shown. */
  const errorSnippet = useMemo(() => {
    const at = snippet.current;
    return outcome?.status === 'invalid' && at && at.job === answers ? at.snippet : null;
  }, [outcome, answers]);

  // The phase shows once a run has gone 150 ms (the worker's first event, or parsing).
  const running = run.status === 'running';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!running) return;
    const t = setTimeout(() => setSlow(true), 150);
    return () => clearTimeout(t);
  }, [running]);
  const event = run.progress?.kind === 'progress' ? run.progress : null;
  const progress: JsonProgress | null = !running
    ? null
    : event
      ? { phase: event.phase, fraction: event.fraction }
      : slow
        ? { phase: 'parse', fraction: null }
        : null;

  const cancel = run.cancel;

  const setText = (text: string) => {
    setSource({ kind: 'text' });
    setInput(text);
  };

  const loadFile = async (file: File) => {
    if (file.size <= TEXTAREA_LIMIT) {
      try {
        setText(new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()));
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

  /** The same run as a recipe's first step ("Continue in a recipe"), when an operation says it. */
  const recipe = useMemo(() => formatRecipe(job), [job]);
  return {
    input,
    setInput,
    setText,
    source,
    options,
    outcome,
    errorSnippet,
    progress,
    cancel,
    loadFile,
    onDrop,
    recipe,
  };
}
export type JsonState = ReturnType<typeof useJson>;
