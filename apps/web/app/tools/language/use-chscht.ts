import { isEngineError } from '@tinkerbox/engine';
import {
  CHINESE_CONVERSIONS,
  type ChineseConversion,
  chineseConversionDirection,
  reverseChineseConversion,
} from '@tinkerbox/engine/text';
import { useEffect, useMemo, useState } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import type { ChschtProtocol, ChschtSegment } from './chscht.protocol.ts';

const ALL = Object.keys(CHINESE_CONVERSIONS) as ChineseConversion[];

/**
 * `loading` until the first result (the worker builds OpenCC's tables first), `busy` while a newer
 * text is converted, `failed` when the worker could not start (the tool layout says so).
 */
export type ChschtStatus = 'loading' | 'ready' | 'busy' | 'failed';

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
  const [segments, setSegments] = useState<ChschtSegment[]>([]);
  const [output, setOutput] = useState('');
  const [status, setStatus] = useState<ChschtStatus>('loading');
  const [customError, setCustomError] = useState<unknown>(null);
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  const worker = useWorker<ChschtProtocol>(createWorker);

  // a bug (not bad input) goes to the tool's error boundary
  if (bug) throw bug.error;

  useEffect(() => {
    let live = true;
    setStatus((s) => (s === 'ready' ? 'busy' : s));
    const timer = setTimeout(() => {
      worker.run({ text: input, conversion, custom }, { supersede: 'signal' }).then(
        (r) => {
          if (!live) return;
          setOutput(r.output);
          setSegments(r.segments);
          setCustomError(null);
          setStatus('ready');
        },
        (e: unknown) => {
          if (!live || isCancelled(e)) return;
          if (e instanceof WorkerFailedError) {
            // no stale result to copy or swap in: the tool layout says what happened
            setOutput('');
            setSegments([]);
            setStatus('failed');
          } else if (isEngineError(e) && e.code === 'INVALID_MAPPING') {
            setCustomError(e);
            setStatus('ready');
          } else setBug({ error: e });
        },
      );
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input, conversion, custom, worker]);

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
    swap,
  };
}
export type ChschtState = ReturnType<typeof useChscht>;
