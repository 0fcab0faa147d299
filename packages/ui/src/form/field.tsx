import { type ReactNode, useId } from 'react';

/** A 48 px form control (input or select). */
export const controlClass =
  'h-12 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 aria-[invalid=true]:border-red-600';
/** A full-width monospace text area. */
export const textareaClass =
  'w-full resize-y rounded-md border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 aria-[invalid=true]:border-red-600';

/** The message beside a field (announced as an alert); nothing when there is no message. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** What a {@link Field} hands its control: spread it on the `<input>`, `<select>` or `<textarea>`. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The control, given the id and aria attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** The visitor's message for a bad value, shown under the control; `null`/`''` for none. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Buttons shown at the end of the label row (Example, Clear, Paste...). */
  actions?: ReactNode;
  /** A fixed id for the control (tests, `htmlFor` elsewhere); generated otherwise. */
  id?: string | undefined;
  className?: string;
}

/** A label, one control, an optional hint and the error beside it, with the aria ids wired. */
export function Field({
  label,
  children,
  error,
  hint,
  actions,
  id,
  className = 'flex min-w-0 flex-col gap-1',
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errId = `${controlId}-err`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const labelEl = (
    <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
      {label}
    </label>
  );
  return (
    <div className={className}>
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {labelEl}
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
      ) : (
        labelEl
      )}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errId} message={error} />
    </div>
  );
}
