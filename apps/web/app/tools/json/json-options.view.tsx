import { Checkbox, Select } from '@tinkerbox/ui';
import type { Locale } from '../../i18n/locales.ts';
import type { jsonMessages } from './json.messages.ts';
import type { IndentChoice, JsonMode, JsonOptions } from './use-json.ts';

type M = (typeof jsonMessages)[Locale];

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
      <Checkbox label={m.sortKeys} checked={options.sortKeys} onChange={options.setSortKeys} />
      <Checkbox label={m.repair} checked={options.repair} onChange={options.setRepair} hint={m.repairHint} />
    </fieldset>
  );
}
