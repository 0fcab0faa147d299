import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/errors.ts';
import {
  csvToJson,
  jsonEqual,
  jsonToCsv,
  jsonToToml,
  jsonToYaml,
  parseJson,
  stringifyJson,
  tomlToJson,
  yamlToJson,
} from '../../src/json/index.ts';

// made by test/vectors/json/make-convert.py with Python's own readers and writers
const v = JSON.parse(readFileSync(new URL('../vectors/json/convert.json', import.meta.url), 'utf8')) as {
  yaml: Array<{ text: string; json: string }>;
  toml: Array<{ text: string; json: string }>;
  csv: Array<{ text: string; delimiter: string; json: string }>;
  csvWrite: Array<{ json: string; delimiter: string; csv: string }>;
  csvRows: Array<{ json: string; delimiter: string; csv: string }>;
  csvRecord: Array<{ json: string; delimiter: string; csv: string }>;
};

/** Equal as JSON values, numbers compared exactly by value (Python writes -1.25e+3 as -1250.0). */
const same = (ours: ReturnType<typeof parseJson>, python: string) => {
  expect(jsonEqual(ours, parseJson(python)), `${stringifyJson(ours)} vs ${python}`).toBe(true);
};

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError)
      return `${e.code} ${e.params.detail ?? ''} ${e.params.path ?? e.params.line ?? ''}`.trim();
    throw e;
  }
  return 'no error';
}

describe('YAML', () => {
  it.each(v.yaml)('reads as PyYAML does: %#', (c) => same(yamlToJson(c.text), c.json));
  it.each(v.yaml)('writes what it reads back: %#', (c) => same(yamlToJson(jsonToYaml(parseJson(c.json))), c.json));
  it('keeps floats as written and integers exactly', () => {
    expect(stringifyJson(yamlToJson('a: 0.1000000000000000055511151231257827\nb: 0x1F\nc: +.5'))).toBe(
      '{"a":0.1000000000000000055511151231257827,"b":31,"c":0.5}',
    );
  });
  it('quotes strings a YAML 1.1 reader would take for something else', () => {
    expect(jsonToYaml(parseJson('{"a":"yes","b":"1e3","c":"null","d":"plain","e":""}'))).toBe(
      'a: "yes"\nb: "1e3"\nc: "null"\nd: plain\ne: ""\n',
    );
  });
  it('refuses what JSON cannot hold, and says where', () => {
    expect(code(() => yamlToJson('a:\n  b: .inf'))).toBe("CANNOT_CONVERT not-json-number $['a']['b']");
    expect(code(() => yamlToJson('? [1]\n: 2'))).toBe('CANNOT_CONVERT complex-key $');
    expect(code(() => yamlToJson('a: &a [*a]'))).toMatch(/^CANNOT_CONVERT too-deep/);
    expect(code(() => yamlToJson('a: 1\nb: [1, 2\nc: 1'))).toBe('INVALID_YAML  3');
  });
  it('stops an alias bomb', () => {
    let text = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 9; i++)
      text += `a${i}: &a${i} [${Array(10)
        .fill(`*a${i - 1}`)
        .join(', ')}]\n`;
    expect(code(() => yamlToJson(text))).toMatch(/^CANNOT_CONVERT too-large/);
  });
});

describe('YAML merge keys', () => {
  it('refuses a << that is not given mappings, as PyYAML does (ConstructorError), with its line', () => {
    expect(code(() => yamlToJson('c: {<<: 1}'))).toBe('INVALID_YAML  1');
    expect(code(() => yamlToJson('a: &a [1]\nc:\n  <<: [*a]'))).toBe('INVALID_YAML  3');
  });
  it('counts merged members against the size limit (merges of merges grow as fast as aliases)', () => {
    let text = 'm0: &m0 {a: 0, b: 0, c: 0, d: 0, e: 0, f: 0, g: 0, h: 0, i: 0, j: 0}\n';
    for (let i = 1; i < 9; i++) {
      const refs = Array.from({ length: 10 }, (_, k) => `k${k}: *m${i - 1}`).join(', ');
      text += `m${i}: &m${i} {<<: *m${i - 1}, ${refs}}\n`;
    }
    expect(code(() => yamlToJson(text))).toMatch(/^CANNOT_CONVERT too-large/);
  });
});

describe('TOML', () => {
  it.each(v.toml)('reads as tomllib does: %#', (c) => same(tomlToJson(c.text), c.json));
  it.each(v.toml)('writes what it reads back: %#', (c) => same(tomlToJson(jsonToToml(parseJson(c.json))), c.json));
  it('keeps 64-bit integers and refuses what TOML cannot hold', () => {
    expect(jsonToToml(parseJson('{"a":-9223372036854775808}'))).toBe('a = -9223372036854775808\n');
    expect(code(() => jsonToToml(parseJson('{"a":9223372036854775808}')))).toBe("CANNOT_CONVERT toml-int-range $['a']");
    expect(code(() => jsonToToml(parseJson('{"a":[0.1000000000000000055511151231257827]}')))).toBe(
      "CANNOT_CONVERT toml-float-precision $['a'][0]",
    );
    expect(code(() => jsonToToml(parseJson('{"a":{"b":null}}')))).toBe("CANNOT_CONVERT toml-null $['a']['b']");
    expect(code(() => jsonToToml(parseJson('[1]')))).toBe('CANNOT_CONVERT toml-not-table $');
    expect(code(() => tomlToJson('a = 1\nb = ')).startsWith('INVALID_TOML')).toBe(true);
    expect(code(() => tomlToJson('a = inf'))).toBe("CANNOT_CONVERT not-json-number $['a']");
  });
});

