// The JSON conversion and query, Chinese conversion, line and QR operations of @tinkerbox/engine/ops
// against sources that are not the engine's: Python 3.11 (PyYAML, tomllib, csv: json/convert.json, and
// run here), RFC 9535's examples (json/rfc9535.json), OpenCC's own test cases (text/opencc-testcases.json),
// Python's sorted/dict/str for the line tools, and zxing-cpp (zxing-wasm's reader) and libqrencode for QR.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonEqual } from '../../src/json/exact.ts';
import { parseJson } from '../../src/json/value.ts';
import { DATA_OPERATIONS } from '../../src/ops/data-ops.ts';
import { formatRecipe, provideChineseConversion } from '../../src/ops/index.ts';
import { readQrCodes } from '../../src/qr-reader/index.ts';
import { convertChinese } from '../../src/text/index.ts';
import { HAS_QRENCODE, qrencodeMatrix, renderMatrix, useLocalZxing } from '../qr/helpers.ts';
import { dec, enc, run, runText, tested } from './helpers.ts';

const vectors = (path: string) => JSON.parse(readFileSync(new URL(`../vectors/${path}`, import.meta.url), 'utf8'));

/** Python 3 run over a JSON value on stdin; `code` reads `data` and prints JSON. */
const py = (code: string, data: unknown): unknown =>
  JSON.parse(
    execFileSync('python3', ['-c', `import sys, json, re, tomllib, yaml\ndata = json.load(sys.stdin)\n${code}`], {
      input: JSON.stringify(data),
    }).toString(),
  );

