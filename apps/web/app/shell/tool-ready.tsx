import { type ReactNode, useEffect, useState } from 'react';

// Two readiness markers, one meaning each (decision 0167):
// - html[data-hydrated="true"]: the shell is live, every `Later` part of the page hydrated (shell/later.tsx).
// - [data-tool-ready="1"]: a tool's own controls are live, where they hydrate after the shell or in parts of
//   their own (a lazily loaded view, a chain page's tools one task each). "0" until then. Written only by
//   `toolReady` below; browser tests wait for both through e2e/ready.ts.

/** The attribute that marks a tool's controls live (`"1"`) or not yet (`"0"`); the only writer of it. */
export function toolReady(ready: boolean): { 'data-tool-ready': '1' | '0' } {
  return { 'data-tool-ready': ready ? '1' : '0' };
}

/** False on the server and in the hydrating render, true once the component's first effect has run. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Marks a tool interactive once it has hydrated (`toolReady`). */
export function ToolReady({ children }: { children: ReactNode }) {
  return <div {...toolReady(useHydrated())}>{children}</div>;
}
