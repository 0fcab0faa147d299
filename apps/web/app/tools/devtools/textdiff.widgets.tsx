import type { DiffPart, ShownPart } from './textdiff.logic.ts';

/** At most this many pieces are drawn; the count says how many there were. */
export const PART_LIMIT = 5000;

const CLASS: Record<DiffPart['kind'], string> = {
  same: '',
  del: 'bg-rose-100 text-rose-900 line-through decoration-rose-400',
  ins: 'bg-emerald-100 text-emerald-900',
};

/**
 * The pieces of one side (or both, inline), removed ones struck through, added ones tinted, and folded
 * unchanged lines as a button that opens them (in every view at once: `opened` holds their indexes).
 */
export function DiffText({
  parts,
  show,
  side,
  label,
  testId,
  opened,
  onOpen,
  foldLabel,
}: {
  parts: ShownPart[];
  show: readonly DiffPart['kind'][];
  /** The left side shows unchanged runs as the left text spells them (they may differ in what was ignored). */
  side: 'left' | 'right';
  label: string;
  testId: string;
  opened: ReadonlySet<number>;
  onOpen: (index: number) => void;
  /** The fold button's words for `n` lines. */
  foldLabel: (n: number) => string;
}) {
  const same = (p: { text: string; left?: string }) => (side === 'left' && p.left !== undefined ? p.left : p.text);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <pre
        data-testid={testId}
        className="max-h-[32rem] min-h-24 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
      >
        {parts.slice(0, PART_LIMIT).map((p, i) =>
          p.kind === 'fold' ? (
            opened.has(i) ? (
              <span key={i}>{same(p)}</span>
            ) : (
              <button
                key={i}
                type="button"
                data-fold=""
                onClick={() => onOpen(i)}
                className="my-1 block w-full rounded border border-dashed border-slate-300 bg-white px-2 py-1 text-left font-sans text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
              >
                {foldLabel(p.lines)}
              </button>
            )
          ) : !show.includes(p.kind) ? null : p.kind === 'same' ? (
            <span key={i}>{same(p)}</span>
          ) : p.kind === 'del' ? (
            <del key={i} className={CLASS.del}>
              {p.text}
            </del>
          ) : (
            <ins key={i} className={`no-underline ${CLASS.ins}`}>
              {p.text}
            </ins>
          ),
        )}
      </pre>
    </div>
  );
}
