import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useTool } from '../../shell/use-tool.ts';
import { toolAtPattern } from '../registry.ts';
import { DigestTool } from './digest.view.tsx';
import type { HashPreset } from './hash.preset.ts';
import { untouchedJob } from './hash.served.ts';
import { serveDigests } from './served.server.ts';
import type { ServedDigests } from './served-digests.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/**
 * The digest of the route's untouched page (the empty text, every option at its default), computed here
 * by the worker's own code, so the first paint shows it and the page starts no worker until the visitor
 * changes something (hash.served.ts, decision 0194).
 */
export async function loader({ pattern }: LoaderFunctionArgs): Promise<{ served: ServedDigests | null }> {
  const preset = toolAtPattern(pattern)?.preset as HashPreset | undefined;
  const job = preset && untouchedJob(preset, 'en_US');
  return { served: job ? await serveDigests({ type: 'bytes', ...job }) : null };
}

/** A client-side navigation asks the server for nothing: the page asks its worker. */
export function clientLoader(): { served: ServedDigests | null } {
  return { served: null };
}

/** The one page module behind every digest and HMAC route; each route's preset picks what it shows. */
export default function HashPage() {
  const tool = useTool<HashPreset>();
  const data = useLoaderData<typeof loader>();
  const preset = tool.preset;
  if (!preset) throw new Error(`hash tool ${tool.id} has no preset`);
  return <DigestTool key={tool.id} preset={preset} served={data?.served ?? null} />;
}
