import { EncoderTool } from './encoder.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /encoder: its own route module, so the page loads only this tool. */
export default function Page() {
  return <EncoderTool />;
}
