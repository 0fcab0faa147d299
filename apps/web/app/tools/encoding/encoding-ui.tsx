import { CHARSETS, type Charset } from '@tinkerbox/engine/encoding';
import { controlClass, copyText, toast } from '@tinkerbox/ui';
import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { engineErrorMessage } from '../../i18n/t.tsx';
import { saveBlob } from '../../lib/download.ts';

// The shared form pieces, re-exported so that this family's modules keep one import.
export { controlClass, FieldError, Select, textareaClass } from '@tinkerbox/ui';

export const buttonClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50';
export const smallButtonClass =
  'inline-flex h-9 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50';

export const CHARSET_LABEL: Record<Charset, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  gbk: 'GBK',
  big5: 'Big5',
};
export const CHARSET_OPTIONS = CHARSETS.map((c) => ({ value: c, label: CHARSET_LABEL[c] }));

/** A row of radio buttons drawn as a segmented control, for two to four choices (arrow keys move). */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1 self-start">
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="inline-flex h-12 w-fit rounded-md border border-slate-300 bg-slate-50 p-1">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex cursor-pointer items-center rounded px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${o.value === value ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The visitor's message for an EngineError; anything else is rethrown to the error boundary. */
export function errorText(e: unknown, locale: Locale): string {
  const m = engineErrorMessage(e, locale);
  if (m === null) throw e;
  return m;
}

/** Runs `f`, returning its value or the visitor-facing message of the EngineError it threw. */
export function attempt<T>(f: () => T, locale: Locale): { value: T; error: null } | { value: null; error: string } {
  try {
    return { value: f(), error: null };
  } catch (e) {
    return { value: null, error: errorText(e, locale) };
  }
}

/** Saves bytes as a file through a temporary object URL. */
export function downloadBytes(bytes: Uint8Array | Blob, name: string, type = 'application/octet-stream') {
  saveBlob(bytes instanceof Blob ? bytes : new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
}

/** Bytes in a human unit, in the visitor's language. */
export function formatBytes(n: number, lang: string): string {
  const nf = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  if (n < 1024) return `${nf.format(n)} B`;
  if (n < 1024 * 1024) return `${nf.format(n / 1024)} KiB`;
  return `${nf.format(n / 1024 / 1024)} MiB`;
}

/**
 * "Copy link with input": puts the input into the URL fragment (never sent to a server) next to the
 * options already there, and copies the address.
 */
export function CopyLinkButton({ input, label, done }: { input: string; label: string; done: string }) {
  return (
    <button
      type="button"
      className={smallButtonClass}
      onClick={async () => {
        const p = new URLSearchParams(window.location.hash.replace(/^#/, ''));
        p.set('input', input);
        const url = `${window.location.origin}${window.location.pathname}#${p.toString()}`;
        window.history.replaceState(window.history.state, '', url);
        await copyText(url);
        toast(done, 'success');
      }}
    >
      {label}
    </button>
  );
}

/** The `input` a shared link carries, once after hydration. */
export function useLinkedInput(set: (v: string) => void) {
  useEffect(() => {
    const v = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('input');
    if (v !== null) set(v);
  }, [set]);
}

/** A dashed area that takes a dropped file, with a labelled "choose" button inside. */
export function DropZone({
  prompt,
  choose,
  chooseLabel,
  accept,
  describedBy,
  onFile,
}: {
  prompt: string;
  choose: string;
  chooseLabel: string;
  accept?: string;
  describedBy?: string;
  onFile: (f: File) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the labelled file input inside is the accessible way in
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const f = e.dataTransfer.files[0];
        if (f) onFile(f);
      }}
      className={`flex min-h-32 flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed p-6 text-slate-600 ${dragging ? 'border-sky-500 bg-sky-50' : 'border-slate-300'}`}
    >
      <span>{prompt}</span>
      <label className={`${buttonClass} cursor-pointer`}>
        {choose}
        <input
          type="file"
          accept={accept}
          aria-label={chooseLabel}
          aria-describedby={describedBy}
          className="sr-only"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}

/** A labelled whole-number field kept as text (so the visitor can clear it while typing). */
export function NumberField({
  id,
  label,
  value,
  min,
  max,
  onChange,
  className = 'w-32',
}: {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  onChange: (v: string) => void;
  className?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClass} ${className}`}
      />
    </div>
  );
}
