import type { EngineError } from '@tinkerbox/engine';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { runJsonJob } from './json.job.ts';
import type { JsonJob } from './json.protocol.ts';
import { convertRecipe, formatRecipe, queryRecipe } from './json.recipe.ts';
import { runMoreJob } from './json-more.job.ts';
import type { ConvertFormat, MoreJob, QueryResult } from './json-more.protocol.ts';
import { CONVERT_SAMPLES, CSV_SHAPES } from './use-jsonconvert.ts';

// "Continue in a recipe" on the JSON pages: for each setting a page offers, the steps it hands over, run
// by the engine's operations, give what the page's own worker job gives for the same job (the page is the
// reference; the operations are checked against outside implementations in the engine's tests).

const ctx = { emit() {}, signal: new AbortController().signal, transferResult() {} };
const DOCS = [
  '{"b": 1, "a": [1, 2.50, 12345678901234567890, {"z": null, "y": "é ✓ \\u00e9"}], "c": {}}',
  '  [ ]  ',
  '"just a string"',
  '{"a": 1,}', // refused alike
];

async function expectSame(handed: ReturnType<typeof formatRecipe>, page: () => Promise<string>, label: string) {
  expect(handed, label).not.toBeNull();
  if (!handed) return;
  let want: string;
  try {
    want = await page();
  } catch (e) {
    await expect(runHanded(handed), label).rejects.toMatchObject({ code: (e as EngineError).code });
    return;
  }
  expect(utf8(await runHanded(handed)), label).toBe(want);
}

describe('the JSON pages hand the recipe page their own work', () => {
  it('/jsonformat: beautify at 2 and 4 spaces, minify, keys sorted or not', async () => {
    for (const text of DOCS)
      for (const indent of [2, 4, 0] as const)
        for (const sortKeys of [false, true]) {
          const job: JsonJob = { source: { kind: 'text', text }, repair: false, indent, sortKeys };
          const page = async () => new TextDecoder().decode((await runJsonJob(job, ctx)).output);
          await expectSame(formatRecipe(job), page, JSON.stringify(job));
        }
  });

  it('/jsonformat hands nothing for a repair, a tab indent or a file', () => {
    const base: JsonJob = { source: { kind: 'text', text: '{}' }, repair: false, indent: 2, sortKeys: false };
    expect(formatRecipe({ ...base, repair: true })).toBeNull();
    expect(formatRecipe({ ...base, indent: '\t' })).toBeNull();
    expect(formatRecipe({ ...base, source: { kind: 'file', file: new Blob(['{}']) } })).toBeNull();
    expect(formatRecipe(null)).toBeNull();
  });

  it('/jsonconvert: JSON, YAML, TOML and CSV to one another, with every CSV option', async () => {
    const formats = ['json', 'yaml', 'toml', 'csv'] as const;
    const table = '[{"id": 12345678901234567890, "name": "Lin; Wei", "n": 9.75}, {"id": 2, "name": "x|y", "n": 10}]';
    let checked = 0;
    for (const from of formats)
      for (const to of formats) {
        if (from === to && from !== 'json') continue;
        const texts = [CONVERT_SAMPLES[from], ...(from === 'json' ? [table, '{"a": {"b": [1, {"c": 2}]}}'] : [])];
        const csv = from === 'csv' || to === 'csv';
        for (const text of texts)
          for (const delimiter of csv ? [',', ';', '\t', '|'] : [','])
            for (const nested of to === 'csv' ? (['refuse', 'flatten', 'json'] as const) : (['refuse'] as const))
              for (const csvNumbers of from === 'csv' ? [false, true] : [true])
                for (const csvShape of from === 'csv' ? CSV_SHAPES : (['records'] as const)) {
                  const input = from === 'csv' && delimiter !== ',' ? text.replaceAll(',', delimiter) : text;
                  const job: MoreJob = {
                    kind: 'convert',
                    text: input,
                    from,
                    to,
                    delimiter,
                    nested,
                    csvNumbers,
                    csvShape,
                    indent: 2,
                  };
                  const page = async () => {
                    const out = ((await runMoreJob(job, ctx)) as { output: string }).output;
                    // the page ends its JSON with a newline; the operations, as JSON.stringify, do not
                    if (to !== 'json') return out;
                    expect(out.endsWith('\n')).toBe(true);
                    return out.slice(0, -1);
                  };
                  await expectSame(convertRecipe(job), page, JSON.stringify(job));
                  checked++;
                }
      }
    expect(checked).toBeGreaterThan(60);
  });

  it('/jsonconvert hands nothing for JSON5, XML or a delimiter the operations do not name', () => {
    const job = (from: ConvertFormat, to: ConvertFormat, delimiter = ','): MoreJob => ({
      kind: 'convert',
      text: '{}',
      from,
      to,
      delimiter,
      nested: 'refuse',
      csvNumbers: true,
      csvShape: 'records',
      indent: 2,
    });
    for (const j of [
      job('json5', 'json'),
      job('json', 'json5'),
      job('xml', 'json'),
      job('json', 'xml'),
      job('json', 'csv', ':'),
    ])
      expect(convertRecipe(j), JSON.stringify(j)).toBeNull();
  });

  it('the JSONPath query on /jsonformat: the values json-query gives are the values the page lists', async () => {
    const doc =
      '{"store": {"book": [{"title": "A", "price": 8.95}, {"title": "B, with (commas)", "price": 12.99}], "bicycle": {"price": 19.95}}}';
    const queries = [
      '$',
      '$..price',
      '$.store.book[?@.price < 10].title',
      '$.store.book[*]',
      '$..*',
      '$.missing',
      '$["store"]',
    ];
    for (const query of queries) {
      const job: MoreJob = { kind: 'query', text: doc, query };
      const page = (await runMoreJob(job, ctx)) as QueryResult;
      const handed = queryRecipe(job);
      expect(handed, query).not.toBeNull();
      if (!handed) continue;
      const values = JSON.parse(utf8(await runHanded(handed))) as unknown[];
      expect(values, query).toEqual(page.matches.map((m) => JSON.parse(m.value)));
    }
  });
});
