import type { WorkerProtocol } from '../../lib/worker/protocol.ts';
import type { DiffJob, DiffResult } from './textdiff.logic.ts';

/** /textdiff diffs in a worker: jsdiff's time grows with the size of the texts times their differences. */
export type TextDiffProtocol = WorkerProtocol<DiffJob, never, DiffResult>;
