import type { ReactElement } from 'react';
import { Later } from './later.tsx';

// Apart from later.tsx, which every page loads, so that only the pages that split a tool use these bytes.

/**
 * Each of `parts` (one element each) hydrated in a `Later` of its own (`${name}-0`, `${name}-1`, ...),
 * in order: a tool whose parts would be one long task together (a chain page's tools, /contract_evm's two
 * consoles). Parts rendered while the shell hydrates are the shell's (html[data-ready], shell/ready.ts);
 * rendered once it is live (a view whose chunk came later), they mount at once, with the view.
 */
export function LaterEach({ name, parts }: { name: string; parts: ReactElement[] }) {
  return parts.map((part, i) => (
    <Later key={part.key ?? i} name={`${name}-${i}`}>
      {part}
    </Later>
  ));
}
