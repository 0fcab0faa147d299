import type { JsonTape, Repair } from '@tinkerbox/engine/json';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** One run of the JSON page: read, optionally repair, parse into a tape, write the output bytes. */
export interface JsonJob {
  source: { kind: 'text'; text: string } | { kind: 'file'; file: Blob };
  repair: boolean;
  /** 0 minifies. */
  indent: 0 | 2 | 4 | '\t';
  sortKeys: boolean;
}

export type JsonPhase = 'read' | 'repair' | 'parse' | 'format';

/** Where a parse error is, with its line's text so the page can draw a marker under the column. */
export interface ErrorSnippet {
  line: string;
  /** 0-based index into `line` (UTF-16) where the marker goes. */
  at: number;
}

/**
 * What a run reports on its way: its phase and how far it is, and, just before an INVALID_JSON error,
 * the line around the error (the page has no text of its own for a file or a repaired text).
 */
export type JsonEvent =
  | { kind: 'progress'; phase: JsonPhase; fraction: number | null }
  | { kind: 'snippet'; snippet: ErrorSnippet };

export interface JsonResult {
  /** The text the tape points into, when it is not the text the page sent (a file or a repair). */
  text: string | null;
  tape: JsonTape;
  output: Uint8Array;
  /** The first repairs (the list is cut at REPAIR_LIST_LIMIT) and their total. */
  repairs: Repair[];
  repairCount: number;
  maxDepth: number;
}

export type JsonProtocol = WorkerProtocol<JsonJob, JsonEvent, JsonResult>;

/** The worker lists at most this many repairs; the page says how many more there were. */
export const REPAIR_LIST_LIMIT = 200;
