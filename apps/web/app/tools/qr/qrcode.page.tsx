import { Generator } from './generator.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /qrcode: its own route module, so the page loads only this view. */
export default function Page() {
  return <Generator />;
}
