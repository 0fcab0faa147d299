import { getOperation, type Operation } from '@tinkerbox/engine/ops';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { errorText } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { toError } from '../../lib/worker/protocol.ts';
import { useJob } from '../../lib/worker/use-job.ts';
import {
  checkSteps,
  deleteRecipe,
  moveStep,
  newStep,
  openFragment,
  readSaved,
  recipeFragment,
  type SavedRecipe,
  type StepState,
  saveRecipe,
  stepsFromRecipe,
} from './recipe.logic.ts';
import {
  DETECT_FILE_SAMPLE,
  type DetectProtocol,
  type RecipeJob,
  type RecipeProtocol,
  type StepOutput,
} from './recipe.protocol.ts';

type DetectJob = DetectProtocol['job'];

/** Where the input comes from: the text box, a file, or bytes a link carried that are not UTF-8 text. */
export type Source = { kind: 'text' } | { kind: 'file'; file: File } | { kind: 'bytes'; bytes: Uint8Array };

/** A step as the view shows it after a run: its output, or the visitor's message for its failure. */
export interface StepRun {
  readonly output?: StepOutput | undefined;
  readonly failure?: string | undefined;
}

const SAVED_KEY = 'tinkerbox:recipes';
const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const createWorker = () => new Worker(new URL('./recipe.worker.ts', import.meta.url), { type: 'module' });
const createDetectWorker = () => new Worker(new URL('./detect.worker.ts', import.meta.url), { type: 'module' });

/** Text when the bytes are UTF-8, else null. */
function asText(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The state of /recipe: the steps, the input, the run in the worker (through use-job: each change runs
 * again, the one before superseded), the link's fragment kept in step with the recipe (the input only
 * when asked), and the recipes saved in this browser.
 */
