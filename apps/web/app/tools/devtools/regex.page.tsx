import { useLoaderData } from 'react-router';
import { serveOnce } from '../../lib/worker/served.server.ts';
import { runRegex } from './regex.logic.ts';
import { RegexTool } from './regex.view.tsx';
import { type ServedRegex, untouchedRegexJob } from './use-regex.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The untouched page's result (its pattern over no text yet), by the worker's own code (decision 0199). */
export async function loader(): Promise<{ served: ServedRegex | null }> {
  return {
    served: await serveOnce(
      'regex',
      untouchedRegexJob(),
      async (job) => runRegex(job),
      (r) => r,
    ),
  };
}

/** A client-side navigation asks the server for nothing: the page asks its worker. */
export function clientLoader(): { served: ServedRegex | null } {
  return { served: null };
}

/** /regex: its own route module, so the page loads only this tool. */
export default function Page() {
  const data = useLoaderData<typeof loader>();
  return <RegexTool served={data?.served ?? null} />;
}
