import { useLoaderData } from 'react-router';
import { HkdfTool, untouchedHkdfJob } from './hkdf.view.tsx';
import { serveDigests } from './served.server.ts';
import type { ServedDigests } from './served-digests.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The untouched page's PRK and OKM, computed once per server process by the worker's own code (decision 0199). */
export async function loader(): Promise<{ served: ServedDigests | null }> {
  return { served: await serveDigests(untouchedHkdfJob()) };
}

/** A client-side navigation asks the server for nothing: the page asks its worker. */
export function clientLoader(): { served: ServedDigests | null } {
  return { served: null };
}

/** /hkdf: its own route module, so it loads none of the digest pages' code or words. */
export default function HkdfPage() {
  const data = useLoaderData<typeof loader>();
  return <HkdfTool served={data?.served ?? null} />;
}
