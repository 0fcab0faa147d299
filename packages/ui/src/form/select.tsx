import { type ReactNode, useId } from 'react';
import { useEarlyValue } from './early-value.ts';
import { controlClass, Field } from './field.tsx';

export interface SelectProps<T extends string> {
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string;
  disabled?: boolean | undefined;
  testId?: string | undefined;
}

/** A labelled native select (native, so it works with every keyboard and screen reader). */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  id,
  className = '',
  disabled,
  testId,
}: SelectProps<T>) {
  const generated = useId();
  const controlId = id ?? generated;
  const shown = useEarlyValue(controlId, 'select', value, onChange);
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={controlId}
      className={`flex min-w-0 flex-col gap-1 ${className}`}
    >
      {(aria) => (
        <select
          {...aria}
          value={shown}
          disabled={disabled}
          data-testid={testId}
          onChange={(e) => onChange(e.currentTarget.value as T)}
          className={controlClass}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
