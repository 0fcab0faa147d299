import { Batch } from './batch.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /qrcodemul: its own route module, so the page loads only this view. */
export default function Page() {
  return <Batch />;
}
