import { type ReactNode, useRef, useState } from 'react';
import { type ButtonVariant, buttonClass } from './button.tsx';
import { useEarlyFiles } from './early-value.ts';
import { FILE_TARGET_PRIORITY, useFileTarget } from './file-target.tsx';

export interface FileDropProps {
  /** What the area says ("Drop a file here, or"). */
  prompt: ReactNode;
  /** The visible text of the choose button. */
  choose: ReactNode;
  /** The file input's accessible name ("Choose a file to encode"). */
  chooseLabel: string;
  onFiles: (files: File[]) => void;
  accept?: string | undefined;
  multiple?: boolean;
  /** Ids of elements that describe the input (an error beside the area). */
  describedBy?: string | undefined;
  /** More content under the buttons (what was chosen, a Clear button...). */
  children?: ReactNode;
  /** Buttons beside the choose button. */
  actions?: ReactNode;
  testId?: string | undefined;
  className?: string;
  /** Also take files dropped anywhere on the page area (see useFileTarget); default true. */
  pageDrop?: boolean;
}

/**
 * A dashed area that takes dropped files, with a choose button: a label around a visually hidden file
 * input, so the keyboard reaches the picker with Tab and opens it with Enter or Space.
 */
export function FileDrop({
  prompt,
  choose,
  chooseLabel,
  onFiles,
  accept,
  multiple = false,
  describedBy,
  children,
  actions,
  testId,
  className = '',
  pageDrop = true,
}: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const take = (files: File[]) => {
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  useFileTarget(take, { accept, multiple, priority: FILE_TARGET_PRIORITY.drop, enabled: pageDrop });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the labelled file input inside is the keyboard path
    <div
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        take(Array.from(e.dataTransfer.files));
      }}
      className={`flex min-h-32 flex-col items-center justify-center gap-3 rounded-md border-2 border-dashed p-6 text-center text-slate-600 ${dragging ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-slate-50'} ${className}`}
    >
      <span className="text-sm">{prompt}</span>
      <div className="flex flex-wrap justify-center gap-2">
        <FileButton
          label={choose}
          chooseLabel={chooseLabel}
          accept={accept}
          multiple={multiple}
          describedBy={describedBy}
          onFiles={take}
          pageDrop={false}
        />
        {actions}
      </div>
      {children}
    </div>
  );
}

export interface FileButtonProps {
  /** The button's visible text. */
  label: ReactNode;
  /** The file input's accessible name, when the visible text is not enough; else the label's text. */
  chooseLabel?: string | undefined;
  onFiles: (files: File[]) => void;
  accept?: string | undefined;
  multiple?: boolean;
  describedBy?: string | undefined;
  className?: string;
  /** Also take files dropped anywhere on the page area (see useFileTarget); default true. */
  pageDrop?: boolean;
  /** The button's look (Button's `variant`); default `default`. */
  variant?: ButtonVariant;
}

/**
 * A file picker drawn as a button: a label around a visually hidden file input, so the input stays in
 * the tab order and Enter or Space opens the picker.
 */
export function FileButton({
  label,
  chooseLabel,
  onFiles,
  accept,
  multiple = false,
  describedBy,
  className = '',
  pageDrop = true,
  variant,
}: FileButtonProps) {
  useFileTarget(onFiles, { accept, multiple, priority: FILE_TARGET_PRIORITY.button, enabled: pageDrop });
  const input = useRef<HTMLInputElement>(null);
  useEarlyFiles(input, onFiles);
  return (
    <label
      className={buttonClass({
        variant,
        className: `cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${className}`,
      })}
    >
      {label}
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={chooseLabel ?? (typeof label === 'string' ? label : undefined)}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
