import { ConverterBuilder } from 'opencc-js/core';
import * as Locale from 'opencc-js/preset';
import { EngineError } from '../errors.ts';
import { type MarkedSegment, markAmbiguous } from './ambiguous.ts';

/**
 * Chinese script conversion with OpenCC's dictionaries (opencc-js, the JavaScript port of
 * https://github.com/BYVoid/OpenCC), phrase by phrase, plus the visitor's own mappings.
 */

/** The OpenCC configurations offered, by their OpenCC names. */
export const CHINESE_CONVERSIONS = {
  s2t: { from: 'cn', to: 't' },
  s2tw: { from: 'cn', to: 'tw' },
  s2twp: { from: 'cn', to: 'twp' },
  s2hk: { from: 'cn', to: 'hk' },
  t2s: { from: 't', to: 'cn' },
  tw2s: { from: 'tw', to: 'cn' },
  tw2sp: { from: 'twp', to: 'cn' },
  hk2s: { from: 'hk', to: 'cn' },
  t2tw: { from: 't', to: 'tw' },
  t2hk: { from: 't', to: 'hk' },
  tw2t: { from: 'tw', to: 't' },
  hk2t: { from: 'hk', to: 't' },
} as const;

export type ChineseConversion = keyof typeof CHINESE_CONVERSIONS;

/**
 * True for the name of a conversion this module offers (an OpenCC configuration name).
 *
 * @example isChineseConversion('s2twp') // true
 */
export function isChineseConversion(v: unknown): v is ChineseConversion {
  return typeof v === 'string' && Object.hasOwn(CHINESE_CONVERSIONS, v);
}

/** Which way a conversion goes: into Traditional, into Simplified, or between Traditional standards. */
export type ChineseConversionDirection = 'to-traditional' | 'to-simplified' | 'regional';

/**
 * Which way a conversion goes, from its OpenCC configuration: Simplified (`cn`) in is `to-traditional`,
 * Simplified out is `to-simplified`, and Traditional to Traditional (Taiwan, Hong Kong, OpenCC's
 * standard) is `regional`. Only `to-traditional` conversions mark characters with several forms.
 *
 * @throws RangeError for an unknown conversion name
 * @example chineseConversionDirection('s2hk') // 'to-traditional'
 * @example chineseConversionDirection('tw2t') // 'regional'
 */
export function chineseConversionDirection(conversion: ChineseConversion): ChineseConversionDirection {
  const c = configOf(conversion, 'chineseConversionDirection');
  return c.from === 'cn' ? 'to-traditional' : c.to === 'cn' ? 'to-simplified' : 'regional';
}

/**
 * The conversion that goes back the other way (source and target standards swapped), so a result can
 * be turned back into its source's script.
 *
 * @throws RangeError for an unknown conversion name
 * @example reverseChineseConversion('s2twp') // 'tw2sp'
 * @example reverseChineseConversion('t2hk') // 'hk2t'
 */
export function reverseChineseConversion(conversion: ChineseConversion): ChineseConversion {
  const c = configOf(conversion, 'reverseChineseConversion');
  const back = (Object.keys(CHINESE_CONVERSIONS) as ChineseConversion[]).find(
    (k) => CHINESE_CONVERSIONS[k].from === c.to && CHINESE_CONVERSIONS[k].to === c.from,
  );
  // every configuration offered has its reverse among them (a test checks it)
  if (!back) throw new RangeError(`reverseChineseConversion: ${conversion} has no reverse`);
  return back;
}

function configOf(conversion: ChineseConversion, caller: string): { from: string; to: string } {
  if (!isChineseConversion(conversion)) throw new RangeError(`${caller}: unknown conversion ${String(conversion)}`);
  return CHINESE_CONVERSIONS[conversion];
}

/** A visitor's own mapping: `from` in the input becomes `to`, whatever the dictionaries say. */
export interface CustomMapping {
  readonly from: string;
  readonly to: string;
}

const builder = ConverterBuilder(Locale);
const converters = new Map<ChineseConversion, (s: string) => string>();

function opencc(conversion: ChineseConversion): (s: string) => string {
  let c = converters.get(conversion);
  if (!c) {
    c = builder(CHINESE_CONVERSIONS[conversion]);
    converters.set(conversion, c);
  }
  return c;
}

/**
 * Converts text with one of OpenCC's configurations. Custom mappings win over the dictionaries: the
 * longest custom source at each position is replaced as given, and the text between them is converted.
 *
 * @throws RangeError for an unknown conversion name
 * @example convertChinese('太后的头发很干燥。', 's2t') // '太后的頭髮很乾燥。'
 * @example convertChinese('软件', 's2twp') // '軟體'
 */
export function convertChinese(
  text: string,
  conversion: ChineseConversion,
  custom: readonly CustomMapping[] = [],
): string {
  if (!isChineseConversion(conversion))
    throw new RangeError(`convertChinese: unknown conversion ${String(conversion)}`);
  const convert = opencc(conversion);
  if (custom.length === 0) return convert(text);
  const sources = [...new Map(custom.map((m) => [m.from, m.to])).entries()]
    .filter(([from]) => from.length > 0)
    .sort((a, b) => b[0].length - a[0].length);
  let out = '';
  let pending = '';
  let i = 0;
  while (i < text.length) {
    const hit = sources.find(([from]) => text.startsWith(from, i));
    if (hit) {
      if (pending) out += convert(pending);
      pending = '';
      out += hit[1];
      i += hit[0].length;
    } else {
      const cp = text.codePointAt(i) as number;
      const ch = String.fromCodePoint(cp);
      pending += ch;
      i += ch.length;
    }
  }
  if (pending) out += convert(pending);
  return out;
}

/**
 * Reads custom mappings, one per line: source and replacement separated by spaces, a tab, `=` or `→`.
 * Blank lines and lines starting with `#` are skipped.
 *
 * @throws EngineError INVALID_MAPPING (params.line)
 * @example parseCustomMappings('软件 軟件\n内存=記憶體') // [{ from: '软件', to: '軟件' }, { from: '内存', to: '記憶體' }]
 */
export function parseCustomMappings(text: string): CustomMapping[] {
  const out: CustomMapping[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = /^(\S+?)\s*(?:=|→|->|\s)\s*(\S+)$/u.exec(line);
    if (!m) {
      throw new EngineError('INVALID_MAPPING', `Line ${index + 1} is not “source replacement”`, { line: index + 1 });
    }
    out.push({ from: m[1] as string, to: m[2] as string });
  });
  return out;
}

/**
 * Converts like {@link convertChinese} and, for Simplified-to-Traditional conversions, marks the
 * characters whose source had more than one Traditional form (see markAmbiguous).
 *
 * @example convertChineseMarked('头发', 's2t').segments[1] // { text: '髮', ambiguous: { source: '发', forms: ['發', '髮'] } }
 */
export function convertChineseMarked(
  text: string,
  conversion: ChineseConversion,
  custom: readonly CustomMapping[] = [],
): { output: string; segments: MarkedSegment[] } {
  const output = convertChinese(text, conversion, custom);
  if (chineseConversionDirection(conversion) !== 'to-traditional') return { output, segments: [{ text: output }] };
  const region = CHINESE_CONVERSIONS[conversion].to;
  const variants = region === 't' ? null : opencc(region.startsWith('tw') ? 't2tw' : 't2hk');
  return { output, segments: markAmbiguous(text, output, variants ?? undefined) };
}
