import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/errors.ts';
import {
  JsonObject,
  type JsonValue,
  jsonEqual,
  jsonToXml,
  parseJson,
  stringifyJson,
  type XmlReadOptions,
  xmlToJson,
} from '../../src/json/index.ts';

// made by test/vectors/json/make-xml.py with Python 3.11's xmltodict 1.0.4 (on expat 2.5.0)
const v = JSON.parse(readFileSync(new URL('../vectors/json/xml.json', import.meta.url), 'utf8')) as {
  read: Array<Record<string, string>>;
  bad: Array<{ text: string; line: number; expat: string }>;
  write: Array<{ json: string; xmltodict: string; back: string }>;
  options: Record<string, XmlReadOptions>;
};

/** The same JSON text, members in the same order (numbers as written: the readers keep strings). */
const sameText = (ours: JsonValue, python: string) =>
  expect(stringifyJson(ours)).toBe(stringifyJson(parseJson(python)));

function failure(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError)
      return `${e.code} ${e.params.detail ?? ''} ${e.params.path ?? `${e.params.line}:${e.params.column}`}`;
    throw e;
  }
  return 'no error';
}

describe('xmlToJson reads as xmltodict does', () => {
  for (const [i, row] of v.read.entries()) {
    for (const [name, options] of Object.entries(v.options)) {
      it(`document ${i} (${name}): ${JSON.stringify(row.text).slice(0, 60)}`, () => {
        const ours = xmlToJson(row.text as string, options);
        // xmltodict's typed values went through Python floats (1.5e3 is 1500.0): equal by value there
        if (name === 'typed') expect(jsonEqual(ours, parseJson(row[name] as string))).toBe(true);
        else sameText(ours, row[name] as string);
      });
    }
  }

  it('a typed reading keeps integers and fractions as written', () => {
    const doc = '<r n="12345678901234567890" f="-0.50"><x>1.5e3</x></r>';
    expect(stringifyJson(xmlToJson(doc, { typed: true }))).toBe(
      '{"r":{"@_n":12345678901234567890,"@_f":-0.50,"x":1.5e3}}',
    );
  });

  it('refuses every text expat refuses, on the line expat names', () => {
    for (const bad of v.bad) {
      let err: unknown;
      try {
        xmlToJson(bad.text);
      } catch (e) {
        err = e;
      }
      expect(err, bad.text).toBeInstanceOf(EngineError);
      expect((err as EngineError).code).toBe('INVALID_XML');
      expect((err as EngineError).params.line, `${bad.text} (${bad.expat})`).toBe(bad.line);
    }
  });

  it('names what is wrong, with line and column', () => {
    expect(failure(() => xmlToJson('<a>\n  <b>x</c></a>'))).toBe('INVALID_XML tag 2:7');
    expect(failure(() => xmlToJson('<a x="1" x="2"/>'))).toBe('INVALID_XML attribute 1:15');
    expect(failure(() => xmlToJson('<a>&nbsp;</a>'))).toBe('INVALID_XML undefined-entity 1:4');
    expect(failure(() => xmlToJson('<a>&#0;</a>'))).toBe('INVALID_XML reference 1:8');
    expect(failure(() => xmlToJson('<a><![CDATA[x</a>'))).toBe('INVALID_XML unclosed 1:13');
    expect(failure(() => xmlToJson('<a></a><b/>'))).toBe('INVALID_XML extra-content 1:8');
    expect(failure(() => xmlToJson(''))).toBe('INVALID_XML no-root 1:1');
  });
});

