import { useEarlyValue } from '@tinkerbox/ui';
import { useId } from 'react';
import { useT } from '../i18n/t.tsx';
import { THEMES, type Theme, useTheme } from './theme.tsx';

const ICONS: Record<Theme, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
};

/**
 * Light, dark or the system's theme: a radio group drawn as three icon buttons (native radios, so
 * arrow keys move between them and the group is one tab stop). Each radio is named by its text.
 */
export function ThemeSwitch({ className = '', showLabel = false }: { className?: string; showLabel?: boolean }) {
  const t = useT();
  const [chosen, setTheme] = useTheme();
  const name = useId();
  // a choice made in the server's radios before hydration is applied once they hydrate
  const theme = useEarlyValue(name, 'radios', chosen, setTheme);
  return (
    // data-theme-switch: the head's script marks the choice in it before it hydrates (theme.tsx)
    <fieldset id={name} className={`flex flex-col gap-1 ${className}`} data-testid="theme-switch" data-theme-switch="">
      <legend className={showLabel ? 'mb-1 text-sm font-medium text-slate-700' : 'sr-only'}>{t.theme.label}</legend>
      <div className="inline-flex w-fit rounded-md border border-slate-300 bg-slate-50 p-0.5">
        {THEMES.map((value) => (
          <label
            key={value}
            title={t.theme[value]}
            // drawn from the radio's own state, so the server's switch shows what the head's script marked
            className="relative flex size-9 cursor-pointer items-center justify-center rounded text-slate-600 hover:not-has-[:checked]:text-slate-900 has-[:checked]:bg-white has-[:checked]:text-sky-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === theme}
              onChange={() => setTheme(value)}
              aria-label={t.theme[value]}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={ICONS[value]} />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
