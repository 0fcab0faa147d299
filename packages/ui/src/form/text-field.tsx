import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { useEarlyValue } from './early-value.ts';
import { controlClass, Field, textareaClass } from './field.tsx';

interface CommonProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  actions?: ReactNode;
  id?: string | undefined;
  className?: string;
  /** Classes of the control itself. */
  controlClassName?: string;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  testId?: string | undefined;
}

export interface TextFieldProps extends CommonProps {
  /** Several lines: a textarea of `rows` lines. */
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'password' | 'url' | 'search';
  /** Monospace text (hex, keys, addresses). Default true for code-like fields. */
  mono?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number | undefined;
  readOnly?: boolean | undefined;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Extra attributes for the control (onKeyDown, onDrop, autoFocus...). */
  controlProps?: Omit<
    InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'onChange' | 'id'
  >;
}

/** A labelled text input or textarea with its hint, its actions and its error beside it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  actions,
  id,
  className,
  controlClassName,
  placeholder,
  disabled,
  testId,
  multiline = false,
  rows = 4,
  type = 'text',
  mono = true,
  inputMode,
  maxLength,
  readOnly,
  ref,
  controlProps,
}: TextFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const shown = useEarlyValue(controlId, 'text', value, onChange);
  return (
    <Field label={label} error={error} hint={hint} actions={actions} id={controlId} className={className}>
      {(aria) => {
        const common = {
          ...controlProps,
          ...aria,
          value: shown,
          placeholder,
          disabled,
          readOnly,
          maxLength,
          spellCheck: false,
          autoComplete: 'off',
          autoCapitalize: 'off',
          'data-testid': testId,
        };
        return multiline ? (
          <textarea
            {...common}
            ref={ref}
            rows={rows}
            className={`${textareaClass} ${mono ? '' : 'font-sans'} ${controlClassName ?? ''}`}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        ) : (
          <input
            {...common}
            ref={ref}
            type={type}
            inputMode={inputMode}
            className={`${controlClass} w-full ${mono ? 'font-mono' : ''} ${controlClassName ?? ''}`}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        );
      }}
    </Field>
  );
}

export interface NumberFieldProps extends CommonProps {
  /** Whole numbers only (phones show a keypad without a decimal point). */
  integer?: boolean;
}

/**
 * A labelled number field kept as text, so what the visitor typed is never rewritten (a half-typed
 * `1.` or `-` stays) and the page decides what it means and says what is wrong beside it.
 */
export function NumberField({ integer = true, controlClassName, ...rest }: NumberFieldProps) {
  return (
    <TextField
      {...rest}
      mono={false}
      inputMode={integer ? 'numeric' : 'decimal'}
      controlClassName={`tabular-nums ${controlClassName ?? ''}`}
    />
  );
}