describe('adversarial XML', () => {
  // the billion laughs (CVE-2003-1564): ten levels of ten references
  const laughs = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE lolz [',
    ' <!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, k) => ` <!ENTITY lol${k + 1} "${`&lol${k === 0 ? '' : k};`.repeat(10)}">`),
    ']>',
    '<lolz>&lol9;</lolz>',
  ].join('\n');

  it('refuses an entity a DOCTYPE declares, at its declaration, in no time', () => {
    const start = performance.now();
    expect(failure(() => xmlToJson(laughs))).toBe('INVALID_XML entity-declared 12:2');
    expect(performance.now() - start).toBeLessThan(500);
    expect(failure(() => xmlToJson('<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>'))).toBe(
      'INVALID_XML entity-declared 1:14',
    );
  });

  it('refuses external entities (XXE), referred to or not, general or parameter', () => {
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE r [\n  <!ENTITY x SYSTEM "file:///etc/passwd">\n]>\n<r>&x;</r>';
    expect(failure(() => xmlToJson(xxe))).toBe('INVALID_XML external-entity 3:3');
    expect(failure(() => xmlToJson(xxe.replace('&x;', '')))).toBe('INVALID_XML external-entity 3:3');
    const param = '<!DOCTYPE r [<!ENTITY % p PUBLIC "-//x" "http://127.0.0.1/x.dtd"> %p;]><r/>';
    expect(failure(() => xmlToJson(param))).toBe('INVALID_XML external-entity 1:14');
  });

  it('takes a DOCTYPE that declares no entity, and one whose internal entities go unused', () => {
    expect(stringifyJson(xmlToJson('<!DOCTYPE a [<!ELEMENT a (#PCDATA)>]><a>t</a>'))).toBe('{"a":"t"}');
    expect(stringifyJson(xmlToJson('<!DOCTYPE a [<!ENTITY e "x">]><a>t</a>'))).toBe('{"a":"t"}');
  });

  it('refuses nesting past 1,000 levels, also far past what the stack holds', () => {
    const nest = (n: number) => `${'<a>'.repeat(n)}${'</a>'.repeat(n)}`;
    expect(xmlToJson(nest(1000))).toBeTruthy();
    expect(failure(() => xmlToJson(nest(1001)))).toBe('INVALID_XML too-deep 1:3001');
    expect(failure(() => xmlToJson(nest(200_000)))).toMatch(/^INVALID_XML too-deep/);
  });

  it('keeps attribute names that are Object.prototype members as plain members', () => {
    expect(stringifyJson(xmlToJson('<a __proto__="x" constructor="y"><toString/></a>'))).toBe(
      '{"a":{"@___proto__":"x","@_constructor":"y","toString":null}}',
    );
  });
});

