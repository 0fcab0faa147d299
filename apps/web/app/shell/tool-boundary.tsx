import { Button, buttonClass, CopyButton } from '@tinkerbox/ui';
import { Component, type ErrorInfo, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/t.tsx';
import { forgetKept, KeptScopeProvider } from '../lib/kept-state.ts';
import { isChunkError, pageIsLeaving } from './freshness.tsx';

interface CatcherProps {
  /** The page's path: a crash is forgotten when the visitor goes to another page. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  onCatch: (error: unknown) => void;
  children: ReactNode;
}

/** The React error boundary itself (a class: hooks cannot catch a render error). */
class Catcher extends Component<CatcherProps, { error: unknown; caught: boolean }> {
  override state = { error: undefined as unknown, caught: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // A bug: the console says so (Preact's compat layer logs nothing by itself); the visitor sees the fallback.
    // Not a part whose load the browser stopped because the visitor is leaving the page: no bug.
    if (!(isChunkError(error) && pageIsLeaving())) console.error('A tool crashed:', error, info.componentStack);
    this.props.onCatch(error);
  }

  override componentDidUpdate(prev: CatcherProps) {
    if (this.state.caught && prev.resetKey !== this.props.resetKey) this.setState({ error: undefined, caught: false });
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** What a bug report needs, and nothing the visitor entered (it may be a key or a password). */
export function bugDetails(error: unknown, toolId: string, path: string): string {
  const e = error instanceof Error ? error : new Error(String(error));
  const stack = (e.stack ?? '').split('\n').slice(0, 8).join('\n');
  return [
    `Tool: ${toolId} (${path})`,
    `Error: ${e.name}: ${e.message}`,
    `Time: ${new Date().toISOString()}`,
    typeof navigator === 'undefined' ? '' : `Browser: ${navigator.userAgent}`,
    stack && `Stack:\n${stack}`,
  ]
    .filter(Boolean)
    .join('\n');
}

interface ToolBoundaryProps {
  toolId: string;
  /** Where bugs are reported (SITE_ISSUE_URL), or null: then the details can be copied. */
  issueUrl: string | null;
  children: ReactNode;
}

/**
 * Each tool in its own error boundary: a bug in the tool shows "this tool hit a bug" in the tool's place,
 * with the kept input kept, a way to report it, and the header, family nav, footer and language switch
 * working. "Try again" mounts the tool afresh on the same input; when that is what it trips over, the
 * visitor can clear the input the tool keeps (the keys its `useKeptState` calls read) and start anew.
 * Bad input never comes here: it gets a message beside its field.
 */
export function ToolBoundary({ toolId, issueUrl, children }: ToolBoundaryProps) {
  const t = useT();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Crashes in a row on this page: a second one says so and puts "clear the input" first.
  const [failures, setFailures] = useState(0);
  const scope = useRef(new Set<string>());
  const headingId = useId();
  // A new page starts the count afresh.
  useEffect(() => setFailures(0), [pathname]);

  const retry = (clear: boolean) => {
    if (clear) {
      forgetKept(scope.current);
      setFailures(0);
    }
    setAttempt((n) => n + 1);
  };

  const fallback = (error: unknown) => {
    const details = bugDetails(error, toolId, pathname);
    const again = failures > 1;
    return (
      <div role="alert" aria-labelledby={headingId} className="rounded-lg border border-red-200 bg-red-50 p-5">
        <h2 id={headingId} className="text-lg font-semibold text-red-900">
          {t.toolError.title}
        </h2>
        <p className="mt-1 text-slate-800">{t.toolError.body}</p>
        {again && <p className="mt-2 font-medium text-red-900">{t.toolError.again}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant={again ? 'default' : 'primary'} onClick={() => retry(false)}>
            {t.toolError.retry}
          </Button>
          <Button variant={again ? 'primary' : 'default'} onClick={() => retry(true)}>
            {t.toolError.clearRetry}
          </Button>
          {issueUrl && (
            <a href={issueUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'ghost' })}>
              {t.toolError.report}
            </a>
          )}
          <CopyButton value={details} text={t.toolError.copyDetails} label={t.toolError.copyDetails} />
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-slate-700">{t.toolError.details}</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded bg-white p-3 text-xs text-slate-700">
            {details}
          </pre>
        </details>
      </div>
    );
  };

  return (
    <Catcher key={attempt} resetKey={pathname} fallback={fallback} onCatch={() => setFailures((n) => n + 1)}>
      <KeptScopeProvider value={scope.current}>{children}</KeptScopeProvider>
    </Catcher>
  );
}
