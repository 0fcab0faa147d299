import type { DecodedCall, DecodedValue } from '@tinkerbox/engine/evm';
import { CopyButton } from '@tinkerbox/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { engineErrorMessage, fmt, useMessages } from '../../i18n/t.tsx';
import { contractMessages } from './contract.messages.ts';

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

/** True once this view has hydrated (browser tests wait for the `data-ready` it sets). */
export function useReady(): true | undefined {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready || undefined;
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
  const m = useMessages(contractMessages).common;
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
            <button
              type="button"
              className="btn h-9 px-3 text-sm"
              aria-label={`${m.clear}: ${label}`}
              onClick={() => onChange('')}
              disabled={!value}
            >
              {m.clear}
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
export function Row({ name, value, children }: { name: string; value?: string; children?: ReactNode }) {
  const m = useMessages(contractMessages).common;
  return (
    <div className="grid grid-cols-[14rem_1fr] items-start gap-x-4 gap-y-1 py-1 max-md:grid-cols-1">
      <dt className="text-sm text-slate-600">{name}</dt>
      <dd className="flex min-w-0 items-start gap-2">
        {value !== undefined && (
          <span className="min-w-0 font-mono text-sm break-all whitespace-pre-wrap text-slate-900">{value}</span>
        )}
        {children}
        {value !== undefined && value !== '' && (
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

function ValueItem({ v }: { v: DecodedValue }) {
  const m = useMessages(contractMessages).common;
  return (
    <li className="py-1">
      <div className="flex min-w-0 items-start gap-2">
        <span className="shrink-0 text-sm text-slate-600">
          {v.name} <span className="text-slate-400">({v.type})</span>
        </span>
        {v.value !== undefined && (
          <>
            <span className="min-w-0 font-mono text-sm break-all text-slate-900" data-testid={`arg-${v.name}`}>
              {v.value === '' ? '""' : v.value}
            </span>
            <CopyButton value={v.value} label={fmt(m.copyWhat, { what: v.name })} className="shrink-0" />
          </>
        )}
      </div>
      {v.items && v.items.length > 0 && (
        <ul className="ml-4 border-l border-slate-200 pl-3">
          {v.items.map((x, i) => (
            <ValueItem key={i} v={x} />
          ))}
        </ul>
      )}
      {v.call && (
        <div className="mt-2 ml-4">
          <p className="text-xs font-medium text-sky-800">{fmt(m.nestedCall, { name: v.call.name })}</p>
          <CallView call={v.call} nested />
        </div>
      )}
    </li>
  );
}

/** The arguments of a call or log as a tree (tuples and arrays nested; calldata inside bytes unfolded). */
export function ValueList({ values }: { values: readonly DecodedValue[] }) {
  return (
    <ul className="rounded-md border border-slate-200 bg-white px-3 py-1">
      {values.map((v, i) => (
        <ValueItem key={i} v={v} />
      ))}
    </ul>
  );
}

/** A decoded call: signature, selector, where it matched, and its arguments. */
export function CallView({
  call,
  nested,
  source,
}: {
  call: DecodedCall;
  nested?: boolean;
  source?: 'abi' | 'common' | 'online';
}) {
  const c = useMessages(contractMessages).common;
  const a = useMessages(contractMessages).abi;
  const src = source ?? call.source;
  return (
    <div className="flex flex-col gap-2" data-testid={nested ? 'nested-call' : 'decoded-call'}>
      <Rows>
        <Row name={a.functionName} value={call.signature} />
        <Row name={a.selector} value={call.selector} />
        <Row name={c.matchedBy}>
          <span className="text-sm">
            {src === 'abi' ? c.byAbi : src === 'common' ? c.byCommon : `${c.byOnline} (${c.online})`}
          </span>
        </Row>
      </Rows>
      {call.args.length > 0 && <ValueList values={call.args} />}
    </div>
  );
}

/** Radio buttons as a segmented control. */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (v: T) => void;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2" data-testid={testId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className={`inline-flex h-12 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm ${
            o.value === value ? 'border-sky-600 bg-sky-50 font-semibold text-sky-900' : 'border-slate-300 bg-white'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            className="accent-sky-700"
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
