import { EngineError, isEngineError } from '@tinkerbox/engine';
import { parseBase64Input, parseHexInput } from '@tinkerbox/engine/hash';
import { controlClass, FieldError } from '@tinkerbox/ui';
import type { Locale } from '../../i18n/locales.ts';
import { engineErrorMessage } from '../../i18n/t.tsx';

// The shared form pieces, re-exported so that this family's modules keep one import.
export { controlClass, FieldError, Section, Select, textareaClass } from '@tinkerbox/ui';

export const buttonClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50';
export const primaryButtonClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md bg-sky-700 px-4 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-50';

/** A labelled one-line input with its error beside it (key, password, salt, counts). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error = null,
  numeric = false,
  className = 'min-w-0 flex-1',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  numeric?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(e) => onChange(numeric ? e.target.value.trim() : e.target.value)}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        className={`${controlClass} w-full ${numeric ? '' : 'font-mono'}`}
      />
      <FieldError id={`${id}-err`} message={error} />
    </div>
  );
}

/** Key, password and salt encodings. */
export const SECRET_ENCODINGS = ['utf8', 'hex', 'base64'] as const;
export type SecretEncoding = (typeof SECRET_ENCODINGS)[number];

/** Bytes of a key/password/salt field, or the visitor-facing error. Non-engine errors are bugs. */
export function secretBytes(
  value: string,
  encoding: SecretEncoding,
  locale: Locale,
): { bytes: Uint8Array; error: null } | { bytes: null; error: string } {
  try {
    const bytes =
      encoding === 'hex'
        ? parseHexInput(value)
        : encoding === 'base64'
          ? parseBase64Input(value)
          : new TextEncoder().encode(value);
    return { bytes, error: null };
  } catch (e) {
    return { bytes: null, error: errorText(e, locale) };
  }
}

/** The visitor's message for an EngineError; anything else is rethrown to the error boundary. */
export function errorText(e: unknown, locale: Locale): string {
  const m = engineErrorMessage(e, locale);
  if (m === null) throw e;
  return m;
}

export function emptyKeyError(locale: Locale): string {
  return errorText(new EngineError('EMPTY_KEY', 'empty key'), locale);
}

export { isEngineError };

/** Random bytes as lowercase hex, for a fresh salt. */
export function randomHex(bytes: number): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
