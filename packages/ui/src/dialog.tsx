import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { useUiStrings } from './locale.tsx';

/** Widths the dialog offers, in px: the default 420 and variants from 400 to 1200. */
export const DIALOG_WIDTHS = [400, 420, 520, 640, 800, 1000, 1200] as const;
export type DialogWidth = (typeof DIALOG_WIDTHS)[number];

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  width?: DialogWidth;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A modal dialog (focus trapped, Escape closes), 420 px wide by default. */
export function Dialog({ open, onOpenChange, title, description, width = 420, children, footer }: DialogProps) {
  const s = useUiStrings();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <D.Content
          style={{ width: `min(${width}px, calc(100vw - 32px))` }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg bg-white p-6 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <D.Title className="mb-2 text-lg font-semibold">{title}</D.Title>
          {description && <D.Description className="mb-4 text-sm text-slate-600">{description}</D.Description>}
          {children}
          {footer && <div className="mt-6 flex justify-end gap-2">{footer}</div>}
          <D.Close asChild>
            <button
              type="button"
              aria-label={s.close}
              className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:bg-slate-100"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
