import { useEffect, useState } from 'react';
import { useTool } from '../../shell/use-tool.ts';
import type { ToolDescriptor } from '../types.ts';
import { Base64Tool } from './base64-tool.tsx';
import { EncoderTool } from './encoder-tool.tsx';
import type { EncodingPreset } from './encoding.preset.ts';
import { HexTool } from './hex-tool.tsx';
import { PicTool } from './pic-tool.tsx';
import { TimestampTool } from './timestamp-tool.tsx';
import { UnitsTool } from './units-tool.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The one page module behind the six encoding, time and unit routes; the preset picks the tool. */
export default function EncodingPage() {
  const tool = useTool<EncodingPreset>();
  // Marks the tool interactive once hydrated (browser tests wait for it before typing).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div data-tool-ready={ready ? '1' : '0'}>
      <Tool tool={tool} />
    </div>
  );
}

function Tool({ tool }: { tool: ToolDescriptor<EncodingPreset> }) {
  switch (tool.preset?.kind) {
    case 'base64':
      return <Base64Tool key={tool.id} />;
    case 'hex':
      return <HexTool key={tool.id} />;
    case 'encoder':
      return <EncoderTool key={tool.id} />;
    case 'pic2base64':
      return <PicTool key={tool.id} />;
    case 'timestamp':
      return <TimestampTool key={tool.id} />;
    case 'units':
      return <UnitsTool key={tool.id} />;
    default:
      throw new Error(`encoding tool ${tool.id} has no preset`);
  }
}
