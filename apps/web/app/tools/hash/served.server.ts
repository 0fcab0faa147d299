import { serveOnce } from '../../lib/worker/served.server.ts';
import { runHashJob } from './hash.jobs.ts';
import type { HashJob } from './hash.protocol.ts';
import { digestsWire, type ServedDigests } from './served-digests.ts';

/**
 * A page loader's served answer for the family's untouched pages (decisions 0194, 0199): `job`'s digests
 * by the worker's own code, once per server process.
 */
export function serveDigests(job: HashJob): Promise<ServedDigests> {
  const signal = new AbortController().signal;
  const run = (j: HashJob) => runHashJob(j, { emit: () => {}, signal, transferResult: () => {} });
  return serveOnce('hash', job, run, digestsWire);
}
