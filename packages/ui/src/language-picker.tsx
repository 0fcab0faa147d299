import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useEarlyClick } from './early-click.ts';

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

/**
 * Current language (icon and text); the list opens on hover or click, 120 px wide, placed bottom-end.
 * A menu of radio items with the WAI-ARIA keyboard pattern (arrows, Home/End, Enter/Space, Escape).
 */
export function LanguagePicker<V extends string>({ value, options, onChange, label }: LanguagePickerProps<V>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A pointer that hovers in opens the list; its click then keeps it open rather than closing it.
  const openedByHover = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const current = options.find((o) => o.value === value);

  const show = (focusIndex?: number, byHover = false) => {
    clearTimeout(closeTimer.current);
    openedByHover.current = byHover && !open;
    setOpen(true);
    if (focusIndex !== undefined) setActive(focusIndex);
  };
  // a click on the server's button before hydration opens the list once it hydrates
  const early = useEarlyClick('language', trigger, (clicks) => clicks % 2 === 1 && show());
  const hide = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  useEffect(() => {
    if (open && document.activeElement && root.current?.contains(document.activeElement))
      items.current[active]?.focus();
  }, [open, active]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const choose = (v: V) => {
    onChange(v);
    hide(true);
  };
  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      show(
        Math.max(
          0,
          options.findIndex((o) => o.value === value),
        ),
      );
      requestAnimationFrame(() =>
        items.current[
          Math.max(
            0,
            options.findIndex((o) => o.value === value),
          )
        ]?.focus(),
      );
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const n = options.length;
    const move = (i: number) => {
      e.preventDefault();
      setActive(i);
      items.current[i]?.focus();
    };
    if (e.key === 'ArrowDown') move((active + 1) % n);
    else if (e.key === 'ArrowUp') move((active - 1 + n) % n);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(n - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      hide(e.key === 'Escape');
    }
  };

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && show(undefined, true)}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') closeTimer.current = setTimeout(() => setOpen(false), 150);
      }}
    >
      <button
        ref={trigger}
        {...early}
        type="button"
        aria-label={`${label}: ${current?.label ?? value}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false;
          else if (open) hide(false);
          else show();
        }}
        onKeyDown={onTriggerKey}
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
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
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          style={{ width: 120 }}
          className="absolute top-full right-0 z-[60] mt-1 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {options.map((o, i) => (
            <button
              key={o.value}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={o.value === value}
              tabIndex={i === active ? 0 : -1}
              onClick={() => choose(o.value)}
              className={`flex h-9 w-full items-center rounded px-2 text-left text-sm outline-none hover:bg-sky-50 focus:bg-sky-50 ${o.value === value ? 'font-semibold text-sky-700' : ''}`}
            >
              {o.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
