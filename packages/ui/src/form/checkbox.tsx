import { type ReactNode, useId } from 'react';
import { useEarlyValue } from './early-value.ts';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
  /** A note under the box that describes it (wired with aria-describedby). */
  hint?: ReactNode;
  testId?: string | undefined;
  className?: string;
}

/** A native checkbox inside its label (the whole line toggles it), 48 px tall, with an optional note. */
export function Checkbox({ label, checked, onChange, disabled, hint, testId, className = '' }: CheckboxProps) {
  const id = useId();
  const shown = useEarlyValue(id, 'checkbox', checked, onChange);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label className="flex min-h-12 cursor-pointer items-center gap-2 text-sm text-slate-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50">
        <input
          type="checkbox"
          id={id}
          checked={shown}
          disabled={disabled}
          data-testid={testId}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
          className="size-5 shrink-0 accent-sky-700"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
