import { decodeTonBoc, type TonBocInfo } from '@tinkerbox/engine/ton';
import type { TonBocJob } from './chain.protocol.ts';

/**
 * The BOC worker's job, apart from the worker so it can be tested: decodes a bag of cells. A bad BOC
 * throws an EngineError, which reaches the page with its code.
 */
export function runTonBocJob(job: TonBocJob): TonBocInfo {
  return decodeTonBoc(job.input);
}
