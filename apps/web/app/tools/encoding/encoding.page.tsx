import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTool } from '../../shell/use-tool.ts';
import type { EncodingPreset } from './encoding.preset.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

type Kind = EncodingPreset['kind'];

// Each tool is its own chunk, so a route loads only its tool (the HTML entity tables, for one, are
// needed by /encoder alone). The server renders the tool in full before the page is sent.
const TOOLS: Record<Kind, ComponentType> = {
  base64: lazy(() => import('./base64-tool.tsx').then((m) => ({ default: m.Base64Tool }))),
  hex: lazy(() => import('./hex-tool.tsx').then((m) => ({ default: m.HexTool }))),
  encoder: lazy(() => import('./encoder-tool.tsx').then((m) => ({ default: m.EncoderTool }))),
  pic2base64: lazy(() => import('./pic-tool.tsx').then((m) => ({ default: m.PicTool }))),
  timestamp: lazy(() => import('./timestamp-tool.tsx').then((m) => ({ default: m.TimestampTool }))),
  units: lazy(() => import('./units-tool.tsx').then((m) => ({ default: m.UnitsTool }))),
};

/** Marks the tool interactive once it has hydrated (browser tests wait for it before typing). */
function Ready({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <div data-tool-ready={ready ? '1' : '0'}>{children}</div>;
}

/** The one page module behind the six encoding, time and unit routes; the preset picks the tool. */
export default function EncodingPage() {
  const tool = useTool<EncodingPreset>();
  const kind = tool.preset?.kind;
  if (!kind) throw new Error(`encoding tool ${tool.id} has no preset`);
  const Tool = TOOLS[kind];
  return (
    <Suspense fallback={null}>
      <Ready>
        <Tool key={tool.id} />
      </Ready>
    </Suspense>
  );
}
