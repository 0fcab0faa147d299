import { CopyButton } from '@tinkerbox/ui';
import { type ReactNode, useId } from 'react';
import { defineMessages } from '../i18n/define.ts';
import { engineErrorMessage, fmt, useMessages } from '../i18n/t.tsx';

// Input and result pieces shared by the tool pages that show many labelled fields and result rows
// (chain utilities, smart-contract tools).

const toolPartsMessages = defineMessages(
  { example: 'Example', clear: 'Clear', copyWhat: 'Copy {what}' },
  {
    zh_Hans_CN: { example: '示例', clear: '清空', copyWhat: '复制{what}' },
    zh_Hant_HK: { example: '示例', clear: '清除', copyWhat: '複製{what}' },
  },
);

/** Runs `f`; bad input becomes the visitor's message, anything else is a bug for the error boundary. */
export function attempt<T>(
  f: () => T,
  locale: Parameters<typeof engineErrorMessage>[1],
): { value?: T; error?: string } {
  try {
    return { value: f() };
  } catch (e) {
    const message = engineErrorMessage(e, locale);
    if (message === null) throw e;
    return { error: message };
  }
}

/** A titled block of a page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

interface InputProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  example?: string;
  testId?: string;
  type?: 'text' | 'password';
  clear?: boolean;
}

/** A labelled text field (or textarea) with optional Example/Clear buttons and its error beside it. */
export function TextInput({
  label,
  value,
  onChange,
  placeholder,
  error,
  hint,
  multiline,
  rows = 4,
  example,
  testId,
  type = 'text',
  clear = true,
}: InputProps) {
  const m = useMessages(toolPartsMessages);
  const id = useId();
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    placeholder,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-testid': testId,
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <div className="flex gap-2">
          {example !== undefined && (
            <button type="button" className="btn h-9 px-3 text-sm" onClick={() => onChange(example)}>
              {m.example}
            </button>
          )}
          {clear && (
            <button type="button" className="btn h-9 px-3 text-sm" onClick={() => onChange('')} disabled={!value}>
              {m.clear}
              {/* Names the field for screen readers without making the button a second label of it. */}
              <span className="sr-only">: {label}</span>
            </button>
          )}
        </div>
      </div>
      {multiline ? (
        <textarea {...common} rows={rows} className="field-area" onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} className="field w-full font-mono" onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errId} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A result line: its name, the value in monospace, and a copy button named after it. */
export function Row({
  name,
  value,
  copy = true,
  children,
}: {
  name: string;
  value?: string;
  copy?: boolean;
  children?: ReactNode;
}) {
  const m = useMessages(toolPartsMessages);
  return (
    <div className="grid grid-cols-[14rem_1fr] items-start gap-x-4 gap-y-1 py-1 max-md:grid-cols-1">
      <dt className="text-sm text-slate-600">{name}</dt>
      <dd className="flex min-w-0 items-start gap-2">
        {value !== undefined && (
          <span className="min-w-0 font-mono text-sm break-all whitespace-pre-wrap text-slate-900">{value}</span>
        )}
        {children}
        {copy && value !== undefined && value !== '' && (
          <CopyButton value={value} label={fmt(m.copyWhat, { what: name })} className="shrink-0" />
        )}
      </dd>
    </div>
  );
}

/** A list of {@link Row}s. */
export function Rows({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <dl
      data-testid={testId}
      className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-slate-50 px-3 py-1"
    >
      {children}
    </dl>
  );
}
