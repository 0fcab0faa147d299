import { Button } from '@tinkerbox/ui';
import { defineMessages } from '../i18n/define.ts';
import { useMessages } from '../i18n/t.tsx';

const messages = defineMessages(
  { cancel: 'Cancel', cancelled: 'Cancelled.' },
  {
    zh_Hans_CN: { cancel: '取消', cancelled: '已取消。' },
    zh_Hant_HK: { cancel: '取消', cancelled: '已取消。' },
  },
);

/**
 * A worker job's status, one element for every tool whose job shows a busy bar with Cancel (issue 38):
 * while it runs, a bar named by `label` (what is worked on, and for a bar with a total how far: `label`
 * is then given the percent) and Cancel, the label also shown beside the bar with `showLabel`; once
 * cancelled, a note saying so (`cancelledNote`, or the shared words). Nothing otherwise.
 */
export function JobStatus({
  progress,
  label,
  showLabel = false,
  onCancel,
  cancelled,
  cancelledNote,
}: {
  /** How far the running job got (`unknown`: it runs, with no measure of how far); null when none runs. */
  progress: { done: number; total: number } | 'unknown' | null;
  label: string | ((percent: number) => string);
  showLabel?: boolean;
  onCancel: () => void;
  cancelled: boolean;
  cancelledNote?: string;
}) {
  const m = useMessages(messages);
  const known = progress !== null && progress !== 'unknown' ? progress : null;
  const total = Math.max(known?.total ?? 0, 1);
  const name = typeof label === 'string' ? label : label(known ? Math.floor((known.done / total) * 100) : 0);
  return (
    <>
      {progress && (
        <div className="flex flex-wrap items-center gap-3" aria-live={showLabel ? 'polite' : undefined}>
          {showLabel && <span className="text-sm text-slate-700">{name}</span>}
          <progress
            max={known ? total : undefined}
            value={known ? known.done : undefined}
            aria-label={name}
            className="h-2 min-w-40 flex-1"
          />
          <Button size="sm" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      )}
      {cancelled && !progress && (
        <p role="status" className="text-sm text-slate-700">
          {cancelledNote ?? m.cancelled}
        </p>
      )}
    </>
  );
}
