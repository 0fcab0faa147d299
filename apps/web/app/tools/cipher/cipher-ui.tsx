import type { ReactNode } from 'react';

// The shared form pieces; this page's own controlClass is full width.
export { FieldError, Section, Select, textareaClass } from '@tinkerbox/ui';

export const controlClass =
  'h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600';
export const buttonClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50';
export const primaryButtonClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md bg-sky-700 px-4 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-50';

export function Hint({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-xs text-slate-600">{children}</p>;
}

/** A short caution shown beside weak algorithms and modes. */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}

/** Bytes as lowercase hex, for showing derived keys. */
export function hexOf(b: Uint8Array): string {
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** 1536 -> "1.5 KiB", in the page's number format. */
export function sizeText(n: number, nf: Intl.NumberFormat): string {
  if (n < 1024) return `${nf.format(n)} B`;
  if (n < 1024 * 1024) return `${nf.format(Math.round((n / 1024) * 10) / 10)} KiB`;
  return `${nf.format(Math.round((n / 1024 / 1024) * 10) / 10)} MiB`;
}
