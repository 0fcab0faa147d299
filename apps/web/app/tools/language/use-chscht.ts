import {
  CHINESE_CONVERSIONS,
  type ChineseConversion,
  chineseConversionDirection,
  reverseChineseConversion,
} from '@tinkerbox/engine/text';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { type JobStatus, useJob } from '../../lib/worker/use-job.ts';
import type { ChschtProtocol, ChschtSegment } from './chscht.protocol.ts';
import { chschtRecipe } from './chscht.recipe.ts';

const ALL = Object.keys(CHINESE_CONVERSIONS) as ChineseConversion[];
const NONE: ChschtSegment[] = [];

const createWorker = () => new Worker(new URL('./chscht.worker.ts', import.meta.url), { type: 'module' });

/**
 * The state of /chscht: the text and mappings (kept across navigation), the conversion (in the URL
 * fragment), and the worker's result, asked for 120 ms after the last change. A newer job supersedes
 * the older one by signal, not by replacing the worker, which would build the tables again.
 */
export function useChscht() {
  const [conversion, setConversion] = useFragmentOption<ChineseConversion>('conv', 's2tw', ALL);
  const [input, setInput] = useKeptState('chscht:input', '');
  const [custom, setCustom] = useKeptState('chscht:custom', '');
  const [highlight, setHighlight] = useKeptState('chscht:highlight', true);
  // The empty text converts to the empty text: the worker, which builds OpenCC's tables (a second or more
  // of a slow phone's CPU), starts when the visitor is about to type (`warm`: the field took focus) or
  // has something to convert, not as the page loads.
  const [warm, setWarm] = useState(false);
  const setup = useMemo(() => ({ text: input, conversion, custom }), [input, conversion, custom]);
  const job = warm || input !== '' || custom !== '' ? setup : null;
  const run = useJob<ChschtProtocol>(createWorker, job, { debounceMs: 120, supersede: 'signal' });
  /** The same conversion as a recipe's first step ("Continue in a recipe"). */
  const recipe = useMemo(() => chschtRecipe(setup), [setup]);
  // a refused mapping is said beside its field; any other refusal would be a bug of this page
  if (run.error && run.error.code !== 'INVALID_MAPPING') throw run.error;
  const customError = run.error ?? null;
  // the last conversion stays on screen while a newer one runs, and while the mapping being typed is
  // refused; a worker that failed leaves none to copy or swap in (the tool layout says what happened)
  const kept = useRef<ChschtProtocol['result'] | undefined>(undefined);
  if (run.status === 'failed') kept.current = undefined;
  else if (run.result) kept.current = run.result;
  const segments = kept.current?.segments ?? NONE;
  const output = kept.current?.output ?? '';
  // `running` from the change on, through the debounce, until the job answers this input
  const status: JobStatus = job === null ? 'idle' : run.status === 'failed' || run.settled ? run.status : 'running';
  // not a job's state: the worker builds OpenCC's tables before its first conversion, so until one
  // comes there is nothing to show but that it is loading (unless the worker could not start)
  const loadingDictionary = job !== null && kept.current === undefined && status !== 'failed';

  /** Each character with several forms once, in the order met. */
  const found = useMemo(() => {
    const seen = new Map<string, string[]>();
    for (const s of segments) if (s.source && s.forms && !seen.has(s.source)) seen.set(s.source, s.forms);
    return [...seen.entries()];
  }, [segments]);

  const swap = () => {
    setInput(output);
    setConversion(reverseChineseConversion(conversion));
  };

  return {
    conversion,
    setConversion,
    toTraditional: chineseConversionDirection(conversion) === 'to-traditional',
    input,
    setInput,
    custom,
    setCustom,
    customError,
    highlight,
    setHighlight,
    output,
    segments,
    found,
    status,
    loadingDictionary,
    swap,
    recipe,
    /** The visitor is about to type: start the worker, so its tables are built by the first character. */
    warm: useCallback(() => setWarm(true), []),
  };
}
export type ChschtState = ReturnType<typeof useChscht>;
