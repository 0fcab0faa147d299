import { Select } from '@tinkerbox/ui';
import type { Locale } from '../../i18n/locales.ts';
import type { jsonMessages } from './json.messages.ts';
import type { IndentChoice, JsonMode, JsonOptions } from './use-json.ts';

type M = (typeof jsonMessages)[Locale];

const check = 'flex h-12 items-center gap-2 text-sm text-slate-800';

/** How /jsonformat writes its output: formatted or minified, the indent, sorted keys, repairs. */
export function JsonOptionsView({ options, m }: { options: JsonOptions; m: M }) {
  return (
    <fieldset className="flex flex-wrap items-end gap-4">
      <Select<JsonMode>
        id="json-mode"
        label={m.mode}
        value={options.mode}
        onChange={options.setMode}
        options={[
          { value: 'format', label: m.modeFormat },
          { value: 'minify', label: m.modeMinify },
        ]}
      />
      <Select<IndentChoice>
        id="json-indent"
        label={m.indent}
        value={options.indentChoice}
        disabled={options.mode === 'minify'}
        onChange={options.setIndentChoice}
        options={[
          { value: '2', label: m.indent2 },
          { value: '4', label: m.indent4 },
          { value: 'tab', label: m.indentTab },
        ]}
      />
      <label className={check}>
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={options.sortKeys}
          onChange={(e) => options.setSortKeys(e.currentTarget.checked)}
        />
        {m.sortKeys}
      </label>
      <label className={check} title={m.repairHint}>
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={options.repair}
          onChange={(e) => options.setRepair(e.currentTarget.checked)}
          aria-describedby="json-repair-hint"
        />
        {m.repair}
      </label>
      <p id="json-repair-hint" className="basis-full text-xs text-slate-600">
        {m.repairHint}
      </p>
    </fieldset>
  );
}
