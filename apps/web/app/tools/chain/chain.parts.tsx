import { CopyButton } from '@tinkerbox/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { chainMessages } from './chain.messages.ts';

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

/**
 * A text input kept across navigation and its parse: the value, or the visitor's message for bad input
 * (empty input gives neither).
 */
export function useParsed<T>(key: string, parse: (input: string) => T) {
  const { locale } = useLocale();
  const [input, setInput] = useKeptState(key, '');
  const r = input.trim() ? attempt(() => parse(input), locale) : {};
  return { input, setInput, value: r.value, error: r.error };
}

/** One tool of a chain page: a titled block. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
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
  multiline?: boolean;
  example?: string;
  testId?: string;
}

/** A labelled text field (or textarea) with Example/Clear buttons and its error beside it. */
export function TextInput({ label, value, onChange, placeholder, error, multiline, example, testId }: InputProps) {
  const m = useMessages(chainMessages).common;
  const id = useId();
  const errId = `${id}-err`;
  const common = {
    id,
    value,
    placeholder,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errId : undefined,
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
          <button type="button" className="btn h-9 px-3 text-sm" onClick={() => onChange('')} disabled={!value}>
            {m.clear}
          </button>
        </div>
      </div>
      {multiline ? (
        <textarea
          {...common}
          rows={5}
          className="field-area min-h-[120px]"
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input {...common} type="text" className="field w-full font-mono" onChange={(e) => onChange(e.target.value)} />
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
  const m = useMessages(chainMessages).common;
  return (
    <div className="grid grid-cols-[12rem_1fr] items-start gap-x-4 gap-y-1 py-1 max-md:grid-cols-1">
      <dt className="text-sm text-slate-600">{name}</dt>
      <dd className="flex min-w-0 items-start gap-2">
        {value !== undefined && <span className="min-w-0 font-mono text-sm break-all text-slate-900">{value}</span>}
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

interface UnitPairProps {
  keyPrefix: string;
  big: string;
  small: string;
  /** Big-unit decimal text to an exact base-unit count. */
  toSmall: (v: string) => bigint;
  /** Base-unit count (text) to big-unit decimal text. */
  toBig: (v: string) => string;
}

/** Two linked amount fields (e.g. XRP and drops): typing in one fills the other, exactly. */
export function UnitPair({ keyPrefix, big, small, toSmall, toBig }: UnitPairProps) {
  const m = useMessages(chainMessages).common;
  const { locale } = useLocale();
  const [state, setState] = useKeptState(`${keyPrefix}.units`, { big: '1', small: '', from: 'big' as 'big' | 'small' });
  const [ids] = useState(() => ({ big: `${keyPrefix}-big`, small: `${keyPrefix}-small` }));
  const result =
    state.from === 'big'
      ? attempt(() => (state.big.trim() === '' ? '' : toSmall(state.big).toString()), locale)
      : attempt(() => (state.small.trim() === '' ? '' : toBig(state.small)), locale);
  const bigValue = state.from === 'big' ? state.big : (result.value ?? state.big);
  const smallValue = state.from === 'small' ? state.small : (result.value ?? state.small);
  const field = (which: 'big' | 'small', unit: string, value: string) => {
    const error = state.from === which ? result.error : undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={ids[which]} className="text-sm font-medium text-slate-700">
          {fmt(m.amountIn, { unit })}
        </label>
        <div className="flex gap-2">
          <input
            id={ids[which]}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            className="field w-full font-mono"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids[which]}-err` : undefined}
            onChange={(e) => setState({ ...state, [which]: e.target.value, from: which })}
          />
          <CopyButton value={value} label={fmt(m.copyWhat, { what: unit })} className="h-12 w-12 shrink-0" />
        </div>
        {error && (
          <p id={`${ids[which]}-err`} role="alert" className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <Section title={m.unitsHeading}>
      <p className="text-sm text-slate-600">{m.unitsHint}</p>
      <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
        {field('big', big, bigValue)}
        {field('small', small, smallValue)}
      </div>
    </Section>
  );
}

/** The body of one chain's page; marks itself `data-ready` once hydrated (browser tests wait for it). */
export function ChainBody({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="flex flex-col gap-8" data-ready={ready ? '' : undefined}>
      {children}
    </div>
  );
}
