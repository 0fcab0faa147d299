import { Checkbox, OutputBox, TextField } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useMessages } from '../../i18n/t.tsx';
import { ShareButton } from './devtools.widgets.tsx';
import { REGEX_FLAGS, regexProblem } from './regex.logic.ts';
import { regexMessages } from './regex.messages.ts';
import { Highlighted, MatchTable, RegexStatusLine } from './regex.widgets.tsx';
import { REGEX_TIME_LIMIT_MS, type ServedRegex, useRegex } from './use-regex.ts';

/** /regex: the pattern and its flags, the text with its matches marked, the list of matches, replace. */
export function RegexTool({ served = null }: { served?: ServedRegex | null }) {
  const m = useMessages(regexMessages);
  const id = useId();
  const s = useRegex(served);
  const matches = s.result?.matches ?? [];
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id={`${id}-pattern`}
        label={m.pattern}
        value={s.pattern}
        onChange={s.setPattern}
        error={s.syntax ? fmt(m.invalid, { message: problemText(s.syntax, m) }) : null}
        actions={<ShareButton params={{ re: s.pattern, flags: s.flags, replace: s.replacement }} />}
        controlProps={{ spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' }}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">{m.flags}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {REGEX_FLAGS.map((f) => (
            <Checkbox
              key={f}
              label={m.flagNames[f]}
              checked={s.flags.includes(f)}
              onChange={(on) => s.setFlag(f, on)}
              testId={`flag-${f}`}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-text`}
        label={m.text}
        value={s.text}
        onChange={s.setText}
        multiline
        rows={6}
        controlProps={{ spellCheck: false }}
      />
      <RegexStatusLine
        status={s.status}
        total={s.syntax ? null : (s.result?.total ?? null)}
        shown={matches.length}
        onStop={s.stop}
        stopLabel={m.stop}
        m={m}
        seconds={REGEX_TIME_LIMIT_MS / 1000}
      />
      {s.result && s.status === 'done' && (
        <>
          <Highlighted text={s.text} matches={matches} label={m.highlighted} />
          {matches.length > 0 && <MatchTable matches={matches} m={m} />}
        </>
      )}
      <TextField
        id={`${id}-replacement`}
        label={m.replacement}
        value={s.replacement}
        onChange={s.setReplacement}
        hint={m.replacementHint}
      />
      {s.result?.replaced != null && s.status === 'done' && (
        <OutputBox id={`${id}-replaced`} label={m.replaced} value={s.result.replaced} minHeight={80} />
      )}
    </div>
  );
}

/** The invalid-pattern reason in the page's language, or the browser's own reason when it is not a known one. */
function problemText(syntax: string, m: (typeof regexMessages)['en_US']): string {
  const p = regexProblem(syntax);
  return p.kind === 'other' ? p.reason : m.problems[p.kind];
}
