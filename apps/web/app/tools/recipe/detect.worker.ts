/// <reference lib="webworker" />
import { detect, formatRecipe } from '@tinkerbox/engine/ops';
import { expose } from '../../lib/worker/expose.ts';
import type { DetectProtocol } from './recipe.protocol.ts';

/** Proposals shown at most; the engine ranks them, best first. */
const SHOWN = 5;
/** Bytes of each proposal's output shown beside it. */
const PREVIEW = 120;

// Detect (CyberChef's Magic) for /recipe: its decodings run the registry's operations, which the page
// itself does not load (decision 0179), and its work, though bounded, is kept off the page's thread.
expose<DetectProtocol>(async ({ input }, ctx) => {
  const found = await detect(input, { signal: ctx.signal });
  return {
    proposals: found.slice(0, SHOWN).map((d) => ({
      recipe: formatRecipe(d.steps),
      score: d.score,
      kind: d.kind,
      format: d.format,
      preview: d.preview.slice(0, PREVIEW),
    })),
  };
});
