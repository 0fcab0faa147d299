import type { Locale } from '../../i18n/locales.ts';
import type { JobOutcome } from '../../lib/worker/use-job.ts';
import { JobStatus } from '../../shell/job-status.tsx';
import type { moreMessages } from './json-more.messages.ts';
import type { MorePhase, MoreResult } from './json-more.protocol.ts';

type M = (typeof moreMessages)[Locale];

/** A companion's running phase, shown by the shared JobStatus with Cancel, or the note that it was stopped. */
export function MoreProgress<R extends MoreResult>({
  phase,
  outcome,
  onCancel,
  m,
}: {
  phase: MorePhase | null;
  outcome: JobOutcome<R> | null;
  onCancel: () => void;
  m: M;
}) {
  return (
    <JobStatus
      progress={phase ? 'unknown' : null}
      label={phase ? m.phases[phase] : ''}
      showLabel
      onCancel={onCancel}
      cancelled={outcome?.status === 'cancelled'}
      cancelledNote={m.cancelled}
    />
  );
}
