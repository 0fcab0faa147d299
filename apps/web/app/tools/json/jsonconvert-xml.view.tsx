import { Checkbox, Select } from '@tinkerbox/ui';
import type { Locale } from '../../i18n/locales.ts';
import type { ConvertFormat, XmlAttributes, XmlJobOptions, XmlTextKey } from './json-more.protocol.ts';
import { xmlMessages } from './json-xml.messages.ts';
import { XML_ATTRIBUTES, XML_INDENTS, XML_TEXT_KEYS } from './use-jsonconvert.ts';

export { xmlMessages };

export interface XmlOptionsProps {
  locale: Locale;
  from: ConvertFormat;
  to: ConvertFormat;
  xml: XmlJobOptions;
  setXmlAttributes: (v: XmlAttributes) => void;
  setXmlTextKey: (v: XmlTextKey) => void;
  setXmlArrays: (v: XmlJobOptions['arrays']) => void;
  setXmlTyped: (on: boolean) => void;
  setXmlIndent: (v: (typeof XML_INDENTS)[number]) => void;
  setXmlDeclaration: (on: boolean) => void;
}

/** /jsonconvert's XML options and note, loaded when XML is chosen (decision 0177). */
export function XmlOptions(p: XmlOptionsProps) {
  const m = xmlMessages[p.locale];
  const reading = p.from === 'xml';
  return (
    <div className="flex flex-col gap-2" data-testid="xml-options">
      <fieldset className="flex flex-wrap items-end gap-4">
        <Select<XmlAttributes>
          id="xml-attributes"
          label={m.attributes}
          value={p.xml.attributes}
          onChange={p.setXmlAttributes}
          options={XML_ATTRIBUTES.map((a) => ({ value: a, label: m.attributeModes[a] }))}
        />
        <Select<XmlTextKey>
          id="xml-text-key"
          label={m.textKey}
          value={p.xml.textKey}
          onChange={p.setXmlTextKey}
          options={XML_TEXT_KEYS.map((k) => ({ value: k, label: k }))}
        />
        {reading && (
          <Select<XmlJobOptions['arrays']>
            id="xml-arrays"
            label={m.arrays}
            value={p.xml.arrays}
            onChange={p.setXmlArrays}
            options={(['repeated', 'always'] as const).map((a) => ({ value: a, label: m.arrayModes[a] }))}
          />
        )}
        {p.to === 'xml' && (
          <Select<(typeof XML_INDENTS)[number]>
            id="xml-indent"
            label={m.indent}
            value={String(p.xml.indent) as (typeof XML_INDENTS)[number]}
            onChange={p.setXmlIndent}
            options={XML_INDENTS.map((i) => ({ value: i, label: m.indents[i] }))}
          />
        )}
        {reading && <Checkbox label={m.typed} checked={p.xml.typed} onChange={p.setXmlTyped} />}
        {p.to === 'xml' && (
          <Checkbox label={m.declaration} checked={p.xml.declaration} onChange={p.setXmlDeclaration} />
        )}
      </fieldset>
      <p className="text-xs text-slate-600" data-testid="xml-note">
        {m.note}
      </p>
    </div>
  );
}
