import { useEffect, useRef, useState } from 'react';
import { useUiStrings } from './locale.tsx';

export const COPIED_TOOLTIP_MS = 2000;

/** Writes text to the clipboard. Falls back to a hidden textarea where the async API is refused. */
export async function copyText(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    const ta = document.createElement('textarea');
    ta.value = value;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    document.execCommand('copy');
    ta.remove();
  }
}

export interface CopyButtonProps {
  value: string;
  /** Accessible name; defaults to "Copy" in the UI locale. */
  label?: string;
  /** Visible text; when omitted the button shows an icon only. */
  text?: string;
  className?: string;
  disabled?: boolean;
}

/** Copies `value`; a "Copied" tooltip (a live status) shows and closes after 2000 ms. */
export function CopyButton({ value, label, text, className = '', disabled }: CopyButtonProps) {
  const s = useUiStrings();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async () => {
    await copyText(value);
    setOpen(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), COPIED_TOOLTIP_MS);
  };
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label ?? s.copy}
        disabled={disabled}
        onClick={onClick}
        className={`inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50 ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h8" />
        </svg>
        {text}
      </button>
      <span role="status" className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-1.5 -translate-x-1/2">
        {open && (
          <span
            role="tooltip"
            className="block rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow"
          >
            {s.copied}
          </span>
        )}
      </span>
    </span>
  );
}
