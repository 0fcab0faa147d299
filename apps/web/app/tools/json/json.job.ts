import { isEngineError } from '@tinkerbox/engine';
import { formatTapeBytes, parseTape, type Repair, repairJson, toText } from '@tinkerbox/engine/json';
import type { JobContext } from '../../lib/worker/expose.ts';
import {
  type ErrorSnippet,
  type JsonJob,
  type JsonProtocol,
  type JsonResult,
  REPAIR_LIST_LIMIT,
} from './json.protocol.ts';

type Ctx = JobContext<JsonProtocol>;

async function readFile(file: Blob, ctx: Ctx): Promise<Uint8Array> {
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
      ctx.emit({ kind: 'progress', phase: 'read', fraction: at / Math.max(1, file.size) });
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

function depthOf(tape: JsonResult['tape']): number {
  const depth = new Uint32Array(tape.count);
  let maxDepth = 0;
  for (let i = 1; i < tape.count; i++) {
    const d = (depth[tape.parent[i] as number] as number) + 1;
    depth[i] = d;
    if (d > maxDepth) maxDepth = d;
  }
  return maxDepth;
}

/**
 * One run of /jsonformat (the worker's whole job, here so tests can run it without a worker): read,
 * repair on request, parse into a tape and write the output. Before an INVALID_JSON error it emits
 * the line around the error.
 */
export async function runJsonJob(job: JsonJob, ctx: Ctx): Promise<JsonResult> {
  let text = '';
  try {
    if (job.source.kind === 'file') {
      ctx.emit({ kind: 'progress', phase: 'read', fraction: 0 });
      text = toText(await readFile(job.source.file, ctx));
    } else {
      text = job.source.text;
    }
    let repairs: Repair[] = [];
    let repaired = false;
    if (job.repair) {
      ctx.emit({ kind: 'progress', phase: 'repair', fraction: null });
      const r = repairJson(text);
      repairs = r.repairs;
      if (repairs.length > 0) {
        text = r.text;
        repaired = true;
      }
    }
    ctx.emit({ kind: 'progress', phase: 'parse', fraction: 0 });
    const tape = parseTape(text, {
      onProgress: (f) => ctx.emit({ kind: 'progress', phase: 'parse', fraction: f }),
    });
    ctx.emit({ kind: 'progress', phase: 'format', fraction: null });
    const unit = job.indent === 0 ? '' : job.indent === '\t' ? '\t' : ' '.repeat(job.indent);
    // a view on a buffer with spare room: transferred as is, and a Blob copies only the view
    const output = formatTapeBytes(text, tape, unit, job.sortKeys);
    const arrays = [tape.kind, tape.start, tape.end, tape.keyStart, tape.parent, tape.next, tape.size];
    ctx.transferResult([output.buffer, ...arrays.map((a) => a.buffer)]);
    return {
      text: job.source.kind === 'file' || repaired ? text : null,
      tape,
      output,
      repairs: repairs.slice(0, REPAIR_LIST_LIMIT),
      repairCount: repairs.length,
      maxDepth: depthOf(tape),
    };
  } catch (e) {
    // the line around a parse error goes first, then the error itself (with its code and params)
    if (isEngineError(e) && e.code === 'INVALID_JSON' && typeof e.params.offset === 'number') {
      ctx.emit({ kind: 'snippet', snippet: snippetAt(text, e.params.offset) });
    }
    throw e;
  }
}
