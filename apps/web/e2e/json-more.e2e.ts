import { expect } from '@playwright/test';
import { jsonNames } from '../app/tools/json/json.names.ts';
import { moreMessages } from '../app/tools/json/json-more.messages.ts';
import { errorIn, open, python } from './json-support.ts';
import { test } from './support.ts';

// The JSON companions (issue 21 item 4): JSONPath on /jsonformat, /jsonconvert and /jsondiff, each
// driven as a visitor does and checked against Python's own json, yaml (PyYAML), tomllib and csv.

test('JSONPath on /jsonformat compares 20-digit ids exactly, as Python does (en)', async ({ page }) => {
  const m = moreMessages.en_US;
  const watch = await open(page, '/jsonformat', 'en_US');
  const doc =
    '{"items":[{"id":18446744073709551617,"name":"a"},{"id":18446744073709551616,"name":"b"},{"id":3,"name":"c"}]}';
  await page.locator('#json-input').fill(doc);
  await expect(page.locator('#json-output')).toHaveValue(/18446744073709551617/);
  await page.locator('#jsonpath-query').fill('$.items[?@.id > 18446744073709551616].name');
  const want = JSON.parse(
    python(
      'import json,sys; d=json.load(sys.stdin); print(json.dumps([x["name"] for x in d["items"] if x["id"] > 18446744073709551616]))',
      doc,
    ),
  ) as string[];
  await expect(page.getByTestId('jsonpath-value')).toHaveText(want.map((n) => JSON.stringify(n)));
  await expect(page.getByTestId('jsonpath-path')).toHaveText(["$['items'][0]['name']"]);
  // RFC 9535 section 1.5: $..name finds every name, in document order
  await page.locator('#jsonpath-query').fill('$..id');
  await expect(page.getByTestId('jsonpath-value')).toHaveText(['18446744073709551617', '18446744073709551616', '3']);
  // a bad query: the message beside the field, with its column
  await page.locator('#jsonpath-query').fill('$.items[?@.id = 1]');
  await expect(page.getByTestId('jsonpath')).toContainText(
    errorIn('en_US', 'INVALID_JSONPATH', { column: 15, reason: m.reasons.jsonpath['unexpected-char'] }),
  );
  watch.check();
});