describe('JSON conversion against Python (PyYAML, tomllib, csv)', () => {
  const c = vectors('json/convert.json');
  const equal = (ours: Uint8Array, theirs: string) => jsonEqual(parseJson(ours), parseJson(theirs));

  it('YAML and TOML to JSON give what PyYAML and tomllib read, big integers exact', async () => {
    for (const v of c.yaml as { text: string; json: string }[])
      expect(equal(await run('yaml-to-json', v.text), v.json), v.text).toBe(true);
    for (const v of c.toml as { text: string; json: string }[])
      expect(equal(await run('toml-to-json', v.text), v.json), v.text).toBe(true);
    expect(await runText('yaml-to-json(indent=0)', 'a: [1, 2]\n')).toBe('{"a":[1,2]}');
  });

  it('JSON to YAML and TOML is read back by PyYAML and tomllib as the same value', async () => {
    // Python reads JSON's big integers exactly (int), so == compares them without rounding. PyYAML reads
    // YAML 1.1, where `1e+300` (no dot) is a string; YAML 1.2, which the engine writes, reads a number:
    // those documents are left out of the YAML comparison.
    const docs = [...c.yaml, ...c.toml]
      .map((v: { json: string }) => v.json)
      .filter((d: string) => !/(?<![.\d])\d+[eE]/.test(d));
    const yamls = await Promise.all(docs.map(async (d) => dec.decode(await run('json-to-yaml', d))));
    const tomls = await Promise.all(
      c.toml.map(async (v: { json: string }) => [v.json, dec.decode(await run('json-to-toml', v.json))]),
    );
    const back = py(
      `print(json.dumps([[json.loads(j) == yaml.safe_load(y) for j, y in data[0]], [json.loads(j) == tomllib.loads(t) for j, t in data[1]]]))`,
      [docs.map((d, i) => [d, yamls[i]]), tomls],
    ) as boolean[][];
    expect(back[0]).toEqual(docs.map(() => true));
    expect(back[1]).toEqual(tomls.map(() => true));
  });

  it('CSV both ways gives what Python’s csv module reads and writes', async () => {
    const d = (delimiter: string) => ({ ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' })[delimiter];
    for (const v of c.csv as { text: string; delimiter: string; json: string }[])
      expect(equal(await run(`csv-to-json(delimiter=${d(v.delimiter)})`, v.text), v.json), v.text).toBe(true);
    type Written = { json: string; csv: string; delimiter: string };
    for (const v of c.csvRows as Written[])
      expect(equal(await run(`csv-to-json(shape=rows,delimiter=${d(v.delimiter)})`, v.csv), v.json)).toBe(true);
    for (const v of c.csvRecord as Written[])
      expect(equal(await run(`csv-to-json(shape=record,delimiter=${d(v.delimiter)})`, v.csv), v.json)).toBe(true);
    for (const v of [...c.csvWrite, ...c.csvRows, ...c.csvRecord] as Written[])
      expect(await runText(`json-to-csv(delimiter=${d(v.delimiter)})`, v.json), v.json).toBe(v.csv);
    expect(await runText('csv-to-json(numbers=true,indent=0)', 'a\n12345678901234567890\n')).toBe(
      '[{"a":12345678901234567890}]',
    );
    const e = await run('json-to-csv', '[{"a":{"b":1}}]').catch((x) => x);
    expect(e.code).toBe('CANNOT_CONVERT');
    expect(await runText('json-to-csv(nested=flatten)', '[{"a":{"b":1}}]')).toBe('a.b\n1\n');
  });
});

describe('json-query against RFC 9535’s examples', () => {
  it('selects the values and normalized paths of every example; an invalid query is INVALID_JSONPATH', async () => {
    const cases = vectors('json/rfc9535.json').cases as {
      section: string;
      document: unknown;
      query: string;
      results?: { path: string; value: unknown }[];
      unordered?: boolean;
      invalid?: boolean;
    }[];
    const sorted = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
    for (const k of cases) {
      const step = (result: string) => formatRecipe([{ op: 'json-query', args: { query: k.query, result } }]);
      const doc = JSON.stringify(k.document);
      if (k.invalid) {
        const e = await run(step('values'), doc).catch((x) => x);
        expect(e.code, `${k.section} ${k.query}`).toBe('INVALID_JSONPATH');
        continue;
      }
      const values = JSON.parse(await runText(step('values'), doc));
      const paths = JSON.parse(await runText(step('paths'), doc));
      const want = k.results ?? [];
      if (k.unordered) {
        expect(sorted(values), k.query).toEqual(sorted(want.map((r) => r.value)));
        expect([...paths].sort(), k.query).toEqual(want.map((r) => r.path).sort());
      } else {
        expect(values, k.query).toEqual(want.map((r) => r.value));
        expect(paths, k.query).toEqual(want.map((r) => r.path));
      }
    }
  });
});

describe('jwt-decode against Python', () => {
  it('gives the payload and the header as Python’s base64 and json.dumps(indent=2) read them', async () => {
    const token =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    const want = py(
      `p = [json.loads(__import__('base64').urlsafe_b64decode(x + '=' * (-len(x) % 4))) for x in data.split('.')[:2]]
print(json.dumps([json.dumps(p[1], indent=2, ensure_ascii=False), json.dumps(p[0], indent=2), json.dumps({'header': p[0], 'payload': p[1]}, indent=2)]))`,
      token,
    ) as string[];
    expect(await runText('jwt-decode', token)).toBe(want[0]);
    expect(await runText('jwt-decode(part=header)', token)).toBe(want[1]);
    expect(await runText('jwt-decode(part=both)', token)).toBe(want[2]);
    const e = await run('jwt-decode', 'not.a-jwt').catch((x) => x);
    expect(e.code).toMatch(/^JWT_/);
  });
});

describe('Chinese conversion against OpenCC’s test cases', () => {
  it('gives every expectation of OpenCC’s testcases.json for the twelve configurations', async () => {
    const { cases } = vectors('text/opencc-testcases.json') as {
      cases: { id: string; input: string; expected: Record<string, string> }[];
    };
    let n = 0;
    for (const k of cases)
      for (const [conversion, want] of Object.entries(k.expected)) {
        if (
          !['s2t', 's2tw', 's2twp', 's2hk', 't2s', 'tw2s', 'tw2sp', 'hk2s', 't2tw', 't2hk', 'tw2t', 'hk2t'].includes(
            conversion,
          )
        )
          continue;
        expect(await runText(`convert-chinese(conversion=${conversion})`, k.input), `${k.id} ${conversion}`).toBe(want);
        n++;
      }
    expect(n).toBeGreaterThan(100);
  });

  it('uses the converter a page hands it (provideChineseConversion), so bundles of ops need no opencc-js', async () => {
    provideChineseConversion((text, conversion) => `${conversion}:${text}`);
    try {
      expect(await runText('convert-chinese(conversion=t2s)', '漢字')).toBe('t2s:漢字');
    } finally {
      provideChineseConversion(convertChinese);
    }
    expect(await runText('convert-chinese', '汉字')).toBe('漢字');
    expect(() => provideChineseConversion('s2t' as never)).toThrow(TypeError);
  });
});

describe('line tools against Python', () => {
  const TEXTS = [
    '',
    'one line',
    'b\nA\na\nB\n',
    'x\r\n10\r\n9\r\n-2.5e1\r\n 3 apples\r\n\r\nx\r\n',
    'pear\n\n  \n\u3000\napple\npear\n\tfig\n',
    '\uff21\n😀\nz\nZ\nä\n',
    'no final\nbreak\nno final',
    'cr\rlines\rcr',
  ];
  // The same framing as the engine's (LF, CR LF or CR ends a line; the first break is the one written;
  // a final break kept), then Python's own sorted, dict.fromkeys, str.lower, str.strip and slicing.
  const PY = String.raw`
NUM = re.compile(r'^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?')
def split(s):
    m = re.search(r'\r\n|\r|\n', s)
    eol = m.group(0) if m else '\n'
    ls = re.split(r'\r\n|\r|\n', s)
    final = len(ls) > 1 and ls[-1] == ''
    if final or s == '': ls.pop()
    return ls, eol, final
def join(ls, eol, final): return eol.join(ls) + (eol if final else '') if ls else ''
def numkey(l):
    m = NUM.match(l)
    return (0, float(m.group(0))) if m else (1, 0)
keys = {'alphabetical': None, 'alphabetical-ci': str.lower, 'numeric': numkey, 'length': len}
out = []
for s in data:
    ls, eol, final = split(s)
    r = {}
    for order, key in keys.items():
        for rev in (False, True):
            r[f'{order},{rev}'] = join(sorted(ls, key=key, reverse=rev), eol, final)
    r['unique'] = join(list(dict.fromkeys(ls)), eol, final)
    r['reverse-line'] = join(ls[::-1], eol, final)
    r['reverse-character'] = s[::-1]
    r['count'] = str(len(ls))
    r['blank'] = join([l for l in ls if l.strip()], eol, final)
    out.append(r)
print(json.dumps(out))
`;
  it('sort (four orders, both ways), unique, reverse, count-lines and remove-blank-lines', async () => {
    const want = py(PY, TEXTS) as Record<string, string>[];
    for (const [i, t] of TEXTS.entries()) {
      const w = want[i] as Record<string, string>;
      for (const order of ['alphabetical', 'alphabetical-ci', 'numeric', 'length'])
        for (const rev of [false, true]) {
          const key = `${order},${rev ? 'True' : 'False'}`;
          expect(await runText(`sort(order=${order},reverse=${rev})`, t), `${key} ${JSON.stringify(t)}`).toBe(w[key]);
        }
      expect(await runText('unique', t), JSON.stringify(t)).toBe(w.unique);
      expect(await runText('reverse(by=line)', t), JSON.stringify(t)).toBe(w['reverse-line']);
      expect(await runText('reverse', t), JSON.stringify(t)).toBe(w['reverse-character']);
      expect(await runText('count-lines', t), JSON.stringify(t)).toBe(w.count);
      expect(await runText('remove-blank-lines', t), JSON.stringify(t)).toBe(w.blank);
    }
  });
});

describe('generate-qr-code', () => {
  beforeAll(useLocalZxing);

  /** The modules of our SVG: its viewBox, margin and one `M{x} {y}h1v1h-1z` per dark module. */
  function modulesOf(svg: string, margin: number): { size: number; modules: Uint8Array } {
    const full = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    const size = full - 2 * margin;
    const modules = new Uint8Array(size * size);
    for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) modules[Number(y) * size + Number(x)] = 1;
    return { size, modules };
  }

  it('zxing-cpp reads the SVG’s modules back as the input bytes; the symbol is as small as libqrencode’s', async () => {
    const payloads = ['HELLO WORLD', 'https://example.org/?q=1', '中文 and English 混合 123456 😀'];
    for (const text of payloads)
      for (const level of ['L', 'M', 'Q', 'H'] as const)
        for (const margin of [4, 0]) {
          const svg = await runText(`generate-qr-code(level=${level},margin=${margin})`, text);
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
          const m = modulesOf(svg, margin);
          const [r] = await readQrCodes(renderMatrix(m, { scale: 4 }));
          expect(r?.bytes, `${level} ${text}`).toEqual(enc.encode(text));
          if (HAS_QRENCODE) expect(m.size, `${level} ${text}`).toBe(qrencodeMatrix(text, level).size);
        }
    const e = await run('generate-qr-code(level=H)', new Uint8Array(1300)).catch((x) => x);
    expect(e.code).toBe('QR_TOO_LONG');
  });
});

it('every data operation was run by a test in this file', () => {
  expect(DATA_OPERATIONS.map((o) => o.id).filter((id) => !tested.has(id))).toEqual([]);
});
