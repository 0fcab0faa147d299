import { type ReactNode, useId } from 'react';

/** A titled part of a tool page, named by its heading for screen readers. */
export function Section({
  title,
  children,
  actions,
  testId,
  className = '',
}: {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the end of the heading row. */
  actions?: ReactNode;
  testId?: string | undefined;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={`mt-6 border-t border-slate-200 pt-6 first:mt-0 first:border-t-0 first:pt-0 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}
