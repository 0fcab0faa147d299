import { PicTool } from './pic.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /pic2base64: its own route module, so the page loads only this tool. */
export default function Page() {
  return <PicTool />;
}
