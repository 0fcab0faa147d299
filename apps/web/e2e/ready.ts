// The site's two readiness markers, one meaning each (decision 0167; written by app/shell/later.tsx and
// app/shell/tool-ready.tsx). Every spec, harness and bench that waits for a page waits through these: the
// Playwright helpers in support.ts (waitForShell, waitForTool) or, for puppeteer and in-page code, the
// predicates below. This module imports nothing, so Firefox's harness and the benches can use it too.

/** The shell is live: every part of the page has hydrated (shell/later.tsx). */
export const SHELL_LIVE = 'html[data-hydrated="true"]';
/** A tool's controls are live (shell/tool-ready.tsx `toolReady`). */
export const TOOL_LIVE = '[data-tool-ready="1"]';
/** A tool whose controls are not live yet. */
export const TOOL_WAITING = '[data-tool-ready="0"]';

/** In the page: true once the shell is live (SHELL_LIVE). Self-contained, for `evaluate`/`waitForFunction`. */
export const shellLive = () => document.documentElement.dataset.hydrated === 'true';

/** In the page: true once the document is one that carries no app (no #entry-module) or its shell is live. */
export const appLiveOrNone = () =>
  !document.getElementById('entry-module') || document.documentElement.dataset.hydrated === 'true';
