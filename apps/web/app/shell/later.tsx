import { type ReactElement, useEffect } from 'react';
import { ScopedSuspense } from '../lib/scoped-suspense.tsx';

// Hydration in several tasks (issue 17, decision 0142). The first hydration of a page is one long
// main-thread task: on a phone four times slower than this machine it blocked input for 150-200 ms.
// `Later` wraps a part of the page (the header, <main>, the footer, a tool's family list; root.tsx and
// tool-layout.tsx): in the browser's first pass it suspends, the framework keeps the server's HTML as
// it is (visible, links working), and the part is hydrated in a task of its own right after; each
// `Later` waits one more task than the one before it, and one inside a waiting part waits once that part
// is hydrated. On the server, and for anything mounted once every part is hydrated (a client
// navigation), it renders at once.
//
// Preact keeps a suspended part's server DOM when the part is one element (`child` must render exactly
// one element, no fragment); React keeps any Suspense boundary's server DOM and hydrates it when the
// promise settles.

/** Parts still waiting in the first pass; html[data-hydrated] is set when the last one is hydrated. */
let waiting = 0;
/** True until the first pass has committed: only then do parts suspend. */
let firstPass = typeof document !== 'undefined';
interface GateState {
  promise: Promise<void>;
  open: boolean;
  /** Its hydration has been counted (a later remount is not). */
  counted: boolean;
}
const gates = new Map<string, GateState>();

function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/** Called by the root once its first pass has committed: sets html[data-hydrated] when no part waits. */
export function firstPassCommitted(): void {
  firstPass = false;
  if (waiting === 0) markHydrated();
}

function gate(name: string): GateState {
  let g = gates.get(name);
  if (!g) {
    const order = gates.size + 1;
    waiting++;
    const entry: GateState = { promise: Promise.resolve(), open: false, counted: false };
    entry.promise = new Promise<void>((resolve) => {
      let left = order;
      const next = () => (--left > 0 ? setTimeout(next, 0) : resolve());
      setTimeout(next, 0);
    }).then(() => {
      entry.open = true;
    });
    g = entry;
    gates.set(name, g);
  }
  return g;
}

function Opened({ gate, children }: { gate: GateState; children: ReactElement }) {
  useEffect(() => {
    if (gate.counted) return;
    gate.counted = true;
    if (--waiting === 0 && !firstPass) markHydrated();
  }, [gate]);
  return children;
}

function Gate({ name, children }: { name: string; children: ReactElement }) {
  // A part inside a part that was waiting (the family's tools inside <main>) waits too.
  if (!firstPass && waiting === 0 && !gates.has(name)) return children;
  const g = gate(name);
  if (!g.open) throw g.promise;
  return <Opened gate={g}>{children}</Opened>;
}

/** Hydrates `children` (one element) in a later task than the rest of the page (see above). */
export function Later({ name, children }: { name: string; children: ReactElement }) {
  return (
    <ScopedSuspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </ScopedSuspense>
  );
}
