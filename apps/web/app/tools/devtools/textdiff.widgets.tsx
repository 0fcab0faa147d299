import type { DiffPart } from './textdiff.logic.ts';

/** At most this many pieces are drawn; the count says how many there were. */
export const PART_LIMIT = 5000;

const CLASS: Record<DiffPart['kind'], string> = {
  same: '',
  del: 'bg-rose-100 text-rose-900 line-through decoration-rose-400',
  ins: 'bg-emerald-100 text-emerald-900',
};

/** The pieces of one side (or both, inline), removed ones struck through, added ones tinted. */
export function DiffText({
  parts,
  show,
  label,
  testId,
}: {
  parts: DiffPart[];
  show: readonly DiffPart['kind'][];
  label: string;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <pre
        data-testid={testId}
        className="max-h-[32rem] min-h-24 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
      >
        {parts.slice(0, PART_LIMIT).map((p, i) =>
          !show.includes(p.kind) ? null : p.kind === 'same' ? (
            <span key={i}>{p.text}</span>
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
