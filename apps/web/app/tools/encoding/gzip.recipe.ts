import { detectCompression } from '@tinkerbox/engine/encoding';
import type { HandedRecipe, HandedStep } from '../../shell/continue-in-recipe.tsx';
import type { GzipRequest } from './use-gzip.ts';

// "Continue in a recipe" for /gzip: the typed input read as the page reads it (`from-hex`,
// `from-base64`), the compression or decompression, and the output written as the page shows it
// (`to-hex`, `to-base64`). gzip's name, comment and header CRC have no argument: no link while one is
// set; nor for a file. Arguments at their default are left out. gzip.recipe.test.ts runs each through the
// engine's operations against the page's runGzip.

/** What the page has set: its request, the source the text was read as, the text, and how it shows the output. */
export interface GzipRecipeJob {
  readonly request: GzipRequest | null;
  readonly source: 'text' | 'hex' | 'base64' | 'file';
  readonly text: string;
  readonly view: 'text' | 'hex' | 'base64';
}

const OPS = {
  gzip: ['gzip', 'gunzip'],
  zlib: ['zlib-deflate', 'zlib-inflate'],
  deflate: ['raw-deflate', 'raw-inflate'],
} as const;

/** The page's job as a recipe; null for a file or header fields no argument says. */
export function gzipRecipe(j: GzipRecipeJob): HandedRecipe | null {
  const r = j.request;
  if (!r || j.source === 'file' || !(r.source instanceof Uint8Array)) return null;
  if (r.header && (r.header.name || r.header.comment || r.header.headerCrc || r.header.mtime)) return null;
  const format = r.format === 'auto' ? detectCompression(r.source.subarray(0, 2)) : r.format;
  const [deflate, inflate] = OPS[format];
  const step: HandedStep = r.inflate
    ? { op: inflate }
    : { op: deflate, args: { level: r.level === 6 ? undefined : r.level } };
  const steps: HandedStep[] = [
    ...(j.source === 'text' ? [] : [{ op: `from-${j.source}` }]),
    step,
    ...(j.view === 'text' ? [] : [{ op: `to-${j.view}` }]),
  ];
  return { steps, input: j.text };
}
