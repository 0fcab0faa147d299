/// <reference lib="webworker" />
import { convertChineseMarked, parseCustomMappings } from '@tinkerbox/engine/text';
import { expose } from '../../lib/worker/expose.ts';
import type { ChschtProtocol } from './chscht.protocol.ts';

// Bad custom mappings throw INVALID_MAPPING, which reaches the page with its line number.
expose<ChschtProtocol>(({ text, conversion, custom }) => {
  const { output, segments } = convertChineseMarked(text, conversion, parseCustomMappings(custom));
  return {
    output,
    segments: segments.map((s) =>
      s.ambiguous ? { text: s.text, source: s.ambiguous.source, forms: [...s.ambiguous.forms] } : { text: s.text },
    ),
  };
});
