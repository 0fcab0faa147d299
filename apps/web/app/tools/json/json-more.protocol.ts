import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** The JSON companions' jobs: a JSONPath query, a conversion, a diff (one worker, json-more.worker.ts). */
export type CsvShape = 'records' | 'rows' | 'record';
export type ConvertFormat = 'json' | 'json5' | 'yaml' | 'toml' | 'csv' | 'xml';
/** Attributes kept under one of these prefixes, or dropped (reading; writing with no prefix writes none). */
export type XmlAttributes = '@_' | '@' | '-' | '_' | '$' | 'drop';
export type XmlTextKey = '#text' | '_text' | '$t' | '_';

/** How /jsonconvert reads and writes XML (the engine's XmlReadOptions and XmlWriteOptions). */
export interface XmlJobOptions {
  attributes: XmlAttributes;
  textKey: XmlTextKey;
  arrays: 'repeated' | 'always';
  typed: boolean;
  indent: 0 | 2 | 4;
  declaration: boolean;
}
export type CsvNested = 'refuse' | 'flatten' | 'json';

export type MoreJob =
  | { kind: 'query'; text: string; query: string }
  | {
      kind: 'convert';
      text: string;
      from: ConvertFormat;
      to: ConvertFormat;
      delimiter: string;
      nested: CsvNested;
      csvNumbers: boolean;
      /** What CSV rows become: objects under the header, arrays of cells, or one object. */
      csvShape: CsvShape;
      indent: number;
      /** Only when XML is read or written; the defaults otherwise. */
      xml?: XmlJobOptions;
    }
  | { kind: 'diff'; left: string; right: string; arrays: 'index' | 'lcs'; numbers: 'value' | 'text' };

export type MorePhase = 'parse' | 'query' | 'convert' | 'diff';
export type MoreEvent = { kind: 'progress'; phase: MorePhase };

/** Values travel as JSON text: a JsonValue's classes do not survive the structured clone. */
export interface QueryResult {
  kind: 'query';
  matches: Array<{ path: string; value: string }>;
  total: number;
}
export interface ConvertResult {
  kind: 'convert';
  output: string;
}
export interface DiffResultRow {
  kind: 'added' | 'removed' | 'changed';
  path: string;
  before?: string;
  after?: string;
}
export interface DiffJobResult {
  kind: 'diff';
  changes: DiffResultRow[];
  total: number;
  fellBackToIndex: boolean;
  /** The JSON Patch (RFC 6902) from the first document to the second, indented. */
  patch: string;
  /** True when applying `patch` to the first document gave the second (checked in the worker). */
  patchChecked: boolean;
  /** The JSON Merge Patch (RFC 7396), or null when none exists (`mergeNullAt` says where). */
  mergePatch: string | null;
  mergeChecked: boolean;
  /** The path the second document sets to null, which a merge patch cannot say. */
  mergeNullAt?: string;
}
export type MoreResult = QueryResult | ConvertResult | DiffJobResult;

export type MoreProtocol = WorkerProtocol<MoreJob, MoreEvent, MoreResult>;

/** The page lists at most this many matches or changes; it says how many there were in all. */
export const LIST_LIMIT = 1000;
