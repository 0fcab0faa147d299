import { Button, EarlyButton, Field, FileButton, textareaClass, useEarlyValue } from '@tinkerbox/ui';
import { useRef } from 'react';
import { fmt } from '../../i18n/define.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { jsonMessages } from './json.messages.ts';
import { formatSize, jsonErrorText } from './json.text.ts';
import { type JsonState, SAMPLE } from './use-json.ts';

type M = (typeof jsonMessages)[Locale];

/** The input of /jsonformat: the text (or the loaded file), its buttons, and the error beside it. */
export function JsonInput({ state, m, locale }: { state: JsonState; m: M; locale: Locale }) {
  const { input, setInput, setText, source, outcome, errorSnippet, loadFile, onDrop } = state;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const shown = useEarlyValue('json-input', 'text', input, setInput);

  const goToError = () => {
    if (outcome?.status !== 'invalid' || source.kind !== 'text') return;
    const offset = Number(outcome.error.params.offset ?? 0);
    const ta = textarea.current;
    if (!ta) return;
    ta.focus();
    ta.setSelectionRange(offset, Math.min(offset + 1, ta.value.length));
    // scroll the spot into view: the line's share of the text's height
    const line = Number(outcome.error.params.line ?? 1);
    const lines = input.split('\n').length;
    ta.scrollTop = Math.max(0, ((line - 3) / Math.max(1, lines)) * ta.scrollHeight);
  };

  const actions = (
    <>
      <FileButton
        label={m.openFile}
        accept=".json,application/json,text/plain,.txt,.jsonc,.json5,.geojson"
        onFiles={([f]) => {
          if (f) void loadFile(f);
        }}
      />
      <EarlyButton early="json-sample" onClick={() => setText(SAMPLE)}>
        {m.sample}
      </EarlyButton>
      <EarlyButton early="json-clear" disabled={source.kind === 'text' && input === ''} onClick={() => setText('')}>
        {m.clear}
      </EarlyButton>
    </>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for mouse users; the Open file button is the keyboard path
    <div className="flex flex-col gap-1" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <Field label={m.input} id="json-input" hint={m.inputHint} actions={actions}>
        {(aria) =>
          source.kind === 'file' ? (
            <div className="flex min-h-[120px] flex-wrap items-center gap-3 rounded-md border border-dashed border-slate-400 bg-slate-50 p-4 text-sm text-slate-700">
              <span>{fmt(m.fileLoaded, { name: source.file.name, size: formatSize(source.file.size, locale) })}</span>
            </div>
          ) : (
            <textarea
              {...aria}
              ref={textarea}
              value={shown}
              onChange={(e) => setInput(e.currentTarget.value)}
              onPaste={(e) => {
                const f = e.clipboardData.files[0];
                if (f) {
                  e.preventDefault();
                  void loadFile(f);
                }
              }}
              spellCheck={false}
              aria-invalid={outcome?.status === 'invalid' || undefined}
              aria-describedby={`${aria['aria-describedby'] ?? ''} json-error`.trim()}
              rows={12}
              className={textareaClass}
            />
          )
        }
      </Field>
      <div id="json-error" role="alert">
        {outcome?.status === 'invalid' && (
          <div className="mt-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            <p>{jsonErrorText(outcome.error, m, locale)}</p>
            {errorSnippet && (
              <pre
                data-testid="json-error-marker"
                className="mt-2 overflow-x-auto font-mono text-xs leading-5 text-slate-800"
              >
                {errorSnippet.line.replace(/\t/g, ' ')}
                {'\n'}
                <span className="text-red-700">{`${' '.repeat(errorSnippet.at)}^`}</span>
              </pre>
            )}
            {outcome.error.code === 'INVALID_JSON' && state.options.repair && (
              <p data-testid="json-repair-failed" className="mt-2 font-medium">
                {m.repairFailed}
              </p>
            )}
            {outcome.error.code === 'INVALID_JSON' && (
              <div className="mt-2 flex flex-wrap gap-2">
                {source.kind === 'text' && <Button onClick={goToError}>{m.goToError}</Button>}
                {!state.options.repair && <Button onClick={() => state.options.setRepair(true)}>{m.tryRepair}</Button>}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
