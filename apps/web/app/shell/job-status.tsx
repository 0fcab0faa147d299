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
 * A worker job's status, one element for the tools whose job reads bytes with a known total (issue 38):
 * while it runs, a bar named by `label(percent)` (what is worked on, and how far) and Cancel; once
 * cancelled, a note saying so. Nothing otherwise.
 */
export function JobStatus({
  progress,
  label,
  onCancel,
  cancelled,
}: {
  /** How far the running job got; null when none runs. */
  progress: { done: number; total: number } | null;
  label: (percent: number) => string;
  onCancel: () => void;
  cancelled: boolean;
}) {
  const m = useMessages(messages);
  const total = Math.max(progress?.total ?? 0, 1);
  return (
    <>
      {progress && (
        <div className="flex items-center gap-3">
          <progress
            max={total}
            value={progress.done}
            aria-label={label(Math.floor((progress.done / total) * 100))}
            className="h-2 flex-1"
          />
          <Button size="sm" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      )}
      {cancelled && <p className="text-sm text-slate-600">{m.cancelled}</p>}
    </>
  );
}
