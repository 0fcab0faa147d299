import { useLoaderData } from 'react-router';
import { CrcTool, untouchedCrcJob } from './crc.view.tsx';
import { serveDigests } from './served.server.ts';
import type { ServedDigests } from './served-digests.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/**
 * The untouched page's CRC (the empty text, CRC-32/ISO-HDLC), computed by the worker's own code, so the
 * page starts no worker until the visitor changes something (decisions 0194, 0199).
 */
export async function loader(): Promise<{ served: ServedDigests | null }> {
  return { served: await serveDigests({ type: 'bytes', ...untouchedCrcJob() }) };
}

/** A client-side navigation asks the server for nothing: the page asks its worker. */
export function clientLoader(): { served: ServedDigests | null } {
  return { served: null };
}

/** /crc: its own route module, so the digest pages load none of the catalogue's code or words. */
export default function CrcPage() {
  const data = useLoaderData<typeof loader>();
  return <CrcTool served={data?.served ?? null} />;
}
