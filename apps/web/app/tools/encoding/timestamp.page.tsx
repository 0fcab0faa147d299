import { TimestampTool } from './timestamp.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /timestamp: its own route module, so the page loads only this tool. */
export default function Page() {
  return <TimestampTool />;
}
