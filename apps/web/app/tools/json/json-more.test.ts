import { EngineError } from '@tinkerbox/engine';
import { describe, expect, it } from 'vitest';
import { runMoreJob } from './json-more.job.ts';
import { moreMessages } from './json-more.messages.ts';
import type { MoreEvent, MoreJob } from './json-more.protocol.ts';
import { moreErrorText } from './json-more.text.ts';
import { xmlMessages } from './json-xml.messages.ts';

async function run(job: MoreJob) {
  const events: MoreEvent[] = [];
  const ctx = { emit: (e: MoreEvent) => events.push(e), signal: new AbortController().signal, transferResult() {} };
  return { result: await runMoreJob(job, ctx), events };
}

describe('runMoreJob', () => {
  it('query: RFC 9535 section 2.3.4.3, $[5:1:-2] on a..g gives f and d at $[5] and $[3]', async () => {
    const { result, events } = await run({ kind: 'query', text: '["a","b","c","d","e","f","g"]', query: '$[5:1:-2]' });
    expect(result).toEqual({
      kind: 'query',
      total: 2,
      matches: [
        { path: '$[5]', value: '"f"' },
        { path: '$[3]', value: '"d"' },
      ],
    });
    expect(events.map((e) => e.phase)).toEqual(['parse', 'query']);
  });
  it('convert: CSV to JSON keeps a 20-digit cell as written (RFC 4180 quoting)', async () => {
    const { result } = await run({
      kind: 'convert',
      text: 'id,name\n12345678901234567890,"a, b"\n',
      from: 'csv',
      to: 'json',
      delimiter: ',',
      nested: 'refuse',
      csvNumbers: true,
      csvShape: 'records',
      indent: 0,
    });
    expect(result).toEqual({ kind: 'convert', output: '[{"id":12345678901234567890,"name":"a, b"}]\n' });
  });
  it('diff: an error in the second document is marked for that field, in the visitor language', async () => {
    const e = await run({ kind: 'diff', left: '[1]', right: '[1,', arrays: 'index', numbers: 'value' }).catch((x) => x);
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).params.field).toBe('right');
    expect(moreErrorText(e as EngineError, moreMessages.zh_Hans_CN, 'zh_Hans_CN')).toMatch(
      /^JSON 无效，第 1 行第 4 列/,
    );
  });
  it('diff: gives the JSON Patch and merge patch of RFC 6902 A.1 and RFC 7396 section 3, checked by applying them', async () => {
    const { result } = await run({
      kind: 'diff',
      left: '{"foo":"bar"}',
      right: '{"baz":"qux","foo":"bar"}',
      arrays: 'index',
      numbers: 'value',
    });
    expect(result).toMatchObject({
      patch: '[\n  {\n    "op": "add",\n    "path": "/baz",\n    "value": "qux"\n  }\n]\n',
      patchChecked: true,
      mergePatch: '{\n  "baz": "qux"\n}\n',
      mergeChecked: true,
    });
    const rfc7396 = await run({
      kind: 'diff',
      left: '{"title":"Goodbye!","author":{"givenName":"John","familyName":"Doe"},"tags":["example","sample"],"content":"This will be unchanged"}',
      right:
        '{"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"content":"This will be unchanged","phoneNumber":"+01-123-456-7890"}',
      arrays: 'index',
      numbers: 'value',
    });
    expect(JSON.parse((rfc7396.result as { mergePatch: string }).mergePatch)).toEqual({
      title: 'Hello!',
      phoneNumber: '+01-123-456-7890',
      author: { familyName: null },
      tags: ['example'],
    });
  });
  it('diff: no merge patch sets a member to null; the message says where, in every language', async () => {
    const { result } = await run({
      kind: 'diff',
      left: '{"a":1}',
      right: '{"a":null}',
      arrays: 'index',
      numbers: 'value',
    });
    expect(result).toMatchObject({ mergePatch: null, mergeChecked: false, mergeNullAt: "$['a']", patchChecked: true });
  });
  it('convert: JSON5 to JSON keeps hex and big integers exact (json5-tests numbers), and a bad JSON5 says where', async () => {
    const job = {
      kind: 'convert',
      from: 'json5',
      to: 'json',
      delimiter: ',',
      nested: 'refuse',
      csvNumbers: true,
      csvShape: 'records',
      indent: 0,
    } as const;
    const { result } = await run({ ...job, text: "{a: 0xC8, b: +.5, c: 'x', d: 12345678901234567890,}" });
    expect(result).toEqual({ kind: 'convert', output: '{"a":200,"b":0.5,"c":"x","d":12345678901234567890}\n' });
    const e = await run({ ...job, text: '[1,\n 01]' }).catch((x) => x);
    expect(moreErrorText(e as EngineError, moreMessages.zh_Hans_CN, 'zh_Hans_CN')).toBe(
      'JSON5 无效，第 2 行第 2 列：数字无效',
    );
  });
  it('convert: XML both ways with the page options (xmltodict 1.0.4 reads the first document so), a bad XML in Chinese', async () => {
    const job = {
      kind: 'convert',
      from: 'xml',
      to: 'json',
      delimiter: ',',
      nested: 'refuse',
      csvNumbers: true,
      csvShape: 'records',
      indent: 0,
    } as const;
    const xml = {
      attributes: '@',
      textKey: '#text',
      arrays: 'repeated',
      typed: false,
      indent: 0,
      declaration: false,
    } as const;
    const doc = '<a id="12345678901234567890"><b>1</b><b>2</b>t</a>';
    // python3 -c 'import xmltodict,json; print(json.dumps(xmltodict.parse(DOC), separators=(",",":")))'
    const read = await run({ ...job, text: doc, xml });
    expect(read.result).toEqual({
      kind: 'convert',
      output: '{"a":{"@id":"12345678901234567890","b":["1","2"],"#text":"t"}}\n',
    });
    const typed = await run({ ...job, text: doc, xml: { ...xml, typed: true, attributes: 'drop' } });
    expect(typed.result).toEqual({ kind: 'convert', output: '{"a":{"b":[1,2],"#text":"t"}}\n' });
    const written = await run({ ...job, from: 'json', to: 'xml', text: '{"a":{"@id":1,"b":[1,2]}}', xml });
    expect(written.result).toEqual({ kind: 'convert', output: '<a id="1"><b>1</b><b>2</b></a>\n' });
    const e = await run({ ...job, text: '<a>\n<b></a>', xml }).catch((x) => x);
    expect(moreErrorText(e as EngineError, moreMessages.zh_Hant_HK, 'zh_Hant_HK', xmlMessages.zh_Hant_HK.reasons)).toBe(
      'XML 無效，第 2 行第 4 欄：開始標籤沒有對應的結束標籤，或結束標籤不相符',
    );
    const badName = await run({ ...job, from: 'json', to: 'xml', text: '{"a b":1}', xml }).catch((x) => x);
    expect(
      moreErrorText(badName as EngineError, moreMessages.zh_Hans_CN, 'zh_Hans_CN', xmlMessages.zh_Hans_CN.reasons),
    ).toBe("无法转换 $['a b'] 处的值：此键不是有效的 XML 元素名或属性名");
    const laughs = await run({ ...job, text: '<!DOCTYPE a [<!ENTITY x "xx">]><a>&x;</a>', xml }).catch((x) => x);
    expect(moreErrorText(laughs as EngineError, moreMessages.en_US, 'en_US', xmlMessages.en_US.reasons)).toBe(
      'Not valid XML at line 1, column 14: entities declared in a DOCTYPE are not expanded (they can grow without bound)',
    );
  });
  it('every XML reason is translated', () => {
    for (const lang of ['zh_Hans_CN', 'zh_Hant_HK'] as const) {
      expect(Object.keys(xmlMessages[lang].reasons).sort()).toEqual(Object.keys(xmlMessages.en_US.reasons).sort());
      expect(Object.values(xmlMessages[lang].reasons).every((v) => /[\u4e00-\u9fff]/.test(v))).toBe(true);
    }
  });
  it('every JSONPath reason is translated', () => {
    for (const lang of ['zh_Hans_CN', 'zh_Hant_HK'] as const) {
      const m = moreMessages[lang].reasons;
      expect(Object.keys(m.jsonpath).sort()).toEqual(Object.keys(moreMessages.en_US.reasons.jsonpath).sort());
      expect(Object.values(m.convert).every((v) => /[\u4e00-\u9fff]/.test(v))).toBe(true);
      expect(Object.keys(m.json5).sort()).toEqual(Object.keys(moreMessages.en_US.reasons.json5).sort());
    }
  });
});
