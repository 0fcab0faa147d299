import { useMemo } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import type { DiffJobResult, MoreJob } from './json-more.protocol.ts';
import { useMoreJob } from './use-more-job.ts';

const ARRAYS = ['index', 'lcs'] as const;
const NUMBERS = ['value', 'text'] as const;
const VIEWS = ['changes', 'patch', 'merge'] as const;

/** An example pair: a moved item, a changed 20-digit id, 1.0 against 1, a new member. */
export const DIFF_SAMPLE = {
  left: '{\n  "id": 12345678901234567890,\n  "price": 1.0,\n  "tags": ["a", "b", "c"],\n  "owner": {"name": "Ada"}\n}\n',
  right:
    '{\n  "id": 12345678901234567891,\n  "price": 1,\n  "tags": ["z", "a", "b", "c"],\n  "owner": {"name": "Ada", "admin": true}\n}\n',
};

/** The state of /jsondiff: both inputs (kept), options in the fragment, and the job in the worker. */
export function useJsonDiff() {
  const [left, setLeft] = useKeptState('jsondiff.left', '');
  const [right, setRight] = useKeptState('jsondiff.right', '');
  const [arrays, setArrays] = useFragmentOption<(typeof ARRAYS)[number]>('arrays', 'index', ARRAYS);
  const [numbers, setNumbers] = useFragmentOption<(typeof NUMBERS)[number]>('numbers', 'value', NUMBERS);
  const [view, setView] = useFragmentOption<(typeof VIEWS)[number]>('view', 'changes', VIEWS);
  const job = useMemo<MoreJob | null>(
    () => (left.trim() === '' || right.trim() === '' ? null : { kind: 'diff', left, right, arrays, numbers }),
    [left, right, arrays, numbers],
  );
  const run = useMoreJob<DiffJobResult>(job);
  return { left, setLeft, right, setRight, arrays, setArrays, numbers, setNumbers, view, setView, ...run };
}
