import { buttonClass, Field } from '@tinkerbox/ui';
import { type ReactNode, useId } from 'react';

// Controls of the QR pages the form kit has no widget for (a checkbox, a file picker that looks like a
// button, a colour well), built from the kit's Field and buttonClass.

/** A checkbox with its label and an optional note under it (the note describes the box). */
export function Checkbox({
  label,
  checked,
  onChange,
  note,
  className = '',
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  note?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label className="flex min-h-12 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={note ? `${id}-note` : undefined}
          className="h-5 w-5 accent-sky-700"
        />
        {label}
      </label>
      {note && (
        <p id={`${id}-note`} className="text-xs text-slate-600">
          {note}
        </p>
      )}
    </div>
  );
}

/** A file picker drawn as a button: the input stays in the tab order, its label is the button. */
export function FileButton({ label, accept, onFile }: { label: string; accept: string; onFile: (file: File) => void }) {
  return (
    <label
      className={buttonClass({
        className: 'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600',
      })}
    >
      {label}
      <input
        type="file"
        accept={accept}
        aria-label={label}
        className="sr-only"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/** A labelled colour well (#rrggbb). */
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(aria) => (
        <input
          {...aria}
          type="color"
          className="h-12 w-20 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
