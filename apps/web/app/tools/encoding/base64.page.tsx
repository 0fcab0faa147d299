import { Base64Tool } from './base64.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /base64: its own route module, so the page loads only this tool. */
export default function Page() {
  return <Base64Tool />;
}
