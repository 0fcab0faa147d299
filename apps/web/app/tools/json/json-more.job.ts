import { EngineError, isEngineError } from '@tinkerbox/engine';
import {
  applyJsonPatch,
  applyMergePatch,
  csvToJson,
  diffJson,
  type JsonValue,
  json5ToJson,
  jsonEqual,
  jsonMergePatch,
  jsonPatch,
  jsonToCsv,
  jsonToJson5,
  jsonToToml,
  jsonToYaml,
  parseJson,
  queryJson,
  stringifyJson,
  tomlToJson,
  yamlToJson,
} from '@tinkerbox/engine/json';
import type { JobContext } from '../../lib/worker/expose.ts';
import {
  type ConvertFormat,
  LIST_LIMIT,
  type MoreJob,
  type MoreProtocol,
  type MoreResult,
} from './json-more.protocol.ts';

type Ctx = JobContext<MoreProtocol>;
type Job<K> = Extract<MoreJob, { kind: K }>;

/** Values longer than this are cut in the lists (the whole value is one query away). */
const VALUE_CHARS = 2000;
const clip = (s: string) => (s.length > VALUE_CHARS ? `${s.slice(0, VALUE_CHARS)}…` : s);

/** The XML reader and writer, fetched on first use (the worker's other jobs never load them). */
const xmlModule = () => import('./json-xml.job.ts');

async function read(text: string, from: ConvertFormat, job: Job<'convert'>): Promise<JsonValue> {
  if (from === 'xml') return (await xmlModule()).readXml(text, job.xml);
  if (from === 'json5') return json5ToJson(text);
  if (from === 'yaml') return yamlToJson(text);
  if (from === 'toml') return tomlToJson(text);
  if (from === 'csv')
    return csvToJson(text, { delimiter: job.delimiter, numbers: job.csvNumbers, shape: job.csvShape });
  return parseJson(text);
}

async function write(v: JsonValue, job: Job<'convert'>): Promise<string> {
  if (job.to === 'xml') return (await xmlModule()).writeXml(v, job.xml);
  if (job.to === 'json5') return jsonToJson5(v);
  if (job.to === 'yaml') return jsonToYaml(v);
  if (job.to === 'toml') return jsonToToml(v);
  if (job.to === 'csv') return jsonToCsv(v, { delimiter: job.delimiter, nested: job.nested });
  return `${stringifyJson(v, { indent: job.indent })}\n`;
}

/** Marks an error with the field it belongs to, so the page shows it beside that field. */
function inField(e: unknown, field: string): unknown {
  return isEngineError(e) ? new EngineError(e.code, e.message, { ...e.params, field }) : e;
}

/** One job of the JSON companions (the worker's whole job, here so tests can run it without a worker). */
export async function runMoreJob(job: MoreJob, ctx: Ctx): Promise<MoreResult> {
  ctx.emit({ kind: 'progress', phase: 'parse' });
  if (job.kind === 'query') {
    let doc: JsonValue;
    try {
      doc = parseJson(job.text);
    } catch (e) {
      throw inField(e, 'input');
    }
    ctx.emit({ kind: 'progress', phase: 'query' });
    const all = queryJson(doc, job.query);
    return {
      kind: 'query',
      total: all.length,
      matches: all.slice(0, LIST_LIMIT).map((m) => ({ path: m.path, value: clip(stringifyJson(m.value)) })),
    };
  }
  if (job.kind === 'convert') {
    let v: JsonValue;
    try {
      v = await read(job.text, job.from, job);
    } catch (e) {
      throw inField(e, 'input');
    }
    ctx.emit({ kind: 'progress', phase: 'convert' });
    return { kind: 'convert', output: await write(v, job) };
  }
  let left: JsonValue;
  let right: JsonValue;
  try {
    left = parseJson(job.left);
  } catch (e) {
    throw inField(e, 'left');
  }
  try {
    right = parseJson(job.right);
  } catch (e) {
    throw inField(e, 'right');
  }
  ctx.emit({ kind: 'progress', phase: 'diff' });
  const r = diffJson(left, right, { arrays: job.arrays, numbers: job.numbers });
  const patch = jsonPatch(left, right, { numbers: job.numbers, arrays: job.arrays });
  let merge: JsonValue | null = null;
  let mergeNullAt: string | undefined;
  try {
    merge = jsonMergePatch(left, right, { numbers: job.numbers });
  } catch (e) {
    if (!isEngineError(e) || e.code !== 'NO_MERGE_PATCH') throw e;
    mergeNullAt = String(e.params.path);
  }
  return {
    kind: 'diff',
    total: r.changes.length,
    fellBackToIndex: r.fellBackToIndex,
    changes: r.changes.slice(0, LIST_LIMIT).map((c) => ({
      kind: c.kind,
      path: c.path,
      ...(c.before !== undefined ? { before: clip(stringifyJson(c.before)) } : {}),
      ...(c.after !== undefined ? { after: clip(stringifyJson(c.after)) } : {}),
    })),
    patch: `${stringifyJson(patch, { indent: 2 })}\n`,
    patchChecked: jsonEqual(applyJsonPatch(left, patch), right),
    mergePatch: merge === null ? null : `${stringifyJson(merge, { indent: 2 })}\n`,
    mergeChecked: merge !== null && jsonEqual(applyMergePatch(left, merge), right),
    ...(mergeNullAt !== undefined ? { mergeNullAt } : {}),
  };
}
