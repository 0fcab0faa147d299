import { amountReadAs } from '@tinkerbox/engine/format';
import { CopyButton, controlClass, Field, Section, TextField, useEarlyValue } from '@tinkerbox/ui';
import { Children, type ReactElement } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { LaterEach } from '../../shell/later-each.tsx';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { chainMessages } from './chain.messages.ts';

/**
 * A text input kept across navigation and its parse: the value, or the visitor's message for bad input
 * (empty input gives neither, nor does a `parse` still loading: null). Anything but an EngineError is a
 * bug and goes to the error boundary.
 */
export function useParsed<T>(key: string, parse: ((input: string) => T) | null) {
  const { locale } = useLocale();
  const [input, setInput] = useKeptState(key, '');
  const r = input.trim() && parse ? attempt(() => parse(input), locale) : null;
  return { input, setInput, value: r?.ok ? r.value : undefined, error: r?.error ?? undefined };
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

/**
 * Two linked amount fields (e.g. XRP and drops): typing in one fills the other, exactly. A comma point is
 * read as the engine's amount reader says, and shown ("Read as 1.5 TON"); a bad amount empties the other box
 * (a number left there would read as its answer) and its message stands beside the typed field.
 */
export function UnitPair({ keyPrefix, big, small, toSmall, toBig }: UnitPairProps) {
  const m = useMessages(chainMessages).common;
  const { locale } = useLocale();
  const [state, setState] = useKeptState(`${keyPrefix}.units`, { big: '1', small: '', from: 'big' as 'big' | 'small' });
  const typed = state.from === 'big' ? state.big : state.small;
  const result = attempt(
    () => (typed.trim() === '' ? '' : state.from === 'big' ? toSmall(typed).toString() : toBig(typed)),
    locale,
  );
  const other = result.value ?? '';
  const readAs = result.ok ? amountReadAs(typed) : null;
  const bigValue = state.from === 'big' ? state.big : other;
  const smallValue = state.from === 'small' ? state.small : other;
  // An amount typed before hydration is kept (issue 35); the pair then converts it.
  const shown = {
    big: useEarlyValue(`${keyPrefix}-big`, 'text', bigValue, (v) => setState((s) => ({ ...s, big: v, from: 'big' }))),
    small: useEarlyValue(`${keyPrefix}-small`, 'text', smallValue, (v) =>
      setState((s) => ({ ...s, small: v, from: 'small' })),
    ),
  };
  const field = (which: 'big' | 'small', unit: string, value: string) => (
    <Field
      label={fmt(m.amountIn, { unit })}
      id={`${keyPrefix}-${which}`}
      error={state.from === which ? result.error : null}
      hint={state.from === which && readAs !== null ? fmt(m.readAs, { value: readAs, unit }) : undefined}
    >
      {(aria) => (
        <div className="flex gap-2">
          <input
            {...aria}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            className={`${controlClass} w-full min-w-0 font-mono`}
            value={shown[which]}
            placeholder={state.from !== which && !result.ok ? '—' : undefined}
            onChange={(e) => setState({ ...state, [which]: e.currentTarget.value, from: which })}
          />
          <CopyButton
            value={value}
            disabled={!value}
            label={fmt(m.copyWhat, { what: unit })}
            className="h-12 w-12 shrink-0"
          />
        </div>
      )}
    </Field>
  );
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

/**
 * The body of one chain's page: its tools (each one element, a Section), each hydrated in a task of its
 * own (shell/later.tsx; one task for all four of /xrptools was 90-130 ms on Lighthouse's 4x slower
 * phone, issue 17).
 */
export function ChainBody({ children }: { children: ReactElement[] }) {
  return (
    <div className="flex flex-col">
      <LaterEach name="chain-tool" parts={Children.toArray(children) as ReactElement[]} />
    </div>
  );
}

/** A chain page's text input with its Example and Clear actions, its message beside it. */
export function ExampleField({
  label,
  placeholder,
  value,
  onChange,
  error,
  testId,
  example,
  multiline = false,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
  example: string;
  multiline?: boolean;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      error={error}
      multiline={multiline}
      testId={testId}
      actions={<FieldActions label={label} value={value} onChange={onChange} example={example} />}
    />
  );
}
