import { useLocale, useMessages } from '../../i18n/t.tsx';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { JobStatus } from '../../shell/job-status.tsx';
import { jsonMessages } from './json.messages.ts';
import { JsonInput } from './json-input.view.tsx';
import { JsonOptionsView } from './json-options.view.tsx';
import { JsonResultView } from './json-result.view.tsx';
import { useJson } from './use-json.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/**
 * The /jsonformat page: format, minify, validate and repair, with the tree viewer. The state and the
 * worker live in useJson; when the worker cannot start, the tool layout says so and no result shows.
 */
export default function JsonPage() {
  const m = useMessages(jsonMessages);
  const { locale } = useLocale();
  const state = useJson();
  const { outcome, progress } = state;
  const phase =
    progress &&
    { read: m.phaseRead, repair: m.phaseRepair, parse: m.phaseParse, format: m.phaseFormat }[progress.phase];
  return (
    <div className="flex flex-col gap-4">
      <JsonInput state={state} m={m} locale={locale} />
      <JsonOptionsView options={state.options} m={m} />
      <JobStatus
        progress={progress && (progress.fraction === null ? 'unknown' : { done: progress.fraction, total: 1 })}
        label={phase ?? ''}
        showLabel
        onCancel={state.cancel}
        cancelled={outcome?.status === 'cancelled'}
        cancelledNote={m.cancelled}
      />
      {outcome?.status === 'done' && <JsonResultView state={state} done={outcome.result} m={m} locale={locale} />}
      <ContinueInRecipe steps={state.recipe?.steps ?? null} input={state.recipe?.input} />
    </div>
  );
}
