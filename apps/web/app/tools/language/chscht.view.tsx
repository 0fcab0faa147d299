import {
  CHINESE_CONVERSIONS,
  type ChineseConversion,
  type ChineseConversionDirection,
  chineseConversionDirection,
} from '@tinkerbox/engine/text';
import { Button, Checkbox, CopyButton, controlClass, Field, useEarlyValue } from '@tinkerbox/ui';
import { useEffect, useId } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/error-text.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { ChschtOutput, FoundForms } from './chscht.widgets.tsx';
import { languageMessages } from './language.messages.ts';
import { ProseField } from './language.widgets.tsx';
import { useChscht } from './use-chscht.ts';

/** The message that names each direction's group in the menu. */
const GROUP: Record<ChineseConversionDirection, 'toTraditional' | 'toSimplified' | 'toRegional'> = {
  'to-traditional': 'toTraditional',
  'to-simplified': 'toSimplified',
  regional: 'toRegional',
};
/** The engine's conversions grouped by direction, in its order. */
const GROUPS = (Object.keys(GROUP) as ChineseConversionDirection[]).map((direction) => ({
  group: GROUP[direction],
  conversions: (Object.keys(CHINESE_CONVERSIONS) as ChineseConversion[]).filter(
    (c) => chineseConversionDirection(c) === direction,
  ),
}));

/** /chscht: OpenCC conversion in a worker, with multi-form characters highlighted and custom mappings. */
export function ChschtTool() {
  const m = useMessages(languageMessages).chscht;
  const { locale } = useLocale();
  const ids = useId();
  const s = useChscht();
  const conversion = useEarlyValue(`${ids}-conversion`, 'select', s.conversion, s.setConversion);
  const customMessage = s.customError ? errorText(s.customError, locale) : null;
  // The tool hydrates when first used (decision 0210): focusing the text field is a first use, and the
  // field already has the focus when the tool mounts, so its onFocus never ran: warm the worker now.
  const { warm } = s;
  useEffect(() => {
    if (document.activeElement?.id === `${ids}-in`) warm();
  }, [ids, warm]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={m.conversion} id={`${ids}-conversion`} className="flex min-w-[16rem] flex-1 flex-col gap-1">
          {(aria) => (
            <select
              {...aria}
              className={`${controlClass} w-full`}
              value={conversion}
              onChange={(e) => s.setConversion(e.currentTarget.value as ChineseConversion)}
            >
              {GROUPS.map(({ group, conversions }) => (
                <optgroup key={group} label={m[group]}>
                  {conversions.map((c) => (
                    <option key={c} value={c}>
                      {m.conversions[c]}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Button onClick={s.swap} disabled={!s.output || s.status === 'running'}>
          <span aria-hidden="true">⇅</span> {m.swap}
        </Button>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <ProseField
          id={`${ids}-in`}
          label={m.input}
          value={s.input}
          onChange={s.setInput}
          actions={<span className="text-xs text-slate-500">{fmt(m.count, { chars: [...s.input].length })}</span>}
          controlClassName="min-h-[260px]"
          controlProps={{ lang: s.toTraditional ? 'zh-Hans' : 'zh-Hant', onFocus: s.warm }}
        />
        <ChschtOutput
          state={s}
          labelId={`${ids}-out-label`}
          m={m}
          copy={<CopyButton value={s.output} disabled={!s.output} />}
        />
      </div>

      {s.toTraditional && (
        <div className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
          <Checkbox label={m.highlight} checked={s.highlight} onChange={s.setHighlight} hint={m.highlightNote} />
          {s.input && <FoundForms found={s.found} m={m} />}
        </div>
      )}

      <details className="rounded-md border border-slate-200 p-3" open={s.custom !== ''}>
        <summary className="cursor-pointer font-medium">{m.custom}</summary>
        <ProseField
          className="mt-2 flex flex-col gap-1"
          label={m.customLabel}
          value={s.custom}
          onChange={s.setCustom}
          hint={m.customHelp}
          error={customMessage}
          placeholder="软件 = 軟件"
          controlClassName="min-h-[100px]"
        />
      </details>
      <ContinueInRecipe steps={s.recipe?.steps ?? null} input={s.recipe?.input} />
    </div>
  );
}
