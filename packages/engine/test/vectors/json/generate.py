"""Regenerates exact-numbers.json with Python 3's json module (CPython 3.11), independently of our code.

Numbers are read with parse_int/parse_float hooks that keep the literal text, then written back in
place of placeholders, so the layout is Python's json.dumps and the digits are exactly as written.
`tree` is the document as [type, ...] lists (object members as [key, value] pairs in order, duplicates
kept through object_pairs_hook), which the tests compare with our parser's view of our own output.
Run: python3 generate.py > exact-numbers.json
"""
import json

DOCS = [
    ("big-int", '{"id":12345678901234567890}'),
    ("precise-decimal", '[0.1000000000000000055511151231257827]'),
    ("twitter-ids", '{"id":1234567890123456789,"id_str":"1234567890123456789","neg":-9223372036854775809}'),
    ("exponents", '[1E+2,1e-7,-0,-0.0,1.0,1.50,2.5e+00,0e0,1E400,-1e-400]'),
    ("mixed", '{"b":1,"a":[true,false,null,{"z":[],"y":{}}],"2":"two","1":3.14159265358979323846264338327950288}'),
    ("nested", '[[[[[[18446744073709551616]]]]],{"a":{"b":{"c":123456789012345678901234567890.000000000000000000001}}}]'),
    ("scalar-number", '99999999999999999999999999'),
    ("scalar-string", '"plain"'),
    ("unicode", '{"名前":"テスト","emoji":"🙂","k":[1,2]}'),
    ("whitespace", ' \n\t{ "a" : [ 1 , 2 ,\r\n 3 ] , "b" : { } , "c" : [ ] } \n'),
]

DUP_DOCS = [
    ("duplicate-keys", '{"a":1,"a":2,"b":{"a":3,"a":[4]}}'),
    ("integer-like-keys", '{"b":0,"10":1,"2":2,"a":3,"1":4}'),
]


class Num:
    def __init__(self, raw):
        self.raw = raw


def load(text, pairs=False):
    return json.loads(
        text,
        parse_int=Num,
        parse_float=Num,
        object_pairs_hook=(lambda p: ("obj", p)) if pairs else None,
    )


def tree(v):
    if isinstance(v, tuple) and v[0] == "obj":
        return ["object", [[k, tree(x)] for k, x in v[1]]]
    if isinstance(v, list):
        return ["array", [tree(x) for x in v]]
    if isinstance(v, Num):
        return ["number", v.raw]
    if isinstance(v, str):
        return ["string", v]
    if v is None:
        return ["null"]
    return ["boolean", v]


def dumps(text, **kw):
    nums = []

    def hook(raw):
        nums.append(raw)
        return "\u0000%d\u0000" % (len(nums) - 1)

    v = json.loads(text, parse_int=hook, parse_float=hook)
    out = json.dumps(v, ensure_ascii=False, **kw)
    for k, raw in enumerate(nums):
        out = out.replace(json.dumps("\u0000%d\u0000" % k), raw, 1)
    return out


cases = []
for name, text in DOCS:
    cases.append({
        "name": name,
        "input": text,
        "tree": tree(load(text, pairs=True)),
        "indent2": dumps(text, indent=2),
        "indent4": dumps(text, indent=4),
        "tab": dumps(text, indent="\t"),
        "minified": dumps(text, separators=(",", ":")),
        "sorted2": dumps(text, indent=2, sort_keys=True),
    })
for name, text in DUP_DOCS:
    cases.append({"name": name, "input": text, "tree": tree(load(text, pairs=True))})

print(json.dumps({
    "source": "Python 3.11.7 json module (parse_int/parse_float/object_pairs_hook); test/vectors/json/generate.py",
    "cases": cases,
}, ensure_ascii=False, indent=1))
