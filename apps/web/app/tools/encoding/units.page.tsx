import { UnitsTool } from './units.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /units: its own route module, so the page loads only this tool. */
export default function Page() {
  return <UnitsTool />;
}
