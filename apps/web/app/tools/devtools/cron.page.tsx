import { ToolReady } from '../../shell/tool-ready.tsx';
import { CronTool } from './cron.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /cron: its own route module, so the page loads only this tool (croner and cronstrue come later). */
export default function Page() {
  return (
    <ToolReady>
      <CronTool />
    </ToolReady>
  );
}
