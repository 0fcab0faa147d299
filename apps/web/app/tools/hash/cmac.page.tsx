import { CmacTool } from './cmac.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /cmac: its own route module, so it loads none of the digest pages' code or words. */
export default function CmacPage() {
  return <CmacTool />;
}
