import { CopyButton, EarlyButton } from '@tinkerbox/ui';
import type { ReactNode } from 'react';
import { defineMessages } from '../i18n/define.ts';
import { fmt, useMessages } from '../i18n/t.tsx';

// Pieces shared by the tool pages that show many labelled fields and result rows (chain utilities,
// smart-contract tools): the Example/Clear actions of a kit TextField, and result rows.

const toolPartsMessages = defineMessages(
  { example: 'Example', clear: 'Clear', copyWhat: 'Copy {what}' },
  {
    zh_Hans_CN: { example: '示例', clear: '清空', copyWhat: '复制{what}' },
    zh_Hant_HK: { example: '示例', clear: '清除', copyWhat: '複製{what}' },
  },
);

/**
 * The Example and Clear buttons for a TextField's `actions`: Example fills in `example` (when given),
 * Clear empties the field (unless `clear` is false). Their accessible names include the field's label,
 * so the buttons of several fields on one page are told apart, without a button becoming a label of the field.
 * On a tool hydrated when used, a click made before it hydrated acts once it has (ui's EarlyButton, named
 * after the field's label, which is unique in the page).
 */
export function FieldActions({
  label,
  value,
  onChange,
  example,
  clear = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  example?: string | undefined;
  clear?: boolean;
}) {
  const m = useMessages(toolPartsMessages);
  return (
    <>
      {example !== undefined && (
        <EarlyButton early={`example:${label}`} size="sm" onClick={() => onChange(example)}>
          {m.example}
          <span className="sr-only">: {label}</span>
        </EarlyButton>
      )}
      {clear && (
        <EarlyButton early={`clear:${label}`} size="sm" onClick={() => onChange('')} disabled={!value}>
          {m.clear}
          <span className="sr-only">: {label}</span>
        </EarlyButton>
      )}
    </>
  );
}

/** A result line: its name, the value in monospace, and a copy button named after it. */
export function Row({
  name,
  value,
  copy = true,
  children,
}: {
  name: string;
  value?: string | undefined;
  copy?: boolean;
  children?: ReactNode;
}) {
  const m = useMessages(toolPartsMessages);
  return (
    <div className="grid grid-cols-[14rem_1fr] items-start gap-x-4 gap-y-1 py-1 max-md:grid-cols-1">
      <dt className="text-sm text-slate-600">{name}</dt>
      <dd className="flex min-w-0 items-start gap-2">
        {value !== undefined && (
          <span className="min-w-0 font-mono text-sm break-all whitespace-pre-wrap text-slate-900">{value}</span>
        )}
        {children}
        {copy && value !== undefined && value !== '' && (
          <CopyButton value={value} label={fmt(m.copyWhat, { what: name })} className="shrink-0" />
        )}
      </dd>
    </div>
  );
}

/** A list of {@link Row}s. */
export function Rows({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <dl
      data-testid={testId}
      className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-slate-50 px-3 py-1"
    >
      {children}
    </dl>
  );
}
