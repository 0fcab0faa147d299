import type { WorkerProtocol } from '../../lib/worker/protocol.ts';
import type { RegexJob, RegexResult } from './regex.logic.ts';

/**
 * /regex runs the visitor's pattern in a worker: a pattern that backtracks catastrophically spins
 * there, and the page ends it by terminating the worker when the time limit passes.
 */
export type RegexProtocol = WorkerProtocol<RegexJob, never, RegexResult>;
