import { useLoaderData } from 'react-router';
import { serveOnce } from '../../lib/worker/served.server.ts';
import { runDiff } from './textdiff.logic.ts';
import { TextDiffTool } from './textdiff.view.tsx';
import { type ServedDiff, untouchedDiffJob } from './use-textdiff.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The untouched page's diff (two empty texts), by the worker's own code (decision 0199). */
export async function loader(): Promise<{ served: ServedDiff | null }> {
  return {
    served: await serveOnce(
      'textdiff',
      untouchedDiffJob(),
      async (job) => runDiff(job),
      (r) => r,
    ),
  };
}

/** A client-side navigation asks the server for nothing: the page asks its worker. */
export function clientLoader(): { served: ServedDiff | null } {
  return { served: null };
}

/** /textdiff: its own route module, so the page loads only this tool (jsdiff runs in the worker). */
export default function Page() {
  const data = useLoaderData<typeof loader>();
  return <TextDiffTool served={data?.served ?? null} />;
}
