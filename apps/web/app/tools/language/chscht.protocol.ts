import type { ChineseConversion } from '@tinkerbox/engine/text';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** One conversion of /chscht: OpenCC runs in a worker, since building its phrase tables takes time. */
export interface ChschtJob {
  text: string;
  conversion: ChineseConversion;
  /** The visitor's own mappings as typed; bad lines reject the job with INVALID_MAPPING (params.line). */
  custom: string;
}

/** A piece of the result; a character with several Traditional forms carries its source and the forms. */
export interface ChschtSegment {
  text: string;
  source?: string;
  forms?: string[];
}

export interface ChschtResult {
  output: string;
  segments: ChschtSegment[];
}

export type ChschtProtocol = WorkerProtocol<ChschtJob, never, ChschtResult>;
