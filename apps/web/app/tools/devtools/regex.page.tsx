import { RegexTool } from './regex.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /regex: its own route module, so the page loads only this tool. */
export default function Page() {
  return <RegexTool />;
}
