import type { LoaderFunctionArgs } from 'react-router';
import { BRANDS } from '../../brand/brands.ts';
import { siteConfig } from '../../brand/config.server.ts';
import { requestLocale } from '../../i18n/choose-locale.ts';
import { toUiLocale } from '../../i18n/locales.ts';
import { clientKey, settingsFromEnv, translator } from '../../lib/translator.server.ts';
import { useTool } from '../../shell/use-tool.ts';
import { toolAtPattern } from '../registry.ts';
import { ChschtTool } from './chscht.view.tsx';
import type { LanguagePreset } from './language.preset.ts';
import { TranslateTool } from './translate.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** How long the translator page waits for the language list before it renders without (and asks later). */
const LIST_WAIT_MS = 3_000;

/**
 * Tells the translator page whether this server has a key, and brings the language list in the
 * visitor's language (or why there is none), so the page need not ask /api/translate and log a failed
 * request when the service is down. A list that takes longer than LIST_WAIT_MS is left to the page.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const configured = settingsFromEnv() !== null;
  if (!configured || toolAtPattern(pattern)?.id !== 'microsofttranslate') return { translator: configured };
  const ui = toUiLocale(requestLocale(request, BRANDS[siteConfig.brand].defaultLocale));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LIST_WAIT_MS);
  });
  const list = await Promise.race([translator.languages(ui, clientKey(request, context)), late]);
  clearTimeout(timer);
  return { translator: true, languages: list && { ui, ...list } };
}

/** The page module behind /chscht and /microsofttranslate. */
export default function LanguagePage() {
  const tool = useTool<LanguagePreset>();
  const preset = tool.preset;
  if (!preset) throw new Error(`language tool ${tool.id} has no preset`);
  return preset.kind === 'chscht' ? <ChschtTool key={tool.id} /> : <TranslateTool key={tool.id} />;
}
