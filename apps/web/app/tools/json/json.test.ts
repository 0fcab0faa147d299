import { EngineError } from '@tinkerbox/engine';
import { describe, expect, it } from 'vitest';
import { runJsonJob } from './json.job.ts';
import { jsonMessages } from './json.messages.ts';
import type { JsonEvent, JsonJob } from './json.protocol.ts';
import { jsonErrorText } from './json.text.ts';

// The worker's job run without a worker: its events are collected as the page would receive them.
async function run(source: JsonJob['source'], options: Partial<JsonJob> = {}) {
  const events: JsonEvent[] = [];
  const ctx = { emit: (e: JsonEvent) => events.push(e), signal: new AbortController().signal, transferResult() {} };
  try {
    const result = await runJsonJob({ source, repair: false, indent: 2, sortKeys: false, ...options }, ctx);
    return { result, error: null, events };
  } catch (error) {
    return { result: null, error: error as EngineError, events };
  }
}
const text = (t: string) => ({ kind: 'text', text: t }) as const;
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

describe('the JSON job', () => {
  it('writes what JSON.stringify writes for a document without big numbers, reporting its phases', async () => {
    const doc = { b: [1, { c: null }], a: 'x\u00e9', t: true };
    const { result, events } = await run(text(JSON.stringify(doc)));
    expect(decode(result?.output ?? new Uint8Array())).toBe(JSON.stringify(doc, null, 2));
    expect(result?.text).toBeNull(); // the page already has the text
    expect(result?.maxDepth).toBe(3); // root > b > {c} > null
    expect(events.map((e) => e.kind === 'progress' && e.phase)).toContain('format');
  });

  it('minifies and sorts keys as asked', async () => {
    const { result } = await run(text('{ "b": 1, "a": [ 1, 2 ] }'), { indent: 0, sortKeys: true });
    expect(decode(result?.output ?? new Uint8Array())).toBe(JSON.stringify({ a: [1, 2], b: 1 }));
  });

  it('reads a file and gives back the text the tree points into', async () => {
    const { result } = await run({ kind: 'file', file: new Blob(['{"a":"\u00e9"}']) });
    expect(result?.text).toBe('{"a":"\u00e9"}');
    expect(decode(result?.output ?? new Uint8Array())).toBe('{\n  "a": "\u00e9"\n}');
  });

  it('rejects a file that is not UTF-8 with INVALID_UTF8 at the first bad byte', async () => {
    const { error, events } = await run({ kind: 'file', file: new Blob([new Uint8Array([0x5b, 0xff, 0x5d])]) });
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'INVALID_UTF8', params: { offset: 1 } });
    expect(events.some((e) => e.kind === 'snippet')).toBe(false);
  });

  it('sends the line around a parse error first, then the error with its code and params', async () => {
    const { error, events } = await run(text('{\n  "a": 1,\n  "b": ]\n}'));
    expect(error).toMatchObject({ code: 'INVALID_JSON', params: { line: 3, column: 8, found: ']' } });
    expect(events.at(-1)).toEqual({ kind: 'snippet', snippet: { line: '  "b": ]', at: 7 } });
  });

  it('repairs on request and lists what it changed', async () => {
    const { result } = await run(text('[1,]'), { repair: true });
    expect(result?.text).toBe('[1]');
    expect(result?.repairs).toEqual([{ kind: 'trailing-comma', offset: 2, line: 1, column: 3 }]);
    expect(result?.repairCount).toBe(1);
  });
});

describe('the JSON error message', () => {
  it("reads in the visitor's language, the reason taken from the engine's detail and found char", async () => {
    const { error } = await run(text('[1,]'));
    if (!error) throw new Error('[1,] parsed');
    expect(jsonErrorText(error, jsonMessages.en_US, 'en_US')).toBe(
      'Not valid JSON at line 1, column 4: expected a value (found “]”)',
    );
    expect(jsonErrorText(error, jsonMessages.zh_Hans_CN, 'zh_Hans_CN')).toBe(
      'JSON 无效，第 1 行第 4 列：这里应当是一个值（遇到了“]”）',
    );
    expect(jsonErrorText(error, jsonMessages.zh_Hant_HK, 'zh_Hant_HK')).toBe(
      'JSON 無效，第 1 行第 4 欄：這裏應當是一個值（遇到了「]」）',
    );
  });

  it('names no character when the text ends early', async () => {
    const { error } = await run(text('[1,'));
    if (!error) throw new Error('[1, parsed');
    expect(jsonErrorText(error, jsonMessages.zh_Hans_CN, 'zh_Hans_CN')).toBe(
      'JSON 无效，第 1 行第 4 列：文本在值完整之前就结束了',
    );
  });

  it('gives other codes their own message', async () => {
    const { error } = await run({ kind: 'file', file: new Blob([new Uint8Array([0xff])]) });
    if (!error) throw new Error('0xff read');
    expect(jsonErrorText(error, jsonMessages.en_US, 'en_US')).toBe('The bytes are not valid UTF-8 text.');
  });
});
