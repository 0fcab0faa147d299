import type { TonBocInfo } from '@tinkerbox/engine/ton';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** Jobs of the chain family's worker: a TON bag of cells (base64 or hex) to decode. */
export interface TonBocJob {
  input: string;
}

/** The TON BOC worker: one decode per job, no progress events, the decoded cells as its result. */
export type TonBocProtocol = WorkerProtocol<TonBocJob, never, TonBocInfo>;
