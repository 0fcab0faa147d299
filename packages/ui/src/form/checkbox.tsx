import type { ReactNode } from 'react';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
  /** A line under the label. */
  hint?: ReactNode;
  testId?: string | undefined;
  className?: string;
}

/** A native checkbox inside its label (so the whole line toggles it), with a 36 px touch height. */
export function Checkbox({ label, checked, onChange, disabled, hint, testId, className = '' }: CheckboxProps) {
  return (
    <label
      className={`flex min-h-9 cursor-pointer items-start gap-2 text-sm text-slate-800 has-[:disabled]:opacity-50 ${className}`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="mt-0.5 size-4 shrink-0 accent-sky-700"
      />
      <span className="flex flex-col">
        {label}
        {hint ? <span className="text-xs text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}
