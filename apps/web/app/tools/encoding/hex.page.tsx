import { HexTool } from './hex.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /hex: its own route module, so the page loads only this tool. */
export default function Page() {
  return <HexTool />;
}
