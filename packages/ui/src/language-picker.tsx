import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';

export interface LanguageOption<V extends string> {
  value: V;
  label: string;
}

export interface LanguagePickerProps<V extends string> {
  value: V;
  options: readonly LanguageOption<V>[];
  onChange: (v: V) => void;
  /** Accessible name of the trigger, e.g. "Language". */
  label: string;
}

/** Current language (icon and text); the list opens on hover or click, 120 px wide, bottom-end. */
export function LanguagePicker<V extends string>({ value, options, onChange, label }: LanguagePickerProps<V>) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpen = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hoverClose = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const current = options.find((o) => o.value === value);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        aria-label={`${label}: ${current?.label ?? value}`}
        onPointerEnter={(e) => e.pointerType === 'mouse' && hoverOpen()}
        onPointerLeave={(e) => e.pointerType === 'mouse' && hoverClose()}
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:hover:bg-slate-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span>{current?.label ?? value}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          side="bottom"
          sideOffset={4}
          style={{ width: 120 }}
          onPointerEnter={hoverOpen}
          onPointerLeave={hoverClose}
          className="z-[60] rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-600 dark:bg-slate-800"
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={(v) => onChange(v as V)}>
            {options.map((o) => (
              <DropdownMenu.RadioItem
                key={o.value}
                value={o.value}
                className="flex h-9 cursor-pointer items-center rounded px-2 text-sm outline-none data-[highlighted]:bg-sky-50 data-[state=checked]:font-semibold data-[state=checked]:text-sky-700 dark:data-[highlighted]:bg-slate-700 dark:data-[state=checked]:text-sky-300"
              >
                {o.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
