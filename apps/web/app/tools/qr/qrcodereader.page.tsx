import { Reader } from './reader.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /qrcodereader: its own route module, so the page loads only this view. */
export default function Page() {
  return <Reader />;
}