describe('CSV', () => {
  it.each(v.csv)('reads as csv.DictReader does: %#', (c) =>
    same(csvToJson(c.text, { delimiter: c.delimiter }), c.json),
  );
  it.each(v.csvWrite)('writes as csv.writer does: %#', (c) => {
    expect(jsonToCsv(parseJson(c.json), { delimiter: c.delimiter })).toBe(c.csv);
  });
  it('writes nothing for an empty array: no records, so no header to write (issue 40)', () => {
    expect(jsonToCsv(parseJson('[]'))).toBe('');
    expect(jsonToCsv(parseJson('[]'), { delimiter: ';', nested: 'flatten' })).toBe('');
  });
  it('reads back a one-column CSV with empty cells', () => {
    const doc = parseJson('[{"a":""},{"a":null},{"a":"x"}]');
    same(csvToJson(jsonToCsv(doc)), '[{"a":""},{"a":""},{"a":"x"}]');
  });
  it('keeps numbers verbatim when asked', () => {
    expect(stringifyJson(csvToJson('n\n12345678901234567890\n1.50\n007\n-0', { numbers: true }))).toBe(
      '[{"n":12345678901234567890},{"n":1.50},{"n":"007"},{"n":-0}]',
    );
  });
  it('nested values: refused with their path, flattened, or written as JSON', () => {
    const doc = parseJson('[{"id":1,"o":{"p":[1,2],"q":{}}}]');
    expect(code(() => jsonToCsv(doc))).toBe("CANNOT_CONVERT csv-nested $[0]['o']");
    expect(jsonToCsv(doc, { nested: 'flatten' })).toBe('id,o.p.0,o.p.1,o.q\n1,1,2,{}\n');
    expect(jsonToCsv(doc, { nested: 'json' })).toBe('id,o\n1,"{""p"":[1,2],""q"":{}}"\n');
    expect(code(() => jsonToCsv(parseJson('[1]')))).toBe('CANNOT_CONVERT csv-not-records $[0]');
  });
  it.each(v.csvRows)('arrays of arrays both ways, as csv.writer and csv.reader do (issue 40): %#', (c) => {
    expect(jsonToCsv(parseJson(c.json), { delimiter: c.delimiter })).toBe(c.csv);
    same(csvToJson(c.csv, { delimiter: c.delimiter, shape: 'rows' }), c.json);
  });
  it.each(v.csvRecord)('one object both ways, as csv.DictWriter and DictReader do (issue 40): %#', (c) => {
    expect(jsonToCsv(parseJson(c.json), { delimiter: c.delimiter })).toBe(c.csv);
    same(csvToJson(c.csv, { delimiter: c.delimiter, shape: 'record' }), c.json);
  });
  it('round-trips arrays of text rows and one object (property)', () => {
    const cellText = fc.string({ unit: fc.constantFrom('a', 'b', ',', ';', '"', '\n', '\r\n', ' ', '中') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(',', ';', '\t'),
        (rows, delimiter) => {
          const doc = parseJson(JSON.stringify(rows));
          same(csvToJson(jsonToCsv(doc, { delimiter }), { delimiter, shape: 'rows' }), JSON.stringify(rows));
        },
      ),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), cellText, { minKeys: 1, maxKeys: 5 }), (record) => {
        const doc = parseJson(JSON.stringify(record));
        same(csvToJson(jsonToCsv(doc), { shape: 'record' }), JSON.stringify(record));
      }),
    );
  });
  it('one object needs one row; arrays of arrays refuse nested values unless asked', () => {
    expect(code(() => csvToJson('a\n1\n2', { shape: 'record' }))).toBe('INVALID_CSV one-record 3');
    expect(code(() => csvToJson('a', { shape: 'record' }))).toBe('INVALID_CSV one-record 1');
    expect(code(() => jsonToCsv(parseJson('[[1,[2]]]')))).toBe('CANNOT_CONVERT csv-nested $[0][1]');
    expect(jsonToCsv(parseJson('[[1,[2],{"a":null},true]]'), { nested: 'json' })).toBe('1,[2],"{""a"":null}",true\n');
    expect(code(() => jsonToCsv(parseJson('[[1],{"a":1}]')))).toBe('CANNOT_CONVERT csv-not-records $[1]');
  });
  it('says where the CSV goes wrong', () => {
    expect(code(() => csvToJson('a,b\n1,2\n3'))).toBe('INVALID_CSV field-count 3');
    expect(code(() => csvToJson('a\nx"y'))).toBe('INVALID_CSV quote-in-field 2');
    expect(code(() => csvToJson('a\n"x'))).toBe('INVALID_CSV unterminated-quote 2');
    expect(code(() => csvToJson(''))).toBe('INVALID_CSV empty 1');
  });
});