describe('jsonToXml', () => {
  it('writes what xmltodict reads back as xmltodict reads back its own unparse', () => {
    for (const w of v.write) {
      const value = parseJson(w.json);
      sameText(xmlToJson(jsonToXml(value)), w.back);
      sameText(xmlToJson(jsonToXml(value, { indent: 0, declaration: false })), w.back);
      // and our reader reads xmltodict's writing as xmltodict does
      sameText(xmlToJson(w.xmltodict), w.back);
    }
  });

  it('lays out, escapes and declares', () => {
    const value = parseJson('{"a":{"@_id":7,"@_q":"\\"<&\\t","b":["x","y"],"c":null,"#text":"t & <u> ]]>"}}');
    expect(jsonToXml(value)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a id="7" q="&quot;&lt;&amp;&#9;">t &amp; &lt;u&gt; ]]&gt;\n  <b>x</b>\n  <b>y</b>\n  <c/>\n</a>\n',
    );
    expect(jsonToXml(value, { indent: 0, declaration: false })).toBe(
      '<a id="7" q="&quot;&lt;&amp;&#9;">t &amp; &lt;u&gt; ]]&gt;<b>x</b><b>y</b><c/></a>\n',
    );
    expect(jsonToXml(parseJson('{"r":{"b":1}}'), { indent: 4, declaration: false })).toBe('<r>\n    <b>1</b>\n</r>\n');
    // a CR survives as &#13; (XML 1.0 section 2.11 turns a raw CR into LF)
    expect(stringifyJson(xmlToJson(jsonToXml(parseJson('{"a":"x\\r\\ny"}'))))).toBe('{"a":"x\\r\\ny"}');
  });

  it('wraps what is not one element in <root>, a top-level array as <item>s', () => {
    expect(jsonToXml(parseJson('{"a":1,"b":[1,2]}'), { indent: 0, declaration: false })).toBe(
      '<root><a>1</a><b>1</b><b>2</b></root>\n',
    );
    expect(jsonToXml(parseJson('[1,{"x":2}]'), { indent: 0, declaration: false })).toBe(
      '<root><item>1</item><item><x>2</x></item></root>\n',
    );
    expect(jsonToXml(parseJson('"s"'), { declaration: false })).toBe('<root>s</root>\n');
    expect(jsonToXml(parseJson('{"a":[{"b":1}]}'), { indent: 0, declaration: false })).toBe('<a><b>1</b></a>\n');
  });

  it('refuses what has no XML form, with its path', () => {
    expect(failure(() => jsonToXml(parseJson('{"a b":1}')))).toBe("CANNOT_CONVERT xml-name $['a b']");
    expect(failure(() => jsonToXml(parseJson('{"a":{"@_1x":1}}')))).toBe("CANNOT_CONVERT xml-name $['a']['@_1x']");
    expect(failure(() => jsonToXml(parseJson('{"a":{"@_x":[1]}}')))).toBe("CANNOT_CONVERT xml-attribute $['a']['@_x']");
    expect(failure(() => jsonToXml(parseJson('{"a":{"#text":{}}}')))).toBe(
      "CANNOT_CONVERT xml-attribute $['a']['#text']",
    );
    expect(failure(() => jsonToXml(parseJson('{"a":{"#text":["x",[]]}}')))).toBe(
      "CANNOT_CONVERT xml-attribute $['a']['#text'][1]",
    );
    expect(failure(() => jsonToXml(parseJson('{"a":[[1]]}')))).toBe("CANNOT_CONVERT xml-nested-array $['a'][0]");
    expect(failure(() => jsonToXml(parseJson('{"a":"\\u0000"}')))).toBe("CANNOT_CONVERT xml-char $['a']");
    expect(() => jsonToXml(null, { indent: 9 })).toThrow(RangeError);
  });

  it('round trips: what xmlToJson reads, jsonToXml writes back to the same JSON (both array modes)', () => {
    const name = fc.constantFrom('a', 'b', 'x:c', 'd-e', '\u540d', '_f');
    const text = fc
      .string({
        unit: fc.constantFrom('a', ' ', '&', '<', '>', '"', "'", '\t', '\n', '\r', '\u00e9', '\u{1F600}', ']'),
      })
      .map((s) => s.replace(/^[\x20\t\r\n]+|[\x20\t\r\n]+$/g, ''))
      .filter((s) => s !== '');
    const leaf = fc.oneof(fc.constant(null), text);
    const element = fc.letrec<{ node: JsonValue }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc
          .tuple(
            fc.uniqueArray(fc.tuple(fc.constantFrom('id', 'k', 'x:y'), text), { selector: (p) => p[0], maxLength: 2 }),
            fc.uniqueArray(
              fc.tuple(name, fc.oneof(tie('node'), fc.array(tie('node'), { minLength: 2, maxLength: 3 }))),
              {
                selector: (p) => p[0],
                maxLength: 3,
              },
            ),
            fc.option(text, { nil: undefined }),
          )
          .filter(([attrs, kids, t]) => attrs.length + kids.length > 0 || t !== undefined)
          .map(([attrs, kids, t]) => {
            const entries: Array<readonly [string, JsonValue]> = [
              ...attrs.map(([k, x]) => [`@_${k}`, x] as const),
              ...kids,
            ];
            if (t !== undefined) entries.push(['#text', t]);
            return entries.length === 1 && t !== undefined ? t : new JsonObject(entries);
          }),
      ),
    })).node;
    fc.assert(
      fc.property(name, element, fc.constantFrom(0, 2), (root, value, indent) => {
        const doc = parseJson(stringifyJson(new JsonObject([[root, value]])));
        const xml = jsonToXml(doc, { indent });
        expect(stringifyJson(xmlToJson(xml))).toBe(stringifyJson(doc));
        expect(xmlToJson(jsonToXml(xmlToJson(xml, { arrays: 'always' })), { arrays: 'always' })).toEqual(
          xmlToJson(xml, { arrays: 'always' }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
