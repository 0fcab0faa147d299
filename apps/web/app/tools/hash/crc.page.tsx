import { CrcTool } from './crc.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /crc: its own route module, so the digest pages load none of the catalogue's code or words. */
export default function CrcPage() {
  return <CrcTool />;
}
