// The site's one readiness marker (decision 0197), and its only writer: html[data-ready].
// - absent: the shell is not live yet (the server's HTML, or the page still hydrating);
// - "shell": every `Later` part of the page has hydrated (shell/later.tsx calls `shellLive`), but a tool
//   part that holds the marker (`holdReady`: a lazily loaded view, shell/tool-part.tsx) is not live yet;
// - "all": the shell is live and no part holds it. A page with no such part goes straight to "all".
// Browser tests, the Firefox/WebKit harness and the benches read it only through e2e/ready.ts.

/** Set once the first pass's `Later` parts have all hydrated; never unset (a client navigation keeps it). */
let shell = false;
/** The parts that hold the marker at "shell", each until it is live. */
const holds = new Set<object>();

function write(): void {
  if (shell) document.documentElement.dataset.ready = holds.size > 0 ? 'shell' : 'all';
}

/** The shell is live: called by shell/later.tsx once every part of the first pass has hydrated. */
export function shellLive(): void {
  shell = true;
  write();
}

/**
 * Holds html[data-ready] at "shell" (or absent, before the shell is live) until the returned function is
 * called, once, when the part that holds it is live. Call it in an effect that runs before the shell's
 * (a component inside a `Later` part: effects run children first), so that "all" never comes early.
 */
export function holdReady(): () => void {
  const hold = {};
  holds.add(hold);
  write();
  return () => {
    if (holds.delete(hold)) write();
  };
}
