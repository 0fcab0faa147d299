/// <reference lib="webworker" />
import { detect, formatRecipe } from '@tinkerbox/engine/ops';
import { expose } from '../../lib/worker/expose.ts';
import { DETECT_FILE_SAMPLE, type DetectProtocol } from './recipe.protocol.ts';

/** Proposals shown at most; the engine ranks them, best first. */
const SHOWN = 5;
/** Bytes of each proposal's output shown beside it. */
const PREVIEW = 120;

// Detect (CyberChef's Magic) for /recipe: its decodings run the registry's operations, which the page
// itself does not load (decision 0179), and its work, though bounded, is kept off the page's thread.
expose<DetectProtocol>(async (job, ctx) => {
  // a file: its first bytes and one more, so that detect knows a longer file is cut (its result `partial`)
  const input =
    'file' in job ? new Uint8Array(await job.file.slice(0, DETECT_FILE_SAMPLE + 1).arrayBuffer()) : job.input;
  const found = await detect(input, { signal: ctx.signal, sampleBytes: DETECT_FILE_SAMPLE });
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
