import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  ambiguousCharacters,
  CHINESE_CONVERSIONS,
  type ChineseConversion,
  chineseConversionDirection,
  convertChinese,
  convertChineseMarked,
  isChineseConversion,
  markAmbiguous,
  parseCustomMappings,
  reverseChineseConversion,
} from '../../src/text/index.ts';
import vectors from '../vectors/text/opencc-testcases.json' with { type: 'json' };

interface Case {
  id: string;
  input: string;
  expected: Record<string, string>;
}

describe("OpenCC's own test cases", () => {
  const cases = (vectors.cases as Case[]).flatMap((c) =>
    Object.entries(c.expected).map(([conversion, expected]) => ({ id: c.id, conversion, input: c.input, expected })),
  );

  it('covers every conversion the page offers', () => {
    const seen = new Set(cases.map((c) => c.conversion));
    for (const conv of [
      's2t',
      's2tw',
      's2twp',
      's2hk',
      't2s',
      'tw2s',
      'tw2sp',
      'hk2s',
      't2tw',
      't2hk',
      'tw2t',
      'hk2t',
    ]) {
      expect(seen.has(conv)).toBe(true);
    }
  });

  it.each(cases)('$id ($conversion)', ({ conversion, input, expected }) => {
    expect(isChineseConversion(conversion)).toBe(true);
    expect(convertChinese(input, conversion as ChineseConversion)).toBe(expected);
  });
});

describe('the examples in the brief', () => {
  it('头发 becomes 頭髮, 乾隆 stays 乾隆, 软件 becomes 軟體 only with Taiwan phrases', () => {
    expect(convertChinese('头发', 's2t')).toBe('頭髮');
    expect(convertChinese('乾隆', 't2s')).toBe('乾隆');
    expect(convertChinese('乾隆', 's2t')).toBe('乾隆');
    expect(convertChinese('软件', 's2tw')).toBe('軟件');
    expect(convertChinese('软件', 's2twp')).toBe('軟體');
  });
});

describe('custom mappings', () => {
  it('win over the dictionaries, longest first', () => {
    const custom = parseCustomMappings('软件 軟件\n软件包=套件');
    expect(convertChinese('软件和软件包', 's2twp', custom)).toBe('軟件和套件');
  });

  it('leave the rest of the text converted as before', () => {
    const custom = [{ from: '头发', to: '头发' }];
    expect(convertChinese('太后的头发很干燥。', 's2t', custom)).toBe('太后的头发很乾燥。');
  });

  it('without any mapping, change nothing (property: ASCII passes through)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        expect(convertChinese(s, 's2t', [{ from: '中', to: 'X' }])).toBe(s);
      }),
    );
  });

  it('parse with spaces, tabs, = and arrows, skipping comments', () => {
    expect(parseCustomMappings('# mine\n软件 軟件\n\n内存\t記憶體\n鼠标=滑鼠\n光标 → 游標')).toEqual([
      { from: '软件', to: '軟件' },
      { from: '内存', to: '記憶體' },
      { from: '鼠标', to: '滑鼠' },
      { from: '光标', to: '游標' },
    ]);
  });

  it('report the line of a bad mapping with INVALID_MAPPING', () => {
    try {
      parseCustomMappings('软件 軟件\n只有一个词');
      expect.unreachable();
    } catch (e) {
      expect(isEngineError(e) && e.code).toBe('INVALID_MAPPING');
      expect(isEngineError(e) && e.params.line).toBe(2);
    }
  });
});

describe('characters with several Traditional forms', () => {
  it('lists 发, 干, 后 and 里 with the forms in OpenCC STCharacters.txt', () => {
    const t = ambiguousCharacters();
    expect(t.get('发')).toEqual(['發', '髮']);
    expect(t.get('干')).toEqual(['幹', '乾', '干', '榦']);
    expect(t.get('后')).toEqual(['後', '后']);
    expect(t.get('里')).toEqual(['裏', '里', '哩']);
    expect(t.has('头')).toBe(false);
    for (const forms of t.values()) expect(forms.length).toBeGreaterThan(1);
  });

  it('marks them in the converted text, aligned by position', () => {
    const input = '太后的头发很干燥。';
    const out = convertChinese(input, 's2t');
    const marked = markAmbiguous(input, out);
    expect(marked.map((s) => s.text).join('')).toBe(out);
    expect(marked.filter((s) => s.ambiguous).map((s) => `${s.ambiguous?.source}>${s.text}`)).toEqual([
      '后>后',
      '发>髮',
      '干>乾',
    ]);
  });

  it('still marks them when a phrase changes the length', () => {
    const input = '互联网里面';
    const { output, segments } = convertChineseMarked(input, 's2twp');
    expect([...output].length).not.toBe([...input].length);
    expect(segments.map((s) => s.text).join('')).toBe(output);
    expect(segments.filter((s) => s.ambiguous).map((s) => `${s.ambiguous?.source}>${s.text}`)).toEqual([
      '里>裡',
      '面>面',
    ]);
  });

  it('marks nothing for Traditional-to-Simplified', () => {
    expect(convertChineseMarked('頭髮', 't2s').segments).toEqual([{ text: '头发' }]);
  });
});

describe('direction and reverse of a conversion', () => {
  // OpenCC's configuration files come in these pairs (README, "Configurations"): each name is
  // <source>2<target>, s = Simplified, t = OpenCC Traditional, tw/hk = Taiwan/Hong Kong, p = phrases.
  const PAIRS: [ChineseConversion, ChineseConversion][] = [
    ['s2t', 't2s'],
    ['s2tw', 'tw2s'],
    ['s2twp', 'tw2sp'],
    ['s2hk', 'hk2s'],
    ['t2tw', 'tw2t'],
    ['t2hk', 'hk2t'],
  ];

  it("pairs each conversion with OpenCC's configuration the other way", () => {
    const all = Object.keys(CHINESE_CONVERSIONS) as ChineseConversion[];
    expect(PAIRS.flat().sort()).toEqual([...all].sort());
    for (const [a, b] of PAIRS) {
      expect(reverseChineseConversion(a)).toBe(b);
      expect(reverseChineseConversion(b)).toBe(a);
    }
  });

  it('reads the direction from the source and target standards', () => {
    const expected: Record<ChineseConversion, string> = {
      s2t: 'to-traditional',
      s2tw: 'to-traditional',
      s2twp: 'to-traditional',
      s2hk: 'to-traditional',
      t2s: 'to-simplified',
      tw2s: 'to-simplified',
      tw2sp: 'to-simplified',
      hk2s: 'to-simplified',
      t2tw: 'regional',
      t2hk: 'regional',
      tw2t: 'regional',
      hk2t: 'regional',
    };
    for (const [c, d] of Object.entries(expected)) expect(chineseConversionDirection(c as ChineseConversion)).toBe(d);
  });

  it('takes a phrase-converted text back (OpenCC case: 软件 / 軟體)', () => {
    const there = convertChinese('鼠标和软件', 's2twp');
    expect(there).toBe('滑鼠和軟體');
    expect(convertChinese(there, reverseChineseConversion('s2twp'))).toBe('鼠标和软件');
  });

  it('rejects an unknown name as misuse', () => {
    expect(() => reverseChineseConversion('x2y' as ChineseConversion)).toThrow(RangeError);
    expect(() => chineseConversionDirection('x2y' as ChineseConversion)).toThrow(RangeError);
  });
});
