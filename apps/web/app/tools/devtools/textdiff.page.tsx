import { TextDiffTool } from './textdiff.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /textdiff: its own route module, so the page loads only this tool (jsdiff runs in the worker). */
export default function Page() {
  return <TextDiffTool />;
}
