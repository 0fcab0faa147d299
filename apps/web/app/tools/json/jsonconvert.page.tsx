import { Checkbox, EarlyButton, OutputBox, Select, TextField } from '@tinkerbox/ui';
import { useEffect, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { moreMessages } from './json-more.messages.ts';
import type { ConvertFormat, CsvNested, CsvShape } from './json-more.protocol.ts';
import { moreErrorText } from './json-more.text.ts';
import { MoreProgress } from './json-more.widgets.tsx';
import { CONVERT_SAMPLES, CSV_SHAPES, type DelimiterChoice, FORMATS, useJsonConvert } from './use-jsonconvert.ts';
import { errorFor } from './use-more-job.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

const FORMAT_NAMES: Record<ConvertFormat, string> = {
  json: 'JSON',
  json5: 'JSON5',
  yaml: 'YAML',
  toml: 'TOML',
  csv: 'CSV',
  xml: 'XML',
};

type XmlView = typeof import('./jsonconvert-xml.view.tsx');

/** XML's options, words, sample and error reasons: fetched when XML is first chosen (decision 0178). */
function useXmlView(on: boolean): XmlView | null {
  const [view, setView] = useState<XmlView | null>(null);
  useEffect(() => {
    if (on && !view) void import('./jsonconvert-xml.view.tsx').then(setView);
  }, [on, view]);
  return view;
}

/** /jsonconvert: JSON to and from JSON5, YAML, TOML, CSV and XML in the companions' worker, integers exact. */
export default function JsonConvertPage() {
  return <JsonConvertView />;
}

function JsonConvertView() {
  const m = useMessages(moreMessages);
  const { locale } = useLocale();
  const s = useJsonConvert();
  const error = errorFor(s.outcome, 'input');
  const formats = FORMATS.map((f) => ({ value: f, label: FORMAT_NAMES[f] }));
  const usesCsv = s.from === 'csv' || s.to === 'csv';
  const usesXml = s.from === 'xml' || s.to === 'xml';
  const xml = useXmlView(usesXml);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-end gap-4">
        <Select<ConvertFormat> id="convert-from" label={m.from} value={s.from} onChange={s.setFrom} options={formats} />
        <EarlyButton early="convert-swap" onClick={s.swap}>
          {m.swap}
        </EarlyButton>
        <Select<ConvertFormat> id="convert-to" label={m.to} value={s.to} onChange={s.setTo} options={formats} />
        {usesCsv && (
          <Select<DelimiterChoice>
            id="convert-delimiter"
            label={m.delimiter}
            value={s.delimiter}
            onChange={s.setDelimiter}
            options={(['comma', 'semicolon', 'tab', 'pipe'] as const).map((d) => ({
              value: d,
              label: m.delimiters[d],
            }))}
          />
        )}
        {s.to === 'csv' && (
          <Select<CsvNested>
            id="convert-nested"
            label={m.nested}
            value={s.nested}
            onChange={s.setNested}
            options={(['refuse', 'flatten', 'json'] as const).map((n) => ({ value: n, label: m.nestedModes[n] }))}
          />
        )}
        {s.from === 'csv' && (
          <Select<CsvShape>
            id="convert-shape"
            label={m.csvShape}
            value={s.csvShape}
            onChange={s.setCsvShape}
            options={CSV_SHAPES.map((k) => ({ value: k, label: m.csvShapes[k] }))}
          />
        )}
        {s.from === 'csv' && <Checkbox label={m.csvNumbers} checked={s.csvNumbers} onChange={s.setCsvNumbers} />}
      </fieldset>
      {xml && usesXml && <xml.XmlOptions locale={locale} from={s.from} to={s.to} onChange={s.setXml} />}
      {(s.from === 'json5' || s.to === 'json5') && (
        <p className="text-xs text-slate-600" data-testid="json5-note">
          {m.json5Note}
        </p>
      )}
      <TextField
        id="convert-input"
        label={`${m.input} (${FORMAT_NAMES[s.from]})`}
        hint={m.inputHint}
        multiline
        rows={12}
        mono
        value={s.input}
        onChange={s.setInput}
        error={error ? moreErrorText(error, m, locale, xml?.xmlMessages[locale].reasons) : null}
        actions={
          <>
            <EarlyButton
              early="convert-sample"
              onClick={() => s.setInput(s.from === 'xml' ? (xml?.XML_SAMPLE ?? '') : CONVERT_SAMPLES[s.from])}
            >
              {m.sample}
            </EarlyButton>
            <EarlyButton early="convert-clear" disabled={s.input === ''} onClick={() => s.setInput('')}>
              {m.clear}
            </EarlyButton>
          </>
        }
      />
      <MoreProgress phase={s.phase} outcome={s.outcome} onCancel={s.cancel} m={m} />
      {s.outcome?.status === 'done' && s.input.trim() !== '' && (
        <>
          {s.to === 'csv' && /^\n*$/.test(s.outcome.result.output) && (
            <p role="status" className="text-sm text-slate-600" data-testid="convert-note">
              {s.outcome.result.output === '' ? m.csvEmpty : m.csvNoColumns}
            </p>
          )}
          <OutputBox
            id="convert-output"
            label={`${m.output} (${FORMAT_NAMES[s.to]})`}
            value={s.outcome.result.output}
            minHeight={240}
          />
        </>
      )}
      <ContinueInRecipe steps={s.recipe?.steps ?? null} input={s.recipe?.input} />
    </div>
  );
}
