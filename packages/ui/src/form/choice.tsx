import { type ReactNode, useId } from 'react';
import { useEarlyValue } from './early-value.ts';

export interface ChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceProps<T extends string> {
  /** The group's name, shown as its legend. */
  label: ReactNode;
  value: T;
  options: readonly ChoiceOption<T>[];
  onChange: (value: T) => void;
  /** `segmented` draws two to five choices as one bar; `list` stacks them with their own radio dots. */
  look?: 'segmented' | 'list';
  /** Hide the legend visually (it stays the group's accessible name). */
  hideLabel?: boolean;
  className?: string;
  testId?: string | undefined;
}

/** A radio group: native radios, so arrow keys move between choices and the group has one tab stop. */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  look = 'segmented',
  hideLabel = false,
  className = '',
  testId,
}: ChoiceProps<T>) {
  const name = useId();
  // A choice made before hydration is checked from the first render; the segment's look follows `value`,
  // as the server drew it, so that the page's next render (with the adopted value) redraws it.
  const shown = useEarlyValue(name, 'radios', value, onChange);
  const legend = <legend className={hideLabel ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-700'}>{label}</legend>;
  if (look === 'list')
    return (
      <fieldset id={name} className={`flex flex-col gap-1 ${className}`} data-testid={testId}>
        {legend}
        {options.map((o) => (
          <label key={o.value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === shown}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              className="size-4 accent-sky-700"
            />
            {o.label}
          </label>
        ))}
      </fieldset>
    );
  return (
    <fieldset id={name} className={`flex flex-col gap-1 ${className}`} data-testid={testId}>
      {legend}
      <div className="inline-flex min-h-12 w-fit flex-wrap rounded-md border border-slate-300 bg-slate-50 p-1">
        {options.map((o) => (
          <label
            key={o.value}
            className={`relative flex min-h-10 cursor-pointer items-center rounded px-4 text-sm font-medium has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${o.value === value ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === shown}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              // Invisible but covering its label, so a pointer (and a test's check()) lands on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
