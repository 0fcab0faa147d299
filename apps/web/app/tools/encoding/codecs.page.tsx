import { useTool } from '../../shell/use-tool.ts';
import type { EncodingPreset } from './codecs.preset.ts';
import { CodecsTool } from './codecs.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The one page module behind /base32, /base58, /base85, /quotedprintable and /punycode. */
export default function CodecsPage() {
  const tool = useTool<EncodingPreset>();
  const preset = tool.preset;
  if (!preset) throw new Error(`encoding tool ${tool.id} has no preset`);
  return <CodecsTool key={tool.id} preset={preset} />;
}
