import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEarlyAction } from './early-click.ts';
import { useUiStrings } from './locale.tsx';
import { type ToastKind, toast } from './toast-store.ts';

export const COPIED_TOOLTIP_MS = 2000;

/**
 * Writes text to the clipboard; falls back to a hidden textarea where the async API is refused. Says
 * whether it was written (a browser refuses both without a recent click or key, for one).
 */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const ta = document.createElement('textarea');
    ta.value = value;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    ta.remove();
    return copied;
  }
}

/**
 * Copies text and says so in a toast (`done`, of `kind`), or says in the UI's language that it was not
 * copied when the browser refused: a page never reports a copy that did not happen.
 */
export function useCopyToast(): (text: string, done: string, kind?: ToastKind) => Promise<void> {
  const { copyFailed } = useUiStrings();
  return useCallback(
    async (text, done, kind = 'success') => {
      if (await copyText(text)) toast(done, kind);
      else toast(copyFailed, 'error');
    },
    [copyFailed],
  );
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

/**
 * Copies `value`; a "Copied" tooltip (a live status) shows and closes after 2000 ms, or says it was not
 * copied when the browser refused. A tap before the page hydrated (the server's button) copies once it has
 * (ui's early-click.ts `useEarlyAction`): the value of the render after, so a result of text typed before
 * is copied rather than the server's.
 */
export function CopyButton({ value, label, text, className = '', disabled }: CopyButtonProps) {
  const s = useUiStrings();
  const [shown, setShown] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async () => {
    const copied = await copyText(value);
    setShown(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(null), COPIED_TOOLTIP_MS);
  };
  const early = useEarlyAction(`copy${useId()}`, button, () => void onClick());
  return (
    <span className="relative inline-flex">
      <button
        ref={button}
        {...early}
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
        {shown && (
          <span
            role="tooltip"
            className="block rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow"
          >
            {shown === 'copied' ? s.copied : s.copyFailed}
          </span>
        )}
      </span>
    </span>
  );
}
