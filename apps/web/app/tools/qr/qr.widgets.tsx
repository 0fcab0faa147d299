import { Field, useEarlyValue } from '@tinkerbox/ui';
import { useId } from 'react';

// A control of the QR pages the form kit has no widget for (a colour well), built from the kit's Field.

/** A labelled colour well (#rrggbb); a colour picked before the page hydrated is handed over, as the kit's controls do. */
export function ColourField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The visitor's message for a colour that is not one (a kept value from an older page). */
  error?: string | null | undefined;
}) {
  const id = useId();
  const shown = useEarlyValue(id, 'text', value, onChange);
  return (
    <Field label={label} error={error} id={id}>
      {(aria) => (
        <input
          {...aria}
          type="color"
          className="h-12 w-20 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          value={shown}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
