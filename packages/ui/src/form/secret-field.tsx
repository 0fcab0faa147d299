import { type ReactNode, useId } from 'react';
import { EarlyButton } from './button.tsx';
import { useEarlyValue } from './early-value.ts';
import { controlClass, Field } from './field.tsx';
import { Select } from './select.tsx';

/** How a secret's text is read: UTF-8 text, hex or base64. The app turns it into bytes. */
export type SecretEncoding = 'utf8' | 'hex' | 'base64';
/** The encodings a secret field offers, in menu order. */
export const SECRET_ENCODINGS: readonly SecretEncoding[] = ['utf8', 'hex', 'base64'];

export interface SecretFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  encoding: SecretEncoding;
  onEncodingChange: (encoding: SecretEncoding) => void;
  /** The encoding menu's label ("Key encoding") and its option names, in the visitor's language. */
  encodingLabel: string;
  encodingNames: Record<SecretEncoding, string>;
  error?: string | null | undefined;
  /** A line under the field (its length in bytes, what a generated value means). */
  hint?: ReactNode;
  /** A button that fills the field with a fresh random value; its accessible name includes the label. */
  generate?: { label: string; onGenerate: () => void } | undefined;
  id?: string | undefined;
  testId?: string | undefined;
}

/**
 * A key, password, salt or IV: its text, how to read it (UTF-8/hex/base64) and, optionally, a button
 * that generates one. Presentational: the page turns `value` + `encoding` into bytes with the engine
 * and passes back the visitor's message for a bad value as `error`.
 */
export function SecretField({
  label,
  value,
  onChange,
  encoding,
  onEncodingChange,
  encodingLabel,
  encodingNames,
  error,
  hint,
  generate,
  id,
  testId,
}: SecretFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const shown = useEarlyValue(controlId, 'text', value, onChange);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem]">
      <Field label={label} error={error} hint={hint} id={controlId}>
        {(aria) => (
          <div className="flex gap-2">
            <input
              {...aria}
              value={shown}
              onChange={(e) => onChange(e.currentTarget.value)}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              data-testid={testId}
              className={`${controlClass} w-full min-w-0 font-mono`}
            />
            {generate && (
              <EarlyButton
                early={`generate-${controlId}`}
                className="shrink-0 whitespace-nowrap"
                onClick={generate.onGenerate}
              >
                {generate.label}
                <span className="sr-only">: {label}</span>
              </EarlyButton>
            )}
          </div>
        )}
      </Field>
      <Select
        id={id ? `${id}-enc` : undefined}
        label={encodingLabel}
        value={encoding}
        onChange={onEncodingChange}
        options={SECRET_ENCODINGS.map((e) => ({ value: e, label: encodingNames[e] }))}
      />
    </div>
  );
}
