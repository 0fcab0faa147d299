import { EngineError } from '../errors.ts';
import type { JsonValue } from '../json/value.ts';
import type { ChineseConversion } from '../text/chinese.ts';
import { argBoolean, argNumber, argString, textInput, textOutput } from './args.ts';
import { bool, choice, num, op, textOp } from './define.ts';
import type { Operation } from './types.ts';

// JSON conversion and query, Chinese script conversion, the line tools and the QR encoder as operations.

const INDENT = num('indent', 2, 0, 16, 'spaces per level; 0 for one line');
const DELIMITERS = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;
const DELIMITER = choice('delimiter', Object.keys(DELIMITERS), 'cell separator');
const delimiterOf = (a: Parameters<Operation['run']>[1]) => DELIMITERS[argString(a, 'delimiter') as 'comma'];

async function readJson(input: Uint8Array): Promise<JsonValue> {
  return (await import('../json/value.ts')).parseJson(input);
}
async function writeJson(v: JsonValue, indent: number): Promise<Uint8Array> {
  return textOutput((await import('../json/value.ts')).stringifyJson(v, { indent }));
}

/** A conversion from another format to JSON text, numbers kept exactly as written. */
function toJsonOp(
  id: string,
  summary: string,
  read: (text: string, a: Parameters<Operation['run']>[1]) => Promise<JsonValue>,
  args: Operation['args'] = [],
): Operation {
  return op({
    id,
    summary,
    input: 'text',
    output: 'json',
    args: [...args, INDENT],
    run: async (i, a) => writeJson(await read(textInput(i), a), argNumber(a, 'indent')),
  });
}

/** A conversion from JSON to another format's text. */
function fromJsonOp(
  id: string,
  summary: string,
  write: (v: JsonValue, a: Parameters<Operation['run']>[1]) => Promise<string>,
  args: Operation['args'] = [],
): Operation {
  return op({
    id,
    summary,
    input: 'json',
    output: 'text',
    args,
    run: async (i, a) => textOutput(await write(await readJson(i), a)),
  });
}

/** Converts text with an OpenCC configuration (as `convertChinese` of `@tinkerbox/engine/text`). */
export type ChineseConverter = (text: string, conversion: ChineseConversion) => string;
let chinese: ChineseConverter | undefined;

/**
 * Hands `convert-chinese` its converter: `convertChinese` of `@tinkerbox/engine/text`, which needs the
 * optional peer opencc-js. Node finds it by itself; a bundled page that offers the step calls this once,
 * so that no build of the `ops` entry needs opencc-js (decision 0180).
 *
 * @example
 * import { convertChinese } from '@tinkerbox/engine/text';
 * provideChineseConversion(convertChinese) // undefined
 */
export function provideChineseConversion(convert: ChineseConverter): void {
  if (typeof convert !== 'function') throw new TypeError('provideChineseConversion: convert must be a function');
  chinese = convert;
}

async function chineseConverter(): Promise<ChineseConverter> {
  if (chinese) return chinese;
  // A specifier that is not a literal, so bundlers leave opencc-js out of every build of `ops`. Node loads
  // the package's own `text` subpath, whose guard names opencc-js and its install command when it is missing.
  const subpath = ['@tinkerbox', 'engine', 'text'].join('/');
  try {
    const m = (await import(/* @vite-ignore */ subpath)) as { convertChinese: ChineseConverter };
    chinese = m.convertChinese;
    return chinese;
  } catch (e) {
    throw new EngineError(
      'UNSUPPORTED',
      `convert-chinese needs opencc-js (an optional peer dependency of @tinkerbox/engine): ${e instanceof Error ? e.message : String(e)}`,
      { what: 'opencc-js' },
    );
  }
}

const CHINESE = ['s2t', 's2tw', 's2twp', 's2hk', 't2s', 'tw2s', 'tw2sp', 'hk2s', 't2tw', 't2hk', 'tw2t', 'hk2t'];

