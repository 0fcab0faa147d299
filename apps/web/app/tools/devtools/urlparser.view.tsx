import { Button, OutputBox, Section, TextField } from '@tinkerbox/ui';
import { useId } from 'react';
import { useMessages } from '../../i18n/t.tsx';
import { ShareButton } from './devtools.widgets.tsx';
import type { UrlEdits } from './urlparser.logic.ts';
import { urlparserMessages } from './urlparser.messages.ts';
import { ParamsTable, PartsList, PercentCodec } from './urlparser.widgets.tsx';
import { useUrlParser } from './use-urlparser.ts';

const EDITABLE = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'hash'] as const;

/** /urlparser: a URL's parts (WHATWG), an editor that builds it back, and percent-encoding. */
export function UrlParserTool() {
  const m = useMessages(urlparserMessages);
  const id = useId();
  const s = useUrlParser();
  const error = s.parts ? null : s.input.trim() === '' ? null : s.noScheme ? `${m.invalid} ${m.noScheme}` : m.invalid;
  const label = (k: (typeof EDITABLE)[number]) => (k === 'hostname' ? m.fields.hostnameUnicode : m.fields[k]);
  return (
    <div className="flex flex-col gap-6">
      <TextField
        id={`${id}-url`}
        label={m.input}
        value={s.input}
        onChange={s.setInput}
        error={error}
        multiline
        rows={2}
        actions={<ShareButton params={{ url: s.input }} />}
        controlProps={{ spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' }}
      />
      {s.parts && (
        <Section title={m.parts}>
          <PartsList p={s.parts} m={m} />
        </Section>
      )}
      {s.parts && s.edits && (
        <Section title={m.edit}>
          <div className="flex flex-col gap-4">
            <div className="grid gap-3 sm:grid-cols-2">
              {EDITABLE.map((k) => (
                <TextField
                  key={k}
                  label={label(k)}
                  value={(s.edits as UrlEdits)[k]}
                  onChange={(v) => s.edit(k, v)}
                  controlProps={{ spellCheck: false }}
                />
              ))}
            </div>
            <ParamsTable s={s} m={m} />
            {s.built === null ? (
              <p role="alert" className="text-sm text-red-700">
                {m.buildFailed}
              </p>
            ) : (
              <OutputBox
                id={`${id}-built`}
                label={m.built}
                value={s.built}
                minHeight={48}
                actions={
                  <Button size="sm" onClick={() => s.built && s.setInput(s.built)} disabled={s.built === s.parts.href}>
                    {m.use}
                  </Button>
                }
              />
            )}
          </div>
        </Section>
      )}
      <Section title={m.codec}>
        <PercentCodec m={m} />
      </Section>
    </div>
  );
}
