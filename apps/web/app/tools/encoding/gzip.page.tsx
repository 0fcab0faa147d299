import { GzipTool } from './gzip.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /gzip: its own route module, so the page loads fflate only here. */
export default function Page() {
  return <GzipTool />;
}
