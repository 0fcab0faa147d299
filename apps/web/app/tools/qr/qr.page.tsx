import { ToolReady } from '../../shell/tool-ready.tsx';
import { useTool } from '../../shell/use-tool.ts';
import { Batch } from './batch.tsx';
import { Generator } from './generator.tsx';
import type { QrPreset } from './qr.tools.ts';
import { Reader } from './reader.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /qrcode, /qrcodemul and /qrcodereader: the view comes from the route's preset. */
export default function QrPage() {
  const { preset } = useTool<QrPreset>();
  return (
    <ToolReady>{preset?.mode === 'read' ? <Reader /> : preset?.mode === 'batch' ? <Batch /> : <Generator />}</ToolReady>
  );
}
