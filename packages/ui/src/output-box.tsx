import type { ReactNode } from 'react';
import { CopyButton } from './copy-button.tsx';

export interface OutputBoxProps {
  /** Visible label; also the accessible name of the output. */
  label: string;
  /** The text to show and copy. */
  value: string;
  /** What Copy copies when the box shows only a preview of a long result; default `value`. */
  copyValue?: string;
  /** Extra controls beside the copy button (download, format switch...). */
  actions?: ReactNode;
  /** Minimum height in px (default 300). */
  minHeight?: number;
  id?: string;
  className?: string;
}

/** A read-only, selectable result with a copy button. Long lines wrap; the box scrolls past its height. */
export function OutputBox({ label, value, copyValue, actions, minHeight = 300, id, className = '' }: OutputBoxProps) {
  const outputId = id ?? `out-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={outputId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <div className="flex items-center gap-2">
          {actions}
          <CopyButton value={copyValue ?? value} disabled={!(copyValue ?? value)} />
        </div>
      </div>
      <textarea
        id={outputId}
        readOnly
        value={value}
        spellCheck={false}
        style={{ minHeight }}
        className="w-full resize-y rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm break-all text-slate-900"
      />
    </div>
  );
}
