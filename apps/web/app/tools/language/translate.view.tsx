import { Button, CopyButton, FieldError } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { languageMessages } from './language.messages.ts';
import { LanguageSelect, ProseField } from './language.widgets.tsx';
import { MAX_CHARS, useTranslate } from './use-translate.ts';

/** /microsofttranslate: the page side of /api/translate. */
export function TranslateTool() {
  const m = useMessages(languageMessages).translate;
  const { locale } = useLocale();
  const ids = useId();
  const s = useTranslate(locale);
  const limit = MAX_CHARS.toLocaleString(s.ui);

  if (s.notConfigured) {
    return (
      <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
        {m.errors.TRANSLATOR_NOT_CONFIGURED}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">{m.notice}</p>
      <FieldError
        id={`${ids}-unavailable`}
        message={s.unavailable && fmt(m.errors[s.unavailable.code], s.unavailable.params)}
      />
      <div className="flex flex-wrap items-end gap-3">
        <LanguageSelect
          label={m.source}
          value={s.from}
          languages={s.languages}
          placeholder={m.loadingLanguages}
          detect={m.detect}
          onChange={s.setFrom}
        />
        <Button
          onClick={s.swap}
          disabled={!s.languages || !(s.from || s.result?.detected)}
          aria-label={m.swap}
          title={m.swap}
        >
          <span aria-hidden="true">⇄</span>
        </Button>
        <LanguageSelect
          label={m.target}
          value={s.to}
          languages={s.languages}
          placeholder={m.loadingLanguages}
          onChange={s.setTo}
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <ProseField
          label={m.input}
          value={s.text}
          onChange={s.setText}
          actions={
            <span className={`text-xs ${s.tooLong ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
              {fmt(m.count, { count: s.chars.toLocaleString(s.ui), limit })}
            </span>
          }
          hint={m.shortcut}
          error={s.tooLong ? fmt(m.tooLongLocal, { limit }) : null}
          controlClassName="min-h-[220px]"
          controlProps={{
            dir: s.sourceDir,
            onKeyDown: (e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void s.translate();
              }
            },
          }}
        />
        <div className="flex flex-col gap-1">
          <ProseField
            readOnly
            label={m.output}
            value={s.result?.translation ?? ''}
            onChange={() => {}}
            actions={<CopyButton value={s.result?.translation ?? ''} disabled={!s.result} />}
            controlClassName="min-h-[220px] bg-slate-50"
            controlProps={{ dir: s.targetDir }}
          />
          {s.result?.detected && !s.from && (
            <p className="text-xs text-slate-600" data-testid="detected">
              {fmt(m.detected, { language: s.nameOf(s.result.detected) })}
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          onClick={() => void s.translate()}
          disabled={!s.languages || s.busy || !s.text.trim() || s.tooLong}
        >
          {s.busy ? m.translating : m.translate}
        </Button>
        {s.busy && (
          <span role="status" className="text-sm text-slate-500">
            {m.translating}
          </span>
        )}
      </div>
      <FieldError id={`${ids}-problem`} message={s.problem && fmt(m.errors[s.problem.code], s.problem.params)} />
    </div>
  );
}
