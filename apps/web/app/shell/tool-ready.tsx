import { type ReactNode, useEffect, useState } from 'react';

/** Marks a tool interactive once it has hydrated (`data-tool-ready="1"`; browser tests wait for it). */
export function ToolReady({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <div data-tool-ready={ready ? '1' : '0'}>{children}</div>;
}
