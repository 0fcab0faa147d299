import { expect } from '@playwright/test';
import { xmlMessages } from '../app/tools/json/json-xml.messages.ts';
import { errorIn, open, python } from './json-support.ts';
import { test } from './support.ts';

// XML on /jsonconvert (issue 40, decision 0178), driven as a visitor does and checked against Python's
// xmltodict (1.0.4 on this machine): what the page reads, xmltodict reads alike; what it writes,
// xmltodict reads back to the JSON it came from.

const DOC = `<?xml version="1.0" encoding="UTF-8"?>
<!-- a catalogue -->
<catalog xmlns:x="urn:example">
  <book id="bk101" x:lang="en">
    <title>XML &amp; JSON &#x1F600;</title>
    <price>44.95</price>
    <note><![CDATA[<b>raw</b>]]> and text</note>
  </book>
  <book id="bk102"><title>\u4e2d\u6587 \u7e41\u9ad4</title><empty/></book>
  <p>Hello <b>world</b> again</p>
</catalog>
`;

test('/jsonconvert reads XML as xmltodict does, with each option, and writes XML xmltodict reads back (issue 40, en)', async ({
  page,
}) => {
  const m = xmlMessages.en_US;
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const watch = await open(page, '/jsonconvert', 'en_US');
  // nothing of XML on the first load: its options and code come when XML is chosen
  expect(requests.filter((u) => /xml/i.test(new URL(u).pathname))).toEqual([]);
  await page.locator('#convert-from').selectOption('xml');
  await page.locator('#convert-to').selectOption('json');
  await expect(page.getByTestId('xml-note')).toHaveText(m.note);
  const input = page.locator('#convert-input');
  const out = page.locator('#convert-output');
  await input.fill(DOC);
  await expect(out).toHaveValue(/"@_id": "bk101"/);
  // the options' module came with the choice, the parser with the first XML job (in the worker)
  expect(requests.filter((u) => /\/jsonconvert-xml\.view-/.test(u))).toHaveLength(1);
  expect(requests.filter((u) => /\/json-xml\.job-/.test(u))).toHaveLength(1);
  const same = (options: string, json: string) =>
    python(
      `import json, sys, xmltodict\na, b = sys.stdin.read().split("\\0")\nprint(json.loads(b) == xmltodict.parse(a, ${options}))`,
      `${DOC}\0${json}`,
    ).trim();
  expect(same("attr_prefix='@_'", await out.inputValue())).toBe('True');
  // member order too: xmltodict's dicts keep it, and so does the page's JSON
  const ordered = python(
    "import json, sys, xmltodict; print(json.dumps(xmltodict.parse(sys.stdin.read(), attr_prefix='@_'), indent=2, ensure_ascii=False))",
    DOC,
  );
  expect(`${(await out.inputValue()).trim()}\n`).toBe(ordered);

  await page.getByLabel(m.attributes).selectOption('@');
  await page.getByLabel(m.textKey).selectOption('_text');
  await page.getByLabel(m.arrays).selectOption('always');
  // three choices, each a job of its own: the output is the last one's once xmltodict agrees with it (an
  // output matching the first choice alone was read before the other two had run, on a loaded machine)
  await expect
    .poll(async () => same("attr_prefix='@', cdata_key='_text', force_list=True", await out.inputValue()))
    .toBe('True');
  await page.getByLabel(m.attributes).selectOption('drop');
  await expect(out).not.toHaveValue(/bk101/);
  await expect
    .poll(async () => same("xml_attribs=False, cdata_key='_text', force_list=True", await out.inputValue()))
    .toBe('True');
  await page.getByLabel(m.arrays).selectOption('repeated');
  await page.getByLabel(m.typed).check();
  await expect(out).toHaveValue(/"price": 44\.95/);

  // JSON to XML: 4 spaces, no declaration; xmltodict reads it back to the JSON it came from
  await page.locator('#convert-from').selectOption('json');
  await page.locator('#convert-to').selectOption('xml');
  await page.getByLabel(m.attributes).selectOption('@_');
  await page.getByLabel(m.textKey).selectOption('#text');
  const json =
    '{"order":{"@_id":"12345678901234567890","@_q":"a \\"b\\" & <c>","item":[{"@_sku":"1","#text":"pen"},"ink & \\u00e9"],"note":null,"total":"9.75"}}';
  await input.fill(json);
  await expect(out).toHaveValue(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<order /);
  await page.getByLabel(m.indent).selectOption('4');
  await page.getByLabel(m.declaration).uncheck();
  await expect(out).toHaveValue(/^<order [^\n]*>\n {4}<item sku="1">pen<\/item>\n/);
  const back = python(
    "import json, sys, xmltodict; a, b = sys.stdin.read().split('\\0'); print(json.loads(a) == xmltodict.parse(b, attr_prefix='@_'))",
    `${json}\0${await out.inputValue()}`,
  ).trim();
  expect(back).toBe('True');
  watch.check();
});

test('/jsonconvert refuses the billion laughs and external entities beside the field (issue 40, zh_Hans_CN)', async ({
  page,
}) => {
  const m = xmlMessages.zh_Hans_CN;
  const watch = await open(page, '/zh-hans/jsonconvert#from=xml&to=json', 'zh_Hans_CN');
  await expect(page.getByTestId('xml-note')).toHaveText(m.note);
  const input = page.locator('#convert-input');
  const field = input.locator('..').locator('..');
  const laughs = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE lolz [',
    ' <!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, k) => ` <!ENTITY lol${k + 1} "${`&lol${k === 0 ? '' : k};`.repeat(10)}">`),
    ']>',
    '<lolz>&lol9;</lolz>',
  ].join('\n');
  await input.fill(laughs);
  await expect(field).toContainText(
    errorIn('zh_Hans_CN', 'INVALID_XML', { line: 12, column: 2, reason: m.reasons['entity-declared'] }),
  );
  await input.fill('<?xml version="1.0"?>\n<!DOCTYPE r [\n  <!ENTITY x SYSTEM "file:///etc/passwd">\n]>\n<r>&x;</r>');
  await expect(field).toContainText(
    errorIn('zh_Hans_CN', 'INVALID_XML', { line: 3, column: 3, reason: m.reasons['external-entity'] }),
  );
  await expect(page.locator('#convert-output')).toHaveCount(0);
  watch.check();
});

test('/jsonconvert says where XML is broken and converts it once mended (issue 40, zh_Hant_HK)', async ({ page }) => {
  const m = xmlMessages.zh_Hant_HK;
  const watch = await open(page, '/zh-hant/jsonconvert#from=xml&to=yaml', 'zh_Hant_HK');
  const input = page.locator('#convert-input');
  await input.fill('<a>\n  <b>x</c>\n</a>');
  await expect(input.locator('..').locator('..')).toContainText(
    errorIn('zh_Hant_HK', 'INVALID_XML', { line: 2, column: 7, reason: m.reasons.tag }),
  );
  await input.fill('<a>\n  <b>x</b>\n  <b>\u4e2d\u6587</b>\n</a>');
  await expect(page.locator('#convert-output')).toHaveValue('a:\n  b:\n    - x\n    - "\u4e2d\u6587"\n');
  watch.check();
});
