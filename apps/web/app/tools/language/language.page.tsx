import { settingsFromEnv } from '../../lib/translator.server.ts';
import { useTool } from '../../shell/use-tool.ts';
import { ChschtTool } from './chscht.view.tsx';
import type { LanguagePreset } from './language.preset.ts';
import { TranslateTool } from './translate.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** Tells the translator page whether this server has a key, so it need not ask and fail. */
export function loader() {
  return { translator: settingsFromEnv() !== null };
}

/** The page module behind /chscht and /microsofttranslate. */
export default function LanguagePage() {
  const tool = useTool<LanguagePreset>();
  const preset = tool.preset;
  if (!preset) throw new Error(`language tool ${tool.id} has no preset`);
  return preset.kind === 'chscht' ? <ChschtTool key={tool.id} /> : <TranslateTool key={tool.id} />;
}
