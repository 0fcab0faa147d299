"""Writes xml.json: what Python 3.11's xmltodict (1.0.4, on expat) makes of XML texts, as JSON text
(json.dumps keeps integers of any size exactly and the order of members), with the reading options the
engine's xmlToJson mirrors; whether expat refuses a text and on which line; and what xmltodict reads back
from what xmltodict.unparse writes for JSON values. The engine's reader and writer must agree. Run:
python3 test/vectors/json/make-xml.py"""
import json, pathlib, re
from xml.parsers.expat import ExpatError
import xmltodict

DOCS = [
    # attributes, repeated and empty elements
    '<a id="7" kind="x"><b>1</b><c/><b>2</b><d></d></a>',
    '<catalog><book id="bk101"><author>Gambardella, Matthew</author><price>44.95</price></book>'
    '<book id="bk102"><author>Ralls, Kim</author><price>5.95</price></book></catalog>',
    # namespaces: names keep their prefixes, xmlns declarations are attributes
    '<x:a xmlns:x="urn:x" xmlns="urn:default" x:y="2"><x:b/><c>t</c></x:a>',
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>'
    '<m:GetPrice xmlns:m="https://example.org/prices"><m:Item>Apples</m:Item></m:GetPrice></soap:Body></soap:Envelope>',
    # CDATA joins the text; markup inside it is text
    '<a><![CDATA[<raw> & ]]]]><![CDATA[>]]> and text</a>',
    '<script type="js"><![CDATA[if (a < b && c > d) {}]]></script>',
    # mixed content: the text pieces joined, ends trimmed; children in order of first appearance
    '<p>Hello <b>world</b> again</p>',
    '<p>  Hello <b>world</b>  <i>x</i> again </p>',
    '<a b="1" c="2"><d>3</d>t<d>4</d></a>',
    # the predefined entities and character references, in text and attributes
    '<a q="&quot;&apos;&lt;&gt;&amp;" n="&#65;&#x42;">&lt;tag&gt; &amp; &#x1F600; &#169;</a>',
    '<a t="x&#9;y&#10;z" u="x\ty\nz"/>',
    # Unicode: names and text beyond ASCII, astral characters
    '<\u6570\u636e \u5c5e\u6027="\u503c"><\u540d\u5b57>\u4e2d\u6587 \u7e41\u9ad4</\u540d\u5b57><e>\U0001F600 caf\u00e9</e></\u6570\u636e>',
    # declaration, comments, processing instructions, a DOCTYPE without entities
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- c -->\n<?pi data?>\n<a><!-- x -->t<?p q?></a>\n',
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">'
    '<html><body/></html>',
    # layout white space, CRLF line ends
    '<a>\n  <b>x</b>\n  <c>\n    <d> y z </d>\n  </c>\n</a>\n',
    '<a>\r\n  <b>line1\r\nline2</b>\r\n</a>',
    # values a typed reading changes (numbers exact, true/false) and ones it keeps
    '<r n="12345678901234567890" f="-0.5"><i>42</i><x>1.5e3</x><t>true</t><z>007</z><s>1,5</s><b>False</b><e/></r>',
    # an attribute and a child of one name collide with an empty prefix; the text key and a child too
    '<a b="1"><b>2</b><text>3</text>4</a>',
    # deep and wide
    '<a><b><c><d><e><f>deep</f></e></d></c></b></a>',
    '<list>' + ''.join(f'<item n="{i}">{i}</item>' for i in range(12)) + '</list>',
]

# expat refuses these; the line of its error
BAD = [
    '<a>\n  <b>x</c></a>',
    '<a>',
    '<a></a><b/>',
    '',
    'text',
    '<a x="1" x="2"/>',
    '<a x=1/>',
    '<a>&nbsp;</a>',
    '<a>&#0;</a>',
    '<a>\n<!-- unclosed\n</a>',
    '<a><![CDATA[x</a>',
    '<a b="<"/>',
    '<1a/>',
    '<a>\n\n  & b\n</a>',
]

JSON_NUMBER = re.compile(r'-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?')


def typed(path, key, value):
    if isinstance(value, str):
        if JSON_NUMBER.fullmatch(value):
            return key, int(value) if re.fullmatch(r'-?\d+', value) else float(value)
        if value in ('true', 'false'):
            return key, value == 'true'
    return key, value


READ = {
    'default': dict(attr_prefix='@_'),
    'always': dict(attr_prefix='@_', force_list=True),
    'noattrs': dict(attr_prefix='@_', xml_attribs=False),
    'typed': dict(attr_prefix='@_', postprocessor=typed),
    'custom': dict(attr_prefix='', cdata_key='text'),
}
OPTIONS = {
    'default': {},
    'always': {'arrays': 'always'},
    'noattrs': {'attributes': False},
    'typed': {'typed': True},
    'custom': {'attributePrefix': '', 'textKey': 'text'},
}

WRITE = [
    {'a': {'@_id': '7', 'b': ['x', 'y'], 'c': None, '#text': 't & <u>'}},
    {'r': {'n': 12345678901234567890, 'f': -0.5, 't': True, 'u': 'caf\u00e9 \U0001F600 \u4e2d', 'e': ''}},
    {'a': {'@_q': 'say "hi" & <bye>', '@_w': 'tab\there\nnewline', 'b': {'c': {'d': 'deep'}}}},
    {'x:a': {'@_xmlns:x': 'urn:x', 'x:b': [{'@_k': '1'}, {'@_k': '2', '#text': 'two'}]}},
    {'a': {'b': 'line1\nline2', 'c': ']]> stays text'}},
    {'\u6570\u636e': {'@_\u5c5e\u6027': '\u503c', '\u540d\u5b57': '\u4e2d\u6587'}},
]


def main():
    out = {'read': [], 'bad': [], 'write': []}
    for d in DOCS:
        row = {'text': d}
        for name, kw in READ.items():
            row[name] = json.dumps(xmltodict.parse(d, **kw), ensure_ascii=False)
        out['read'].append(row)
    for d in BAD:
        try:
            xmltodict.parse(d)
            raise SystemExit(f'expat took {d!r}')
        except ExpatError as e:
            out['bad'].append({'text': d, 'line': e.lineno, 'expat': str(e)})
    for j in WRITE:
        xml = xmltodict.unparse(j, attr_prefix='@_')
        back = xmltodict.parse(xml, attr_prefix='@_')
        out['write'].append({'json': json.dumps(j, ensure_ascii=False), 'xmltodict': xml, 'back': json.dumps(back, ensure_ascii=False)})
    out['options'] = OPTIONS
    path = pathlib.Path(__file__).with_name('xml.json')
    path.write_text(json.dumps(out, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')


main()
