import { convertChineseMarked, parseCustomMappings } from '@tinkerbox/engine/text';
import type { ChschtJob, ChschtResult } from './chscht.protocol.ts';

/**
 * One conversion of /chscht (the worker's whole job, here so tests can run it without a worker). Bad
 * custom mappings throw INVALID_MAPPING, which reaches the page with its line number.
 */
export function runChschtJob({ text, conversion, custom }: ChschtJob): ChschtResult {
  const { output, segments } = convertChineseMarked(text, conversion, parseCustomMappings(custom));
  return {
    output,
    segments: segments.map((s) =>
      s.ambiguous ? { text: s.text, source: s.ambiguous.source, forms: [...s.ambiguous.forms] } : { text: s.text },
    ),
  };
}