test('/jsonconvert JSON to YAML, CSV and TOML reads back the same in Python (zh_Hans_CN)', async ({ page }) => {
  const m = moreMessages.zh_Hans_CN;
  const watch = await open(page, '/zh-hans/jsonconvert', 'zh_Hans_CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jsonNames.zh_Hans_CN.jsonconvert.name);
  const doc =
    '[{"id":12345678901234567890,"name":"Lin, Wei","on":"yes","score":9.75,"tags":{"a":1}},{"id":2,"name":"A \\"q\\"","on":null,"score":10}]';
  const input = page.locator('#convert-input');
  await input.fill(doc);
  const out = page.locator('#convert-output');
  await expect(out).toHaveValue(/12345678901234567890/);
  const yaml = await out.inputValue();
  const same = 'import json,sys,yaml; a,b=sys.stdin.read().split("\\0"); print(json.loads(a)==yaml.safe_load(b))';
  expect(python(same, `${doc}\0${yaml}`).trim()).toBe('True');

  await page.getByLabel(m.to).selectOption('csv');
  await expect(page.locator('#convert-input').locator('..').locator('..')).toContainText(
    errorIn('zh_Hans_CN', 'CANNOT_CONVERT', { path: "$[0]['tags']", reason: m.reasons.convert['csv-nested'] }),
  );
  await expect(input).toHaveValue(doc);
  await page.getByLabel(m.nested).selectOption('flatten');
  await page.getByLabel(m.delimiter).selectOption('semicolon');
  await expect(out).toHaveValue(/tags\.a/);
  const csv = await out.inputValue();
  const rows = JSON.parse(
    python('import csv,json,sys; print(json.dumps(list(csv.DictReader(sys.stdin, delimiter=";"))))', csv),
  ) as Array<Record<string, string>>;
  expect(rows).toEqual([
    { id: '12345678901234567890', name: 'Lin, Wei', on: 'yes', score: '9.75', 'tags.a': '1' },
    { id: '2', name: 'A "q"', on: '', score: '10', 'tags.a': '' },
  ]);

  await page.getByLabel(m.to).selectOption('toml');
  await input.fill('{"id":9223372036854775807,"owner":{"name":"Ada","tags":["x"]},"f":0.5}');
  await expect(out).toHaveValue(/9223372036854775807/);
  const toml = await out.inputValue();
  expect(
    python(
      'import json,sys,tomllib; a,b=sys.stdin.read().split("\\0"); print(json.loads(a)==tomllib.loads(b))',
      `{"id":9223372036854775807,"owner":{"name":"Ada","tags":["x"]},"f":0.5}\0${toml}`,
    ).trim(),
  ).toBe('True');
  watch.check();
});

test('/jsonconvert YAML, TOML and CSV to JSON as Python reads them, errors by line (zh_Hant_HK)', async ({ page }) => {
  const m = moreMessages.zh_Hant_HK;
  const watch = await open(page, '/zh-hant/jsonconvert', 'zh_Hant_HK');
  const input = page.locator('#convert-input');
  const out = page.locator('#convert-output');
  // each case waits for a sign of its own result, so a stale output from the case before is never read
  const cases: Array<[string, string, string, RegExp]> = [
    [
      'yaml',
      'id: 12345678901234567890\nname: 中文\nlist: [1, -2.5, {a: null}]\n',
      'import json,sys,yaml; print(json.dumps(yaml.safe_load(sys.stdin)))',
      /中文/,
    ],
    [
      'yaml',
      // merge keys (issue 40), as in a compose file: own keys win, the earlier of a list wins
      'x-base: &base {image: app, restart: always, env: {A: 1}}\nx-log: &log {restart: "no", logging: json}\nservices:\n  web:\n    <<: [*base, *log]\n    ports: [80]\n  db:\n    image: postgres\n    <<: *base\n',
      'import json,sys,yaml; print(json.dumps(yaml.safe_load(sys.stdin)))',
      /"postgres"/,
    ],
    [
      'toml',
      'id = 9223372036854775807\n[owner]\nname = "Ada"\nnums = [1, 2]\n',
      'import json,sys,tomllib; print(json.dumps(tomllib.loads(sys.stdin.read())))',
      /"Ada"/,
    ],
    [
      'csv',
      'id,name\n12345678901234567890,"a, ""b"""\n',
      'import csv,json,sys; print(json.dumps(list(csv.DictReader(sys.stdin))))',
      /a, \\"b/,
    ],
  ];
  for (const [from, text, code, sign] of cases) {
    await page.getByLabel(m.from).selectOption(from);
    await page.getByLabel(m.to).selectOption('json');
    if (from === 'csv') await page.getByLabel(m.csvNumbers).uncheck();
    await input.fill(text);
    const want = python(code, text);
    await expect(out).toHaveValue(sign);
    const got = await out.inputValue();
    const equal = 'import json,sys; a,b=sys.stdin.read().split("\\0"); print(json.loads(a)==json.loads(b))';
    expect(python(equal, `${got}\0${want}`).trim(), `${from}: ${got} vs ${want}`).toBe('True');
  }
  await page.getByLabel(m.from).selectOption('yaml');
  await input.fill('a: 1\nb: [1, 2\nc: 3\n');
  await expect(input.locator('..').locator('..')).toContainText('YAML 無效，第 3 行第 1 欄');
  watch.check();
});

test('/jsonconvert says why a CSV is empty or has no columns (issue 40, en)', async ({ page }) => {
  const m = moreMessages.en_US;
  const watch = await open(page, '/jsonconvert', 'en_US');
  const input = page.locator('#convert-input');
  const out = page.locator('#convert-output');
  // in English "To" is also part of other labels on the page
  await page.locator('#convert-to').selectOption('csv');
  await input.fill('[{"a":1}]');
  await expect(out).toHaveValue('a\n1\n');
  await expect(page.getByTestId('convert-note')).toHaveCount(0);
  await input.fill('[]');
  await expect(page.getByTestId('convert-note')).toHaveText(m.csvEmpty);
  await expect(out).toHaveValue('');
  // what Python's csv.DictWriter writes for objects with no fields
  const dictWriter =
    'import csv,io,json,sys; r=json.load(sys.stdin); b=io.StringIO(); w=csv.DictWriter(b,fieldnames=[],lineterminator="\\n"); w.writeheader(); w.writerows(r); sys.stdout.write(b.getvalue())';
  await input.fill('[{}, {}]');
  await expect(page.getByTestId('convert-note')).toHaveText(m.csvNoColumns);
  await expect(out).toHaveValue(python(dictWriter, '[{}, {}]'));
  await expect(input).toHaveValue('[{}, {}]');
  watch.check();
});

test('/jsondiff lists what a Python diff finds, numbers compared exactly (zh_Hant_HK, en)', async ({ page }) => {
  const watch = await open(page, '/zh-hant/jsondiff', 'zh_Hant_HK');
  const m = moreMessages.zh_Hant_HK;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jsonNames.zh_Hant_HK.jsondiff.name);
  const left = '{"id":12345678901234567890,"price":1.0,"tags":["a","b"],"o":{"x":1,"y":[1,2,3]}}';
  const right = '{"id":12345678901234567891,"price":1,"tags":["a","c","d"],"o":{"y":[1,2],"z":null}}';
  await page.locator('#diff-left').fill(left);
  await page.locator('#diff-right').fill(right);
  // an independent structural diff: Python json with exact decimals, arrays by index
  const pyDiff = `
import json,sys
from decimal import Decimal
a,b=[json.loads(t, parse_float=Decimal) for t in sys.stdin.read().split("\\0")]
def p(path): return "$"+"".join(f"[{k}]" if isinstance(k,int) else "['"+k+"']" for k in path)
out=[]
def d(x,y,path):
  if isinstance(x,dict) and isinstance(y,dict):
    for k in x:
      if k in y: d(x[k],y[k],path+[k])
      else: out.append(("removed",p(path+[k])))
    for k in y:
      if k not in x: out.append(("added",p(path+[k])))
  elif isinstance(x,list) and isinstance(y,list):
    for i in range(min(len(x),len(y))): d(x[i],y[i],path+[i])
    for i in range(len(y),len(x)): out.append(("removed",p(path+[i])))
    for i in range(len(x),len(y)): out.append(("added",p(path+[i])))
  elif type(x) in (bool,) or type(y) in (bool,) or x is None or y is None:
    if not (x is y): out.append(("changed",p(path)))
  elif x!=y or isinstance(x,str)!=isinstance(y,str): out.append(("changed",p(path)))
d(a,b,[])
print(json.dumps(sorted(out)))`;
  const want = (JSON.parse(python(pyDiff, `${left}\0${right}`)) as Array<[string, string]>).map(
    ([k, path]) => `${k} ${path}`,
  );
  await expect(page.getByTestId('diff-change')).toHaveCount(want.length);
  const kinds = await page.locator('[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
  const paths = await page.getByTestId('diff-path').allTextContents();
  expect(kinds.map((k, i) => `${k} ${paths[i]}`).sort()).toEqual(want);
  await expect(page.getByText(m.kinds.changed).first()).toBeVisible();
  // numbers as written: 1.0 against 1 becomes a difference
  await page.getByLabel(m.numbers).selectOption('text');
  await expect(page.getByTestId('diff-change')).toHaveCount(want.length + 1);
  // LCS matching: one inserted item is one addition
  await page.locator('#diff-left').fill('[1,2,3]');
  await page.locator('#diff-right').fill('[0,1,2,3]');
  await page.getByLabel(m.arrays).selectOption('lcs');
  await expect(page.getByTestId('diff-change')).toHaveCount(1);
  await expect(page.getByTestId('diff-path')).toHaveText(['$[0]']);
  // a parse error goes beside its own field
  await page.locator('#diff-right').fill('[0,1,');
  await expect(page.locator('#diff-right').locator('..').locator('..')).toContainText('JSON 無效，第 1 行第 6 欄');
  watch.check();
});

test('/jsondiff: the JSON Patch applies in Python jsonpatch 1.33, the merge patch by RFC 7396 section 2 (issue 40, en, zh_Hans_CN)', async ({
  page,
}) => {
  const watch = await open(page, '/jsondiff', 'en_US');
  const m = moreMessages.en_US;
  const left = '{"id":12345678901234567890,"a/b":1,"m~n":[1,2,3],"o":{"x":1,"y":{"k":true}},"gone":"x"}';
  const right = '{"id":12345678901234567891,"a/b":2,"m~n":[1],"o":{"x":1,"y":{"k":false,"n":[null]}},"new":{"p":1.5}}';
  await page.locator('#diff-left').fill(left);
  await page.locator('#diff-right').fill(right);
  await expect(page.getByTestId('diff-change').first()).toBeVisible();
  await page.getByLabel(m.view, { exact: true }).selectOption('patch');
  await expect(page).toHaveURL(/view=patch/);
  await expect(page.getByTestId('patch-checked')).toHaveText(m.checked);
  const patch = await page.locator('#diff-patch').inputValue();
  await expect(page.getByTestId('patch-result').getByRole('button', { name: /copy/i })).toBeEnabled();
  // Python's jsonpatch applies the page's patch to the first document and gets the second, exactly
  const applied = `
import json,sys,jsonpatch
from decimal import Decimal
a,p,b=[json.loads(t, parse_float=Decimal) for t in sys.stdin.read().split("\\0")]
print(jsonpatch.apply_patch(a, p) == b)`;
  expect(python(applied, `${left}\0${patch}\0${right}`).trim()).toBe('True');
  await page.getByLabel(m.view, { exact: true }).selectOption('merge');
  await expect(page.getByTestId('merge-checked')).toHaveText(m.checked);
  const merge = await page.locator('#diff-merge').inputValue();
  // RFC 7396 section 2's MergePatch, transcribed
  const merged = `
import json,sys
from decimal import Decimal
def merge(t, p):
  if isinstance(p, dict):
    if not isinstance(t, dict): t = {}
    for k, v in p.items():
      if v is None: t.pop(k, None)
      else: t[k] = merge(t.get(k), v)
    return t
  return p
a,p,b=[json.loads(t, parse_float=Decimal) for t in sys.stdin.read().split("\\0")]
print(merge(a, p) == b)`;
  expect(python(merged, `${left}\0${merge}\0${right}`).trim()).toBe('True');
  // with equal items matched, an item put at the front of a list is one operation, and Python applies it too
  await page.getByLabel(m.view, { exact: true }).selectOption('patch');
  const listA = '{"l":[{"id":1},{"id":2},{"id":3}]}';
  const listB = '{"l":[{"id":0},{"id":1},{"id":2},{"id":3}]}';
  await page.locator('#diff-left').fill(listA);
  await page.locator('#diff-right').fill(listB);
  await page.getByLabel(m.arrays, { exact: true }).selectOption('lcs');
  await expect(page.locator('#diff-patch')).toHaveValue(/"op": "add",\n {4}"path": "\/l\/0"/);
  await expect(page.getByTestId('patch-checked')).toHaveText(m.checked);
  const lcsPatch = await page.locator('#diff-patch').inputValue();
  expect(JSON.parse(lcsPatch)).toHaveLength(1);
  expect(python(applied, `${listA}\0${lcsPatch}\0${listB}`).trim()).toBe('True');
  watch.check();

  // a member set to null has no merge patch: the message says where, in the visitor's language
  const zh = await open(page, '/zh-hans/jsondiff#view=merge', 'zh_Hans_CN');
  await page.locator('#diff-left').fill('{"a":1,"b":2}');
  await page.locator('#diff-right').fill('{"a":null,"b":2}');
  await expect(page.getByTestId('merge-error')).toHaveText(errorIn('zh_Hans_CN', 'NO_MERGE_PATCH', { path: "$['a']" }));
  await page.getByLabel(moreMessages.zh_Hans_CN.view, { exact: true }).selectOption('patch');
  await expect(page.locator('#diff-patch')).toHaveValue(/"op": "replace",\n {4}"path": "\/a",\n {4}"value": null/);
  zh.check();
});

test('/jsonconvert reads and writes JSON5 as Python json5 0.15.0 does; a bad JSON5 says its line and column (issue 40, en, zh_Hant_HK)', async ({
  page,
}) => {
  const watch = await open(page, '/jsonconvert', 'en_US');
  const m = moreMessages.en_US;
  // the json5 wheel on this machine, imported from the file (not installed)
  const py5 = (code: string, data: string) =>
    python(
      `import sys; sys.path.insert(0, "/opt/pypi/files/json5-0.15.0-py3-none-any.whl"); import json5, json\n${code}`,
      data,
    );
  const source =
    "{\n  // comments\n  unquoted: 'and you can quote me on that',\n  lineBreaks: \"Look, Mom! \\\nNo \\\\n's!\",\n  hexadecimal: 0xdecaf,\n  leadingDecimalPoint: .8675309, andTrailing: 8675309.,\n  positiveSign: +1,\n  big: 12345678901234567890,\n  trailingComma: 'in objects', andIn: ['arrays',],\n  \"backwardsCompatible\": \"with JSON\",\n}\n";
  await page.locator('#convert-from').selectOption('json5');
  await page.locator('#convert-to').selectOption('json');
  await expect(page.getByTestId('json5-note')).toHaveText(m.json5Note);
  await page.locator('#convert-input').fill(source);
  const out = page.locator('#convert-output');
  await expect(out).toHaveValue(/12345678901234567890/);
  const json = await out.inputValue();
  expect(
    py5('a, b = sys.stdin.read().split("\\0"); print(json5.loads(a) == json.loads(b))', `${source}\0${json}`).trim(),
  ).toBe('True');
  // and back: the JSON5 the page writes reads in Python as the JSON it came from
  await page.locator('#convert-from').selectOption('json');
  await page.locator('#convert-to').selectOption('json5');
  await page.locator('#convert-input').fill(json);
  await expect(out).toHaveValue(/^\{\n {2}unquoted: /);
  const written = await out.inputValue();
  expect(
    py5('a, b = sys.stdin.read().split("\\0"); print(json5.loads(a) == json.loads(b))', `${written}\0${json}`).trim(),
  ).toBe('True');
  watch.check();

  const zh = await open(page, '/zh-hant/jsonconvert#from=json5&to=json', 'zh_Hant_HK');
  await page.locator('#convert-input').fill("{\n  a: 'x',\n  b: 01,\n}");
  await expect(page.locator('#convert-input').locator('..').locator('..')).toContainText(
    errorIn('zh_Hant_HK', 'INVALID_JSON5', {
      line: 3,
      column: 6,
      reason: moreMessages.zh_Hant_HK.reasons.json5['bad-number'],
    }),
  );
  zh.check();
});

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`/jsonconvert: one object and arrays of arrays to CSV and back, as Python's csv module does (issue 40, ${lang})`, async ({
    page,
  }) => {
    const m = moreMessages[lang];
    const watch = await open(page, lang === 'en_US' ? '/jsonconvert' : '/zh-hant/jsonconvert', lang);
    const input = page.locator('#convert-input');
    const out = page.locator('#convert-output');
    await page.locator('#convert-to').selectOption('csv');
    // one object: csv.DictWriter's header and one row
    const record = '{"id":"12345678901234567890","name":"Lin, Wei","note":"a \\"q\\""}';
    await input.fill(record);
    const dictWriter =
      'import csv,json,sys; r=json.load(sys.stdin); w=csv.DictWriter(sys.stdout, fieldnames=list(r), lineterminator="\\n"); w.writeheader(); w.writerow(r)';
    await expect(out).toHaveValue(python(dictWriter, record));
    // arrays of arrays: csv.writer's rows, no header
    const rows = '[["a","b"],["1"],[],["x,y","z","extra"]]';
    await input.fill(rows);
    const writer = 'import csv,json,sys; csv.writer(sys.stdout, lineterminator="\\n").writerows(json.load(sys.stdin))';
    const rowsCsv = python(writer, rows);
    await expect(out).toHaveValue(rowsCsv);

    // and back: csv.reader's lists, csv.DictReader's one record
    await page.locator('#convert-from').selectOption('csv');
    await page.locator('#convert-to').selectOption('json');
    // csv.reader gives text cells: numbers stay text here
    await page.getByLabel(m.csvNumbers).uncheck();
    await page.getByLabel(m.csvShape, { exact: true }).selectOption({ label: m.csvShapes.rows });
    await expect(page).toHaveURL(/shape=rows/);
    await input.fill(rowsCsv);
    // the output is CSV until the new job is done: not JSON yet
    const asJson = async () => {
      try {
        return JSON.parse(await out.inputValue()) as unknown;
      } catch {
        return null;
      }
    };
    const readerRows = python('import csv,json,sys; print(json.dumps(list(csv.reader(sys.stdin))))', rowsCsv);
    await expect.poll(asJson).toEqual(JSON.parse(readerRows));
    await page.getByLabel(m.csvShape, { exact: true }).selectOption({ label: m.csvShapes.record });
    const recordCsv = python(dictWriter, record);
    await input.fill(recordCsv);
    await expect.poll(asJson).toEqual(JSON.parse(record));
    await input.fill(`${recordCsv}2,x,y\n`);
    await expect(page.locator('#convert-input').locator('..').locator('..')).toContainText(
      errorIn(lang, 'INVALID_CSV', { line: 3, column: 1, reason: m.reasons.csv['one-record'] }),
    );
    watch.check();
  });
}
