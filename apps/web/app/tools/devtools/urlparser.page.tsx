import { UrlParserTool } from './urlparser.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /urlparser: its own route module, so the page loads only this tool. */
export default function Page() {
  return <UrlParserTool />;
}
