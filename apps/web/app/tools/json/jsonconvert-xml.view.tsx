import { Checkbox, Select } from '@tinkerbox/ui';
import { useEffect, useMemo } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import type { ConvertFormat, XmlAttributes, XmlJobOptions, XmlTextKey } from './json-more.protocol.ts';
import { xmlMessages } from './json-xml.messages.ts';

// /jsonconvert's XML options, their words, the note, the sample and the error reasons: one module the
// page fetches when XML is first chosen, so its first load does not carry them (decision 0178).

export { xmlMessages };

const ATTRIBUTES = ['@_', '@', '-', '_', '$', 'drop'] as const satisfies readonly XmlAttributes[];
const TEXT_KEYS = ['#text', '_text', '$t', '_'] as const satisfies readonly XmlTextKey[];
const ARRAYS = ['repeated', 'always'] as const;
const INDENTS = ['0', '2', '4'] as const;
const FLAGS = ['0', '1'] as const;

/** An example with attributes, a namespace, an entity, CDATA and an integer past 2^64. */
export const XML_SAMPLE =
  '<?xml version="1.0" encoding="UTF-8"?>\n<catalog xmlns:x="urn:example">\n  <book id="12345678901234567890" x:lang="en">\n    <title>XML &amp; JSON</title>\n    <price>9.75</price>\n  </book>\n  <book id="2"><title><![CDATA[<Lin, Wei>]]></title></book>\n</catalog>\n';

/** The XML options (kept in the address fragment), reported to the page through `onChange`. */
export function XmlOptions({
  locale,
  from,
  to,
  onChange,
}: {
  locale: Locale;
  from: ConvertFormat;
  to: ConvertFormat;
  onChange: (options: XmlJobOptions) => void;
}) {
  const m = xmlMessages[locale];
  const [attributes, setAttributes] = useFragmentOption<XmlAttributes>('xattr', '@_', ATTRIBUTES);
  const [textKey, setTextKey] = useFragmentOption<XmlTextKey>('xtext', '#text', TEXT_KEYS);
  const [arrays, setArrays] = useFragmentOption<XmlJobOptions['arrays']>('xarr', 'repeated', ARRAYS);
  const [typed, setTyped] = useFragmentOption('xnum', '0', FLAGS);
  const [indent, setIndent] = useFragmentOption<(typeof INDENTS)[number]>('xindent', '2', INDENTS);
  const [declaration, setDeclaration] = useFragmentOption('xdecl', '1', FLAGS);
  const options = useMemo<XmlJobOptions>(
    () => ({
      attributes,
      textKey,
      arrays,
      typed: typed === '1',
      indent: Number(indent) as XmlJobOptions['indent'],
      declaration: declaration === '1',
    }),
    [attributes, textKey, arrays, typed, indent, declaration],
  );
  useEffect(() => onChange(options), [options, onChange]);
  const reading = from === 'xml';
  const writing = to === 'xml';
  return (
    <div className="flex flex-col gap-2" data-testid="xml-options">
      <fieldset className="flex flex-wrap items-end gap-4">
        <Select<XmlAttributes>
          id="xml-attributes"
          label={m.attributes}
          value={attributes}
          onChange={setAttributes}
          options={ATTRIBUTES.map((a) => ({ value: a, label: m.attributeModes[a] }))}
        />
        <Select<XmlTextKey>
          id="xml-text-key"
          label={m.textKey}
          value={textKey}
          onChange={setTextKey}
          options={TEXT_KEYS.map((k) => ({ value: k, label: k }))}
        />
        {reading && (
          <Select<XmlJobOptions['arrays']>
            id="xml-arrays"
            label={m.arrays}
            value={arrays}
            onChange={setArrays}
            options={ARRAYS.map((a) => ({ value: a, label: m.arrayModes[a] }))}
          />
        )}
        {writing && (
          <Select<(typeof INDENTS)[number]>
            id="xml-indent"
            label={m.indent}
            value={indent}
            onChange={setIndent}
            options={INDENTS.map((i) => ({ value: i, label: m.indents[i] }))}
          />
        )}
        {reading && <Checkbox label={m.typed} checked={typed === '1'} onChange={(on) => setTyped(on ? '1' : '0')} />}
        {writing && (
          <Checkbox
            label={m.declaration}
            checked={declaration === '1'}
            onChange={(on) => setDeclaration(on ? '1' : '0')}
          />
        )}
      </fieldset>
      <p className="text-xs text-slate-600" data-testid="xml-note">
        {m.note}
      </p>
    </div>
  );
}
