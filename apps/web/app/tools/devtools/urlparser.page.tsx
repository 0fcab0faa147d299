import { OutputBox, Section, TextField } from '@tinkerbox/ui';
import { useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { ToolReady } from '../../shell/tool-ready.tsx';
import { urlparserMessages } from './urlparser.messages.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /urlparser: its own route module (draft: routed only by the dev server until `draft` is removed). */
export default function Page() {
  return (
    <ToolReady>
      <Tool />
    </ToolReady>
  );
}

function Tool() {
  const m = useMessages(urlparserMessages);
  const { locale } = useLocale();
  const [input, setInput] = useState('');
  // TODO: call the engine here. Bad input throws an EngineError, which attempt() turns into the visitor's
  // message beside the field; anything else is a bug and goes to the error boundary.
  const result = attempt(() => input.trim(), locale);
  return (
    <Section title={m.input}>
      <TextField label={m.input} value={input} onChange={setInput} error={result.error} multiline />
      <OutputBox label={m.output} value={result.value ?? ''} minHeight={120} />
    </Section>
  );
}