/** The JSON, Chinese, line and QR operations, in the order `tinkerbox list` shows them. */
export const DATA_OPERATIONS: readonly Operation[] = [
  fromJsonOp('json-to-yaml', 'JSON to YAML 1.2', async (v) => (await import('../json/convert/yaml.ts')).jsonToYaml(v)),
  toJsonOp('yaml-to-json', 'YAML (one document) to JSON', async (t) =>
    (await import('../json/convert/yaml.ts')).yamlToJson(t),
  ),
  fromJsonOp('json-to-toml', 'JSON (an object at the top) to TOML 1.0', async (v) =>
    (await import('../json/convert/toml.ts')).jsonToToml(v),
  ),
  toJsonOp('toml-to-json', 'TOML 1.0 to JSON', async (t) => (await import('../json/convert/toml.ts')).tomlToJson(t)),
  fromJsonOp(
    'json-to-csv',
    'JSON (an array of objects, one object, or an array of arrays) to CSV (RFC 4180 quoting)',
    async (v, a) =>
      (await import('../json/convert/csv.ts')).jsonToCsv(v, {
        delimiter: delimiterOf(a),
        nested: argString(a, 'nested') as 'refuse',
      }),
    [
      DELIMITER,
      choice(
        'nested',
        ['refuse', 'flatten', 'json'],
        'an object or array in a cell: refuse, flatten into a.b columns, or JSON text',
      ),
    ],
  ),
  toJsonOp(
    'csv-to-json',
    'CSV (RFC 4180) to JSON: an object per row keyed by the header, the rows as arrays, or one record',
    async (t, a) =>
      (await import('../json/convert/csv.ts')).csvToJson(t, {
        delimiter: delimiterOf(a),
        numbers: argBoolean(a, 'numbers'),
        shape: argString(a, 'shape') as 'records',
      }),
    [
      DELIMITER,
      bool('numbers', false, 'cells written as JSON numbers become numbers'),
      choice('shape', ['records', 'rows', 'record'], 'objects keyed by the header, arrays of cells, or one object'),
    ],
  ),
  op({
    id: 'json-query',
    summary: 'JSONPath (RFC 9535) query: the values it selects as a JSON array, or their normalized paths',
    input: 'json',
    output: 'json',
    args: [
      { id: 'query', kind: 'text', default: '$', summary: 'JSONPath query, e.g. $.store.book[?@.price < 10].title' },
      choice('result', ['values', 'paths'], 'the selected values, or their normalized paths'),
      INDENT,
    ],
    run: async (i, a) => {
      const [{ queryJson }, doc] = await Promise.all([import('../json/path/index.ts'), readJson(i)]);
      const matches = queryJson(doc, argString(a, 'query'));
      const paths = argString(a, 'result') === 'paths';
      return writeJson(
        matches.map((m) => (paths ? m.path : m.value)),
        argNumber(a, 'indent'),
      );
    },
  }),
  op({
    id: 'jwt-decode',
    summary: 'a JWT’s payload (or header, or both) as JSON, from its base64url parts; the signature is not checked',
    input: 'text',
    output: 'json',
    args: [choice('part', ['payload', 'header', 'both'], 'which part: the claims, the header, or both in one object')],
    run: async (i, a) => {
      const jwt = (await import('../token/jwt.ts')).decodeJwt(textInput(i));
      const part = argString(a, 'part');
      if (part === 'header') return textOutput(jwt.headerJson);
      if (part === 'payload') return textOutput(jwt.payloadJson);
      return textOutput(JSON.stringify({ header: jwt.header, payload: jwt.payload }, null, 2));
    },
  }),
  textOp(
    'convert-chinese',
    'Chinese script conversion with OpenCC’s dictionaries, phrase by phrase (needs the opencc-js package; see provideChineseConversion)',
    [
      choice(
        'conversion',
        CHINESE,
        'OpenCC configuration: s2t Simplified to Traditional, s2tw/s2twp/s2hk to Taiwan/Taiwan phrases/Hong Kong, t2s and the others back',
      ),
    ],
    async (t, a) => (await chineseConverter())(t, argString(a, 'conversion') as ChineseConversion),
  ),
  textOp(
    'sort',
    'lines sorted (stable): by code point, ignoring case, by leading number, or by length',
    [
      choice('order', ['alphabetical', 'alphabetical-ci', 'numeric', 'length'], 'sort key'),
      bool('reverse', false, 'largest first'),
    ],
    async (t, a) =>
      (await import('./lines.ts')).sortLines(t, argString(a, 'order') as 'numeric', argBoolean(a, 'reverse')),
  ),
  textOp('unique', 'each line once, where it first appears', [], async (t) =>
    (await import('./lines.ts')).uniqueLines(t),
  ),
  textOp(
    'reverse',
    'the characters (code points) reversed, or the lines in reverse order',
    [choice('by', ['character', 'line'], 'what is reversed')],
    async (t, a) => (await import('./lines.ts')).reverseText(t, argString(a, 'by') as 'line'),
  ),
  textOp('count-lines', 'the number of lines (LF, CR LF or CR ends one)', [], async (t) =>
    String((await import('./lines.ts')).countLines(t)),
  ),
  textOp('remove-blank-lines', 'the lines that hold something other than white space', [], async (t) =>
    (await import('./lines.ts')).removeBlankLines(t),
  ),
  op({
    id: 'generate-qr-code',
    summary: 'QR code (ISO/IEC 18004) of the input bytes, as SVG text',
    input: 'bytes',
    output: 'text',
    args: [
      choice('level', ['M', 'L', 'Q', 'H'], 'error correction: L 7 %, M 15 %, Q 25 %, H 30 % of the symbol'),
      num('margin', 4, 0, 64, 'quiet zone in modules'),
    ],
    run: async (i, a) => {
      const [{ encodeQr }, { toSvg }] = await Promise.all([import('../qr/encode.ts'), import('../qr/render.ts')]);
      return textOutput(toSvg(encodeQr(i, { level: argString(a, 'level') }), { margin: argNumber(a, 'margin') }));
    },
  }),
];
