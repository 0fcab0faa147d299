"""Writes convert.json: what Python 3.11's own readers make of YAML (PyYAML 6 safe_load), TOML (tomllib)
and CSV (csv.DictReader) texts, as JSON text (json.dumps keeps integers of any size exactly), and what
csv.writer writes for rows. The engine's readers and writers must agree. Run:
python3 test/vectors/json/make-convert.py"""
import csv, io, json, pathlib, tomllib
import yaml

YAML = [
    "id: 12345678901234567890\nname: Tinkerbox\n",
    "a: [1, 2, {b: null}]\nc: {d: true, e: false}\n",
    "list:\n  - 1\n  - -2\n  - 3.5\n  - 0.1\n  - x y\nnested:\n  - - a\n    - b\n  - []\n  - {}\n",
    "base: &b {x: 1}\ncopy: *b\n",
    "s1: 'single ''quoted'''\ns2: \"double \\\"quoted\\\" \\u00e9\"\ns3: plain text here\n",
    "block: |\n  line one\n  line two\nfolded: >\n  folded\n  text\n",
    "big: -98765432109876543210987654321\nzero: 0\nneg: -17\nfloat: -1.25e+3\n",
    "\"quoted key\": 1\n'k2': [a, 'b', \"c\"]\n",
    "empty:\nalso: ~\n",
    "- a\n- b: 1\n  c: 2\n- - x\n",
    "\u4e2d\u6587: \u503c\nemoji: \"\\U0001F600\"\n",
    # merge keys (yaml.org/type/merge.html, issue 40): one mapping, a list (the earlier wins), own keys
    # win wherever they stand, nested merges, a quoted "<<" is an ordinary key
    "base: &b {x: 1, y: 2}\nd: {<<: *b, y: 3}\n",
    "a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  <<: [*a, *b]\n  w: 0\n",
    "a: &a {x: 1}\nc:\n  x: 5\n  <<: *a\n",
    "defaults: &defaults\n  adapter: postgres\n  host: localhost\ndevelopment:\n  database: dev\n  <<: *defaults\ntest:\n  <<: *defaults\n  host: db\n",
    "a: &a {x: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: *b, z: 3}\nlist: [{<<: *a, k: v}]\n",
    "c: {\"<<\": 1, '<<x': 2}\n",
]
TOML = [
    "id = 9223372036854775807\nneg = -9223372036854775808\nname = \"Tom\"\n",
    "[owner]\nname = \"Tom\"\n[owner.address]\ncity = \"HK\"\n",
    "f = 3.0\ng = 1e300\nh = -0.5\ni = 6.626e-34\n",
    "arr = [1, 2, 3]\nmixed = [\"a\", 1, true]\nnested = [[1, 2], [\"x\"]]\n",
    "[[products]]\nname = \"Hammer\"\nsku = 738594937\n\n[[products]]\nname = \"Nail\"\nsku = 284758393\ncolor = \"gray\"\n",
    "hex = 0xDEADBEEF\noct = 0o755\nbin = 0b11010110\nunder = 1_000_000\n",
    "str = \"I'm a string. \\\"You can quote me\\\". Tab\\t\\u00E9\"\nlit = 'C:\\Users\\x'\nml = \"\"\"\nRoses\nViolets\"\"\"\n",
    "inline = { x = 1, y = { z = \"w\" } }\n\"quoted key\" = true\n",
]
CSV = [
    ("id,name\n1,Alice\n2,Bob\n", ","),
    ("id,name\r\n12345678901234567890,\"a, \"\"b\"\"\"\r\n007,x\r\n", ","),
    ("a;b;c\n1;\"x;y\";\n;;\n", ";"),
    ("a\tb\n\"multi\nline\"\t2\n", "\t"),
    ("h1,h2\n\"\",\" spaced \"\n", ","),
    ("\ufeffname,value\n\u4e2d\u6587,\u503c\n", ","),
]
ROWS = [
    ([["id", "name"], ["1", "Alice"], ["2", "a,b"]], ","),
    ([["a", "b"], ["x\"y", "multi\nline"], ["", "z"]], ","),
    ([["a", "b"], ["1;2", "3"]], ";"),
    ([["k", "v"], ["tab\there", "plain"]], "\t"),
    # one column with empty cells: csv.writer quotes a lone empty field, an empty line being no fields
    ([["a"], [""], ["x"], [""]], ","),
    # objects with no members (issue 40): DictWriter(fieldnames=[]) writes empty lines
    ([[], []], ","),
    ([[], [], []], ";"),
]

out = {"source": "Python 3.11: PyYAML 6.0 yaml.safe_load, tomllib.loads, csv.DictReader and csv.writer "
       "(lineterminator \\n, QUOTE_MINIMAL); results as json.dumps text so integers stay exact. "
       "Inputs written here to be read alike by YAML 1.1 and 1.2 readers.",
       "yaml": [{"text": t, "json": json.dumps(yaml.safe_load(t), ensure_ascii=False)} for t in YAML],
       "toml": [{"text": t, "json": json.dumps(tomllib.loads(t), ensure_ascii=False)} for t in TOML],
       "csv": [{"text": t, "delimiter": d, "json": json.dumps(list(csv.DictReader(io.StringIO(t.lstrip("\ufeff"), newline=""), delimiter=d)), ensure_ascii=False)} for t, d in CSV],
       "csvWrite": []}
for rows, d in ROWS:
    buf = io.StringIO()
    csv.writer(buf, delimiter=d, lineterminator="\n").writerows(rows)
    records = [dict(zip(rows[0], r)) for r in rows[1:]]
    out["csvWrite"].append({"json": json.dumps(records, ensure_ascii=False), "delimiter": d, "csv": buf.getvalue()})
# issue 40: arrays of arrays both ways (csv.writer.writerows, csv.reader; ragged rows and an empty row
# included) and one object (csv.DictWriter: header and one row; csv.DictReader reads it back)
RAGGED = [([["a", "b"], ["1"], [], ["x,y", "z", "extra"]], ","), ([["only"]], ";")]
out["csvRows"] = []
for rows, d in ROWS[:5] + RAGGED:
    buf = io.StringIO()
    csv.writer(buf, delimiter=d, lineterminator="\n").writerows(rows)
    back = list(csv.reader(io.StringIO(buf.getvalue(), newline=""), delimiter=d))
    assert back == rows
    out["csvRows"].append({"json": json.dumps(rows, ensure_ascii=False), "delimiter": d, "csv": buf.getvalue()})
out["csvRecord"] = []
for record, d in [({"id": "1", "name": "Alice, B"}, ","), ({"k": "multi\nline", "v": ""}, ";"), ({"中": "文"}, ",")]:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(record), delimiter=d, lineterminator="\n")
    w.writeheader(); w.writerow(record)
    assert list(csv.DictReader(io.StringIO(buf.getvalue(), newline=""), delimiter=d)) == [record]
    out["csvRecord"].append({"json": json.dumps(record, ensure_ascii=False), "delimiter": d, "csv": buf.getvalue()})
pathlib.Path(__file__).with_name("convert.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
