import { useTool } from '../../shell/use-tool.ts';
import type { GamesPreset } from './games.preset.ts';
import { LifeTool } from './life.tsx';
import { TetrisTool } from './tetris.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The page module behind /tetris and /life. */
export default function GamesPage() {
  const tool = useTool<GamesPreset>();
  const preset = tool.preset;
  if (!preset) throw new Error(`games tool ${tool.id} has no preset`);
  return preset.kind === 'tetris' ? <TetrisTool key={tool.id} /> : <LifeTool key={tool.id} />;
}
