import { toHex } from '@tinkerbox/engine/encoding';
import { useLoaderData } from 'react-router';
import { serveOnce } from '../../lib/worker/served.server.ts';
import { runPasswordJob } from './password.job.ts';
import { Pbkdf2Tool } from './pbkdf2.view.tsx';
import { type ServedPbkdf2, untouchedPbkdf2Job } from './use-pbkdf2.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/**
 * The untouched page's key (the empty password and salt, 250,000 iterations of SHA-256), derived once per
 * server process by the worker's own code, so the page shows it without starting its worker (decision 0199).
 */
export async function loader(): Promise<{ served: ServedPbkdf2 | null }> {
  const served = await serveOnce('pbkdf2', untouchedPbkdf2Job(), runPasswordJob, (r) =>
    r.type === 'pbkdf2' ? toHex(r.key) : '',
  );
  return { served };
}

/** A client-side navigation asks the server for nothing: the page asks its worker. */
export function clientLoader(): { served: ServedPbkdf2 | null } {
  return { served: null };
}

/** /pbkdf2: its own route module, so it loads none of the digest pages' code or words. */
export default function Pbkdf2Page() {
  const data = useLoaderData<typeof loader>();
  return <Pbkdf2Tool served={data?.served ?? null} />;
}
