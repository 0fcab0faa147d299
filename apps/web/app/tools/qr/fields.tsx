import type { ReactNode } from 'react';

/** A labelled control with its error beside it (role="alert", referenced by `${id}-err`). */
export function Field({
  label,
  children,
  id,
  error,
}: {
  label: string;
  children: ReactNode;
  id: string;
  error?: string | null;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-err`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled <select> whose options carry typed values (strings or numbers). */
export function SelectField<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  note,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
  disabled?: boolean;
  note?: string;
}) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className="field"
        value={String(value)}
        disabled={disabled}
        onChange={(e) => {
          const o = options[e.target.selectedIndex];
          if (o) onChange(o.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {note && <p className="text-sm text-slate-600">{note}</p>}
    </Field>
  );
}

/** A labelled text input; with an error it is marked invalid and described by the message. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  type?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
}) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        className="field w-full"
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** A radio group drawn as a row of 48-px chips (keyboard: Tab in, arrows between). */
export function RadioChips<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
  /** Extra controls at the end of the row. */
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex h-12 cursor-pointer items-center rounded-md border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${value === o.value ? 'border-sky-700 bg-sky-50 font-semibold text-sky-900' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
        {children}
      </div>
    </fieldset>
  );
}
