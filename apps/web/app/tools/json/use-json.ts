import { type EngineError, isEngineError } from '@tinkerbox/engine';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import type { ErrorSnippet, JsonPhase, JsonProtocol, JsonResult } from './json.protocol.ts';
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

/**
 * What the page shows under its options. `failed`: the worker could not start; the tool layout says
 * so (shell/worker-failure.tsx) and the page shows no result.
 */
export type JsonOutcome =
  | { kind: 'idle' }
  | { kind: 'done'; doc: TreeDoc; output: Uint8Array; repairs: JsonResult['repairs']; repairCount: number }
  | { kind: 'error'; error: EngineError; snippet: ErrorSnippet | null }
  | { kind: 'cancelled' }
  | { kind: 'failed' };

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

/**
 * The state of /jsonformat: the input (kept across navigation), the options, and the run in the
 * worker, started on every change (typing debounced). A newer run replaces a busy worker, since
 * parsing is one synchronous loop that only terminating can stop.
 */
export function useJson() {
  const [input, setInput] = useKeptState('json.input', '');
  const [source, setSource] = useKeptState<JsonSource>('json.source', { kind: 'text' });
  const options = useJsonOptions();
  const [outcome, setOutcome] = useState<JsonOutcome>({ kind: 'idle' });
  const [progress, setProgress] = useState<JsonProgress | null>(null);
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  const worker = useWorker<JsonProtocol>(createWorker);
  const { indent, repair, sortKeys } = options;

  // a bug (not bad input) goes to the tool's error boundary
  if (bug) throw bug.error;

  const start = useCallback(async () => {
    if (source.kind === 'text' && input.trim() === '') {
      if (worker.busy) worker.cancel();
      setProgress(null);
      setOutcome({ kind: 'idle' });
      return;
    }
    const text = input;
    let snippet: ErrorSnippet | null = null;
    const shownAfter = setTimeout(() => setProgress((p) => p ?? { phase: 'parse', fraction: null }), 150);
    try {
      const r = await worker.run(
        { source: source.kind === 'file' ? source : { kind: 'text', text }, repair, indent, sortKeys },
        {
          supersede: 'terminate',
          onEvent: (e) => {
            if (e.kind === 'progress') setProgress({ phase: e.phase, fraction: e.fraction });
            else snippet = e.snippet;
          },
        },
      );
      setProgress(null);
      setOutcome({
        kind: 'done',
        doc: { text: r.text ?? text, tape: r.tape, maxDepth: r.maxDepth },
        output: r.output,
        repairs: r.repairs,
        repairCount: r.repairCount,
      });
    } catch (e) {
      if (isCancelled(e)) return; // a newer run or Cancel took over
      setProgress(null);
      if (e instanceof WorkerFailedError) setOutcome({ kind: 'failed' });
      else if (isEngineError(e)) setOutcome({ kind: 'error', error: e, snippet });
      else setBug({ error: e });
    } finally {
      clearTimeout(shownAfter);
    }
  }, [source, input, repair, indent, sortKeys, worker]);

  // run on every change; typing is debounced, options and files run at once
  const lastInput = useRef(input);
  useEffect(() => {
    const typed = lastInput.current !== input;
    lastInput.current = input;
    const t = setTimeout(() => void start(), typed ? 250 : 0);
    return () => clearTimeout(t);
  }, [start, input]);

  const cancel = () => {
    worker.cancel();
    setProgress(null);
    setOutcome({ kind: 'cancelled' });
  };

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

  return { input, setInput, setText, source, options, outcome, progress, cancel, loadFile, onDrop };
}
export type JsonState = ReturnType<typeof useJson>;