export function useRecipe(locale: Locale, names: Readonly<Record<string, { name: string }>>) {
  const [steps, setSteps] = useKeptState<StepState[]>('recipe:steps', []);
  const [text, setText] = useKeptState('recipe:input', '');
  const [source, setSource] = useState<Source>({ kind: 'text' });
  const [withInput, setWithInput] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedRecipe[]>([]);
  /** The fragment has been read: only then does the page write it. */
  const [opened, setOpened] = useState(false);

  // A link's fragment opens its recipe (and input) after hydration, and again when only the fragment changes.
  useEffect(() => {
    const open = () => {
      try {
        const link = openFragment(window.location.hash);
        setLinkError(null);
        if (link) {
          setSteps(link.steps);
          if (link.input) {
            const t = asText(link.input);
            if (t === null) setSource({ kind: 'bytes', bytes: link.input });
            else {
              setText(t);
              setSource({ kind: 'text' });
            }
            setWithInput(true);
          }
        }
      } catch (e) {
        setLinkError(errorText(e, locale));
      }
      setOpened(true);
    };
    open();
    setSaved(readSaved(localStorage.getItem(SAVED_KEY)));
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [locale, setSteps, setText]);

  const checked = useMemo(() => checkSteps(steps), [steps]);
  const recipe = checked.ok ? checked.recipe : null;
  const inputBytes = useMemo(
    () => (source.kind === 'text' ? utf8.encode(text) : source.kind === 'bytes' ? source.bytes : null),
    [source, text],
  );

  const fragment =
    recipe === null ? null : recipe ? recipeFragment(recipe, withInput && inputBytes ? inputBytes : undefined) : '';
  useEffect(() => {
    if (!opened || fragment === null) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${fragment ? `#${fragment}` : ''}`);
  }, [opened, fragment]);

  const job = useMemo<RecipeJob | null>(() => {
    if (!recipe) return null;
    if (source.kind === 'file') return { recipe, input: { kind: 'file', file: source.file } };
    return { recipe, input: { kind: 'bytes', bytes: inputBytes ?? new Uint8Array(0) } };
  }, [recipe, source, inputBytes]);
  const run = useJob<RecipeProtocol>(createWorker, job, {
    supersede: 'terminate',
    // wait for typing to pause; run at once for a new step, a setting or a file
    debounceMs: (j, before) => (before && j.recipe === before.recipe && j.input.kind === 'bytes' ? 250 : 0),
  });
  const result = run.status === 'invalid' || run.status === 'failed' ? undefined : run.result;

  // Detect: the recipes that decode the input, in a worker of its own, as the input changes; a file is
  // judged by its start (the worker reads DETECT_FILE_SAMPLE bytes of it), and a proposal runs over all of it
  const detectJob = useMemo<DetectJob | null>(() => {
    if (source.kind === 'file') return source.file.size > 0 ? { file: source.file } : null;
    return inputBytes && inputBytes.length > 0 ? { input: inputBytes } : null;
  }, [source, inputBytes]);
  const detected = useJob<DetectProtocol>(createDetectWorker, detectJob, { supersede: 'terminate', debounceMs: 300 });
  const proposals = detectJob && detected.status !== 'failed' ? (detected.result?.proposals ?? []) : [];
  /** Bytes of a file Detect judged when the file is longer than them (its proposals are judged from its start), else null. */
  const judgedFromStart = source.kind === 'file' && source.file.size > DETECT_FILE_SAMPLE ? DETECT_FILE_SAMPLE : null;

  const stepRuns: StepRun[] = steps.map((_, i) => {
    const failure = result?.failure;
    if (failure && failure.step === i) return { failure: errorText(toError(failure.error), locale) };
    return { output: result?.steps[i] };
  });
  const nameOf = (i: number) => {
    const id = steps[i]?.op ?? '';
    return names[id]?.name ?? id;
  };

  const addStep = useCallback((operation: Operation) => setSteps((s) => [...s, newStep(operation)]), [setSteps]);
  const removeStep = (i: number) => setSteps((s) => s.filter((_, j) => j !== i));
  const move = (from: number, to: number) => setSteps((s) => moveStep(s, from, to));
  const setValue = (i: number, arg: string, value: string | boolean) =>
    setSteps((s) => s.map((step, j) => (j === i ? { ...step, values: { ...step.values, [arg]: value } } : step)));
  const toggleShow = (i: number) =>
    setSteps((s) => s.map((step, j) => (j === i ? { ...step, show: !step.show } : step)));

  const writeSaved = (list: SavedRecipe[]) => {
    setSaved(list);
    localStorage.setItem(SAVED_KEY, JSON.stringify(list));
  };
  const save = (name: string) => {
    if (recipe && name.trim()) writeSaved(saveRecipe(saved, { name, recipe }));
  };
  /** A Detect proposal becomes the recipe (the input stays). */
  const applyProposal = (recipeText: string) => load({ name: recipeText, recipe: recipeText });
  const load = (entry: SavedRecipe) => {
    try {
      setSteps(stepsFromRecipe(entry.recipe));
    } catch (e) {
      setLinkError(errorText(e, locale));
    }
  };
  const remove = (name: string) => writeSaved(deleteRecipe(saved, name));

  const fieldError =
    checked.ok === false
      ? { step: checked.step, argument: checked.argument, message: errorText(checked.error, locale) }
      : null;
  const tooBig = result?.tooBig
    ? { step: result.tooBig.step, limitMiB: result.tooBig.limit / 1024 / 1024, name: nameOf(result.tooBig.step) }
    : null;
  const failedStep = result?.failure ? { n: result.failure.step + 1, name: nameOf(result.failure.step) } : null;

  return {
    ...{ steps, addStep, removeStep, move, setValue, toggleShow, stepRuns, fieldError, recipe, fragment },
    ...{ text, setText, source, setSource, inputBytes, withInput, setWithInput, linkError },
    ...{ run, result, tooBig, failedStep, proposals, judgedFromStart },
    ...{ saved, save, load, remove, applyProposal },
  };
}

/** An operation of the registry by id (a step's, which the recipe's parse has checked). */
export const operationOf = (id: string) => getOperation(id) as Operation;
