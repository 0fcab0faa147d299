import { LifeTool } from './life.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /life: its own route module, so the page loads only this game. */
export default function Page() {
  return <LifeTool />;
}
