import { TetrisTool } from './tetris.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /tetris: its own route module, so the page loads only this game. */
export default function Page() {
  return <TetrisTool />;
}
