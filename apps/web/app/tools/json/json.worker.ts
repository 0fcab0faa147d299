/// <reference lib="webworker" />
import { isEngineError } from '@tinkerbox/engine';
import { formatTapeBytes, type JsonTape, parseTape, type Repair, repairJson, toText } from '@tinkerbox/engine/json';

/** One run of the JSON page: read, optionally repair, parse into a tape, write the output bytes. */
export interface JsonJob {
  id: number;
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

export type JsonReply =
  | { id: number; type: 'progress'; phase: JsonPhase; fraction: number | null }
  | {
      id: number;
      type: 'result';
      /** The text the tape points into, when it is not the text the page sent (a file or a repair). */
      text: string | null;
      tape: JsonTape;
      output: Uint8Array;
      /** The first repairs (the list is cut at REPAIR_LIST_LIMIT) and their total. */
      repairs: Repair[];
      repairCount: number;
      maxDepth: number;
    }
  | {
      id: number;
      type: 'error';
      error: { code: string; message: string; params: Record<string, string | number> } | { bug: string };
      snippet: ErrorSnippet | null;
    };

export const REPAIR_LIST_LIMIT = 200;

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(reply: JsonReply, transfer: Transferable[] = []): void {
  scope.postMessage(reply, transfer);
}

async function readFile(id: number, file: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  const reader = file.stream().getReader();
  let at = 0;
  let last = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.set(value, at);
    at += value.length;
    if (at - last > 4 << 20) {
      last = at;
      post({ id, type: 'progress', phase: 'read', fraction: at / Math.max(1, file.size) });
    }
  }
  return bytes.subarray(0, at);
}

function snippetAt(text: string, offset: number): ErrorSnippet {
  let start = offset;
  while (start > 0 && text.charCodeAt(start - 1) !== 0x0a && text.charCodeAt(start - 1) !== 0x0d) start--;
  let end = offset;
  while (end < text.length && text.charCodeAt(end) !== 0x0a && text.charCodeAt(end) !== 0x0d) end++;
  // long (minified) lines: a window around the spot
  const from = Math.max(start, offset - 60);
  const to = Math.min(end, Math.max(offset + 60, from + 120));
  return { line: text.slice(from, to), at: offset - from };
}

async function run(job: JsonJob): Promise<void> {
  const { id } = job;
  let text = '';
  try {
    if (job.source.kind === 'file') {
      post({ id, type: 'progress', phase: 'read', fraction: 0 });
      text = toText(await readFile(id, job.source.file));
    } else {
      text = job.source.text;
    }
    let repairs: Repair[] = [];
    let repaired = false;
    if (job.repair) {
      post({ id, type: 'progress', phase: 'repair', fraction: null });
      const r = repairJson(text);
      repairs = r.repairs;
      if (repairs.length > 0) {
        text = r.text;
        repaired = true;
      }
    }
    post({ id, type: 'progress', phase: 'parse', fraction: 0 });
    const tape = parseTape(text, { onProgress: (f) => post({ id, type: 'progress', phase: 'parse', fraction: f }) });
    post({ id, type: 'progress', phase: 'format', fraction: null });
    const unit = job.indent === 0 ? '' : job.indent === '\t' ? '\t' : ' '.repeat(job.indent);
    // a view on a buffer with spare room: transferred as is, and a Blob copies only the view
    const output = formatTapeBytes(text, tape, unit, job.sortKeys);
    const depth = new Uint32Array(tape.count);
    let maxDepth = 0;
    for (let i = 1; i < tape.count; i++) {
      const d = (depth[tape.parent[i] as number] as number) + 1;
      depth[i] = d;
      if (d > maxDepth) maxDepth = d;
    }
    const arrays = [tape.kind, tape.start, tape.end, tape.keyStart, tape.parent, tape.next, tape.size];
    post(
      {
        id,
        type: 'result',
        text: job.source.kind === 'file' || repaired ? text : null,
        tape,
        output,
        repairs: repairs.slice(0, REPAIR_LIST_LIMIT),
        repairCount: repairs.length,
        maxDepth,
      },
      [output.buffer, ...arrays.map((a) => a.buffer)],
    );
  } catch (e) {
    if (isEngineError(e)) {
      const offset = typeof e.params.offset === 'number' ? e.params.offset : null;
      post({
        id,
        type: 'error',
        error: { code: e.code, message: e.message, params: { ...e.params } },
        snippet: offset !== null && e.code === 'INVALID_JSON' ? snippetAt(text, offset) : null,
      });
    } else {
      post({
        id,
        type: 'error',
        error: { bug: e instanceof Error ? `${e.name}: ${e.message}` : String(e) },
        snippet: null,
      });
    }
  }
}

scope.onmessage = (e: MessageEvent<JsonJob>) => {
  void run(e.data);
};
