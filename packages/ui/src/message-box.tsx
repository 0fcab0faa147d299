import { AlertDialog } from 'radix-ui';
import { useUiStrings } from './locale.tsx';

export interface MessageBoxProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** When given, a cancel button shows too. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

/** An alert dialog that needs an answer: the focus starts on the confirm button. */
export function MessageBox({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: MessageBoxProps) {
  const s = useUiStrings();
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && (onCancel ?? onConfirm)()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(420px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl dark:bg-slate-800">
          <AlertDialog.Title className="mb-2 text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700 dark:text-slate-200">
            {message}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            {cancelLabel !== undefined && (
              <AlertDialog.Cancel asChild>
                <button
                  type="button"
                  onClick={onCancel}
                  className="h-10 rounded-md border border-slate-300 px-4 dark:border-slate-600"
                >
                  {cancelLabel || s.cancel}
                </button>
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action asChild>
              <button
                type="button"
                onClick={onConfirm}
                className="h-10 rounded-md bg-sky-700 px-4 text-white hover:bg-sky-800"
              >
                {confirmLabel || s.confirm}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
