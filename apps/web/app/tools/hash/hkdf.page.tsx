import { HkdfTool } from './hkdf.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /hkdf: its own route module, so it loads none of the digest pages' code or words. */
export default function HkdfPage() {
  return <HkdfTool />;
}
