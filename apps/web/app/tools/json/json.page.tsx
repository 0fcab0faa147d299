import { useLocale, useMessages } from '../../i18n/t.tsx';
import { jsonMessages } from './json.messages.ts';
import { JsonProgressBar } from './json.widgets.tsx';
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
  return (
    <div className="flex flex-col gap-4">
      <JsonInput state={state} m={m} locale={locale} />
      <JsonOptionsView options={state.options} m={m} />
      {progress && <JsonProgressBar progress={progress} onCancel={state.cancel} m={m} />}
      {outcome.kind === 'cancelled' && !progress && (
        <p role="status" className="text-sm text-slate-700">
          {m.cancelled}
        </p>
      )}
      {outcome.kind === 'done' && <JsonResultView state={state} done={outcome} m={m} locale={locale} />}
    </div>
  );
}
