import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { BRANDS } from '../../brand/brands.ts';
import { siteConfig } from '../../brand/config.server.ts';
import { requestLocale } from '../../i18n/choose-locale.ts';
import { cronLocale, DEFAULT_CRON, loadCronLibs } from './cron.logic.ts';
import { CronTool } from './cron.view.tsx';
import type { ServedWords } from './use-cron.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/**
 * The default expression in words, in the page's language, read on the server by the same cronstrue,
 * so the first paint shows them. They are the page's largest text: painted only once the libraries
 * had loaded after hydration, they put its largest contentful paint at 2.9 s on a slow phone (issue 17).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ served: ServedWords | null }> {
  const lang = cronLocale(requestLocale(request, BRANDS[siteConfig.brand].defaultLocale));
  const libs = await loadCronLibs(lang);
  return { served: { expression: DEFAULT_CRON, lang, text: libs.describe(DEFAULT_CRON, lang) } };
}

/** A client-side navigation asks the server for nothing: the page reads the expression once its libraries load. */
export function clientLoader(): { served: ServedWords | null } {
  return { served: null };
}

/** /cron: its own route module, so the page loads only this tool (croner and cronstrue come later). */
export default function Page() {
  const data = useLoaderData<typeof loader>();
  return <CronTool served={data?.served ?? null} />;
}
