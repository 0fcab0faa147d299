import { Button } from '@tinkerbox/ui';
import type { Locale } from '../../i18n/locales.ts';
import type { moreMessages } from './json-more.messages.ts';
import type { MorePhase, MoreResult } from './json-more.protocol.ts';
import type { MoreOutcome } from './use-more-job.ts';

type M = (typeof moreMessages)[Locale];

/** A companion's running phase with a Cancel button, or the note that it was stopped. */
export function MoreProgress<R extends MoreResult>({
  phase,
  outcome,
  onCancel,
  m,
}: {
  phase: MorePhase | null;
  outcome: MoreOutcome<R>;
  onCancel: () => void;
  m: M;
}) {
  if (phase) {
    const label = m.phases[phase];
    return (
      <div className="flex flex-wrap items-center gap-3" aria-live="polite" data-testid="more-progress">
        <span className="text-sm text-slate-700">{label}</span>
        <progress aria-label={label} className="h-2 min-w-40 flex-1" />
        <Button onClick={onCancel}>{m.cancel}</Button>
      </div>
    );
  }
  if (outcome.kind === 'cancelled') {
    return (
      <p role="status" className="text-sm text-slate-700">
        {m.cancelled}
      </p>
    );
  }
  return null;
}
