import { type ReactElement, useEffect } from 'react';
import { Later } from './later.tsx';

// Apart from later.tsx, which every page loads, so that only the pages that split a tool use these bytes.

function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactElement }) {
  useEffect(onHydrated, []);
  return children;
}

/**
 * Each of `parts` (one element each) hydrated in a `Later` of its own (`${name}-0`, `${name}-1`, ...),
 * and `onHydrated` called once the last is, since parts hydrate in order: a tool whose parts would be one
 * long task together (a chain page's tools, /contract_evm's two consoles), live (`toolReady`) then.
 */
export function LaterEach({
  name,
  parts,
  onHydrated,
}: {
  name: string;
  parts: ReactElement[];
  onHydrated: () => void;
}) {
  return parts.map((part, i) => (
    <Later key={part.key ?? i} name={`${name}-${i}`}>
      {i === parts.length - 1 ? <WhenHydrated onHydrated={onHydrated}>{part}</WhenHydrated> : part}
    </Later>
  ));
}
