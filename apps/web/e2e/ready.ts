// The site's one readiness marker, html[data-ready] (decision 0197; written only by app/shell/ready.ts):
// absent until the shell is live, "shell" while a tool part (app/shell/tool-part.tsx: a lazily loaded
// view) is not live yet, "all" once the shell and every tool part are. Every spec, harness and bench that
// waits for a page waits through this module: the Playwright helpers in support.ts (waitForShell,
// waitForTool) or, for puppeteer and in-page code, the predicates below. It imports nothing, so Firefox's
// harness and the benches can use it too.

/** The shell is live: every part of the page has hydrated (app/shell/later.tsx). Its tool parts may not be. */
export const SHELL_LIVE = 'html[data-ready]';
/** Everything is live: the shell and every tool part of the page. */
export const ALL_LIVE = 'html[data-ready="all"]';

/** In the page: true once the shell is live (SHELL_LIVE). Self-contained, for `evaluate`/`waitForFunction`. */
export const shellLive = () => document.documentElement.dataset.ready !== undefined;

/** In the page: true once everything is live (ALL_LIVE). Self-contained, as `shellLive`. */
export const allLive = () => document.documentElement.dataset.ready === 'all';

/** In the page: true once the document is one that carries no app (no #entry-module) or its shell is live. */
export const appLiveOrNone = () =>
  !document.getElementById('entry-module') || document.documentElement.dataset.ready !== undefined;
