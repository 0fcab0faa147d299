import { useTool } from '../../shell/use-tool.ts';
import { DigestTool } from './digest.view.tsx';
import type { HashPreset } from './hash.preset.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The one page module behind every digest and HMAC route; each route's preset picks what it shows. */
export default function HashPage() {
  const tool = useTool<HashPreset>();
  const preset = tool.preset;
  if (!preset) throw new Error(`hash tool ${tool.id} has no preset`);
  return <DigestTool key={tool.id} preset={preset} />;
}
